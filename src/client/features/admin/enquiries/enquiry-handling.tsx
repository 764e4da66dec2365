import { useState } from 'react';
import { MessageSquarePlus, Send } from 'lucide-react';
import type { StaffEnquiry } from '#domain/backoffice.ts';
import {
  enquiryAnswerSchema,
  enquiryNoteSchema,
  enquiryStateLabels,
  enquiryStates,
  type EnquiryState,
} from '#domain/enquiry-handling.ts';
import { z } from '#domain/zod.ts';
import { firstNameOf } from '#domain/words.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { notify } from '../../../lib/notify.ts';
import { EmailStateBadge } from '../emails/email-state-badge.tsx';
import { formatMoment } from '../format.ts';
import { useTeam } from '../team/api.ts';
import { useAddEnquiryNote, useAnswerEnquiry, useChangeEnquiry } from './api.ts';

const stateTones: Record<EnquiryState, 'waiting' | 'neutral' | 'good'> = {
  nuova: 'waiting',
  in_corso: 'neutral',
  risposta_inviata: 'good',
};

export function EnquiryStateBadge({ state }: { state: EnquiryState }) {
  return <Badge tone={stateTones[state]}>{enquiryStateLabels[state]}</Badge>;
}

/** "Stato" and "Se ne occupa", each saved as it is chosen. */
function StateAndOwner({ enquiry }: { enquiry: StaffEnquiry }) {
  const change = useChangeEnquiry(enquiry.id);
  const team = useTeam();
  const members = (team.data?.members ?? []).filter(
    (member) => !member.disabledAt || member.id === enquiry.owner?.id,
  );
  const save = (json: Parameters<typeof change.mutate>[0]) =>
    change.mutate(json, {
      onError: (error) =>
        void notify.error('Richiesta non aggiornata', { description: error.message }),
    });
  const id = (field: string) => `enquiry-${enquiry.id}-${field}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={id('state')}>Stato</Label>
        <Select
          id={id('state')}
          value={enquiry.state}
          disabled={change.isPending}
          onChange={(event) => save({ state: event.target.value as EnquiryState })}
        >
          {enquiryStates.map((state) => (
            <option key={state} value={state}>
              {enquiryStateLabels[state]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={id('owner')}>Se ne occupa</Label>
        <Select
          id={id('owner')}
          value={enquiry.owner?.id ?? ''}
          disabled={change.isPending}
          onChange={(event) => save({ ownerId: event.target.value || null })}
        >
          <option value="">Nessuno</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

function Notes({ enquiry }: { enquiry: StaffEnquiry }) {
  if (enquiry.notes.length === 0) return null;
  return (
    <ol className="space-y-2" aria-label="Note e risposte">
      {enquiry.notes.map((note) => (
        <li key={note.id} className="rounded-xl border border-navy-100 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-navy-600">
            <span className="font-semibold text-navy-900">
              {note.kind === 'answer' ? 'Risposta' : 'Nota'} di {note.staffName}
            </span>
            <span>{formatMoment(note.at)}</span>
            {note.emailState && <EmailStateBadge state={note.emailState} />}
          </p>
          {note.subject && <p className="mt-1 font-semibold text-navy-900">{note.subject}</p>}
          <p className="mt-1 break-words whitespace-pre-line text-navy-800">{note.text}</p>
        </li>
      ))}
    </ol>
  );
}

function NoteForm({ enquiry, onDone }: { enquiry: StaffEnquiry; onDone: () => void }) {
  const add = useAddEnquiryNote(enquiry.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const field = `enquiry-${enquiry.id}-note`;
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = enquiryNoteSchema.safeParse({ text });
        if (!checked.success)
          return setProblem(z.flattenError(checked.error).fieldErrors.text?.[0]);
        add.mutate(checked.data.text, {
          onSuccess: () => {
            setText('');
            onDone();
          },
          onError: (error) => setProblem(error.message),
        });
      }}
    >
      <Label htmlFor={field}>Nota per i colleghi</Label>
      <Textarea
        id={field}
        rows={3}
        maxLength={2000}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${field}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
      />
      <FieldError id={`${field}-error`}>{problem}</FieldError>
      <BusyButton type="submit" size="sm" busy={add.isPending} busyLabel="Salvataggio…">
        Salva nota
      </BusyButton>
    </form>
  );
}

function AnswerForm({ enquiry, onDone }: { enquiry: StaffEnquiry; onDone: () => void }) {
  const answer = useAnswerEnquiry(enquiry.id);
  // The answer's own id: a second press, or a retry, names the same answer.
  const [id] = useState(() => crypto.randomUUID());
  const [subject, setSubject] = useState(
    enquiry.destinationTitle
      ? `La tua richiesta su ${enquiry.destinationTitle}`
      : 'La tua richiesta a Maestrale Viaggi',
  );
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ subject?: string; text?: string }>({});
  const field = (name: string) => `enquiry-${enquiry.id}-answer-${name}`;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        // The server's own rules, checked here first.
        const checked = enquiryAnswerSchema.safeParse({ id, subject, text });
        if (!checked.success) {
          const { fieldErrors } = z.flattenError(checked.error);
          return setProblem({ subject: fieldErrors.subject?.[0], text: fieldErrors.text?.[0] });
        }
        setProblem({});
        answer.mutate(checked.data, {
          onSuccess: () => {
            void notify.success('Risposta inviata', { description: `A ${enquiry.email}.` });
            onDone();
          },
          onError: (error) =>
            void notify.error('Risposta non inviata', { description: error.message }),
        });
      }}
    >
      <div>
        <Label htmlFor={field('subject')}>Oggetto</Label>
        <Input
          id={field('subject')}
          value={subject}
          maxLength={150}
          aria-invalid={problem.subject ? true : undefined}
          aria-describedby={problem.subject ? `${field('subject')}-error` : undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
        <FieldError id={`${field('subject')}-error`}>{problem.subject}</FieldError>
      </div>
      <div>
        <Label htmlFor={field('text')}>
          Risposta (dopo «Ciao {firstNameOf(enquiry.name)},»; sotto c’è il suo messaggio)
        </Label>
        <Textarea
          id={field('text')}
          rows={7}
          maxLength={5000}
          value={text}
          aria-invalid={problem.text ? true : undefined}
          aria-describedby={problem.text ? `${field('text')}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldError id={`${field('text')}-error`}>{problem.text}</FieldError>
      </div>
      <BusyButton type="submit" variant="secondary" busy={answer.isPending} busyLabel="Invio…">
        <Send aria-hidden /> Invia risposta
      </BusyButton>
    </form>
  );
}

/** How staff handle an enquiry: its state and owner, the notes and answers, and the forms. */
export function EnquiryHandling({ enquiry }: { enquiry: StaffEnquiry }) {
  const [open, setOpen] = useState<'note' | 'answer' | null>(null);
  return (
    <div className="mt-4 space-y-4 border-t border-navy-100 pt-4">
      <StateAndOwner enquiry={enquiry} />
      <Notes enquiry={enquiry} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === 'note'}
          onClick={() => setOpen(open === 'note' ? null : 'note')}
        >
          <MessageSquarePlus aria-hidden /> Aggiungi nota
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === 'answer'}
          onClick={() => setOpen(open === 'answer' ? null : 'answer')}
        >
          <Send aria-hidden /> Rispondi via e-mail
        </Button>
      </div>
      {open === 'note' && <NoteForm enquiry={enquiry} onDone={() => setOpen(null)} />}
      {open === 'answer' && <AnswerForm enquiry={enquiry} onDone={() => setOpen(null)} />}
    </div>
  );
}
