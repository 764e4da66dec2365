import { EventEmitter } from 'node:events';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { RepricedDeparture, StaffDeparture } from '#domain/backoffice.ts';
import {
  spotsOutOfRangeMessage,
  type DepartureChanges,
  type NewDeparture,
} from '#domain/backoffice-input.ts';
import { seatHoldingStatuses } from '#domain/booking-status.ts';
import { seatsShortMessage } from '#domain/booking.ts';
import { paymentPlanOf, type LifecycleSettings } from '#domain/booking-lifecycle.ts';
import { todayInRome, type IsoDate } from '#domain/calendar.ts';
import { departureId, toDeparture, type Departure } from '#domain/departures.ts';
import { formatDate, formatEuro } from '#domain/format.ts';
import { repricedPrice } from '#domain/pricing.ts';
import type { RepriceInput } from '#domain/trip-input.ts';
import { firstBookableDate, isBookable, tripEndDate } from '#domain/trip-dates.ts';
import type { Db, TravelDatesTable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { invalidFields } from '../validation.ts';
import {
  changedValues,
  departureRecord,
  departureValues,
  recordAudit,
  type StaffAct,
} from './audit.ts';
import { parseTravellers } from './travellers.ts';
import { staffPage, type StaffPageRequest } from './staff-page.ts';

/**
 * The departures (`travel_dates`) and their seats. This is the only module that writes
 * `spots_available` or `total_spots`: a booking reserves, a cancellation releases, staff set,
 * and new departures are inserted here, each inside the transaction its caller passes.
 */

type DepartureRow = Selectable<TravelDatesTable>;

/**
 * A destination's departures that can still be booked (the spec's 14-day rule), earliest
 * first. Full ones are kept: the dialog shows them as "Completo". Closed ones are not.
 */
export async function bookableDepartures(
  db: Db,
  trip: { key: string; tripDays: number },
  now: Date,
  lifecycle: LifecycleSettings,
): Promise<Departure[]> {
  const today = todayInRome(now);
  const rows = await db
    .selectFrom('travel_dates')
    .select([
      'id',
      'start_date',
      'price',
      'spots_available',
      'total_spots',
      'coordinator1',
      'coordinator2',
    ])
    .where('destination_id', '=', trip.key)
    .where('start_date', '>=', firstBookableDate(today))
    .where('closed', '=', false)
    .orderBy('start_date')
    .execute();
  return rows.map((row) =>
    toDeparture(row, trip.tripDays, paymentPlanOf(row.start_date, now, lifecycle)),
  );
}

/**
 * What the listing says of each trip's departures a visitor can book (the domain's
 * `canBeBooked`, asked of the database): how many, the lowest price per person
 * (`lowestBookablePrice`), and the seats of the next one. One query, a row per trip that has
 * any, so each visitor's page reads twenty rows rather than every departure of the year.
 */
export function openDeparturesByDestination(db: Db, today: IsoDate) {
  const open = db
    .selectFrom('travel_dates')
    .where('start_date', '>=', firstBookableDate(today))
    .where('closed', '=', false)
    .where('spots_available', '>', 0)
    .groupBy('destination_id')
    .select((eb) => [
      'destination_id',
      eb.fn.countAll<number>().as('departures'),
      eb.fn.min('price').as('lowest_price'),
      eb.fn.min('start_date').as('next_start_date'),
    ]);
  // A trip leaves at most once a day (a departure's id is the trip and the day).
  return db
    .selectFrom(open.as('open'))
    .innerJoin('travel_dates as next', (join) =>
      join
        .onRef('next.destination_id', '=', 'open.destination_id')
        .onRef('next.start_date', '=', 'open.next_start_date'),
    )
    .select([
      'open.destination_id',
      'open.departures',
      'open.lowest_price',
      'next.spots_available',
      'next.total_spots',
    ])
    .execute();
}

/** A departure's id, date and price as they read now (no lock), or null when there is none. */
export async function facts(db: Db, departureId: string) {
  const departure = await db
    .selectFrom('travel_dates')
    .select(['id', 'start_date', 'price'])
    .where('id', '=', departureId)
    .executeTakeFirst();
  return departure ?? null;
}

/**
 * Takes `seats` of a departure of the destination with one conditional update, so simultaneous
 * bookings can never take more seats than are left. Answers the departure's day and price.
 */
export async function reserve(
  trx: Db,
  request: { departureId: string; tripKey: string; seats: number },
  now: Date,
  today: IsoDate,
) {
  const departure = await trx
    .selectFrom('travel_dates')
    .select(['id', 'destination_id', 'start_date', 'price', 'closed'])
    .where('id', '=', request.departureId)
    .executeTakeFirst();
  if (
    !departure ||
    departure.destination_id !== request.tripKey ||
    departure.closed ||
    !isBookable(departure.start_date, today)
  ) {
    throw invalidFields({ departureId: 'Partenza non valida o non più prenotabile.' });
  }
  const reserved = await trx
    .updateTable('travel_dates')
    .set((eb) => ({
      spots_available: eb('spots_available', '-', request.seats),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', departure.id)
    .where('spots_available', '>=', request.seats)
    .where('closed', '=', false)
    .executeTakeFirst();
  if (reserved.numUpdatedRows === 0n) {
    const left = await trx
      .selectFrom('travel_dates')
      .select(['spots_available', 'closed'])
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow();
    // Closed by staff in the meantime: for the visitor it is as full as a sold-out one.
    throw new HttpError(409, 'conflict', seatsShortMessage(left.closed ? 0 : left.spots_available));
  }
  seatWrites += 1;
  return departure;
}

const returned = new EventEmitter();

/**
 * Counts this process's writes of seats: a reader that keeps seats for a moment (the listing's,
 * catalogue/availability.ts) reads them again after any of them.
 */
let seatWrites = 0;
export const seatWritesSoFar = () => seatWrites;

/**
 * Calls `listener` each time seats return to a departure, so the waitlist's job runs at once
 * rather than at the next minute. The returning transaction may not have ended yet: the
 * scheduler lets it settle, and the departure stays marked until a pass claims it anyway.
 */
export function onSeatsReturned(listener: () => void): () => void {
  returned.on('seats', listener);
  return () => returned.off('seats', listener);
}

/**
 * Takes a departure's mark that seats returned (`release` sets it), for the waitlist's offers:
 * a conditional update, so with several processes only one takes it. False when another did.
 */
export async function claimReturnedSeats(trx: Db, departureId: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('travel_dates')
    .set({ seats_returned_at: null })
    .where('id', '=', departureId)
    .where('seats_returned_at', 'is not', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Gives seats back to a departure, never beyond the seats it has, and marks it for the
 * waitlist (`seats_returned_at`) in the same update: a cancellation, an expired hold.
 */
export async function release(trx: Db, departureId: string, seats: number, now: Date) {
  await trx
    .updateTable('travel_dates')
    .set((eb) => ({
      spots_available: eb
        .case()
        .when(eb('spots_available', '+', seats), '>', eb.ref('total_spots'))
        .then(eb.ref('total_spots'))
        .else(eb('spots_available', '+', seats))
        .end(),
      updated_at: now.toISOString(),
      seats_returned_at: now.toISOString(),
    }))
    .where('id', '=', departureId)
    .execute();
  seatWrites += 1;
  returned.emit('seats');
}

/** Seats held by the bookings of each departure that are not cancelled. */
async function bookedSeats(db: Db, departureIds: string[]): Promise<Map<string, number>> {
  const booked = new Map<string, number>();
  if (departureIds.length === 0) return booked;
  const rows = await db
    .selectFrom('travel_bookings')
    .select(['travel_date_id', 'travelers'])
    .where('travel_date_id', 'in', departureIds)
    .where('status', 'in', seatHoldingStatuses)
    .execute();
  for (const row of rows) {
    const seats = parseTravellers(row.travelers).length;
    booked.set(row.travel_date_id!, (booked.get(row.travel_date_id!) ?? 0) + seats);
  }
  return booked;
}

/** What the staff read of a departure's trip: its address, title and length. */
type TripNames = { slug: string; title: string; trip_days: number };

/** The trips of these departures, by the key the departures keep. */
async function tripsOf(db: Db, rows: DepartureRow[]): Promise<Map<string, TripNames>> {
  const keys = [...new Set(rows.map((row) => row.destination_id))];
  if (keys.length === 0) return new Map();
  const trips = await db
    .selectFrom('trips')
    .select(['id', 'slug', 'title', 'trip_days'])
    .where('id', 'in', keys)
    .execute();
  return new Map(trips.map((trip) => [trip.id, trip]));
}

/** The table keeps the trip's key; the staff see its address, title and length. */
function toStaffDeparture(row: DepartureRow, trip: TripNames, booked: number): StaffDeparture {
  return {
    id: row.id,
    destinationId: trip.slug,
    destinationTitle: trip.title,
    startDate: row.start_date,
    endDate: tripEndDate(row.start_date, trip.trip_days),
    price: row.price,
    spotsAvailable: row.spots_available,
    totalSpots: row.total_spots,
    coordinators: [row.coordinator1, row.coordinator2],
    closed: row.closed,
    booked,
    minGroup: row.min_group,
    confirmed: row.confirmed_at ? { at: row.confirmed_at, by: row.confirmed_by ?? '' } : null,
    cancelled: row.cancelled_at
      ? { at: row.cancelled_at, by: row.cancelled_by ?? '', reason: row.cancellation_note ?? '' }
      : null,
  };
}

/** A departure as the staff read it, by its id; 404 when there is none. */
export async function staffDepartureById(db: Db, id: string): Promise<StaffDeparture> {
  const row = await db
    .selectFrom('travel_dates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Partenza non trovata');
  return staffDeparture(db, row);
}

async function staffDeparture(db: Db, row: DepartureRow): Promise<StaffDeparture> {
  const trips = await tripsOf(db, [row]);
  const booked = await bookedSeats(db, [row.id]);
  return toStaffDeparture(row, trips.get(row.destination_id)!, booked.get(row.id) ?? 0);
}

/** The staff's calendar from today on: departures already gone are read through their bookings. */
export function upcomingDepartures(
  db: Db,
  request: StaffPageRequest & { tripKey?: string; today: IsoDate },
) {
  const upcoming = db
    .selectFrom('travel_dates')
    .where('start_date', '>=', request.today)
    .$if(request.tripKey !== undefined, (query) =>
      query.where('destination_id', '=', request.tripKey!),
    );
  return staffPage(
    request.page,
    upcoming,
    (query) => query.selectAll().orderBy('start_date').orderBy('id'),
    async (rows) => {
      const booked = await bookedSeats(
        db,
        rows.map((row) => row.id),
      );
      const trips = await tripsOf(db, rows);
      return rows.map((row) =>
        toStaffDeparture(row, trips.get(row.destination_id)!, booked.get(row.id) ?? 0),
      );
    },
  );
}

/** A new departure of the trip, every seat free; null when the trip already leaves that day. */
export async function insertDeparture(
  db: Db,
  tripKey: string,
  departure: NewDeparture,
  act: StaffAct,
): Promise<StaffDeparture | null> {
  const { now } = act;
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('travel_dates')
      .values({
        id: departureId(tripKey, departure.startDate),
        destination_id: tripKey,
        start_date: departure.startDate,
        price: departure.price,
        spots_available: departure.totalSpots,
        total_spots: departure.totalSpots,
        coordinator1: departure.coordinators[0],
        coordinator2: departure.coordinators[1],
        closed: false,
        min_group: (eb) => eb.selectFrom('agency_settings').select('min_group').where('id', '=', 1),
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted)
      await recordAudit(trx, act, 'departure_added', await departureRecord(trx, inserted.id), {
        after: departureValues(inserted),
      });
    return inserted;
  });
  seatWrites += 1;
  return row ? staffDeparture(db, row) : null;
}

/** The seed's departures, in batches SQLite's parameter limit allows. */
export async function insertDepartures(trx: Db, departures: Insertable<TravelDatesTable>[]) {
  for (let i = 0; i < departures.length; i += 100) {
    await trx
      .insertInto('travel_dates')
      .values(departures.slice(i, i + 100))
      .execute();
  }
  seatWrites += 1;
}

/** The destinations (database ids) that already have a calendar. */
export async function destinationsWithDepartures(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('travel_dates').select('destination_id').distinct().execute();
  return new Set(rows.map((row) => row.destination_id));
}

/**
 * Staff change a departure: only what changes is written, so a field left alone keeps whatever
 * happened to it meanwhile. Seats are set from what the staff saw: if a booking took or gave
 * seats meanwhile, the change is refused rather than undo it.
 */
export async function set(
  db: Db,
  id: string,
  changes: DepartureChanges,
  act: StaffAct,
): Promise<StaffDeparture> {
  const { now } = act;
  const current = await db
    .selectFrom('travel_dates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw new HttpError(404, 'not_found', 'Partenza non trovata');
  const totalSpots = changes.totalSpots ?? current.total_spots;
  const spotsAvailable = changes.spotsAvailable ?? current.spots_available;
  if (spotsAvailable > totalSpots) {
    const field = changes.spotsAvailable === undefined ? 'totalSpots' : 'spotsAvailable';
    throw invalidFields({ [field]: spotsOutOfRangeMessage(totalSpots) });
  }
  const values: Updateable<TravelDatesTable> = { updated_at: now.toISOString() };
  if (changes.price !== undefined) values.price = changes.price;
  if (changes.coordinators) [values.coordinator1, values.coordinator2] = changes.coordinators;
  if (changes.closed !== undefined) values.closed = changes.closed;
  if (changes.minGroup !== undefined) values.min_group = changes.minGroup;
  if (current.cancelled_at && changes.closed === false)
    throw new HttpError(409, 'conflict', 'Una partenza annullata non si può riaprire.');
  const seatsChange = changes.totalSpots !== undefined || changes.spotsAvailable !== undefined;
  if (seatsChange)
    Object.assign(values, { total_spots: totalSpots, spots_available: spotsAvailable });
  // More free seats, or free seats bookable again: the waitlist hears of them.
  const reopened = current.closed && changes.closed === false;
  const seatsReturned =
    spotsAvailable > 0 && (spotsAvailable > current.spots_available || reopened);
  if (seatsReturned) values.seats_returned_at = now.toISOString();
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('travel_dates')
      .set(values)
      .where('id', '=', current.id)
      .$if(seatsChange, (query) =>
        query
          .where('spots_available', '=', current.spots_available)
          .where('total_spots', '=', current.total_spots),
      )
      .returningAll()
      .executeTakeFirst();
    if (row)
      await recordAudit(
        trx,
        act,
        'departure_changed',
        await departureRecord(trx, row.id),
        changedValues(departureValues(current), departureValues(row)),
      );
    return row;
  });
  if (!updated) {
    throw new HttpError(
      409,
      'conflict',
      'I posti di questa partenza sono cambiati nel frattempo: ricarica e riprova.',
    );
  }
  seatWrites += 1;
  if (seatsReturned) returned.emit('seats');
  return staffDeparture(db, updated);
}

/**
 * "Cambia i prezzi": a trip's future departures (or those with no seat sold yet) repriced at
 * once, in one transaction; bookings keep the price they were sold at. With `apply` false only
 * answers which departures would change and how, writing nothing.
 */
export async function reprice(
  db: Db,
  tripKey: string,
  { scope, change, amount, apply }: RepriceInput,
  act: StaffAct,
): Promise<RepricedDeparture[]> {
  const { now } = act;
  return db.transaction().execute(async (trx) => {
    const trip = await trx
      .selectFrom('trips')
      .select('id')
      .where('id', '=', tripKey)
      .executeTakeFirst();
    if (!trip) throw new HttpError(404, 'not_found', 'Viaggio non trovato.');
    const rows = await trx
      .selectFrom('travel_dates')
      .select(['id', 'start_date', 'price', 'spots_available', 'total_spots'])
      .where('destination_id', '=', tripKey)
      .where('start_date', '>=', todayInRome(now))
      .$if(scope === 'unsold', (query) => query.whereRef('spots_available', '=', 'total_spots'))
      .orderBy('start_date')
      .execute();
    if (rows.length === 0) {
      throw invalidFields({
        scope:
          scope === 'unsold'
            ? 'Nessuna partenza futura senza posti venduti: non c’è un prezzo da cambiare.'
            : 'Il viaggio non ha partenze future: non c’è un prezzo da cambiare.',
      });
    }
    const repriced = rows.map((row) => ({
      id: row.id,
      startDate: row.start_date,
      seatsSold: row.total_spots - row.spots_available,
      price: row.price,
      newPrice: repricedPrice(row.price, change, amount),
    }));
    const tooLow = repriced.find((departure) => departure.newPrice < 1);
    if (tooLow) {
      throw invalidFields({
        amount: `Così la partenza del ${formatDate(tooLow.startDate)} costerebbe ${tooLow.newPrice} €: ogni partenza deve costare almeno 1 €.`,
      });
    }
    const tooHigh = repriced.find((departure) => departure.newPrice > 50_000);
    if (tooHigh) {
      throw invalidFields({
        amount: `Così la partenza del ${formatDate(tooHigh.startDate)} costerebbe più di 50.000 €.`,
      });
    }
    if (apply) {
      for (const departure of repriced.filter((d) => d.newPrice !== d.price)) {
        await trx
          .updateTable('travel_dates')
          .set({ price: departure.newPrice, updated_at: now.toISOString() })
          .where('id', '=', departure.id)
          .execute();
        await recordAudit(trx, act, 'departure_changed', await departureRecord(trx, departure.id), {
          before: { Prezzo: formatEuro(departure.price) },
          after: { Prezzo: formatEuro(departure.newPrice) },
        });
      }
      seatWrites += 1;
    }
    return repriced;
  });
}
