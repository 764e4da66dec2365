import { useState } from 'react';
import { Ban, Users } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { bookingCode } from '#domain/booking.ts';
import { Link } from '../../../components/site-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { countOf } from '#domain/words.ts';
import { paths } from '../../../paths.ts';
import { useCancelTogether } from './api.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

/** "Altre 2 prenotazioni non pagate con la stessa e-mail o indirizzo" (docs/decisions/019). */
export function othersUnpaidLabel(count: number): string {
  return count === 1
    ? "Un'altra prenotazione non pagata con la stessa e-mail o indirizzo"
    : `Altre ${count} prenotazioni non pagate con la stessa e-mail o indirizzo`;
}

/** On a booking of the list: the other unpaid bookings of the same visitor, when there are any. */
export function OthersUnpaidNote({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className="mt-1 flex items-center gap-1.5 text-xs font-semibold text-gold-700">
      <Users className="size-4 shrink-0" aria-hidden />
      {othersUnpaidLabel(count)}
    </span>
  );
}

/**
 * On a booking's page: the other unpaid bookings with its e-mail or address, and "Annulla
 * insieme" to cancel it with them (all or none, after asking) when they are one visitor's spam.
 */
export function OthersUnpaid({ booking }: { booking: StaffBookingDetail }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelTogether(booking);
  const count = booking.othersUnpaidCount ?? 0;
  const listed = booking.othersUnpaid.length;
  const together = listed + 1;
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        void notify.success('Prenotazioni annullate', {
          description: `${together} prenotazioni annullate: i loro posti sono di nuovo disponibili.`,
        });
      },
      onError: (error) => {
        setAsking(false);
        void notify.error('Operazione non riuscita', { description: error.message });
      },
    });

  return (
    <>
      <p className="mt-2 text-navy-700">
        {othersUnpaidLabel(count)}
        {count > listed && `: qui le ${listed} più recenti`}.
      </p>
      <ul className="mt-4 space-y-3">
        {booking.othersUnpaid.map((other) => (
          <li key={other.id} className="rounded-xl bg-sand-50 p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={paths.adminBooking(other.id)}
                className="font-semibold text-sea-700 underline"
              >
                {bookingCode(other.id)} · {other.contactName}
              </Link>
              <BookingStatusBadge status={other.status} />
            </div>
            <p className="mt-1 break-words text-navy-700">{other.contactEmail}</p>
            <p className="text-navy-700">
              {other.destinationTitle} ·{' '}
              {other.startDate ? formatDate(other.startDate) : 'Data da definire'} ·{' '}
              {countOf(other.travellersCount, 'viaggiatore', 'viaggiatori')}
            </p>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="mt-4" onClick={() => setAsking(true)}>
        <Ban aria-hidden /> Annulla insieme
      </Button>

      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Annullare insieme ${together} prenotazioni?`}
        description="Questa prenotazione e le altre elencate vengono annullate tutte insieme: i posti dei loro viaggiatori tornano disponibili e non si potranno più riattivare."
        confirm="Sì, annulla tutte"
        busy={cancel.isPending}
        busyLabel="Annullamento…"
        onConfirm={confirm}
      />
    </>
  );
}
