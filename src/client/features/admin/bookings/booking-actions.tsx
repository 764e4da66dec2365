import { useState } from 'react';
import { BadgeEuro, Ban } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { awaitsDeposit, isCancelled } from '#domain/booking-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useBookingAction, type BookingAction } from './api.ts';

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
        void notify.success(dialogs[action].done, {
          description: dialogs[action].doneDescription,
        });
      },
      onError: (error) => {
        setAsking(null);
        void notify.error('Operazione non riuscita', { description: error.message });
      },
    });

  const canRecordDeposit = awaitsDeposit(booking.status);
  if (isCancelled(booking.status)) return null;

  return (
    <div className="flex flex-col gap-3">
      {canRecordDeposit && (
        <Button variant="secondary" onClick={() => setAsking('deposit')}>
          <BadgeEuro aria-hidden /> Registra caparra ricevuta
        </Button>
      )}
      <Button variant="outline" onClick={() => setAsking('cancel')}>
        <Ban aria-hidden /> Annulla prenotazione
      </Button>

      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title={dialogs[asking].title}
          description={dialogs[asking].description}
          confirm={dialogs[asking].confirm}
          busy={run.isPending}
          busyLabel={dialogs[asking].busy}
          onConfirm={() => confirm(asking)}
          variant={asking === 'cancel' ? 'primary' : 'secondary'}
        />
      )}
    </div>
  );
}
