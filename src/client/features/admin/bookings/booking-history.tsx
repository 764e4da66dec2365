import { useState } from 'react';
import { StickyNote } from 'lucide-react';
import {
  correctableFields,
  isDayField,
  type BookingHistoryEntry,
  type CorrectableField,
} from '#domain/booking-history.ts';
import { documentReviewLabels } from '#domain/document-review.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { documentTypeLabels } from '#domain/documents.ts';
import { formatMoment } from '../format.ts';
import { useAddNote } from './api.ts';

const shown = (field: CorrectableField, value: string | null) =>
  value === null ? '(vuoto)' : isDayField(field) ? formatDate(value) : value;

function EntryText({ entry }: { entry: BookingHistoryEntry }) {
  switch (entry.action) {
    case 'sold_by_staff':
      return (
        <p>
          Prenotazione registrata dallo staff al prezzo concordato di{' '}
          {formatEuro(entry.pricePerPerson)} a persona.
        </p>
      );
    case 'note':
      return <p className="whitespace-pre-line">Nota: {entry.text}</p>;
    case 'link_sent':
      return <p>Link alla prenotazione inviato di nuovo a {entry.recipient}.</p>;
    case 'link_made':
      return <p>Creato un link alla prenotazione da copiare.</p>;
    case 'traveller_replaced':
      return (
        <p>
          Viaggiatore {entry.travellerIndex + 1} sostituito: {entry.from} → {entry.to}.
        </p>
      );
    case 'airport_changed':
      return (
        <p>
          Aeroporto di partenza: {entry.from} → {entry.to}.
        </p>
      );
    case 'document_reviewed':
      return (
        <p>
          {documentTypeLabels[entry.documentType]} del viaggiatore {entry.travellerIndex + 1}:{' '}
          {documentReviewLabels[entry.review].toLowerCase()}
          {entry.reason && ` (${entry.reason}). Il viaggiatore ha ricevuto un’e-mail.`}
          {!entry.reason && '.'}
        </p>
      );
    case 'traveller_corrected':
      return (
        <>
          <p>Dati del viaggiatore {entry.travellerIndex + 1} corretti:</p>
          <ul className="mt-1 list-disc pl-5">
            {entry.changes.map((change) => (
              <li key={change.field}>
                {correctableFields[change.field]}: {shown(change.field, change.from)} →{' '}
                {shown(change.field, change.to)}
              </li>
            ))}
          </ul>
        </>
      );
  }
}

/** A note for colleagues: a call, a request, a promise made to the traveller. */
function NoteForm({ bookingId }: { bookingId: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = useAddNote(bookingId);
  const submit = () => {
    if (!text.trim()) return setProblem('Scrivi il testo della nota.');
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        void notify.success('Nota aggiunta');
      },
      onError: (error) => void notify.error('Nota non salvata', { description: error.message }),
    });
  };
  return (
    <div className="mt-4">
      <Label htmlFor="booking-note">Aggiungi una nota per i colleghi</Label>
      <Textarea
        id="booking-note"
        value={text}
        maxLength={2000}
        rows={3}
        className="min-h-20"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'booking-note-error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
      />
      <FieldError id="booking-note-error">{problem}</FieldError>
      <BusyButton
        variant="outline"
        size="sm"
        className="mt-2"
        busy={add.isPending}
        busyLabel="Salvataggio…"
        onClick={submit}
      >
        <StickyNote aria-hidden /> Aggiungi nota
      </BusyButton>
    </div>
  );
}

/** "Cronologia": what staff did on the booking and noted of it, newest first. */
export function BookingHistory({
  bookingId,
  history,
}: {
  bookingId: string;
  history: BookingHistoryEntry[];
}) {
  return (
    <>
      {history.length === 0 ? (
        <p className="mt-3 text-navy-700">Nessuna modifica o nota dello staff.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {history.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-sand-50 p-3 text-sm text-navy-800">
              <p className="font-semibold text-navy-900">
                {formatMoment(entry.at)} · {entry.staffName}
              </p>
              <EntryText entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <NoteForm bookingId={bookingId} />
    </>
  );
}
