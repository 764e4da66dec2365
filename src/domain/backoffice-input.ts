import { AIRPORT_MAX_LENGTH } from './airports.ts';
import { OTHERS_UNPAID_LISTED } from './backoffice.ts';
import { HOLD_EXTENSION_HOURS } from './booking-lifecycle.ts';
import {
  birthDate,
  bookingRequestSchema,
  passportExpiry,
  passportNumber,
  travellerSchema,
} from './booking-input.ts';
import { bookingStatuses } from './booking-status.ts';
import { isIsoDate, type IsoDate } from './calendar.ts';
import { GROUP_SIZE } from './departures.ts';
import { destinationIdSchema } from './destination-param.ts';
import { departureFateMessages } from './departure-fate.ts';
import { documentReviewMessages } from './document-review.ts';
import { departureAudiences, messageProblems } from './departure-messages.ts';
import { emailStates } from './emails.ts';
import { isValidIban, normalizeIban } from './iban.ts';
import { lineText, requiredFreeText, requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * What the back office sends: the staff API's queries, paths and bodies, checked with the same
 * schemas by the admin forms (zodResolver) and by the server (validate()).
 */

/** A query parameter left empty (`?status=`) means "not given", as if it were missing. */
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

const page = z.preprocess(
  blankIsMissing,
  z.coerce
    .number({ error: 'Pagina non valida.' })
    .int('Pagina non valida.')
    .min(1, 'Pagina non valida.')
    .default(1),
);

/** `?page=` of every staff list. */
export const staffPageQuery = z.object({ page });

/**
 * The back office's lists of what needs doing: declared transfers to find on the account, seats
 * held for a transfer that ends within HOLD_ENDING_HOURS, and balances due soon or overdue.
 */
export const bookingAttentions = ['to_check', 'hold_ending', 'balance_due'] as const;
export type BookingAttention = (typeof bookingAttentions)[number];

export const bookingAttentionLabels: Record<BookingAttention, string> = {
  to_check: 'Bonifici da verificare',
  hold_ending: 'Posti in scadenza',
  balance_due: 'Saldi in scadenza',
};

/** "Posti in scadenza": holds that end within a day. */
export const HOLD_ENDING_HOURS = 24;

// Here rather than beside the statuses: the public pages read booking-status.ts, and would
// load zod with it.
const bookingStatusSchema = z.enum(bookingStatuses, {
  error: 'Stato della prenotazione non valido.',
});

/** `GET /api/staff/bookings?search=&status=&attention=&page=` */
export const staffBookingsQuery = z.object({
  search: lineText().trim().max(100, 'Cerca con al massimo 100 caratteri.').optional(),
  status: z.preprocess(blankIsMissing, bookingStatusSchema.optional()),
  attention: z.preprocess(
    blankIsMissing,
    z.enum(bookingAttentions, { error: 'Elenco non valido.' }).optional(),
  ),
  page,
});

const { min: fewestHours, max: mostHours } = HOLD_EXTENSION_HOURS;

/** `POST /api/staff/bookings/:id/hold`: the seats of a booking waiting for its transfer, held longer. */
export const holdExtensionSchema = z.object({
  hours: z
    .number({ error: 'Indica di quante ore prolungare i posti.' })
    .int('Le ore sono un numero intero.')
    .min(fewestHours, `Prolunga i posti di almeno ${fewestHours} ora.`)
    .max(mostHours, `Al massimo ${mostHours} ore (${mostHours / 24} giorni) alla volta.`),
});

/**
 * `PATCH /api/staff/bookings/:id/travellers/:index`: a traveller's data corrected, only the
 * fields given; a name cannot be emptied, and the days are checked as the booking form checks
 * them.
 */
export const travellerCorrectionSchema = z
  .object({
    firstName: requiredText(80, 'Il nome non può restare vuoto.'),
    lastName: requiredText(80, 'Il cognome non può restare vuoto.'),
    birthDate,
    passportNumber,
    passportExpiry,
  })
  .partial()
  .strict()
  .refine((fields) => Object.keys(fields).length > 0, 'Indica che cosa correggere.');

export type TravellerCorrectionInput = z.input<typeof travellerCorrectionSchema>;

/**
 * "Sostituisci": another person travels in this traveller's place, with all of their data as
 * the booking form asks it; the booking's contacts stay the lead traveller's.
 */
export const travellerSwapSchema = travellerSchema.omit({ email: true, phone: true });
export type TravellerSwapInput = z.input<typeof travellerSwapSchema>;
export type TravellerSwap = z.output<typeof travellerSwapSchema>;

/**
 * "Nuova prenotazione": a sale at the desk or by phone, recorded by staff as the booking form
 * records a visitor's, for a departure and at the price agreed. `attempt` is made by the form
 * as it opens: a double click records one booking.
 */
export const staffSaleSchema = bookingRequestSchema.extend({
  departureId: requiredText(120, 'Scegli la partenza.'),
  pricePerPerson: z
    .number({ error: 'Scrivi il prezzo concordato a persona, in euro.' })
    .int('Il prezzo è in euro interi.')
    .min(1, 'Il prezzo concordato deve essere di almeno 1 €.')
    .max(20_000, 'Il prezzo concordato può essere al massimo di 20.000 € a persona.'),
  attempt: z.uuid('Modulo non valido: ricarica la pagina.'),
});
export type StaffSaleInput = z.input<typeof staffSaleSchema>;
export type StaffSaleOutput = z.output<typeof staffSaleSchema>;

/** A note on a booking: what staff want each other to know. */
export const bookingNoteSchema = z.object({
  text: requiredFreeText(2000, 'Scrivi il testo della nota.'),
});

/** "Cambia aeroporto": one of those the trip offers (checked by the server against its list). */
export const airportChangeSchema = z.object({
  airport: requiredText(AIRPORT_MAX_LENGTH, 'Scegli l’aeroporto di partenza.'),
});

/** A passport photo or selfie, in its path. */
export const documentIdParam = z.object({ id: z.uuid('Documento non valido.') });

/** "Verificato", or "Da rifare" with what the traveller must send again and why. */
export const documentReviewSchema = z.discriminatedUnion(
  'review',
  [
    z.object({ review: z.literal('verified') }),
    z.object({
      review: z.literal('redo'),
      reason: requiredFreeText(500, documentReviewMessages.reason),
    }),
  ],
  { error: 'Indica se il documento è verificato o da rifare.' },
);
export type DocumentReviewInput = z.output<typeof documentReviewSchema>;

/** The traveller's place in the booking, in its path: 0 is the lead traveller. */
export const travellerParam = z.object({
  id: z.uuid('Codice prenotazione non valido.'),
  index: z.coerce
    .number({ error: 'Viaggiatore non valido.' })
    .int('Viaggiatore non valido.')
    .min(0, 'Viaggiatore non valido.')
    .max(GROUP_SIZE - 1, 'Viaggiatore non valido.'),
});

/** `POST /api/staff/bookings/cancel`: a booking and the unpaid ones listed with it, all or none. */
export const cancelBookingsSchema = z.object({
  ids: z
    .array(z.uuid('Codice prenotazione non valido.'), { error: 'Indica le prenotazioni.' })
    .min(1, 'Indica le prenotazioni.')
    .max(OTHERS_UNPAID_LISTED + 1, `Al massimo ${OTHERS_UNPAID_LISTED + 1} prenotazioni insieme.`)
    .transform((ids) => [...new Set(ids)]),
});

/** `GET /api/staff/departures?destinationId=&page=` (the site's destination id). */
export const staffDeparturesQuery = z.object({
  destinationId: z.preprocess(blankIsMissing, destinationIdSchema.optional()),
  page,
});

/** `:id` of a departure: the database's destination id and its day, "maldives-dubai-20270410". */
export const departureIdParam = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Partenza non valida.'),
});

const price = z
  .number({ error: 'Indica il prezzo a persona in euro.' })
  .int('Il prezzo è in euro interi.')
  .min(1, 'Il prezzo deve essere di almeno 1 €.')
  .max(20000, 'Il prezzo non può superare 20.000 €.');

const totalSpots = z
  .number({ error: 'Indica i posti della partenza.' })
  .int('I posti sono un numero intero.')
  .min(1, 'Almeno 1 posto.')
  .max(GROUP_SIZE, `Al massimo ${GROUP_SIZE} posti.`);

const coordinator = requiredText(40, 'Indica il nome del coordinatore.');

/** The two coordinators who lead a departure. */
const coordinators = z.tuple([coordinator, coordinator], {
  error: 'Indica i due coordinatori.',
});

/** `POST /api/staff/departures`: a new departure, every seat free. */
export const newDepartureSchema = z.object({
  destinationId: destinationIdSchema,
  startDate: z
    .string({ error: 'Indica la data di partenza.' })
    .refine(isIsoDate, 'Data non valida: usa il formato AAAA-MM-GG.')
    .transform((value): IsoDate => value),
  price,
  totalSpots,
  coordinators,
});

/** The fewest travellers a departure leaves with: of one departure, or the default of new ones. */
export const minGroupSchema = z
  .number({ error: 'Indica il numero minimo di partecipanti.' })
  .int('Il minimo di partecipanti è un numero intero.')
  .min(1, `Il minimo di partecipanti va da 1 a ${GROUP_SIZE}.`)
  .max(GROUP_SIZE, `Il minimo di partecipanti va da 1 a ${GROUP_SIZE}.`);

/** `PATCH /api/staff/departures/:id`: only what changes; `closed` stops new bookings. */
export const departureChangesSchema = z.object({
  price: price.optional(),
  totalSpots: totalSpots.optional(),
  spotsAvailable: z
    .number({ error: 'Indica i posti liberi.' })
    .int('I posti liberi sono un numero intero.')
    .min(0, 'I posti liberi non possono essere meno di 0.')
    .optional(),
  coordinators: coordinators.optional(),
  closed: z.boolean({ error: 'Indica se la partenza è chiusa.' }).optional(),
  minGroup: minGroupSchema.optional(),
});

/** "Annulla partenza": the reason, which every traveller reads in the e-mail. */
export const departureCancellationSchema = z.object({
  reason: requiredText(500, departureFateMessages.reason),
});

/**
 * A message to a departure's travellers: its id is made by the form as it opens, so a double
 * click (or a retry) sends it once.
 */
export const departureMessageSchema = z.object({
  id: z.uuid('Messaggio non valido: ricarica la pagina.'),
  audience: z.enum(departureAudiences, { error: 'Scegli a chi scrivere.' }),
  subject: requiredText(150, messageProblems.subject),
  body: requiredFreeText(5000, messageProblems.body),
});
export type DepartureMessageInput = z.output<typeof departureMessageSchema>;

/** A refund paid back to a booking of a cancelled departure: the account it went to. */
export const refundSchema = z.object({
  iban: lineText().transform(normalizeIban).refine(isValidIban, departureFateMessages.iban),
});

export type StaffBookingsQuery = z.input<typeof staffBookingsQuery>;
export type HoldExtension = z.input<typeof holdExtensionSchema>;
export type NewDepartureInput = z.input<typeof newDepartureSchema>;
export type NewDeparture = z.output<typeof newDepartureSchema>;
export type DepartureChangesInput = z.input<typeof departureChangesSchema>;
export type DepartureChanges = z.output<typeof departureChangesSchema>;

/** Why a departure's free seats are refused: they must stay between 0 and its seats. */
export function spotsOutOfRangeMessage(totalSpots: number): string {
  return `I posti liberi devono essere tra 0 e ${totalSpots}.`;
}

/** `GET /api/staff/emails?state=&page=` */
export const staffEmailsQuery = z.object({
  state: z.preprocess(
    blankIsMissing,
    z.enum(emailStates, { error: 'Stato del messaggio non valido.' }).optional(),
  ),
  page,
});

/** `:id` of an e-mail in the outbox. */
export const emailIdParam = z.object({ id: z.uuid('Messaggio non valido.') });
