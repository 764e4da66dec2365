import { useState } from 'react';
import { get, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Trash2, UserPlus } from 'lucide-react';
import { dialogAirports } from '#domain/airports.ts';
import {
  staffSaleSchema,
  type StaffSaleInput,
  type StaffSaleOutput,
} from '#domain/backoffice-input.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { countOf } from '#domain/words.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { catalogue } from '../../../lib/page-data.ts';
import { paths } from '../../../paths.ts';
import { adminCard, AdminPage } from '../admin-page.tsx';
import { useDepartureList } from '../departures/api.ts';
import { useRecordSale } from './api.ts';

type Traveller = StaffSaleInput['travellers'][number];
const emptyTraveller = (): Traveller => ({
  firstName: '',
  lastName: '',
  birthDate: '',
  address: '',
  passportNumber: '',
  passportExpiry: '',
});

const travellerFields = [
  ['firstName', 'Nome', 'given-name'],
  ['lastName', 'Cognome', 'family-name'],
  ['birthDate', 'Data di nascita (GG/MM/AAAA)', 'off'],
  ['passportNumber', 'Numero di passaporto', 'off'],
  ['passportExpiry', 'Scadenza del passaporto (facoltativa)', 'off'],
  ['address', 'Indirizzo di residenza', 'street-address'],
] as const;

const fields = ['destinationId', 'departureId', 'airport', 'pricePerPerson', 'travellers'];

/**
 * "Nuova prenotazione": a sale at the desk or by phone, recorded as the site records a visitor's
 * booking: its seats are taken, the lead traveller gets the e-mail with the transfer and the
 * link to the booking's page, and the deposit is then recorded as for any booking.
 */
export function NewSalePage() {
  const navigate = useNavigate();
  // The sale's own id: a second press, or a retry, records the same booking.
  const [attempt] = useState(() => crypto.randomUUID());
  const form = useForm<StaffSaleInput, unknown, StaffSaleOutput>({
    resolver: zodResolver(staffSaleSchema),
    defaultValues: {
      attempt,
      destinationId: '',
      departureId: '',
      airport: '',
      pricePerPerson: undefined,
      travellers: [{ ...emptyTraveller(), email: '', phone: '' }],
    },
  });
  const { errors } = form.formState;
  const {
    fields: travellers,
    append,
    remove,
  } = useFieldArray({
    control: form.control,
    name: 'travellers',
  });
  const destinationId = useWatch({ control: form.control, name: 'destinationId' });
  const departureId = useWatch({ control: form.control, name: 'departureId' });
  const trip = catalogue.trips.find((candidate) => candidate.id === destinationId);
  const departures = useDepartureList({ destinationId, page: 1 });
  // The chosen trip's dates only: the list keeps the previous trip's on screen while it loads,
  // and a date picked from those would be another trip's.
  const loading = departures.isPlaceholderData || departures.isPending;
  const open = loading
    ? []
    : (departures.data?.items ?? []).filter(
        (departure) => !departure.closed && departure.spotsAvailable > 0,
      );
  const departure = open.find((candidate) => candidate.id === departureId);
  const record = useRecordSale();

  const submit = form.handleSubmit(
    (sale) =>
      record.mutate(sale, {
        onSuccess: (booking) => {
          void notify.success('Prenotazione registrata', {
            description:
              'Il referente riceve l’e-mail con il bonifico e il link alla prenotazione.',
          });
          void navigate(paths.adminBooking(booking.id));
        },
        onError: (error) => {
          if (!placeFieldErrors(error, fields, form.setError))
            void notify.error('Prenotazione non registrata', { description: error.message });
        },
      }),
    () => void notify.error('Controlla i campi segnati'),
  );
  const error = (name: Path<StaffSaleInput>): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;
  const input = (name: Path<StaffSaleInput>) => ({
    id: `sale-${name}`,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `sale-${name}-error` : undefined,
  });

  return (
    <AdminPage
      title="Nuova prenotazione"
      intro="Una vendita in agenzia o al telefono: i posti si prendono subito, il referente riceve l’e-mail con il bonifico."
    >
      <form onSubmit={submit} noValidate className="space-y-6">
        <section aria-labelledby="sale-trip" className={adminCard}>
          <h2 id="sale-trip" className="text-xl font-semibold text-navy-900">
            Viaggio e partenza
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor="sale-destinationId">Viaggio</Label>
              <Select
                {...input('destinationId')}
                {...form.register('destinationId', {
                  onChange: () => {
                    form.setValue('departureId', '');
                    form.setValue('airport', '');
                  },
                })}
              >
                <option value="">Scegli un viaggio…</option>
                {catalogue.trips.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title}
                  </option>
                ))}
              </Select>
              <FieldError id="sale-destinationId-error">{error('destinationId')}</FieldError>
            </div>
            <div>
              <Label htmlFor="sale-departureId">Partenza</Label>
              <Select
                {...input('departureId')}
                disabled={!trip}
                {...form.register('departureId', {
                  onChange: (event: { target: { value: string } }) => {
                    const chosen = open.find((candidate) => candidate.id === event.target.value);
                    if (chosen) form.setValue('pricePerPerson', chosen.price);
                  },
                })}
              >
                <option value="">
                  {!trip
                    ? 'Prima il viaggio'
                    : loading
                      ? 'Caricamento delle date…'
                      : 'Scegli la data…'}
                </option>
                {open.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {formatDate(candidate.startDate)} ·{' '}
                    {countOf(candidate.spotsAvailable, 'posto libero', 'posti liberi')} ·{' '}
                    {formatEuro(candidate.price)}
                  </option>
                ))}
              </Select>
              <FieldError id="sale-departureId-error">{error('departureId')}</FieldError>
            </div>
            <div>
              <Label htmlFor="sale-airport">Aeroporto di partenza</Label>
              <Select {...input('airport')} disabled={!trip} {...form.register('airport')}>
                <option value="">Da concordare</option>
                {trip &&
                  dialogAirports(trip).map((airport) => (
                    <option key={airport} value={airport}>
                      {airport}
                    </option>
                  ))}
              </Select>
              <FieldError id="sale-airport-error">{error('airport')}</FieldError>
            </div>
            <div>
              <Label htmlFor="sale-pricePerPerson">Prezzo concordato a persona (€)</Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...input('pricePerPerson')}
                {...form.register('pricePerPerson', { valueAsNumber: true })}
              />
              <FieldError id="sale-pricePerPerson-error">{error('pricePerPerson')}</FieldError>
            </div>
          </div>
        </section>

        {travellers.map((traveller, index) => (
          <fieldset key={traveller.id} className={adminCard}>
            <legend className="sr-only">
              {index === 0 ? 'Viaggiatore 1 · Referente' : `Viaggiatore ${index + 1}`}
            </legend>
            <div className="flex items-center justify-between gap-3">
              <p aria-hidden className="font-display text-xl font-semibold text-navy-900">
                {index === 0 ? 'Viaggiatore 1 · Referente' : `Viaggiatore ${index + 1}`}
              </p>
              {index > 0 && (
                <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                  <Trash2 aria-hidden /> Rimuovi
                  <span className="sr-only"> il viaggiatore {index + 1}</span>
                </Button>
              )}
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {travellerFields.map(([name, label, autoComplete]) => {
                const path = `travellers.${index}.${name}` as const;
                return (
                  <div key={name} className={name === 'address' ? 'sm:col-span-2' : undefined}>
                    <Label htmlFor={`sale-${path}`}>{label}</Label>
                    <Input
                      autoComplete={index === 0 ? autoComplete : 'off'}
                      {...input(path)}
                      {...form.register(path)}
                    />
                    <FieldError id={`sale-${path}-error`}>{error(path)}</FieldError>
                  </div>
                );
              })}
              {index === 0 &&
                (['email', 'phone'] as const).map((name) => {
                  const path = `travellers.0.${name}` as const;
                  return (
                    <div key={name}>
                      <Label htmlFor={`sale-${path}`}>
                        {name === 'email' ? 'Email' : 'Telefono'}
                      </Label>
                      <Input
                        type={name === 'email' ? 'email' : 'tel'}
                        autoComplete={name === 'email' ? 'email' : 'tel'}
                        {...input(path)}
                        {...form.register(path)}
                      />
                      <FieldError id={`sale-${path}-error`}>{error(path)}</FieldError>
                    </div>
                  );
                })}
            </div>
          </fieldset>
        ))}
        <FieldError id="sale-travellers-error">{errors.travellers?.message}</FieldError>

        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            disabled={
              travellers.length >= Math.min(GROUP_SIZE, departure?.spotsAvailable ?? GROUP_SIZE)
            }
            onClick={() => append(emptyTraveller(), { shouldFocus: true })}
          >
            <UserPlus aria-hidden /> Aggiungi viaggiatore
          </Button>
          <BusyButton
            type="submit"
            variant="secondary"
            busy={record.isPending}
            busyLabel="Registrazione…"
          >
            Registra la prenotazione
          </BusyButton>
        </div>
      </form>
    </AdminPage>
  );
}
