import { randomUUID } from 'node:crypto';
import { bookingSearchText } from '#domain/booking-search.ts';
import type { Hono } from 'hono';
import type { Insertable } from 'kysely';
import { balanceDueDate, defaultLifecycle, holdEnd } from '#domain/booking-lifecycle.ts';
import { holdsOnClock, newBookingState, transferDeclared } from '#domain/booking-status.ts';
import { contactEmailKey } from '#domain/booking.ts';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { StaffRole } from '#domain/staff-team.ts';
import { editorValues, type TripInputValues } from '#domain/trip-input.ts';
import type { AppEnv, Clock } from '../../context.ts';
import type {
  Db,
  DocumentUploadsTable,
  TravelBookingsTable,
  TravelDatesTable,
} from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { createMailSender, type MailSender } from '../../mail/sender.ts';
import { createMailTransport } from '../../mail/transport.ts';
import { createStaffUser } from '../../security/staff-auth.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';

/** Test helpers of the staff API's tests (not a test file itself). */

export const STAFF_PASSWORD = 'una-password-lunga';

/** What the editor sends for a trip as it reads it, with `changes`. */
export const editedTrip = (trip: StaffTrip['trip'], changes: Partial<TripInputValues> = {}) => ({
  ...editorValues(trip),
  ...changes,
});

/** A staff account (Giulia) with the tests' password. */
export function addStaff(db: Db, email: string, createdAt = new Date()) {
  return createStaffUser(db, { email, name: 'Giulia', password: STAFF_PASSWORD }, createdAt);
}

/** Creates an account and signs it in through the API; answers the session cookie. */
export async function signInStaff(app: Hono<AppEnv>, db: Db): Promise<string> {
  const email = `staff-${randomUUID()}@maestrale.example`;
  await addStaff(db, email);
  const res = await app.request('/api/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Signs in a staff member of this name (an owner unless told); answers the requests made as them. */
export async function signInAs(app: Hono<AppEnv>, db: Db, name: string, role?: StaffRole) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID()}@maestrale.example`;
  await createStaffUser(db, { email, name, password: STAFF_PASSWORD, role }, new Date());
  const res = await app.request('/api/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return staffRequest(app, res.headers.get('set-cookie')!.split(';')[0]!);
}

/** A request with the staff cookie (when given) and a JSON or form body (when given). */
export function staffRequest(app: Hono<AppEnv>, cookie: string | null) {
  return (method: string, path: string, body?: unknown) => {
    const json = body !== undefined && !(body instanceof FormData);
    return app.request(`/api/staff${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
    });
  };
}

/** A departure of Maldive & Dubai (10 days) on 10 April 2027, 10 seats, 2500 € each. */
export function departureRow(
  overrides: Partial<Insertable<TravelDatesTable>> = {},
): Insertable<TravelDatesTable> {
  return {
    id: 'maldives-dubai-20270410',
    destination_id: 'maldives-dubai',
    start_date: '2027-04-10',
    price: 2500,
    spots_available: 10,
    total_spots: 10,
    coordinator1: 'Giulia',
    coordinator2: 'Marco',
    closed: false,
    created_at: '2027-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A stored booking as the bookings API writes it: the primary traveller and companions; a hold
 * of HOLD_HOURS from its creation while it waits for the transfer, the day its transfer was
 * declared once it is, and its balance's due date when it has a departure.
 */
export function bookingRow(
  overrides: Partial<Insertable<TravelBookingsTable>> & {
    primary?: { firstName: string; lastName: string };
    travellers?: number;
  } = {},
): Insertable<TravelBookingsTable> {
  const {
    primary = { firstName: 'Chiara', lastName: 'Loiacono' },
    travellers = 1,
    ...row
  } = overrides;
  const title = row.destination_title ?? 'Maldive & Dubai';
  const email = row.contact_email ?? 'chiara.loiacono@example.it';
  const awaitingDeposit = newBookingState(true);
  const status = row.status ?? awaitingDeposit.status;
  const createdAt = row.created_at ?? '2027-02-01T09:00:00.000Z';
  const startDate = row.start_date === undefined ? '2027-04-10' : row.start_date;
  const people = Array.from({ length: travellers }, (_, i) => ({
    firstName: i === 0 ? primary.firstName : `Ospite${i}`,
    lastName: i === 0 ? primary.lastName : 'Rossi',
    birthDate: '1990-05-14T12:00:00.000Z',
    address: 'Via Roma 1, 70121 Bari',
    passportNumber: `YA123456${i}`,
    email: i === 0 ? 'chiara.loiacono@example.it' : null,
    phone: i === 0 ? '+39 333 123 4567' : null,
  }));
  return {
    id: randomUUID(),
    travelers: JSON.stringify(people),
    search_text: bookingSearchText({ travellers: people, destinationTitle: title }),
    contact_email: email,
    contact_email_key: contactEmailKey(email),
    contact_phone: '+39 333 123 4567',
    status,
    payment_status: awaitingDeposit.paymentStatus,
    destination_id: 'maldive-dubai',
    destination_title: title,
    travel_date_id: null,
    start_date: startDate,
    end_date: '2027-04-19',
    trip_days: 10,
    nights: 9,
    airport: 'Roma Fiumicino',
    price: 2500,
    total_price: 2500 * travellers,
    deposit_amount: Math.round(2500 * travellers * 0.4),
    payment_reference: `${primary.firstName} ${primary.lastName} Caparra Viaggio ${title}`,
    created_at: createdAt,
    hold_until: holdsOnClock(status)
      ? holdEnd(new Date(createdAt), defaultLifecycle.holdHours)
      : null,
    transfer_declared_at: status === transferDeclared.to.status ? createdAt : null,
    balance_due_date: startDate
      ? balanceDueDate(startDate, new Date(createdAt), defaultLifecycle.balanceDaysBefore)
      : null,
    ...row,
  };
}

/** A booking row whose travellers gave their passports' expiries (ISO days, by place). */
export function withPassportExpiries<Row extends { travelers: string }>(
  row: Row,
  expiries: string[],
): Row {
  const travellers = (JSON.parse(row.travelers) as object[]).map((traveller, index) => ({
    ...traveller,
    passportExpiry: expiries[index] ?? null,
  }));
  return { ...row, travelers: JSON.stringify(travellers) };
}

/** A passport photo (or selfie) of the booking's traveller `index`, as an upload leaves it. */
export function documentRow(
  bookingId: string | null,
  index = 0,
  overrides: Partial<Insertable<DocumentUploadsTable>> = {},
): Insertable<DocumentUploadsTable> {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    booking_id: bookingId,
    document_type: 'passport',
    traveller_index: index,
    file_path: `${id}.jpg`,
    mime_type: 'image/jpeg',
    size_bytes: 2_400_000,
    created_at: '2027-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A sender that delivers the outbox to the test's SMTP server when told (`deliverDue`). */
export function testMailSender(db: Db, config: Config, clock: Clock): MailSender {
  return createMailSender({
    db,
    transport: createMailTransport(config.mail),
    clock,
    logger: createLogger({ logLevel: 'silent' }),
  });
}

/** Delivers what is due; answers the token of the `path` link last e-mailed to `recipient`. */
export async function linkSentTo(
  mail: { mailer: MailSender; smtp: TestSmtpServer; siteUrl: string },
  recipient: string,
  path: 'invito' | 'nuova-password',
): Promise<string | undefined> {
  await mail.mailer.deliverDue();
  const message = mail.smtp.received.findLast(
    (m) => m.to && !Array.isArray(m.to) && m.to.text === recipient,
  );
  return new RegExp(`${mail.siteUrl}/admin/${path}/([A-Za-z0-9_-]{43})`).exec(
    message?.text ?? '',
  )?.[1];
}
