import { destinations } from '#content/catalogue.ts';
import type { IsoDate } from '#domain/calendar.ts';
import type { TripAvailability } from '#domain/catalogue.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { toDatabaseId } from '#domain/destination-ids.ts';
import { cardLabel } from '#domain/listing.ts';
import type { Db } from '../db/database.ts';
import { openDeparturesByDestination } from '../repositories/departures.ts';
import type { TripViewers } from './viewers.ts';

/**
 * Seats, departures, lowest prices and viewers of every trip, from one query over the bookable
 * departures. `order` is the listing order, which decides the position labels.
 */
export async function loadAvailability(
  db: Db,
  today: IsoDate,
  now: Date,
  viewers: TripViewers,
  order: readonly string[],
): Promise<Record<string, TripAvailability>> {
  const open = new Map(
    (await openDeparturesByDestination(db, today)).map((row) => [row.destination_id, row]),
  );
  const result: Record<string, TripAvailability> = {};
  for (const destination of destinations) {
    const departures = open.get(toDatabaseId(destination.id));
    const nextDepartureSeats = departures?.spots_available ?? null;
    result[destination.id] = {
      // PostgreSQL counts in bigint, which its driver hands over as a string.
      departures: Number(departures?.departures ?? 0),
      nextDepartureSeats,
      totalSpots: departures?.total_spots ?? GROUP_SIZE,
      lowestPrice: departures?.lowest_price ?? null,
      viewers: viewers.count(destination.id, now),
      label: cardLabel(order.indexOf(destination.id), nextDepartureSeats),
    };
  }
  return result;
}
