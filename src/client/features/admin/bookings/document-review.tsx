import { useState } from 'react';
import { BadgeCheck, RotateCcw } from 'lucide-react';
import type { StaffDocument } from '#domain/backoffice.ts';
import {
  documentReviewLabels,
  documentReviewMessages,
  redoReasonSuggestions,
} from '#domain/document-review.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { formatMoment } from '../format.ts';
import { useReviewDocument } from './api.ts';

/**
 * A document looked at: "Verificato", or "Da rifare" with the reason the traveller reads in the
 * e-mail that asks for it again (it no longer counts as received).
 */
export function DocumentReview({
  bookingId,
  doc,
  whose,
}: {
  bookingId: string;
  doc: StaffDocument;
  /** "Passaporto di Luca Rossi": names the buttons and the dialog. */
  whose: string;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const review = useReviewDocument(bookingId, doc.id);
  const failed = (error: Error) =>
    void notify.error('Revisione non salvata', { description: error.message });
  const verify = () =>
    review.mutate(
      { review: 'verified' },
      { onSuccess: () => void notify.success('Documento verificato'), onError: failed },
    );
  const askAgain = () => {
    if (!reason.trim()) return setProblem(documentReviewMessages.reason);
    review.mutate(
      { review: 'redo', reason },
      {
        onSuccess: () => {
          setAsking(false);
          void notify.success('Richiesta inviata', {
            description: 'Il viaggiatore riceve un’e-mail con il motivo.',
          });
        },
        onError: failed,
      },
    );
  };
  const state = doc.review?.state;
  const reasonId = `redo-reason-${doc.id}`;
  return (
    <div className="flex flex-col items-start gap-2">
      {doc.review && (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={doc.review.state === 'verified' ? 'good' : 'bad'}>
            {documentReviewLabels[doc.review.state]}
          </Badge>
          <span className="text-navy-600">
            {doc.review.by}, {formatMoment(doc.review.at)}
          </span>
        </p>
      )}
      {doc.review?.reason && <p className="max-w-56 text-navy-700">{doc.review.reason}</p>}
      <div className="flex flex-wrap gap-2">
        {state !== 'verified' && (
          <BusyButton
            size="sm"
            variant="outline"
            busy={review.isPending && !asking}
            busyLabel="Salvataggio…"
            onClick={verify}
            aria-label={`Verificato: ${whose}`}
          >
            <BadgeCheck aria-hidden /> Verificato
          </BusyButton>
        )}
        {state !== 'redo' && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setAsking(true)}
            aria-label={`Da rifare: ${whose}`}
          >
            <RotateCcw aria-hidden /> Da rifare
          </Button>
        )}
      </div>
      <Dialog open={asking} onOpenChange={(open) => !review.isPending && setAsking(open)}>
        {asking && (
          <DialogContent
            title={`Da rifare: ${whose}`}
            description="Il viaggiatore riceve un’e-mail con il motivo e il link per caricarlo di nuovo."
          >
            <Label htmlFor={reasonId}>Cosa va rifatto</Label>
            <Textarea
              id={reasonId}
              value={reason}
              rows={3}
              maxLength={500}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${reasonId}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(undefined);
              }}
            />
            <FieldError id={`${reasonId}-error`}>{problem}</FieldError>
            <p className="mt-3 text-sm text-navy-700">Motivi frequenti:</p>
            <ul className="mt-1 flex flex-col gap-1">
              {redoReasonSuggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="text-left text-sm text-sea-700 underline"
                    onClick={() => {
                      setReason(suggestion);
                      setProblem(undefined);
                    }}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={review.isPending}>
                  No, torna indietro
                </Button>
              </DialogClose>
              <BusyButton busy={review.isPending} busyLabel="Invio…" onClick={askAgain}>
                <RotateCcw aria-hidden /> Chiedi di rifarlo
              </BusyButton>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
