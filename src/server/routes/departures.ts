import { Hono } from 'hono';
import { findDestination } from '#content/catalogue.ts';
import { todayInRome, type IsoDate } from '#domain/calendar.ts';
import { toDeparture, type Departure } from '#domain/departures.ts';
import { toDatabaseId } from '#domain/destination-ids.ts';
import { destinationIdParam } from '#domain/destination-param.ts';
import { firstBookableDate } from '#domain/trip-dates.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { validate } from '../validation.ts';

/**
 * A destination's departures that can still be booked (the spec's 14-day rule), earliest
 * first. Full ones are kept: the dialog shows them as "Completo". Closed ones are not.
 */
export async function bookableDepartures(
  db: Db,
  destination: { id: string; tripDays: number },
  today: IsoDate,
): Promise<Departure[]> {
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
    .where('destination_id', '=', toDatabaseId(destination.id))
    .where('start_date', '>=', firstBookableDate(today))
    .where('closed', '=', false)
    .orderBy('start_date')
    .execute();
  return rows.map((row) => toDeparture(row, destination.tripDays));
}

export const departureRoutes = new Hono<AppEnv>().get(
  '/destinations/:id/departures',
  validate('param', destinationIdParam),
  async (c) => {
    const destination = findDestination(c.req.valid('param').id);
    if (!destination) throw new HttpError(404, 'not_found', 'Destinazione non trovata');
    const { db, clock } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    return c.json({
      destinationId: destination.id,
      departures: await bookableDepartures(db, destination, todayInRome(clock.now())),
    });
  },
);
