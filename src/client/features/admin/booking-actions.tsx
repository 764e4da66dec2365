import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeEuro, Ban } from 'lucide-react';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import { awaitsDeposit, isCancelled } from '#domain/booking-status.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { seatsTaken } from '../../lib/query-client.ts';
import { adminKeys } from './admin-keys.ts';
import { BusyButton } from './busy-button.tsx';

type Action = 'deposit' | 'cancel';

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
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const run = useMutation({
    mutationFn: (action: Action) => {
      const booked = api.staff.bookings[':id'];
      const param = { id: booking.id };
      return unwrap(
        action === 'deposit' ? booked.deposit.$post({ param }) : booked.cancel.$post({ param }),
      );
    },
    onSuccess: (updated, action) => {
      queryClient.setQueryData(adminKeys.booking(booking.id), updated);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
      if (action === 'cancel') {
        // Released seats show in the back office's departures and on the public pages.
        void queryClient.invalidateQueries({ queryKey: adminKeys.departures });
        void seatsTaken(updated.destinationId);
      }
      setAsking(null);
      void notify.success(dialogs[action].done, { description: dialogs[action].doneDescription });
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

      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && !run.isPending && setAsking(null)}
      >
        {asking && (
          <DialogContent title={dialogs[asking].title} description={dialogs[asking].description}>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={run.isPending}>
                  No, torna indietro
                </Button>
              </DialogClose>
              <BusyButton
                variant={asking === 'cancel' ? 'primary' : 'secondary'}
                busy={run.isPending}
                busyLabel={dialogs[asking].busy}
                onClick={() => run.mutate(asking)}
              >
                {dialogs[asking].confirm}
              </BusyButton>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
