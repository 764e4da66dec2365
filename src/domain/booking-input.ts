import { AIRPORT_MAX_LENGTH } from './airports.ts';
import { bookingMessages, OLDEST_AGE } from './booking.ts';
import { isIsoDate, parseItalianDate, todayInRome, type IsoDate } from './calendar.ts';
import { GROUP_SIZE } from './departures.ts';
import { destinationIdSchema } from './destination-param.ts';
import { passportMessages } from './passport.ts';
import { optionalEmail, optionalPhone, optionalText, requiredText } from './fields.ts';
import { z } from './zod.ts';

// Apart from the booking's words and sums (booking.ts): the booking page shows those as it
// draws, and loads these schemas, with zod, only when the form is first used
// (client/lib/lazy-resolver.ts).

const text = (max: number) => requiredText(max, bookingMessages.required);

/** Why a real day cannot be a birth date: not yet past, or OLDEST_AGE years ago or more. */
function birthDateProblem(day: IsoDate, today: IsoDate): string | null {
  if (day >= today) return bookingMessages.birthDateFuture;
  const oldest = `${Number(today.slice(0, 4)) - OLDEST_AGE}${today.slice(4)}`;
  return day <= oldest ? bookingMessages.birthDateTooOld : null;
}

/** Typed as GG/MM/AAAA in the form; the API also takes the ISO day the form sends on. */
export const birthDate = text(10).transform((value, context): IsoDate => {
  const iso = isIsoDate(value) ? value : parseItalianDate(value);
  // Today by the clock of whoever checks, the browser or the server: both know the date.
  const problem = iso ? birthDateProblem(iso, todayInRome(new Date())) : bookingMessages.birthDate;
  if (!problem) return iso as IsoDate;
  context.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

/**
 * The passport's expiry, GG/MM/AAAA (or ISO): asked, not required (the spec's traveller has
 * none, and a passport being renewed has none yet); when given, not already past (so never
 * before the birth date, which is).
 */
export const passportExpiry = optionalText(10).transform((value, context): IsoDate | null => {
  if (!value) return null;
  const iso = isIsoDate(value) ? value : parseItalianDate(value);
  const problem = !iso
    ? passportMessages.expiry
    : iso < todayInRome(new Date())
      ? passportMessages.expired
      : null;
  if (!problem) return iso;
  context.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

/** Written as it is in the passport: spaces dropped, capitals. */
export const passportNumber = text(20)
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, bookingMessages.passport));

export const travellerSchema = z.object({
  firstName: text(80),
  lastName: text(80),
  birthDate,
  address: text(200),
  passportNumber: text(20)
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, bookingMessages.passport)),
  passportExpiry,
  // The primary traveller's contacts; the others have none.
  email: optionalEmail(bookingMessages.email),
  phone: optionalPhone(bookingMessages.phone),
});

/**
 * A booking as the form sends it and the API checks it: the trip (and the departure when one
 * was chosen) by id, the airport, and one to ten travellers, the first with e-mail and phone.
 * Prices, seats and status are the server's.
 */
export const bookingRequestSchema = z.object({
  destinationId: destinationIdSchema,
  departureId: optionalText(120),
  // Whether the trip offers it is the server's to check (airports.ts `isOfferedAirport`).
  airport: optionalText(AIRPORT_MAX_LENGTH),
  travellers: z
    .array(travellerSchema, { error: bookingMessages.required })
    .min(1, bookingMessages.required)
    .max(GROUP_SIZE, bookingMessages.tooMany)
    .superRefine((travellers, context) => {
      const primary = travellers[0];
      if (!primary) return;
      if (!primary.email) {
        context.addIssue({ code: 'custom', path: [0, 'email'], message: bookingMessages.required });
      }
      if (!primary.phone) {
        context.addIssue({ code: 'custom', path: [0, 'phone'], message: bookingMessages.required });
      }
    }),
});

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type Traveller = z.output<typeof travellerSchema>;

/**
 * The headers of a booking: its optional Idempotency-Key, naming one attempt to book (a retry
 * with it answers the booking already made), a UUID or 16 to 64 characters that stay as they
 * are in a URL. Header names arrive lower case.
 */
export const bookingHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{16,64}$/,
      'Chiave Idempotency-Key non valida: un UUID, o da 16 a 64 lettere, cifre, «-» e «_».',
    )
    .optional(),
});

/** The `:id` of a booking in an API path: the server's random UUID. */
export const bookingIdParam = z.object({
  id: z.uuid('Codice prenotazione non valido.'),
});
