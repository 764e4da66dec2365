import { useId, useState, type FormEvent } from 'react';
import type { RepricedDeparture } from '#domain/backoffice.ts';
import type { RepriceChange } from '#domain/pricing.ts';
import type { RepriceInput } from '#domain/trip-input.ts';
import { countOf } from '#domain/words.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { RadioGroup, RadioOption } from '../../../components/ui/choice.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useRepriceTrip } from './api.ts';

const changes: Record<RepriceChange, { label: string; amount: string }> = {
  set: { label: 'A un nuovo prezzo', amount: 'Nuovo prezzo a persona (€)' },
  add: { label: 'In più o in meno, in euro', amount: 'Euro in più (con il meno davanti: in meno)' },
  percent: {
    label: 'In più o in meno, in percentuale',
    amount: 'Percentuale in più (con il meno davanti: in meno)',
  },
};

type Scope = RepriceInput['scope'];

/**
 * "Cambia i prezzi": the trip's departures repriced at once. Staff first see which departures
 * change and to what, then apply; bookings keep the price they were sold at.
 */
export function RepricePanel({ tripKey }: { tripKey: string }) {
  const id = useId();
  const [scope, setScope] = useState<Scope>('future');
  const [change, setChange] = useState<RepriceChange>('add');
  const [amount, setAmount] = useState('');
  const [preview, setPreview] = useState<RepricedDeparture[] | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const reprice = useRepriceTrip(tripKey);

  // Any change to the request makes the list shown no longer the one that would apply.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setProblems({});
    };

  const send = (apply: boolean) => {
    const number = amount.trim() === '' ? Number.NaN : Number(amount.replace(',', '.'));
    if (!Number.isInteger(number)) {
      setProblems({ amount: 'Scrivi un numero intero.' });
      return;
    }
    reprice.mutate(
      { scope, change, amount: number, apply },
      {
        onSuccess: ({ departures }) => {
          setProblems({});
          if (!apply) return setPreview(departures);
          setPreview(null);
          setAmount('');
          void notify.success('Prezzi cambiati', {
            description: `${countOf(departures.length, 'partenza', 'partenze')}: le prenotazioni fatte tengono il loro prezzo.`,
          });
        },
        onError: (error) =>
          setProblems(
            error instanceof ApiError && Object.keys(error.fields).length > 0
              ? error.fields
              : { form: error.message },
          ),
      },
    );
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const changed = preview?.filter((departure) => departure.newPrice !== departure.price) ?? [];

  return (
    <section
      id="trip-reprice"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-navy-900">
        Cambia i prezzi delle partenze
      </h2>
      <p className="mt-1 text-sm text-navy-700">
        Il prezzo di ogni partenza, tutte insieme. Chi ha già prenotato paga il prezzo di allora.
      </p>
      <form noValidate onSubmit={onPreview} className="mt-4 space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-navy-900">Quali partenze</legend>
          <RadioGroup
            value={scope}
            onValueChange={edited((value: string) => setScope(value as Scope))}
            className="space-y-2"
            aria-describedby={problems.scope ? `${id}-scope-error` : undefined}
          >
            <RadioOption value="future" id={`${id}-future`}>
              Tutte le partenze future
            </RadioOption>
            <RadioOption value="unsold" id={`${id}-unsold`}>
              Solo quelle senza posti venduti
            </RadioOption>
          </RadioGroup>
          <FieldError id={`${id}-scope-error`}>{problems.scope}</FieldError>
        </fieldset>
        <div>
          <Label htmlFor={`${id}-change`}>Come</Label>
          <Select
            id={`${id}-change`}
            value={change}
            onChange={(event) => edited(setChange)(event.target.value as RepriceChange)}
          >
            {Object.entries(changes).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-amount`}>{changes[change].amount}</Label>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => edited(setAmount)(event.target.value)}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={problems.amount ? `${id}-amount-error` : undefined}
          />
          <FieldError id={`${id}-amount-error`}>{problems.amount}</FieldError>
        </div>
        {problems.form && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problems.form}
          </p>
        )}
        <BusyButton
          type="submit"
          variant="outline"
          size="sm"
          busy={reprice.isPending && reprice.variables?.apply === false}
          busyLabel="Calcolo…"
        >
          Mostra le partenze che cambiano
        </BusyButton>
      </form>

      {preview && (
        <div className="mt-5" role="region" aria-label="Partenze che cambiano">
          {changed.length === 0 ? (
            <p className="text-sm text-navy-800">Nessun prezzo cambierebbe.</p>
          ) : (
            <>
              <ul className="divide-y divide-navy-100 text-sm">
                {changed.map((departure) => (
                  <li key={departure.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                    <span>
                      {formatDate(departure.startDate)}
                      {departure.seatsSold > 0 && (
                        <span className="text-navy-600">
                          {' '}
                          · {countOf(departure.seatsSold, 'posto venduto', 'posti venduti')}
                        </span>
                      )}
                    </span>
                    <span>
                      <s className="text-navy-600">{formatEuro(departure.price)}</s>{' '}
                      <strong>{formatEuro(departure.newPrice)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
              <BusyButton
                className="mt-3"
                size="sm"
                busy={reprice.isPending && reprice.variables?.apply === true}
                busyLabel="Applico…"
                onClick={() => send(true)}
              >
                Applica a {countOf(changed.length, 'partenza', 'partenze')}
              </BusyButton>
            </>
          )}
        </div>
      )}
    </section>
  );
}
