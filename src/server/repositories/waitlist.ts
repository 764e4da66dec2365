import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { waitlistOffers } from '#domain/booking-lifecycle.ts';
import { contactEmailKey } from '#domain/booking.ts';
import { todayInRome, type IsoDate } from '#domain/calendar.ts';
import { PRIVATE_LINK_BYTES, privateLinkTokenSchema } from '#domain/my-booking.ts';
import { isBookable, tripEndDate } from '#domain/trip-dates.ts';
import {
  WAITLIST_CHANGE_HOURS,
  waitlistChangeMessages,
  waitlistRefusals,
  type StaffWaitlistEntry,
  type WaitlistChange,
  type WaitlistChangeConfirmed,
  type WaitlistSignUp,
  type WaitlistSignUpReceived,
} from '#domain/waitlist.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { MailSettings } from '../mail/messages.tsx';
import { keyedHash } from '../security/server-secret.ts';
import {
  waitlistChangeMessage,
  waitlistJoinedMessage,
  waitlistSeatsFreeMessage,
  type MailWaitlistEntry,
} from '../mail/waitlist-messages.tsx';
import { claimReturnedSeats } from './departures.ts';
import { departureRecord, recordAudit, type StaffAct } from './audit.ts';
import { enqueue, type OutboxMessage } from './outbox.ts';
import { staffPage, type StaffPageRequest } from './staff-page.ts';

/**
 * "Avvisami se si libera un posto" (`waitlist_entries`): the sign-up on a full departure, the
 * offers when its seats return, and the staff's list. Seats are only ever changed by
 * departures.ts, which marks a departure (`seats_returned_at`) when they return.
 */

/** A departure's trip as the site names it, read beside the departure (`tripNames`). */
type TripNames = { trip_slug: string; trip_title: string; trip_days: number };
const tripNames = [
  'trips.slug as trip_slug',
  'trips.title as trip_title',
  'trips.trip_days',
] as const;

type DepartureFacts = TripNames & {
  id: string;
  start_date: IsoDate;
  price: number;
  spots_available: number;
  closed: boolean;
};

function readDeparture(db: Db, id: string): Promise<DepartureFacts | undefined> {
  return db
    .selectFrom('travel_dates')
    .innerJoin('trips', 'trips.id', 'travel_dates.destination_id')
    .select([
      'travel_dates.id',
      'travel_dates.start_date',
      'travel_dates.price',
      'travel_dates.spots_available',
      'travel_dates.closed',
      ...tripNames,
    ])
    .where('travel_dates.id', '=', id)
    .executeTakeFirst();
}

/** The trip of a departure as the site names it: its address, title and length. */
function tripOf(departure: TripNames & { start_date: IsoDate }) {
  return {
    destinationId: departure.trip_slug,
    destinationTitle: departure.trip_title,
    tripDays: departure.trip_days,
    endDate: tripEndDate(departure.start_date, departure.trip_days),
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

/** The place of an entry in its departure's queue: those waiting before it, plus one. */
async function placeInQueue(
  db: Db,
  departureId: string,
  entry: { id: string; created_at: string },
): Promise<number> {
  const ahead = await db
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
  return Number(ahead.count) + 1;
}

/** Where a first sign-up would stand now: behind everyone waiting. */
async function nextPlace(db: Db, departureId: string): Promise<number> {
  const waiting = await db
    .selectFrom('waitlist_entries')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('travel_date_id', '=', departureId)
    .where('notified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(waiting.count) + 1;
}

/** The name already in the departure's queue for this e-mail, if any. */
function listedName(db: Db, departureId: string, emailKey: string) {
  return db
    .selectFrom('waitlist_entries')
    .select('name')
    .where('travel_date_id', '=', departureId)
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

const changeTokenHash = (db: Db, token: string) => keyedHash(db, 'waitlist-change', token);

/**
 * A confirmation link's token for the change `changeId`, made as its e-mail leaves (the outbox's
 * issuer, decision 033): 256 random bits, e-mailed, only its keyed hash kept, in place of any
 * earlier delivery's. A change already used keeps its hash; the link then says so.
 */
export async function issueWaitlistChangeLink(trx: Db, changeId: string): Promise<string> {
  const token = randomBytes(PRIVATE_LINK_BYTES).toString('base64url');
  await trx
    .updateTable('waitlist_changes')
    .set({ token_hash: await changeTokenHash(trx, token) })
    .where('id', '=', changeId)
    .where('used_at', 'is', null)
    .execute();
  return token;
}

/** The sign-up's one e-mail: the place taken, or the link that confirms a change. */
type Prepared =
  | { kind: 'joined'; place: number; message: OutboxMessage }
  | { kind: 'change'; listedAs: string; message: OutboxMessage };

/**
 * "Avvisami se si libera un posto", in one transaction with its one e-mail. A first sign-up takes
 * the last place in the queue at once and its e-mail says which. A repeat (this e-mail already in
 * the departure's queue, waiting or told) changes nothing: it keeps the name and seats it asks
 * for with the hash of a link valid WAITLIST_CHANGE_HOURS, which only the e-mail to that address
 * carries (confirmWaitlistChange applies it). Either way the answer and the work are the same: one
 * e-mail rendered and written, one row inserted, so neither tells whether the e-mail was listed.
 * The departure is checked again inside, so seats freed meanwhile are booked instead; e-mails are
 * rendered before it from what was read, and again inside only if that changed meanwhile.
 */
export async function signUpForWaitlist(
  db: Db,
  departureId: string,
  signUp: WaitlistSignUp,
  now: Date,
  settings: MailSettings,
): Promise<WaitlistSignUpReceived> {
  const today = todayInRome(now);
  const departure = await readDeparture(db, departureId);
  const refused = refusal(departure, today);
  if (refused) throw refused;
  const emailKey = contactEmailKey(signUp.email);
  const changeId = randomUUID();
  const joined = async (place: number): Promise<Prepared> => ({
    kind: 'joined',
    place,
    message: await waitlistJoinedMessage(
      { ...mailEntry(departure!, signUp), email: signUp.email },
      place,
      settings,
    ),
  });
  // Greets the name in the queue, names the seats asked now (WaitlistChangeRequested).
  const change = async (listedAs: string): Promise<Prepared> => ({
    kind: 'change',
    listedAs,
    message: await waitlistChangeMessage(
      { ...mailEntry(departure!, { name: listedAs, seats: signUp.seats }), email: signUp.email },
      changeId,
      settings,
    ),
  });
  const listed = await listedName(db, departureId, emailKey);
  const prepared = listed
    ? await change(listed.name)
    : await joined(await nextPlace(db, departureId));

  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const again = refusal(await readDeparture(trx, departureId), today);
    if (again) throw again;
    // A first sign-up inserts; one that meets a place already there (a repeat) inserts nothing.
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
      .onConflict((conflict) => conflict.columns(['travel_date_id', 'email_key']).doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst();
    if (entry) {
      const place = await placeInQueue(trx, departureId, entry);
      const ready = prepared.kind === 'joined' && prepared.place === place;
      await enqueue(trx, ready ? prepared.message : (await joined(place)).message, now);
      return;
    }
    // The place was there when the insert met it; staff may have removed it since.
    const name = (await listedName(trx, departureId, emailKey))?.name ?? signUp.name;
    await trx
      .insertInto('waitlist_changes')
      .values({
        id: changeId,
        travel_date_id: departureId,
        name: signUp.name,
        email: signUp.email,
        email_key: emailKey,
        seats: signUp.seats,
        created_at: at,
        expires_at: new Date(now.getTime() + WAITLIST_CHANGE_HOURS * 3_600_000).toISOString(),
      })
      .execute();
    const ready = prepared.kind === 'change' && prepared.listedAs === name;
    await enqueue(trx, ready ? prepared.message : (await change(name)).message, now);
  });
  return { departureId, email: signUp.email };
}

/** A confirmation link's change with its departure; undefined for a wrong or malformed link. */
async function changeOfLink(db: Db, token: string) {
  if (!privateLinkTokenSchema.safeParse(token).success) return undefined;
  return db
    .selectFrom('waitlist_changes')
    .innerJoin('travel_dates', 'travel_dates.id', 'waitlist_changes.travel_date_id')
    .innerJoin('trips', 'trips.id', 'travel_dates.destination_id')
    .select([
      'waitlist_changes.travel_date_id',
      'waitlist_changes.name',
      'waitlist_changes.email',
      'waitlist_changes.email_key',
      'waitlist_changes.seats',
      'waitlist_changes.expires_at',
      'waitlist_changes.used_at',
      'travel_dates.start_date',
      ...tripNames,
    ])
    .where('waitlist_changes.token_hash', '=', await changeTokenHash(db, token))
    .executeTakeFirst();
}

type LinkedChange = NonNullable<Awaited<ReturnType<typeof changeOfLink>>>;

/** Why a link applies nothing, or null while it can. */
function linkRefusal(change: LinkedChange | undefined, now: Date): HttpError | null {
  if (!change) return new HttpError(404, 'not_found', waitlistChangeMessages.notFound);
  if (change.used_at !== null) return new HttpError(409, 'conflict', waitlistChangeMessages.used);
  if (change.expires_at <= now.toISOString()) {
    return new HttpError(409, 'conflict', waitlistChangeMessages.expired);
  }
  return null;
}

const changeFacts = (change: LinkedChange): WaitlistChange => {
  const { destinationId, destinationTitle, endDate } = tripOf(change);
  return {
    departureId: change.travel_date_id,
    destinationId,
    destinationTitle,
    startDate: change.start_date,
    endDate,
    name: change.name,
    seats: change.seats,
    expiresAt: change.expires_at,
  };
};

/** A link's change that may still be confirmed at `now`; else the link's refusal, thrown. */
async function openChangeOfLink(db: Db, token: string, now: Date) {
  const change = await changeOfLink(db, token);
  const refused = linkRefusal(change, now);
  if (refused) throw refused;
  return change!;
}

/** What a confirmation link asks to change, before anyone confirms it. */
export async function readWaitlistChange(
  db: Db,
  token: string,
  now: Date,
): Promise<WaitlistChange> {
  return changeFacts(await openChangeOfLink(db, token, now));
}

/**
 * Applies a repeat sign-up from its link, once: the link is claimed by one conditional update, in
 * the transaction that changes the place, so two openings at once give one change and one "già
 * confermata". Still waiting: the place is kept with the name and seats asked. Told already (or
 * removed by staff meanwhile): back in the queue, at the end. A departure that takes no sign-up
 * now refuses it as the form would, and the link stays unused until it expires.
 */
export async function confirmWaitlistChange(
  db: Db,
  token: string,
  now: Date,
): Promise<WaitlistChangeConfirmed> {
  const change = await openChangeOfLink(db, token, now);
  const { travel_date_id: departureId, email_key: emailKey } = change;
  const tokenHash = await changeTokenHash(db, token);
  const today = todayInRome(now);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('waitlist_changes')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      throw new HttpError(409, 'conflict', waitlistChangeMessages.used);
    }
    const departureRefused = refusal(await readDeparture(trx, departureId), today);
    if (departureRefused) throw departureRefused;
    const entry = await trx
      .insertInto('waitlist_entries')
      .values({
        id: randomUUID(),
        travel_date_id: departureId,
        name: change.name,
        email: change.email,
        email_key: emailKey,
        seats: change.seats,
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
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { ...changeFacts(change), place: await placeInQueue(trx, departureId, entry) };
  });
}

/** Confirmation links this long past their expiry go, with the name and e-mail they held. */
export const WAITLIST_CHANGES_KEPT_DAYS = 30;

/** Deletes the changes expired WAITLIST_CHANGES_KEPT_DAYS ago; until then a link says "scaduto". */
export async function purgeWaitlistChanges(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WAITLIST_CHANGES_KEPT_DAYS * 86_400_000).toISOString();
  // Asked first: on SQLite a delete takes the write lock even when it deletes nothing.
  const due = await db
    .selectFrom('waitlist_changes')
    .select('token_hash')
    .where('expires_at', '<', cutoff)
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  const purged = await db
    .deleteFrom('waitlist_changes')
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
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
    .innerJoin('trips', 'trips.id', 'travel_dates.destination_id')
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
          'travel_dates.start_date',
          ...tripNames,
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

/** Staff remove a place from a queue; the audit trail keeps whose it was. */
export async function removeWaitlistEntry(db: Db, id: string, act: StaffAct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('waitlist_entries')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!removed) {
      throw new HttpError(404, 'not_found', 'Iscrizione non trovata: forse è già stata rimossa.');
    }
    const departure = await departureRecord(trx, removed.travel_date_id);
    await recordAudit(
      trx,
      act,
      'waitlist_removed',
      { id, label: `${removed.name} · ${departure.label}` },
      { before: { Nome: removed.name, Email: removed.email, Posti: removed.seats } },
    );
  });
}
