import { useState } from 'react';
import { Send } from 'lucide-react';
import type { StaffEmailDetail } from '#domain/backoffice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useResendEmail } from './api.ts';

/** "Reinvia": asks first, since a message already delivered reaches its recipient twice. */
export function ResendEmail({ email }: { email: StaffEmailDetail }) {
  const [asking, setAsking] = useState(false);
  const resend = useResendEmail(email.id);
  const confirm = () =>
    resend.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        void notify.success('Messaggio in invio', {
          description: `Parte di nuovo per ${email.recipient} entro pochi secondi.`,
        });
      },
      onError: (error) => {
        setAsking(false);
        void notify.error('Reinvio non riuscito', { description: error.message });
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Send aria-hidden /> Reinvia
      </Button>
      <Dialog open={asking} onOpenChange={(open) => !open && !resend.isPending && setAsking(false)}>
        <DialogContent
          title="Inviare di nuovo il messaggio?"
          description={
            email.state === 'sent'
              ? `${email.recipient} l'ha già ricevuto: ne riceverà una seconda copia.`
              : `Il messaggio parte subito per ${email.recipient}, con un nuovo tentativo.`
          }
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={resend.isPending}>
                No, torna indietro
              </Button>
            </DialogClose>
            <BusyButton
              variant="secondary"
              busy={resend.isPending}
              busyLabel="Invio…"
              onClick={confirm}
            >
              Sì, reinvia
            </BusyButton>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
