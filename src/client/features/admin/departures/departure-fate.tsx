import { useState } from 'react';
import { Ban, BadgeCheck, HandCoins } from 'lucide-react';
import type { DepartureRefund, StaffDepartureManifest } from '#domain/backoffice.ts';
import { paymentStatusLabels } from '#domain/booking-status.ts';
import { bookingCode } from '#domain/booking.ts';
import {
  departureFate,
  departureFateLabels,
  departureFateMessages,
} from '#domain/departure-fate.ts';
import { formatIban, isValidIban, normalizeIban } from '#domain/iban.ts';
import { countOf } from '#domain/words.ts';
import { Link } from '../../../components/site-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../paths.ts';
import { adminCard } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { useDepartureFate, useRecordRefund } from './api.ts';

const failed = (title: string) => (error: Error) =>
  void notify.error(title, { description: error.message });

/** How each fate reads in a badge. */
export const fateTone = {
  cancelled: 'bad',
  confirmed: 'good',
  reached: 'good',
  below: 'waiting',
} as const;

/** "Annulla partenza": the reason every traveller reads, asked before anything is cancelled. */
function CancelDeparture({ manifest }: { manifest: StaffDepartureManifest }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { cancel } = useDepartureFate(manifest.departure.id);
  const bookings = new Set(manifest.travellers.map((traveller) => traveller.bookingId)).size;
  const submit = () => {
    if (!reason.trim()) return setProblem(departureFateMessages.reason);
    cancel.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        void notify.success('Partenza annullata', {
          description: `${countOf(bookings, 'prenotazione annullata', 'prenotazioni annullate')}: i viaggiatori ricevono l’e-mail.`,
        });
      },
      onError: failed('Partenza non annullata'),
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Ban aria-hidden /> Annulla partenza
      </Button>
      {open && (
        <DialogContent
          title="Annullare la partenza?"
          description={`${countOf(bookings, 'prenotazione viene annullata', 'prenotazioni vengono annullate')}, i posti tornano liberi, la lista d’attesa si chiude e ognuno riceve un’e-mail con il motivo. Non si può tornare indietro.`}
        >
          <div>
            <Label htmlFor="cancel-reason">Motivo (lo leggono i viaggiatori)</Label>
            <Textarea
              id="cancel-reason"
              value={reason}
              maxLength={500}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'cancel-reason-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
            />
            <FieldError id="cancel-reason-error">{problem ?? undefined}</FieldError>
          </div>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                No, torna indietro
              </Button>
            </DialogClose>
            <BusyButton
              variant="primary"
              busy={cancel.isPending}
              busyLabel="Annullamento…"
              onClick={submit}
            >
              Sì, annulla la partenza
            </BusyButton>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Where the departure stands, and what staff decide: confirm it to its travellers, or cancel it. */
export function DepartureFate({ manifest }: { manifest: StaffDepartureManifest }) {
  const { departure, seats } = manifest;
  const [asking, setAsking] = useState(false);
  const { confirm } = useDepartureFate(departure.id);
  const fate = departureFate({
    cancelledAt: departure.cancelled?.at ?? null,
    confirmedAt: departure.confirmed?.at ?? null,
    sold: seats.sold,
    minGroup: departure.minGroup,
  });
  const bookings = new Set(manifest.travellers.map((traveller) => traveller.bookingId)).size;
  const confirmNow = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        void notify.success('Partenza confermata ai viaggiatori');
      },
      onError: (error) => {
        setAsking(false);
        failed('Partenza non confermata')(error);
      },
    });

  return (
    <section aria-labelledby="departure-fate" className={adminCard}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="departure-fate" className="text-xl font-semibold text-navy-900">
          Stato della partenza
        </h2>
        <Badge tone={fateTone[fate]}>{departureFateLabels[fate]}</Badge>
      </div>
      {departure.cancelled ? (
        <div className="mt-3 space-y-2 text-navy-800">
          <p>
            Annullata il {formatMoment(departure.cancelled.at)} da {departure.cancelled.by}.
          </p>
          <p className="rounded-xl bg-sand-50 p-3">Motivo: {departure.cancelled.reason}</p>
        </div>
      ) : (
        <>
          <p className="mt-3 text-navy-800">
            {countOf(seats.sold, 'viaggiatore confermato', 'viaggiatori confermati')} (caparra
            ricevuta) su un minimo di {departure.minGroup}.{' '}
            {departure.confirmed
              ? `Comunicata ai viaggiatori il ${formatMoment(departure.confirmed.at)} da ${departure.confirmed.by}.`
              : fate === 'reached'
                ? 'Il gruppo è formato: puoi dirlo ai viaggiatori.'
                : `Mancano ${departure.minGroup - seats.sold} viaggiatori per partire.`}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {!departure.confirmed && (
              <Button variant="secondary" onClick={() => setAsking(true)} disabled={bookings === 0}>
                <BadgeCheck aria-hidden /> Conferma partenza
              </Button>
            )}
            <CancelDeparture manifest={manifest} />
          </div>
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            title="Confermare la partenza ai viaggiatori?"
            description={`${countOf(bookings, 'prenotazione riceve', 'prenotazioni ricevono')} un’e-mail: il viaggio si fa.${fate === 'below' ? ` Attenzione: il gruppo è sotto il minimo di ${departure.minGroup}.` : ''}`}
            confirm="Sì, conferma e scrivi ai viaggiatori"
            busy={confirm.isPending}
            busyLabel="Invio…"
            onConfirm={confirmNow}
            variant="secondary"
          />
        </>
      )}
    </section>
  );
}

/** One booking to pay back: the account to write, or when it was paid back. */
function Refund({ departureId, refund }: { departureId: string; refund: DepartureRefund }) {
  const [iban, setIban] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordRefund(departureId);
  const id = `refund-${refund.bookingId}`;
  const submit = () => {
    if (!isValidIban(normalizeIban(iban))) return setProblem(departureFateMessages.iban);
    record.mutate(
      { bookingId: refund.bookingId, iban },
      {
        onSuccess: () => void notify.success('Rimborso registrato'),
        onError: failed('Rimborso non registrato'),
      },
    );
  };
  return (
    <li className="rounded-xl bg-sand-50 p-4">
      <p className="font-semibold text-navy-900">
        <Link to={paths.adminBooking(refund.bookingId)} className="text-sea-700 underline">
          {bookingCode(refund.bookingId)}
        </Link>{' '}
        · {refund.lead} · {formatEuro(refund.owed)}
      </p>
      <p className="text-sm text-navy-700">
        {refund.email} · {refund.phone} · Pagamento: {paymentStatusLabels[refund.paymentStatus]}
        {refund.toCheck && ' (bonifico dichiarato, da verificare prima di rimborsare)'}
      </p>
      {refund.refunded ? (
        <p className="mt-2 font-medium text-sea-700">
          Rimborsato il {formatDate(refund.refunded.on)}: {formatEuro(refund.refunded.amount)} su{' '}
          {formatIban(refund.refunded.iban)}, registrato da {refund.refunded.by}.
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-64 flex-1">
            <Label htmlFor={id}>IBAN per il rimborso</Label>
            <Input
              id={id}
              value={iban}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => {
                setIban(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          <BusyButton
            variant="secondary"
            busy={record.isPending}
            busyLabel="Registrazione…"
            onClick={submit}
          >
            <HandCoins aria-hidden /> Registra rimborso
          </BusyButton>
          <div className="basis-full">
            <FieldError id={`${id}-error`}>{problem ?? undefined}</FieldError>
          </div>
        </div>
      )}
    </li>
  );
}

/** A cancelled departure: every booking that paid something, and what it gets back. */
export function Refunds({ manifest }: { manifest: StaffDepartureManifest }) {
  if (!manifest.departure.cancelled) return null;
  const due = manifest.refunds.filter((refund) => !refund.refunded).length;
  return (
    <section aria-labelledby="departure-refunds" className={adminCard}>
      <h2 id="departure-refunds" className="text-xl font-semibold text-navy-900">
        Rimborsi
      </h2>
      {manifest.refunds.length === 0 ? (
        <p className="mt-3 text-navy-800">
          Nessuna prenotazione aveva pagato: nulla da rimborsare.
        </p>
      ) : (
        <>
          <p className="mt-3 text-navy-800">
            {due === 0
              ? 'Tutti i rimborsi sono registrati.'
              : `${countOf(due, 'rimborso da fare', 'rimborsi da fare')}: chiedi l’IBAN al referente, fai il bonifico e registralo qui.`}
          </p>
          <ul className="mt-4 space-y-3">
            {manifest.refunds.map((refund) => (
              <Refund key={refund.bookingId} departureId={manifest.departure.id} refund={refund} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
