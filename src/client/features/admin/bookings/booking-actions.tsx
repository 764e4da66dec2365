import { useState } from 'react';
import { BadgeEuro, Ban } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { awaitsDeposit, isCancelled } from '#domain/booking-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useBookingAction, type BookingAction } from './api.ts';

/** A booking paid in full is recorded with its one transfer: the whole trip. */
const inFullDeposit = {
  title: 'Registrare il pagamento?',
  description:
    'Conferma di aver ricevuto il bonifico dell\'intero viaggio (partenza vicina, senza saldo): la prenotazione diventa "Confermata" e risulta saldata.',
  confirm: 'Sì, pagamento ricevuto',
  busy: 'Registrazione…',
  done: 'Pagamento registrato',
  doneDescription: 'La prenotazione è confermata e saldata.',
};

const dialogs = {
  deposit: {
    title: 'Registrare la caparra?',
    description:
      'Conferma di aver ricevuto il bonifico della caparra: la prenotazione diventa "Confermata".',
    confirm: 'Sì, caparra ricevuta',
    busy: 'Registrazione…',
    done: 'Caparra registrata',
    doneDescription: 'La prenotazione è confermata.',
  },
  cancel: {
    title: 'Annullare la prenotazione?',
    description:
      'I posti dei viaggiatori tornano disponibili sulla partenza e la prenotazione non si potrà più riattivare.',
    confirm: 'Sì, annulla',
    busy: 'Annullamento…',
    done: 'Prenotazione annullata',
    doneDescription: 'I posti sono di nuovo disponibili.',
  },
} as const;

/** Deposit received, or cancellation: each asks first, since neither can be undone here. */
export function BookingActions({ booking }: { booking: StaffBookingDetail }) {
  const [asking, setAsking] = useState<BookingAction | null>(null);
  const run = useBookingAction(booking.id);
  const confirm = (action: BookingAction) =>
    run.mutate(action, {
      onSuccess: () => {
        setAsking(null);
        void notify.success(dialogOf(action).done, {
          description: dialogOf(action).doneDescription,
        });
      },
      onError: (error) => {
        setAsking(null);
        void notify.error('Operazione non riuscita', { description: error.message });
      },
    });

  const canRecordDeposit = awaitsDeposit(booking.status);
  const inFull = booking.paymentPlan === 'in_full';
  const dialogOf = (action: BookingAction) =>
    action === 'deposit' && inFull ? inFullDeposit : dialogs[action];
  if (isCancelled(booking.status)) return null;

  return (
    <div className="flex flex-col gap-3">
      {canRecordDeposit && (
        <Button variant="secondary" onClick={() => setAsking('deposit')}>
          <BadgeEuro aria-hidden />{' '}
          {inFull ? 'Registra pagamento ricevuto' : 'Registra caparra ricevuta'}
        </Button>
      )}
      <Button variant="outline" onClick={() => setAsking('cancel')}>
        <Ban aria-hidden /> Annulla prenotazione
      </Button>

      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title={dialogOf(asking).title}
          description={dialogOf(asking).description}
          confirm={dialogOf(asking).confirm}
          busy={run.isPending}
          busyLabel={dialogOf(asking).busy}
          onConfirm={() => confirm(asking)}
          variant={asking === 'cancel' ? 'primary' : 'secondary'}
        />
      )}
    </div>
  );
}
