import { useState } from 'react';
import { Send } from 'lucide-react';
import type { StaffEmailDetail } from '#domain/backoffice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Inviare di nuovo il messaggio?"
        description={
          email.state === 'sent'
            ? `${email.recipient} l'ha già ricevuto: ne riceverà una seconda copia.`
            : `Il messaggio parte subito per ${email.recipient}, con un nuovo tentativo.`
        }
        confirm="Sì, reinvia"
        busy={resend.isPending}
        busyLabel="Invio…"
        onConfirm={confirm}
        variant="secondary"
      />
    </>
  );
}
