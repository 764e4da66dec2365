import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { findDestination } from '#content/catalogue.ts';
import { waitlistOffers } from '#domain/booking-lifecycle.ts';
import { contactEmailKey } from '#domain/booking.ts';
import { todayInRome, type IsoDate } from '#domain/calendar.ts';
import { fromDatabaseId } from '#domain/destination-ids.ts';
import { DEFAULT_TRIP_DAYS, isBookable, tripEndDate } from '#domain/trip-dates.ts';
import {
  waitlistRefusals,
  type StaffWaitlistEntry,
  type WaitlistPlace,
  type WaitlistSignUp,
} from '#domain/waitlist.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { MailSettings } from '../mail/messages.tsx';
import {
  waitlistJoinedMessage,
  waitlistSeatsFreeMessage,
  type MailWaitlistEntry,
} from '../mail/waitlist-messages.tsx';
import { claimReturnedSeats } from './departures.ts';
import { enqueue, type OutboxMessage } from './outbox.ts';
import { staffPage, type StaffPageRequest } from './staff-page.ts';

/**
 * "Avvisami se si libera un posto" (`waitlist_entries`): the sign-up on a full departure, the
 * offers when its seats return, and the staff's list. Seats are only ever changed by
 * departures.ts, which marks a departure (`seats_returned_at`) when they return.
 */

type DepartureFacts = {
  id: string;
  destination_id: string;
  start_date: IsoDate;
  price: number;
  spots_available: number;
  closed: boolean;
};

const facts = ['id', 'destination_id', 'start_date', 'price', 'spots_available', 'closed'] as const;

function readDeparture(db: Db, id: string): Promise<DepartureFacts | undefined> {
  return db.selectFrom('travel_dates').select(facts).where('id', '=', id).executeTakeFirst();
}

/** The trip of a departure as the site names it: its id, title and length. */
function tripOf(departure: Pick<DepartureFacts, 'destination_id' | 'start_date'>) {
  const destinationId = fromDatabaseId(departure.destination_id);
  const destination = findDestination(destinationId);
  const tripDays = destination?.tripDays ?? DEFAULT_TRIP_DAYS;
  return {
    destinationId,
    destinationTitle: destination?.title ?? destinationId,
    tripDays,
    endDate: tripEndDate(departure.start_date, tripDays),
  };
}

/** Open to the queue's offers: neither closed nor too close to leave. */
const bookable = (departure: DepartureFacts, today: IsoDate) =>
  !departure.closed && isBookable(departure.start_date, today);

/** Why a departure takes no sign-up, or null when it is full and still bookable. */
function refusal(departure: DepartureFacts | undefined, today: IsoDate): HttpError | null {
  if (!departure) return new HttpError(404, 'not_found', waitlistRefusals.unknown);
  if (departure.closed) return new HttpError(409, 'conflict', waitlistRefusals.closed);
  if (!isBookable(departure.start_date, today)) {
    return new HttpError(409, 'conflict', waitlistRefusals.departed);
  }
  if (departure.spots_available > 0) {
    return new HttpError(409, 'conflict', waitlistRefusals.seatsFree);
  }
  return null;
}

function mailEntry(
  departure: DepartureFacts,
  person: { name: string; seats: number },
): MailWaitlistEntry {
  const { destinationTitle, tripDays, endDate } = tripOf(departure);
  return {
    name: person.name,
    seats: person.seats,
    destinationTitle,
    startDate: departure.start_date,
    endDate,
    tripDays,
    price: departure.price,
  };
}

/**
 * A place in a full departure's queue, and its 'waitlist_joined' e-mail, in one transaction.
 * One place per e-mail and departure: signing up again while waiting keeps the place and takes
 * the name and seats given now (no second e-mail); after having been told, it queues again at
 * the end. The departure is checked again inside, so seats freed meanwhile are booked instead.
 */
export async function joinWaitlist(
  db: Db,
  departureId: string,
  signUp: WaitlistSignUp,
  now: Date,
  settings: MailSettings,
): Promise<WaitlistPlace> {
  const today = todayInRome(now);
  const departure = await readDeparture(db, departureId);
  const refused = refusal(departure, today);
  if (refused) throw refused;
  // Rendered before the transaction, which then holds nothing while it runs.
  const joined = await waitlistJoinedMessage(
    { ...mailEntry(departure!, signUp), email: signUp.email },
    settings,
  );
  const at = now.toISOString();
  const emailKey = contactEmailKey(signUp.email);
  return db.transaction().execute(async (trx) => {
    const again = refusal(await readDeparture(trx, departureId), today);
    if (again) throw again;
    const existing = await trx
      .selectFrom('waitlist_entries')
      .select('notified_at')
      .where('travel_date_id', '=', departureId)
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
    const alreadyListed = existing !== undefined && existing.notified_at === null;
    const entry = await trx
      .insertInto('waitlist_entries')
      .values({
        id: randomUUID(),
        travel_date_id: departureId,
        name: signUp.name,
        email: signUp.email,
        email_key: emailKey,
        seats: signUp.seats,
        created_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['travel_date_id', 'email_key']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          email: eb.ref('excluded.email'),
          seats: eb.ref('excluded.seats'),
          // Still waiting: the place is kept. Told already: back in the queue, at the end.
          created_at: sql<string>`case when waitlist_entries.notified_at is null then waitlist_entries.created_at else excluded.created_at end`,
          notified_at: null,
        })),
      )
      .returning(['id', 'created_at', 'seats'])
      .executeTakeFirstOrThrow();
    if (!alreadyListed) await enqueue(trx, joined, now);
    const ahead = await trx
      .selectFrom('waitlist_entries')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('travel_date_id', '=', departureId)
      .where('notified_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('created_at', '<', entry.created_at),
          eb.and([eb('created_at', '=', entry.created_at), eb('id', '<', entry.id)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return {
      id: entry.id,
      departureId,
      place: Number(ahead.count) + 1,
      seats: entry.seats,
      alreadyListed,
    };
  });
}

type WaitingEntry = { id: string; name: string; email: string; seats: number };

/** Who waits on a departure and has not been told yet, first come first. */
function queue(db: Db, departureId: string): Promise<WaitingEntry[]> {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'name', 'email', 'seats'])
    .where('travel_date_id', '=', departureId)
    .where('notified_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

function seatsFreeMessage(entry: WaitingEntry, departure: DepartureFacts, settings: MailSettings) {
  return waitlistSeatsFreeMessage(
    {
      ...mailEntry(departure, entry),
      email: entry.email,
      destinationId: tripOf(departure).destinationId,
      departureId: departure.id,
    },
    settings,
  );
}

/** What a rendered offer shows: a change of any of these meanwhile means rendering it again. */
const offerKey = (entry: WaitingEntry, departure: DepartureFacts) =>
  JSON.stringify([entry.id, entry.name, entry.email, entry.seats, departure.price]);

/**
 * One departure whose seats returned: claims its mark with a conditional update, then offers its
 * free seats to the queue (waitlistOffers: in order, each request that fits; one too large keeps
 * its place), marks each person told and writes their e-mails, all in that transaction. With
 * several processes only one claims the mark; a crash leaves it for the next pass. The e-mails
 * are rendered first for the queue as it reads before; inside, only a change meanwhile renders.
 */
async function offerSeats(
  db: Db,
  departureId: string,
  now: Date,
  settings: MailSettings,
): Promise<number> {
  const today = todayInRome(now);
  const rendered = new Map<string, OutboxMessage>();
  const before = await readDeparture(db, departureId);
  if (before && bookable(before, today)) {
    for (const entry of waitlistOffers(await queue(db, departureId), before.spots_available)) {
      rendered.set(offerKey(entry, before), await seatsFreeMessage(entry, before, settings));
    }
  }
  return db.transaction().execute(async (trx) => {
    // Claimed by another process, or closed or leaving too soon: nothing to offer.
    if (!(await claimReturnedSeats(trx, departureId))) return 0;
    const claimed = await readDeparture(trx, departureId);
    if (!claimed || !bookable(claimed, today)) return 0;
    const messages: OutboxMessage[] = [];
    for (const entry of waitlistOffers(await queue(trx, departureId), claimed.spots_available)) {
      const told = await trx
        .updateTable('waitlist_entries')
        .set({ notified_at: now.toISOString() })
        .where('id', '=', entry.id)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      if (Number(told.numUpdatedRows) === 0) continue;
      messages.push(
        rendered.get(offerKey(entry, claimed)) ??
          (await seatsFreeMessage(entry, claimed, settings)),
      );
    }
    await enqueue(trx, messages, now);
    return messages.length;
  });
}

/** The waitlist's job: every departure whose seats returned. Answers how many were told. */
export async function offerReturnedSeats(
  db: Db,
  now: Date,
  settings: MailSettings,
): Promise<number> {
  const marked = await db
    .selectFrom('travel_dates')
    .select('id')
    .where('seats_returned_at', 'is not', null)
    .orderBy('id')
    .execute();
  let told = 0;
  for (const { id } of marked) told += await offerSeats(db, id, now, settings);
  return told;
}

/** The staff's list: departures from today on, each queue in order, narrowed to one departure. */
export function staffWaitlist(
  db: Db,
  request: StaffPageRequest & { departureId?: string | undefined; today: IsoDate },
) {
  let filtered = db
    .selectFrom('waitlist_entries')
    .innerJoin('travel_dates', 'travel_dates.id', 'waitlist_entries.travel_date_id')
    .where('travel_dates.start_date', '>=', request.today);
  if (request.departureId) {
    filtered = filtered.where('waitlist_entries.travel_date_id', '=', request.departureId);
  }
  return staffPage(
    request.page,
    filtered,
    (query) =>
      query
        .select([
          'waitlist_entries.id',
          'waitlist_entries.travel_date_id',
          'waitlist_entries.name',
          'waitlist_entries.email',
          'waitlist_entries.seats',
          'waitlist_entries.created_at',
          'waitlist_entries.notified_at',
          'travel_dates.destination_id',
          'travel_dates.start_date',
        ])
        .orderBy('travel_dates.start_date')
        .orderBy('waitlist_entries.travel_date_id')
        .orderBy('waitlist_entries.created_at')
        .orderBy('waitlist_entries.id'),
    (rows) =>
      rows.map((row): StaffWaitlistEntry => ({
        id: row.id,
        departureId: row.travel_date_id,
        destinationTitle: tripOf(row).destinationTitle,
        startDate: row.start_date,
        name: row.name,
        email: row.email,
        seats: row.seats,
        createdAt: row.created_at,
        notifiedAt: row.notified_at,
      })),
  );
}

/** Staff remove a place from a queue. */
export async function removeWaitlistEntry(db: Db, id: string): Promise<void> {
  const removed = await db.deleteFrom('waitlist_entries').where('id', '=', id).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) {
    throw new HttpError(404, 'not_found', 'Iscrizione non trovata: forse è già stata rimossa.');
  }
}
