import { useState } from 'react';
import { Send } from 'lucide-react';
import type { PaymentPlan } from '#domain/booking-lifecycle.ts';
import { firstPaymentWords } from '#domain/booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { TransferConfirmation } from '../booking/index.ts';
import { useDeclareTransfer } from './api.ts';

/** Where the focus goes once the transfer is declared: the line that says where the booking stands. */
export const bookingStateId = 'booking-state';

/**
 * "Ho effettuato il bonifico" on the traveller's own page: the same question as the payment
 * page's, then the page shows the booking as the server now reads it.
 */
export function DeclareTransfer({ token, plan }: { token: string; plan: PaymentPlan }) {
  const [asking, setAsking] = useState(false);
  const declare = useDeclareTransfer(token);

  const confirm = () =>
    declare.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        void notify.success('Grazie!', {
          description: 'Ti scriviamo appena il bonifico arriva sul nostro conto.',
        });
        // The button is gone with the dialog: the focus goes to the booking's new state.
        requestAnimationFrame(() => document.getElementById(bookingStateId)?.focus());
      },
      onError: (error) => {
        setAsking(false);
        // A refusal (the hold ran out meanwhile, staff changed it, too many tries) is the
        // server's to explain; any other failure gets the payment page's message.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        void notify.error('Errore', {
          description: refused
            ? error.message
            : "Si è verificato un problema durante l'aggiornamento dello stato del pagamento. Contatta l'assistenza.",
        });
      },
    });

  return (
    <section
      aria-labelledby="declare-title"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6"
    >
      <h2 id="declare-title" className="text-2xl font-semibold text-navy-900">
        Hai fatto il bonifico?
      </h2>
      <p className="mt-2 text-navy-800">
        Diccelo da qui: i posti restano tuoi mentre controlliamo l&apos;accredito, e appena arriva
        ti confermiamo tutto per email.
      </p>
      <TransferConfirmation
        question={firstPaymentWords[plan].question}
        open={asking}
        onOpenChange={setAsking}
        sending={declare.isPending}
        onConfirm={confirm}
      >
        <Button variant="accent" size="lg" className="mt-4 w-full sm:w-auto">
          <Send aria-hidden /> Ho effettuato il bonifico
        </Button>
      </TransferConfirmation>
    </section>
  );
}
