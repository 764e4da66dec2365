import { createHash } from 'node:crypto';
import { destinations } from '#content/catalogue.ts';
import { coordinatorPairs } from '#content/team.ts';
import { addDays, todayInRome, type IsoDate } from '#domain/calendar.ts';
import { departureId, GROUP_SIZE } from '#domain/departures.ts';
import { toDatabaseId } from '#domain/destination-ids.ts';
import { departurePrice } from '#domain/pricing.ts';
import { firstBookableDate } from '#domain/trip-dates.ts';
import type { Insertable } from 'kysely';
import { destinationsWithDepartures, insertDepartures } from '../repositories/departures.ts';
import type { Db, TravelDatesTable } from './database.ts';

const MONTHS_AHEAD = 12;

/** A stable number per departure, so a re-seed on another machine gives the same calendar. */
function stableNumber(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0);
}

/**
 * Two departures a month for the next twelve months: one early, one in the second half,
 * on days that differ from trip to trip. Every seat is free: a seat shown as taken is one a
 * booking took (decisions.md), never one the seed made up.
 */
export function plannedDepartures(today: IsoDate, now: string): Insertable<TravelDatesTable>[] {
  const firstDay = firstBookableDate(today);
  const departures: Insertable<TravelDatesTable>[] = [];
  for (const destination of destinations) {
    const databaseId = toDatabaseId(destination.id);
    const offset = stableNumber(databaseId) % 8;
    for (let month = 0; month <= MONTHS_AHEAD; month += 1) {
      const monthStart = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      monthStart.setUTCMonth(monthStart.getUTCMonth() + month);
      const first = monthStart.toISOString().slice(0, 10);
      for (const day of [3 + offset, 17 + offset]) {
        const startDate = addDays(first, day - 1);
        if (startDate < firstDay || startDate > addDays(today, 366)) continue;
        const id = departureId(databaseId, startDate);
        const seed = stableNumber(id);
        const [coordinator1, coordinator2] = coordinatorPairs[seed % coordinatorPairs.length]!;
        departures.push({
          id,
          destination_id: databaseId,
          start_date: startDate,
          price: departurePrice(destination.price, startDate),
          spots_available: GROUP_SIZE,
          total_spots: GROUP_SIZE,
          coordinator1,
          coordinator2,
          closed: false,
          created_at: now,
          updated_at: null,
        });
      }
    }
  }
  return departures;
}

/**
 * Seeds the departures of every shipped trip that has none yet. Running it again changes
 * nothing, and it never touches a trip whose calendar staff already manage, nor a trip staff
 * created (they plan its departures) or deleted.
 */
export async function seedDepartures(db: Db, now: Date): Promise<number> {
  const known = await destinationsWithDepartures(db);
  const trips = new Set((await db.selectFrom('trips').select('id').execute()).map((t) => t.id));
  const missing = plannedDepartures(todayInRome(now), now.toISOString()).filter(
    (departure) => trips.has(departure.destination_id) && !known.has(departure.destination_id),
  );
  if (missing.length === 0) return 0;
  await db.transaction().execute((trx) => insertDepartures(trx, missing));
  return missing.length;
}
