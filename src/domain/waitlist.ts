import { countOf } from './words.ts';
import { staffPageQuery } from './backoffice-input.ts';
import type { IsoDate } from './calendar.ts';
import { GROUP_SIZE } from './departures.ts';
import { EMAIL_PATTERN, requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * "Avvisami se si libera un posto": the sign-up on a full departure, its answer, and the staff's
 * list of the queue. Who is told when seats return is `waitlistOffers` (booking-lifecycle.ts).
 */

export const waitlistMessages = {
  name: 'Indica il tuo nome.',
  email: 'Inserisci un indirizzo email valido.',
  seats: `Indica quanti posti ti servono, da 1 a ${GROUP_SIZE}.`,
} as const;

/** `POST /api/departures/:id/waitlist`: checked by the form and by the server. */
export const waitlistSignUpSchema = z.object({
  name: requiredText(120, waitlistMessages.name),
  email: requiredText(200, waitlistMessages.email).pipe(
    z.string().regex(EMAIL_PATTERN, waitlistMessages.email),
  ),
  seats: z
    .number({ error: waitlistMessages.seats })
    .int(waitlistMessages.seats)
    .min(1, waitlistMessages.seats)
    .max(GROUP_SIZE, waitlistMessages.seats),
});

export type WaitlistSignUpInput = z.input<typeof waitlistSignUpSchema>;
export type WaitlistSignUp = z.output<typeof waitlistSignUpSchema>;

/**
 * The answer to every sign-up, first or repeated: the same status, shape and words whether or not
 * the e-mail already waited on that departure, so the form tells nobody who is in a queue. A
 * first sign-up takes its place at once and its e-mail says which; a repeat changes nothing until
 * the link e-mailed to that address confirms it (`WaitlistChange`).
 */
export type WaitlistSignUpReceived = { departureId: string; email: string };

/** How long the link that confirms a repeat sign-up works. */
export const WAITLIST_CHANGE_HOURS = 48;

/**
 * `GET /api/waitlist-changes/:token`: what a repeat sign-up asks to change (the name and seats
 * it gave), shown before it is confirmed, as mail scanners open links without asking anyone.
 */
export type WaitlistChange = {
  departureId: string;
  /** The site's trip id, for the links back to the trip and its booking form. */
  destinationId: string;
  destinationTitle: string;
  startDate: IsoDate;
  endDate: IsoDate;
  name: string;
  seats: number;
  expiresAt: string;
};

/**
 * `POST /api/waitlist-changes/:token/confirmation`: the change applied, and the place in the
 * departure's queue (1 = next to be told). One still waiting keeps their place; one already told
 * that seats were free, or removed by staff meanwhile, joins the queue again at the end.
 */
export type WaitlistChangeConfirmed = WaitlistChange & { place: number };

/** Why a confirmation link applies nothing. */
export const waitlistChangeMessages = {
  /** One answer for a wrong, unknown or malformed link: it tells nothing. */
  notFound:
    'Questo link non apre nessuna richiesta. Controlla di averlo copiato per intero dall’email, o scrivici.',
  used: 'Questa modifica è già stata confermata: il link vale una volta sola.',
  expired: `Questo link è scaduto (vale ${WAITLIST_CHANGE_HOURS} ore): se vuoi ancora cambiare la tua richiesta, iscriviti di nuovo dalla pagina del viaggio.`,
} as const;

/** Why a departure takes no sign-up: it can be booked, or it can no longer be. */
export const waitlistRefusals = {
  unknown: 'Partenza non trovata.',
  seatsFree: 'Questa partenza ha ancora posti liberi: puoi prenotarla subito.',
  closed: 'Questa partenza non accetta più prenotazioni, nemmeno in lista d’attesa.',
  departed: 'Questa partenza è troppo vicina o già partita: non è più prenotabile.',
} as const;

/** "1 posto", "4 posti": the seats a request asks for. */
export const waitlistSeatsText = (seats: number) => countOf(seats, 'posto', 'posti');

/** "Sei al 1° posto della lista d'attesa." */
export function waitlistPlaceText(place: number): string {
  return `Sei al ${place}° posto della lista d’attesa.`;
}

/** `GET /api/staff/waitlist?departureId=&page=` */
export const staffWaitlistQuery = staffPageQuery.extend({
  departureId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[a-z0-9-]{1,120}$/, 'Partenza non valida.')
      .optional(),
  ),
});

/** `:id` of a place in a queue. */
export const waitlistEntryIdParam = z.object({ id: z.uuid('Iscrizione non valida.') });

/** A row of the staff's list: one place in one departure's queue. */
export type StaffWaitlistEntry = {
  id: string;
  departureId: string;
  destinationTitle: string;
  startDate: IsoDate;
  name: string;
  email: string;
  seats: number;
  createdAt: string;
  /** When the seats-free e-mail was written; null while waiting. */
  notifiedAt: string | null;
};
