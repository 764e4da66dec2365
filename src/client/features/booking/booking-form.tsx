import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { Trash2, UserPlus } from 'lucide-react';
import { isOfferedAirport } from '#domain/airports.ts';
import { bookingAmounts, bookingMessages } from '#domain/booking.ts';
import type { BookingRequest, BookingRequestInput } from '#domain/booking-input.ts';
import { isInquiry } from '#domain/booking-status.ts';
import { parseItalianDate, type IsoDate } from '#domain/calendar.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { passportState, passportWarning } from '#domain/passport.ts';
import { FALLBACK_PRICE } from '#domain/pricing.ts';
import { countOf, isOne } from '#domain/words.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/choice.tsx';
import { cn } from '../../components/ui/cn.ts';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api.ts';
import { earlyValue } from '../../lib/early-input.ts';
import { heldUntilReady, takesOver } from '../../lib/early-submit.ts';
import { placeFieldErrors } from '../../lib/form-errors.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { notify } from '../../lib/notify.ts';
import { catalogue } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { useCreateBooking } from './api.ts';
import type { BookingData } from '../../lib/booking-handoff.ts';
import { TripSummary, moneyLines } from './trip-summary.tsx';

type TravellerInput = BookingRequestInput['travellers'][number];

const emptyTraveller = (): TravellerInput => ({
  firstName: '',
  lastName: '',
  birthDate: '',
  address: '',
  passportNumber: '',
  passportExpiry: '',
  email: '',
  phone: '',
});

const travellerField = (index: number, name: keyof TravellerInput) => `traveller-${index}-${name}`;
const FORM_ID = 'booking-form';
const DESTINATION_FIELD = 'booking-destination';

/** The first traveller as typed in the server's page before the code ran (lib/early-input.ts). */
const firstTraveller = (): TravellerInput =>
  Object.fromEntries(
    Object.entries(emptyTraveller()).map(([name, empty]) => [
      name,
      earlyValue(travellerField(0, name as keyof TravellerInput)) ?? empty,
    ]),
  ) as TravellerInput;

/** "14051990" → "14/05/1990" as the visitor types; at most the spec's 10 characters. */
function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

const failures = {
  save: 'Si è verificato un errore durante il salvataggio dei dati. Riprova più tardi.',
  enquiry: "Si è verificato un errore durante l'invio della richiesta. Riprova più tardi.",
};

/**
 * The passport's expiry, asked, not required. One that ends less than six months after the
 * return is said at once: the visitor can still book, and has time to renew it.
 */
function PassportExpiry({
  index,
  control,
  returnDay,
  field,
  error,
}: {
  index: number;
  control: Control<BookingRequestInput, unknown, BookingRequest>;
  returnDay: IsoDate | null;
  field: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  error: ReactNode;
}) {
  const typed = useWatch({ control, name: `travellers.${index}.passportExpiry` });
  const expiry = typed ? parseItalianDate(typed) : null;
  const short = expiry && returnDay && passportState(expiry, returnDay) === 'short';
  const hint = `${field.id}-hint`;
  return (
    <div>
      <Label htmlFor={field.id}>Scadenza del passaporto</Label>
      <Controller
        control={control}
        name={`travellers.${index}.passportExpiry`}
        render={({ field: passportExpiry }) => (
          <Input
            {...field}
            aria-describedby={[field['aria-describedby'], hint].filter(Boolean).join(' ')}
            inputMode="numeric"
            placeholder="GG/MM/AAAA"
            maxLength={10}
            autoComplete="off"
            name={passportExpiry.name}
            ref={passportExpiry.ref}
            value={passportExpiry.value ?? ''}
            onBlur={passportExpiry.onBlur}
            onChange={(event) => passportExpiry.onChange(maskDate(event.target.value))}
          />
        )}
      />
      {error}
      <p
        id={hint}
        aria-live="polite"
        className={cn('mt-1.5 text-sm', short ? 'font-medium text-amber-800' : 'text-navy-600')}
      >
        {short
          ? passportWarning(returnDay)
          : 'Facoltativa: ci aiuta a controllare che il passaporto sia valido per il viaggio.'}
      </p>
    </div>
  );
}

/**
 * One traveller's fieldset, drawn again only when its own props or errors change: a keystroke
 * in the first traveller's address (which the form watches) or a new traveller no longer draws
 * every other fieldset again (issue 41).
 */
const TravellerFields = memo(function TravellerFields({
  index,
  travellerId,
  control,
  register,
  returnDay,
  sameAddress,
  onSameAddress,
  onRemove,
}: {
  index: number;
  /** useFieldArray's key of this traveller, which the same-address choice is kept under. */
  travellerId: string;
  returnDay: IsoDate | null;
  control: Control<BookingRequestInput, unknown, BookingRequest>;
  register: UseFormRegister<BookingRequestInput>;
  sameAddress: boolean;
  onSameAddress: (travellerId: string, same: boolean) => void;
  onRemove: (index: number) => void;
}) {
  const primary = index === 0;
  const { errors } = useFormState({ control, name: `travellers.${index}` });
  const fieldErrors = errors.travellers?.[index];
  const id = (name: keyof TravellerInput) => travellerField(index, name);
  const field = (name: keyof TravellerInput) => ({
    id: id(name),
    'aria-invalid': fieldErrors?.[name] ? true : undefined,
    'aria-describedby': fieldErrors?.[name] ? `${id(name)}-error` : undefined,
  });
  const error = (name: keyof TravellerInput) => (
    <FieldError id={`${id(name)}-error`}>{fieldErrors?.[name]?.message}</FieldError>
  );
  const title = primary ? 'Viaggiatore 1 · Referente' : `Viaggiatore ${index + 1}`;

  return (
    <fieldset className="relative rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6">
      {/* The legend comes first, or it does not name the group. */}
      <legend
        className={cn(
          'float-left min-h-10 font-display text-xl leading-10 font-semibold text-navy-900',
          !primary && 'pr-28',
        )}
      >
        {title}
      </legend>
      {!primary && (
        <Button
          variant="ghost"
          size="sm"
          className="absolute top-4 right-4 md:top-5 md:right-5"
          onClick={() => onRemove(index)}
          aria-label={`Rimuovi viaggiatore ${index + 1}`}
        >
          <Trash2 aria-hidden /> Rimuovi
        </Button>
      )}
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('firstName')}>Nome *</Label>
          <Input
            autoComplete={primary ? 'given-name' : 'off'}
            {...field('firstName')}
            {...register(`travellers.${index}.firstName`)}
          />
          {error('firstName')}
        </div>
        <div>
          <Label htmlFor={id('lastName')}>Cognome *</Label>
          <Input
            autoComplete={primary ? 'family-name' : 'off'}
            {...field('lastName')}
            {...register(`travellers.${index}.lastName`)}
          />
          {error('lastName')}
        </div>
        <div>
          <Label htmlFor={id('birthDate')}>Data di nascita *</Label>
          <Controller
            control={control}
            name={`travellers.${index}.birthDate`}
            render={({ field: birthDate }) => (
              <Input
                {...field('birthDate')}
                inputMode="numeric"
                placeholder="GG/MM/AAAA"
                maxLength={10}
                autoComplete={primary ? 'bday' : 'off'}
                name={birthDate.name}
                ref={birthDate.ref}
                value={birthDate.value ?? ''}
                onBlur={birthDate.onBlur}
                onChange={(event) => birthDate.onChange(maskDate(event.target.value))}
              />
            )}
          />
          {error('birthDate')}
        </div>
        <div>
          <Label htmlFor={id('passportNumber')}>Numero di passaporto *</Label>
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            {...field('passportNumber')}
            {...register(`travellers.${index}.passportNumber`)}
          />
          {error('passportNumber')}
        </div>
        <PassportExpiry
          index={index}
          control={control}
          returnDay={returnDay}
          field={field('passportExpiry')}
          error={error('passportExpiry')}
        />
        <div className="sm:col-span-2">
          <Label htmlFor={id('address')}>Indirizzo di residenza *</Label>
          <Input
            autoComplete={primary ? 'address-line1' : 'off'}
            readOnly={sameAddress}
            className={sameAddress ? 'bg-sand-100 text-navy-700' : undefined}
            {...field('address')}
            {...register(`travellers.${index}.address`)}
          />
          {error('address')}
          {!primary && (
            <div className="mt-2 flex items-center gap-3">
              <Checkbox
                id={id('address') + '-same'}
                checked={sameAddress}
                onCheckedChange={(checked) => onSameAddress(travellerId, checked === true)}
              />
              <label htmlFor={id('address') + '-same'} className="text-sm text-navy-700">
                Stesso indirizzo del primo viaggiatore
              </label>
            </div>
          )}
        </div>
        {primary && (
          <>
            <div>
              <Label htmlFor={id('email')}>Email *</Label>
              <Input
                type="email"
                autoComplete="email"
                {...field('email')}
                {...register('travellers.0.email')}
              />
              {error('email')}
            </div>
            <div>
              <Label htmlFor={id('phone')}>Telefono *</Label>
              <Input
                type="tel"
                autoComplete="tel"
                {...field('phone')}
                {...register('travellers.0.phone')}
              />
              {error('phone')}
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
});

/** The booking's schemas, with zod, loaded when the form is first used. */
const validation = lazyResolver(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('#domain/booking-input.ts')]).then(
    ([{ zodResolver }, { bookingRequestSchema }]) => zodResolver(bookingRequestSchema),
  ),
);

/** The travellers' form and the trip beside it: loaded after the page's words have painted. */
export default function BookingForm({ trip }: { trip: BookingData | null }) {
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const sending = createBooking.isPending;
  // The airport the dialogs chose, if the trip (still) offers it; otherwise none ("Non
  // specificato", as for a departure opened from a link): agreed with the agency later.
  const bookedTrip = catalogue.trips.find((candidate) => candidate.id === trip?.destinationId);
  const airport = trip?.airport && isOfferedAirport(bookedTrip, trip.airport) ? trip.airport : null;
  const form = useForm<BookingRequestInput, unknown, BookingRequest>({
    resolver: validation.resolver,
    defaultValues: {
      destinationId: trip?.destinationId ?? '',
      departureId: trip?.departureId ?? null,
      airport,
      travellers: [firstTraveller()],
    },
  });
  // A destination chosen before the code ran: the summary beside the form shows it once the
  // form is React's (hydrating, it shows what the server drew).
  const [earlyDestination] = useState(() => earlyValue(DESTINATION_FIELD));
  useEffect(() => {
    if (earlyDestination) form.setValue('destinationId', earlyDestination);
  }, [earlyDestination, form]);
  // The server draws the form before the browser knows the chosen trip: it is the form's now.
  useEffect(() => {
    if (!trip) return;
    form.setValue('destinationId', trip.destinationId);
    form.setValue('departureId', trip.departureId);
    form.setValue('airport', airport);
  }, [trip, airport, form]);
  // "Conferma" or "Invia la richiesta" pressed before the code ran: sent now, through it.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => takesOver(formElement.current!), []);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'travellers' });
  const { errors } = form.formState;

  // Additional travellers may share the first one's address, kept in step as it is typed.
  const [sameAddress, setSameAddress] = useState<Record<string, boolean>>({});
  const onSameAddress = useCallback(
    (travellerId: string, same: boolean) =>
      setSameAddress((current) => ({ ...current, [travellerId]: same })),
    [],
  );
  const firstAddress = useWatch({ control: form.control, name: 'travellers.0.address' });
  useEffect(() => {
    fields.forEach((traveller, index) => {
      if (index > 0 && sameAddress[traveller.id]) {
        form.setValue(`travellers.${index}.address`, firstAddress ?? '', {
          shouldValidate: form.formState.isSubmitted,
        });
      }
    });
  }, [fields, sameAddress, firstAddress, form]);

  const destinationId = useWatch({ control: form.control, name: 'destinationId' });
  const count = fields.length;
  const maxTravellers = Math.min(GROUP_SIZE, trip?.seatsLeft ?? GROUP_SIZE);
  const chosenTrip = catalogue.trips.find((candidate) => candidate.id === destinationId);
  const price = trip?.price ?? (chosenTrip ? chosenTrip.price || FALLBACK_PRICE : null);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const booking = await createBooking.mutateAsync(values);
        if (isInquiry(booking.status)) {
          void notify.success('Richiesta inviata con successo!');
          void navigate(paths.bookingSuccess);
        } else {
          void navigate(paths.payment);
        }
      } catch (error) {
        // The server's own words when it refused something (seats, a field); else the spec's.
        const known = error instanceof ApiError && (error.status === 400 || error.status === 409);
        if (known)
          placeFieldErrors(
            error,
            ['destinationId', 'departureId', 'airport', 'travellers'],
            form.setError,
          );
        void notify.error('Errore', {
          description: known
            ? (Object.values(error.fields)[0] ?? error.message)
            : trip?.departureId
              ? failures.save
              : failures.enquiry,
        });
      }
    },
    () => void notify.error('Errore', { description: bookingMessages.required }),
  );

  return (
    <form
      ref={formElement}
      id={FORM_ID}
      {...heldUntilReady}
      // Never sent by the browser itself (the travellers' data would go in the address).
      method="dialog"
      onSubmit={submit}
      onFocus={validation.preload}
      noValidate
      className="grid gap-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="order-2 space-y-5 lg:order-1">
        {!trip && (
          <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6">
            <Label htmlFor={DESTINATION_FIELD}>Destinazione *</Label>
            <select
              id={DESTINATION_FIELD}
              className="min-h-12 w-full rounded-xl border border-navy-200 bg-white px-4 text-base text-navy-900"
              aria-invalid={errors.destinationId ? true : undefined}
              {...form.register('destinationId')}
            >
              <option value="">Scegli un viaggio…</option>
              {catalogue.trips.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </select>
            <FieldError id="booking-destination-error">{errors.destinationId?.message}</FieldError>
            <p className="mt-3 text-sm text-navy-700">
              Senza una data scelta la tua è una richiesta: ti proponiamo noi le partenze libere e
              nessun posto viene bloccato. Preferisci scegliere subito?{' '}
              <Link to={paths.travels} className="font-semibold text-sea-700 underline">
                Guarda le date dei viaggi
              </Link>
              .
            </p>
          </div>
        )}
        {fields.map((traveller, index) => (
          <TravellerFields
            key={traveller.id}
            index={index}
            travellerId={traveller.id}
            control={form.control}
            register={form.register}
            returnDay={trip?.endDate ?? null}
            sameAddress={Boolean(sameAddress[traveller.id])}
            onSameAddress={onSameAddress}
            onRemove={remove}
          />
        ))}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="outline"
            disabled={count >= maxTravellers}
            onClick={() => append(emptyTraveller(), { shouldFocus: true })}
          >
            <UserPlus aria-hidden /> Aggiungi viaggiatore
          </Button>
          <p className="text-sm text-navy-700">
            {count >= maxTravellers
              ? maxTravellers < GROUP_SIZE
                ? `Per questa partenza ${isOne(maxTravellers) ? 'resta' : 'restano'} ${countOf(maxTravellers, 'posto', 'posti')}.`
                : `Al massimo ${GROUP_SIZE} viaggiatori: il gruppo è di ${GROUP_SIZE} persone.`
              : 'Il primo viaggiatore è il referente: a lui scriviamo e telefoniamo.'}
          </p>
        </div>
        <Button type="submit" size="lg" variant="accent" className="w-full" disabled={sending}>
          {sending
            ? 'Invio in corso...'
            : trip?.departureId
              ? 'Conferma e vai al pagamento'
              : 'Invia la richiesta'}
        </Button>
      </div>
      <div className="order-1 lg:order-2">
        <div className="lg:sticky lg:top-24">
          <TripSummary
            title={trip?.destinationTitle ?? chosenTrip?.title ?? 'Scegli la destinazione'}
            startDate={trip?.startDate ?? null}
            endDate={trip?.endDate ?? null}
            tripDays={trip?.tripDays ?? null}
            airport={airport}
            coordinators={trip?.coordinators}
            travellers={count}
            money={
              price === null
                ? []
                : moneyLines({
                    ...bookingAmounts(price, count, trip?.paymentPlan),
                    paymentPlan: trip?.paymentPlan,
                  })
            }
          />
        </div>
      </div>
    </form>
  );
}
