import { staffPageQuery } from './backoffice-input.ts';
import type { IsoDate } from './calendar.ts';
import { GROUP_SIZE } from './departures.ts';
import { EMAIL_PATTERN, requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * "Avvisami se si libera un posto": the sign-up on a full departure, its answer, and the staff's
 * list of the queue. Who is told when seats return is `waitlistOffers` (booking-lifecycle.ts).
 */

export const WAITLIST_CTA = 'Avvisami se si libera un posto';

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
 * The answer to a sign-up: the place in the departure's queue (1 = next to be told). An e-mail
 * already waiting on that departure keeps its place, with the seats and name it now gives
 * (`alreadyListed`); one already told that seats were free joins the queue again at the end.
 */
export type WaitlistPlace = {
  id: string;
  departureId: string;
  place: number;
  seats: number;
  alreadyListed: boolean;
};

/** Why a departure takes no sign-up: it can be booked, or it can no longer be. */
export const waitlistRefusals = {
  unknown: 'Partenza non trovata.',
  seatsFree: 'Questa partenza ha ancora posti liberi: puoi prenotarla subito.',
  closed: 'Questa partenza non accetta più prenotazioni, nemmeno in lista d’attesa.',
  departed: 'Questa partenza è troppo vicina o già partita: non è più prenotabile.',
} as const;

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
