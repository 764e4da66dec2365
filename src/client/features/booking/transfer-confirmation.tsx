import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { formatDeadline } from '#domain/format-deadline.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';

/**
 * The spec's "Conferma completamento pagamento": the visitor says the transfer is done, on the
 * payment page ("Conferma Pagamento") and on their own booking page ("Ho effettuato il bonifico").
 * `children` is the button that opens it: closing the dialog gives the focus back to it.
 */
export function TransferConfirmation({
  question,
  open,
  onOpenChange,
  sending,
  onConfirm,
  children,
}: {
  /** The spec's question, of the deposit or of the whole trip (firstPaymentWords). */
  question: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sending: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title="Conferma completamento pagamento"
        description={question}
        hideClose
        // An answer is needed: a tap beside the dialog does not close it.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
            No, non ancora
          </Button>
          <Button disabled={sending} onClick={onConfirm}>
            {sending ? 'Invio in corso...' : 'Sì, ho completato il pagamento'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Posti riservati fino a …": until when a booking waiting for its deposit keeps its seats
 * (booking-lifecycle.ts), on the agency's clock, with what to do before then.
 */
export function HoldDeadline({ holdUntil, children }: { holdUntil: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="hold-title"
      className="rounded-[var(--radius-card)] border-2 border-gold-400 bg-sand-50 p-5 md:p-6"
    >
      <h2 id="hold-title" className="flex gap-2 text-xl font-semibold text-navy-900 md:text-2xl">
        <Clock className="mt-1 size-6 shrink-0 text-sea-700" aria-hidden />
        <span>Posti riservati fino a {formatDeadline(holdUntil)}</span>
      </h2>
      <p className="mt-2 text-navy-800">{children}</p>
    </section>
  );
}
