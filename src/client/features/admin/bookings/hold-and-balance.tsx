import { useState, type ReactNode } from 'react';
import { BadgeEuro, CalendarPlus } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { balancePaidOnProblem } from '#domain/balance-input.ts';
import { holdEnd } from '#domain/booking-lifecycle.ts';
import { todayInRome, type IsoDate } from '#domain/calendar.ts';
import { instalmentMessages } from '#domain/payments.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { FactList } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { useExtendHold, useRecordBalance, useRecordInstalment } from './api.ts';
import { BalanceStateBadge } from './booking-status-badge.tsx';

/** The usual extensions: a day or two while a transfer travels, a week for a known customer. */
const extensions = [
  { hours: 24, label: '24 ore' },
  { hours: 48, label: '48 ore' },
  { hours: 72, label: '72 ore' },
  { hours: 168, label: '7 giorni' },
] as const;

const failed = (error: Error) =>
  void notify.error('Operazione non riuscita', { description: error.message });

/**
 * A booking waiting for its transfer: until when its seats are held, and "Estendi" to hold them
 * longer (from now, or from the current end when that is later, as the server counts).
 */
export function HoldDeadline({ bookingId, holdUntil }: { bookingId: string; holdUntil: string }) {
  const [hours, setHours] = useState<number>(extensions[1].hours);
  const [until, setUntil] = useState<string | null>(null);
  const extend = useExtendHold(bookingId);
  const ask = () => setUntil(holdEnd(new Date(Math.max(Date.now(), Date.parse(holdUntil))), hours));
  const confirm = () =>
    extend.mutate(hours, {
      onSuccess: (updated) => {
        setUntil(null);
        void notify.success('Posti riservati più a lungo', {
          description: updated.holdUntil ? `Fino al ${formatMoment(updated.holdUntil)}.` : '',
        });
      },
      onError: (error) => {
        setUntil(null);
        failed(error);
      },
    });

  return (
    <>
      <p className="mt-2 text-navy-800">
        Fino al <strong className="text-navy-900">{formatMoment(holdUntil)}</strong>. Se entro
        allora il cliente non dichiara il bonifico, la prenotazione si annulla da sola e i posti
        tornano disponibili.
      </p>
      <div className="mt-4 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor="hold-hours">Estendi di</Label>
          <Select
            id="hold-hours"
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {extensions.map((extension) => (
              <option key={extension.hours} value={extension.hours}>
                {extension.label}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" onClick={ask}>
          <CalendarPlus aria-hidden /> Estendi
        </Button>
      </div>
      <ConfirmDialog
        open={until !== null}
        onClose={() => setUntil(null)}
        title="Estendere i posti riservati?"
        description={`I posti restano riservati fino al ${until ? formatMoment(until) : ''}; il cliente riceve di nuovo il promemoria prima della scadenza.`}
        confirm="Sì, estendi"
        busy={extend.isPending}
        busyLabel="Estensione…"
        onConfirm={confirm}
        variant="secondary"
      />
    </>
  );
}

/**
 * The balance of a confirmed booking: how much, by when and where it stands; "Registra saldo"
 * with the day it arrived (today unless staff say otherwise).
 */
export function Balance({
  bookingId,
  bookedAt,
  reference,
  balance,
  receivedOn,
}: {
  bookingId: string;
  bookedAt: string;
  /** The causale the traveller is asked to write on the balance's transfer. */
  reference: string;
  balance: NonNullable<StaffBookingDetail['balance']>;
  receivedOn: IsoDate | null;
}) {
  const today = todayInRome(new Date());
  const [paidOn, setPaidOn] = useState<IsoDate>(today);
  const [asking, setAsking] = useState(false);
  const record = useRecordBalance(bookingId);
  const problem = paidOn
    ? balancePaidOnProblem(paidOn, { today, bookedOn: todayInRome(new Date(bookedAt)) })
    : 'Indica il giorno in cui è arrivato il saldo.';
  const confirm = () =>
    record.mutate(paidOn, {
      onSuccess: () => {
        setAsking(false);
        void notify.success('Saldo registrato', {
          description: 'Il viaggio è pagato per intero: il cliente riceve la conferma per email.',
        });
      },
      onError: (error) => {
        setAsking(false);
        failed(error);
      },
    });

  return (
    <>
      <FactList
        className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2"
        lines={[
          ['Importo', formatEuro(balance.amount)],
          ['Scadenza', formatDate(balance.dueDate)],
          ['Stato', <BalanceStateBadge key="state" state={balance.state} />],
          ...(receivedOn ? [['Ricevuto il', formatDate(receivedOn)] as [string, ReactNode]] : []),
        ]}
      />
      <dl className="mt-3">
        <dt className="text-sm text-navy-600">Causale</dt>
        <dd className="font-semibold break-words text-navy-900">{reference}</dd>
      </dl>
      {balance.state !== 'paid' && (
        <>
          <div className="mt-4">
            <Label htmlFor="balance-paid-on">Ricevuto il</Label>
            <Input
              id="balance-paid-on"
              type="date"
              max={today}
              value={paidOn}
              onChange={(event) => setPaidOn(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'balance-paid-on-error' : undefined}
            />
            <FieldError id="balance-paid-on-error">{problem ?? undefined}</FieldError>
          </div>
          <Button
            variant="secondary"
            className="mt-3 w-full"
            disabled={Boolean(problem)}
            onClick={() => setAsking(true)}
          >
            <BadgeEuro aria-hidden /> Registra saldo
          </Button>
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            title="Registrare il saldo?"
            description={`Conferma di aver ricevuto il saldo di ${formatEuro(balance.amount)} il ${formatDate(paidOn || today)}: il pagamento diventa "Saldata" e il cliente riceve un'email.`}
            confirm="Sì, saldo ricevuto"
            busy={record.isPending}
            busyLabel="Registrazione…"
            onConfirm={confirm}
            variant="secondary"
          />
          <Instalment
            bookingId={bookingId}
            paidOn={paidOn}
            dayProblem={problem}
            left={balance.amount}
          />
        </>
      )}
    </>
  );
}

/**
 * "Registra acconto": part of the balance, arrived on the day above. The rest is what the
 * balance asks from then on; the whole rest is recorded with "Registra saldo".
 */
function Instalment({
  bookingId,
  paidOn,
  dayProblem,
  left,
}: {
  bookingId: string;
  paidOn: IsoDate;
  dayProblem: string | null;
  left: number;
}) {
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  const record = useRecordInstalment(bookingId);
  const euros = Number(amount);
  const problem = !amount
    ? null
    : !Number.isInteger(euros) || euros < 1
      ? instalmentMessages.amount
      : euros > left
        ? instalmentMessages.over(left)
        : null;
  const confirm = () =>
    record.mutate(
      { amount: euros, paidOn },
      {
        onSuccess: (updated) => {
          setAsking(false);
          setAmount('');
          void notify.success('Acconto registrato', {
            description: updated.balance
              ? `Restano ${formatEuro(updated.balance.amount)} di saldo.`
              : '',
          });
        },
        onError: (error) => {
          setAsking(false);
          failed(error);
        },
      },
    );
  return (
    <div className="mt-5 border-t border-navy-100 pt-4">
      <Label htmlFor="instalment-amount">Acconto ricevuto (euro)</Label>
      <Input
        id="instalment-amount"
        type="number"
        inputMode="numeric"
        min={1}
        max={left}
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'instalment-amount-error' : undefined}
      />
      <FieldError id="instalment-amount-error">{problem ?? undefined}</FieldError>
      <Button
        variant="outline"
        className="mt-3 w-full"
        disabled={!amount || Boolean(problem) || Boolean(dayProblem)}
        onClick={() => setAsking(true)}
      >
        <BadgeEuro aria-hidden /> Registra acconto
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Registrare l’acconto?"
        description={`Conferma di aver ricevuto ${formatEuro(euros || 0)} il ${formatDate(paidOn)}: il saldo scende a ${formatEuro(left - (euros || 0))}.`}
        confirm="Sì, acconto ricevuto"
        busy={record.isPending}
        busyLabel="Registrazione…"
        onConfirm={confirm}
      />
    </div>
  );
}
