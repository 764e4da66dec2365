import { useState } from 'react';
import { Send } from 'lucide-react';
import type { StaffDepartureManifest } from '#domain/backoffice.ts';
import { bookingCode } from '#domain/booking.ts';
import {
  departureAudienceLabels,
  messageProblems,
  messageRecipients,
  messageTemplates,
  type DepartureAudience,
  type MessageTemplate,
} from '#domain/departure-messages.ts';
import { countOf } from '#domain/words.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { notify } from '../../../lib/notify.ts';
import { adminCard } from '../admin-page.tsx';
import { EmailStateBadge } from '../emails/email-state-badge.tsx';
import { formatMoment } from '../format.ts';
import { useSendDepartureMessage } from './api.ts';

/** The form: a template to start from, whom to write to, the subject and the text. */
function MessageForm({ manifest }: { manifest: StaffDepartureManifest }) {
  const { departure } = manifest;
  // The message's own id: a second press, or a retry, names the same message.
  const [id, setId] = useState(() => crypto.randomUUID());
  const [template, setTemplate] = useState<MessageTemplate | ''>('');
  const [audience, setAudience] = useState<DepartureAudience>('all');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<Partial<Record<keyof typeof messageProblems, string>>>({});
  const [asking, setAsking] = useState(false);
  const send = useSendDepartureMessage(departure.id);
  const recipients = messageRecipients(manifest.travellers, audience).length;

  const startFrom = (chosen: MessageTemplate | '') => {
    setTemplate(chosen);
    if (!chosen) return;
    const start = messageTemplates[chosen];
    setAudience(start.audience);
    setSubject(start.subject(departure));
    setBody(start.body(departure));
    setProblem({});
  };
  const ask = () => {
    const found = {
      ...(!subject.trim() && { subject: messageProblems.subject }),
      ...(!body.trim() && { body: messageProblems.body }),
      ...(recipients === 0 && { nobody: messageProblems.nobody }),
    };
    setProblem(found);
    if (Object.keys(found).length === 0) setAsking(true);
  };
  const sendNow = () =>
    send.mutate(
      { id, audience, subject, body },
      {
        onSuccess: () => {
          setAsking(false);
          void notify.success('Messaggio inviato', {
            description: `${countOf(recipients, 'e-mail in partenza', 'e-mail in partenza')}.`,
          });
          setId(crypto.randomUUID());
          setTemplate('');
          setSubject('');
          setBody('');
        },
        onError: (error) => {
          setAsking(false);
          void notify.error('Messaggio non inviato', { description: error.message });
        },
      },
    );

  return (
    <div className="mt-4 space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="message-template">Parti da un modello</Label>
          <Select
            id="message-template"
            value={template}
            onChange={(event) => startFrom(event.target.value as MessageTemplate | '')}
          >
            <option value="">Nessun modello</option>
            {Object.entries(messageTemplates).map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="message-audience">Destinatari</Label>
          <Select
            id="message-audience"
            value={audience}
            aria-describedby="message-recipients"
            onChange={(event) => {
              setAudience(event.target.value as DepartureAudience);
              setProblem(({ nobody: _, ...rest }) => rest);
            }}
          >
            {Object.entries(departureAudienceLabels).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
          <p id="message-recipients" className="mt-1.5 text-sm text-navy-700">
            {countOf(recipients, 'prenotazione', 'prenotazioni')}: un’e-mail al referente di
            ciascuna.
          </p>
          <FieldError id="message-nobody-error">{problem.nobody}</FieldError>
        </div>
      </div>
      <div>
        <Label htmlFor="message-subject">Oggetto</Label>
        <Input
          id="message-subject"
          value={subject}
          maxLength={150}
          aria-invalid={problem.subject ? true : undefined}
          aria-describedby={problem.subject ? 'message-subject-error' : undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
        <FieldError id="message-subject-error">{problem.subject}</FieldError>
      </div>
      <div>
        <Label htmlFor="message-body">Testo (dopo «Ciao» e il nome del referente)</Label>
        <Textarea
          id="message-body"
          value={body}
          maxLength={5000}
          rows={8}
          aria-invalid={problem.body ? true : undefined}
          aria-describedby={problem.body ? 'message-body-error' : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        <FieldError id="message-body-error">{problem.body}</FieldError>
      </div>
      <Button variant="secondary" onClick={ask}>
        <Send aria-hidden /> Invia messaggio
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Inviare il messaggio?"
        description={`«${subject}» va a ${countOf(recipients, 'prenotazione', 'prenotazioni')} (${departureAudienceLabels[audience].toLowerCase()}), un’e-mail al referente di ciascuna.`}
        confirm="Sì, invia"
        busy={send.isPending}
        busyLabel="Invio…"
        onConfirm={sendNow}
        variant="secondary"
      />
    </div>
  );
}

/** "Messaggi ai viaggiatori": write to the group, and see each e-mail's delivery. */
export function DepartureMessages({ manifest }: { manifest: StaffDepartureManifest }) {
  if (manifest.departure.cancelled && manifest.messages.length === 0) return null;
  return (
    <section aria-labelledby="departure-messages" className={adminCard}>
      <h2 id="departure-messages" className="text-xl font-semibold text-navy-900">
        Messaggi ai viaggiatori
      </h2>
      {!manifest.departure.cancelled && manifest.travellers.length > 0 && (
        <MessageForm manifest={manifest} />
      )}
      {manifest.messages.length > 0 && (
        <>
          <h3 className="mt-6 font-sans text-base font-semibold text-navy-900">Inviati</h3>
          <ol className="mt-3 space-y-3">
            {manifest.messages.map((message) => (
              <li key={message.id} className="rounded-xl bg-sand-50 p-4 text-sm text-navy-800">
                <p className="font-semibold text-navy-900">{message.subject}</p>
                <p>
                  {formatMoment(message.createdAt)} · {message.createdBy} ·{' '}
                  {departureAudienceLabels[message.audience]}
                </p>
                <ul className="mt-2 space-y-1">
                  {message.deliveries.map((delivery) => (
                    <li key={delivery.bookingId} className="flex flex-wrap items-center gap-2">
                      <span>
                        {bookingCode(delivery.bookingId)} · {delivery.recipient}
                      </span>
                      <EmailStateBadge state={delivery.state} />
                      {delivery.sentAt && <span>{formatMoment(delivery.sentAt)}</span>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
