import { sql } from 'kysely';
import { unpaidOpenStatuses } from '#domain/booking-status.ts';
import { unpaidCapMessage, type UnpaidCapRefusal } from '#domain/booking.ts';
import { isPostgres } from '../db/connect.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { parseTravellers } from './travellers.ts';

/**
 * Open unpaid bookings by contact e-mail and client address: the caps on the seats they hold
 * (docs/decisions/019) and what the staff see of them.
 */

/** The settings the caps are judged with, and who the refused visitor writes to. */
export type UnpaidCaps = {
  seatsPerContact: number;
  seatsPerAddress: number;
  agency: { contactEmail: string; contactPhone: string };
};

/** A booking for a departure about to be stored, as the caps see it. */
type NewBooking = {
  contactEmailKey: string;
  clientAddressHash: string;
  departureId: string;
  seats: number;
};

/** How long the seats booked from one address count against it. */
const ADDRESS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Advisory lock namespaces, so a contact and an address never share a lock by accident. */
const CONTACT_LOCK = 1401;
const ADDRESS_LOCK = 1402;

/**
 * On PostgreSQL, makes the transaction wait for any other one judging the same contact or
 * address, so twenty parallel bookings are judged one after the other. SQLite needs nothing:
 * Kysely runs one transaction at a time on its one connection, and a write from another
 * process makes this transaction fail rather than interleave.
 */
async function serialize(trx: Db, booking: NewBooking) {
  if (!isPostgres(trx)) return;
  // Always the contact first, then the address: two transactions never wait for each other.
  for (const [space, key] of [
    [CONTACT_LOCK, booking.contactEmailKey],
    [ADDRESS_LOCK, booking.clientAddressHash],
  ] as const) {
    await sql`select pg_advisory_xact_lock(${sql.lit(space)}, hashtext(${key}))`.execute(trx);
  }
}

/** Open unpaid bookings that hold seats of a departure (an inquiry holds none). */
const unpaidSeatHolders = (db: Db) =>
  db
    .selectFrom('travel_bookings')
    .select(['travel_date_id', 'travelers'])
    .where('status', 'in', unpaidOpenStatuses)
    .where('travel_date_id', 'is not', null);

const seatsOf = (rows: { travelers: string }[]) =>
  rows.reduce((sum, row) => sum + parseTravellers(row.travelers).length, 0);

/**
 * Refuses with 409, and the visitor's way on, a booking beyond the caps: one open unpaid
 * booking per contact and departure, `seatsPerContact` unpaid seats per contact across the
 * site, `seatsPerAddress` per client address in 24 hours. Runs inside the booking's
 * transaction, before its seats are taken.
 */
export async function checkUnpaidCaps(trx: Db, booking: NewBooking, caps: UnpaidCaps, now: Date) {
  const refuse = (refusal: UnpaidCapRefusal): never => {
    throw new HttpError(409, 'conflict', unpaidCapMessage(refusal, caps.agency));
  };
  await serialize(trx, booking);
  const ofContact = await unpaidSeatHolders(trx)
    .where('contact_email_key', '=', booking.contactEmailKey)
    .execute();
  if (ofContact.some((row) => row.travel_date_id === booking.departureId)) refuse('sameDeparture');
  if (seatsOf(ofContact) + booking.seats > caps.seatsPerContact) refuse('contactSeats');
  const ofAddress = await unpaidSeatHolders(trx)
    .where('client_address_hash', '=', booking.clientAddressHash)
    .where('created_at', '>', new Date(now.getTime() - ADDRESS_WINDOW_MS).toISOString())
    .execute();
  if (seatsOf(ofAddress) + booking.seats > caps.seatsPerAddress) refuse('addressSeats');
}

/** For each of the bookings, how many other open unpaid bookings share its e-mail or address. */
export async function othersUnpaidCounts(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('travel_bookings as booking')
    .innerJoin('travel_bookings as other', (join) =>
      join
        .onRef('other.id', '<>', 'booking.id')
        .on((eb) =>
          eb.or([
            eb('other.contact_email_key', '=', eb.ref('booking.contact_email_key')),
            eb('other.client_address_hash', '=', eb.ref('booking.client_address_hash')),
          ]),
        ),
    )
    .where('booking.id', 'in', bookingIds)
    .where('other.status', 'in', unpaidOpenStatuses)
    .select(['booking.id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('booking.id')
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** The newest `limit` other open unpaid bookings with the booking's contact e-mail or address. */
export function othersUnpaid(
  db: Db,
  booking: { id: string; contact_email_key: string; client_address_hash: string | null },
  limit: number,
) {
  return db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('status', 'in', unpaidOpenStatuses)
    .where('id', '<>', booking.id)
    .where((eb) =>
      eb.or([
        eb('contact_email_key', '=', booking.contact_email_key),
        eb('client_address_hash', '=', booking.client_address_hash),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
