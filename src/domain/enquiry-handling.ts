import { staffPageQuery } from './backoffice-input.ts';
import type { EmailState } from './emails.ts';
import { requiredFreeText, requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * How staff handle the contact form's enquiries (issue 31, item 4): each has a state and, once
 * someone takes it, an owner; colleagues leave notes on it, and the answer goes from the back
 * office to the visitor through the outbox. An enquiry answered is no longer on "Oggi".
 */

export const enquiryStates = ['nuova', 'in_corso', 'risposta_inviata'] as const;
export type EnquiryState = (typeof enquiryStates)[number];

export const enquiryStateLabels: Record<EnquiryState, string> = {
  nuova: 'Nuova',
  in_corso: 'In corso',
  risposta_inviata: 'Risposta inviata',
};

/** The list's filters: a state, or every enquiry still waiting for its answer. */
export const enquiryFilterLabels = {
  da_rispondere: 'Da rispondere',
  ...enquiryStateLabels,
} as const;
export type EnquiryFilter = keyof typeof enquiryFilterLabels;
export const UNANSWERED: readonly EnquiryState[] = ['nuova', 'in_corso'];

/** A note colleagues left, or the answer sent (with how its e-mail went). */
export type EnquiryNote = {
  id: string;
  kind: 'note' | 'answer';
  at: string;
  staffName: string;
  subject: string | null;
  text: string;
  emailState: EmailState | null;
};

export const enquiryChangeSchema = z
  .object({
    state: z.enum(enquiryStates, 'Scegli lo stato della richiesta.').optional(),
    ownerId: z.uuid('Scegli chi se ne occupa.').nullable().optional(),
  })
  .refine((change) => change.state !== undefined || change.ownerId !== undefined, {
    error: 'Nessuna modifica da salvare.',
  });
export type EnquiryChange = z.output<typeof enquiryChangeSchema>;

export const enquiryNoteSchema = z.object({
  text: requiredFreeText(2000, 'Scrivi la nota.'),
});

/** "Rispondi": its id makes a second press (a double click, a retry) send nothing more. */
export const enquiryAnswerSchema = z.object({
  id: z.uuid('Risposta non valida: ricarica la pagina.'),
  subject: requiredText(150, 'Scrivi l’oggetto dell’e-mail.'),
  text: requiredFreeText(5000, 'Scrivi la risposta.'),
});
export type EnquiryAnswer = z.output<typeof enquiryAnswerSchema>;

export const enquiryIdParam = z.object({ id: z.uuid('Richiesta non trovata.') });

/** `?page=&state=` of "Richieste". */
export const enquiriesQuery = staffPageQuery.extend({
  state: z
    .enum(Object.keys(enquiryFilterLabels) as [EnquiryFilter, ...EnquiryFilter[]], {
      error: 'Stato della richiesta non valido.',
    })
    .optional(),
});
