import { Hono } from 'hono';
import type { Selectable, Updateable } from 'kysely';
import { findDestination } from '#content/catalogue.ts';
import { STAFF_PAGE_SIZE, type Page, type StaffDeparture } from '#domain/backoffice.ts';
import {
  departureChangesSchema,
  departureIdParam,
  newDepartureSchema,
  spotsOutOfRangeMessage,
  staffDeparturesQuery,
} from '#domain/backoffice-input.ts';
import { todayInRome } from '#domain/calendar.ts';
import { fromDatabaseId, toDatabaseId } from '#domain/destination-ids.ts';
import { DEFAULT_TRIP_DAYS, tripEndDate } from '#domain/trip-dates.ts';
import type { AppEnv } from '../../context.ts';
import type { Db, TravelDatesTable } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { invalidFields, validate } from '../../validation.ts';

type DepartureRow = Selectable<TravelDatesTable>;

/** Seats held by the bookings of each departure that are not cancelled. */
async function bookedSeats(db: Db, departureIds: string[]): Promise<Map<string, number>> {
  const booked = new Map<string, number>();
  if (departureIds.length === 0) return booked;
  const rows = await db
    .selectFrom('travel_bookings')
    .select(['travel_date_id', 'travelers'])
    .where('travel_date_id', 'in', departureIds)
    .where('status', '!=', 'cancelled')
    .execute();
  for (const row of rows) {
    const seats = (JSON.parse(row.travelers) as unknown[]).length;
    booked.set(row.travel_date_id!, (booked.get(row.travel_date_id!) ?? 0) + seats);
  }
  return booked;
}

/** The table keeps the database's destination id; the staff see the site's, its title and length. */
function toStaffDeparture(row: DepartureRow, booked: number): StaffDeparture {
  const destinationId = fromDatabaseId(row.destination_id);
  const destination = findDestination(destinationId);
  return {
    id: row.id,
    destinationId,
    destinationTitle: destination?.title ?? destinationId,
    startDate: row.start_date,
    endDate: tripEndDate(row.start_date, destination?.tripDays ?? DEFAULT_TRIP_DAYS),
    price: row.price,
    spotsAvailable: row.spots_available,
    totalSpots: row.total_spots,
    coordinators: [row.coordinator1, row.coordinator2],
    closed: row.closed,
    booked,
  };
}

async function findDeparture(db: Db, id: string): Promise<DepartureRow> {
  const row = await db
    .selectFrom('travel_dates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Partenza non trovata');
  return row;
}

async function staffDeparture(db: Db, row: DepartureRow): Promise<StaffDeparture> {
  return toStaffDeparture(row, (await bookedSeats(db, [row.id])).get(row.id) ?? 0);
}

export const staffDeparturesRoutes = new Hono<AppEnv>()
  // The calendar from today on: departures already gone are read through their bookings.
  .get('/', validate('query', staffDeparturesQuery), async (c) => {
    const { destinationId, page } = c.req.valid('query');
    if (destinationId && !findDestination(destinationId)) {
      throw invalidFields({ destinationId: 'Destinazione non valida.' });
    }
    const { db, clock } = c.var.deps;
    const upcoming = db
      .selectFrom('travel_dates')
      .where('start_date', '>=', todayInRome(clock.now()))
      .$if(destinationId !== undefined, (query) =>
        query.where('destination_id', '=', toDatabaseId(destinationId!)),
      );
    const [rows, count] = await Promise.all([
      upcoming
        .selectAll()
        .orderBy('start_date')
        .orderBy('id')
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      upcoming.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const booked = await bookedSeats(
      db,
      rows.map((row) => row.id),
    );
    const answer: Page<StaffDeparture> = {
      items: rows.map((row) => toStaffDeparture(row, booked.get(row.id) ?? 0)),
      page,
      pageSize: STAFF_PAGE_SIZE,
      total: Number(count.total),
    };
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  })
  .post('/', validate('json', newDepartureSchema), async (c) => {
    const input = c.req.valid('json');
    const destination = findDestination(input.destinationId);
    if (!destination) throw invalidFields({ destinationId: 'Destinazione non valida.' });
    const { db, clock } = c.var.deps;
    const now = clock.now();
    if (input.startDate <= todayInRome(now)) {
      throw invalidFields({ startDate: 'La data di partenza deve essere nel futuro.' });
    }
    const databaseId = toDatabaseId(destination.id);
    // The seed's ids: the destination's database id and the day, "maldives-dubai-20270410".
    const id = `${databaseId}-${input.startDate.replaceAll('-', '')}`;
    const row = await db
      .insertInto('travel_dates')
      .values({
        id,
        destination_id: databaseId,
        start_date: input.startDate,
        price: input.price,
        spots_available: input.totalSpots,
        total_spots: input.totalSpots,
        coordinator1: input.coordinators[0],
        coordinator2: input.coordinators[1],
        closed: false,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      throw new HttpError(409, 'conflict', 'Questo viaggio ha già una partenza in questa data.');
    }
    return c.json(toStaffDeparture(row, 0), 201);
  })
  .patch(
    '/:id',
    validate('param', departureIdParam),
    validate('json', departureChangesSchema),
    async (c) => {
      const changes = c.req.valid('json');
      const { db, clock } = c.var.deps;
      const current = await findDeparture(db, c.req.valid('param').id);
      const totalSpots = changes.totalSpots ?? current.total_spots;
      const spotsAvailable = changes.spotsAvailable ?? current.spots_available;
      if (spotsAvailable > totalSpots) {
        const field = changes.spotsAvailable === undefined ? 'totalSpots' : 'spotsAvailable';
        throw invalidFields({ [field]: spotsOutOfRangeMessage(totalSpots) });
      }
      // Only what changes is written: a field left alone keeps whatever happened to it meanwhile.
      const values: Updateable<TravelDatesTable> = { updated_at: clock.now().toISOString() };
      if (changes.price !== undefined) values.price = changes.price;
      if (changes.coordinators) {
        [values.coordinator1, values.coordinator2] = changes.coordinators;
      }
      if (changes.closed !== undefined) values.closed = changes.closed;
      const seatsChange = changes.totalSpots !== undefined || changes.spotsAvailable !== undefined;
      if (seatsChange)
        Object.assign(values, { total_spots: totalSpots, spots_available: spotsAvailable });
      const updated = await db
        .updateTable('travel_dates')
        .set(values)
        .where('id', '=', current.id)
        // Seats are set from what the staff saw: a booking taken meanwhile must not be undone.
        .$if(seatsChange, (query) =>
          query
            .where('spots_available', '=', current.spots_available)
            .where('total_spots', '=', current.total_spots),
        )
        .returningAll()
        .executeTakeFirst();
      if (!updated) {
        throw new HttpError(
          409,
          'conflict',
          'I posti di questa partenza sono cambiati nel frattempo: ricarica e riprova.',
        );
      }
      return c.json(await staffDeparture(db, updated));
    },
  );
