import type { IsoDate } from '#domain/calendar.ts';
import type { TripAvailability } from '#domain/catalogue.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { cardLabel } from '#domain/listing.ts';
import type { Db } from '../db/database.ts';
import { openDeparturesByDestination } from '../repositories/departures.ts';
import type { TripViewers } from './viewers.ts';

/**
 * Seats, departures, lowest prices and viewers of every trip, from one query over the bookable
 * departures. `trips` are the published ones in listing order, which decides the position labels.
 */
export async function loadAvailability(
  db: Db,
  today: IsoDate,
  now: Date,
  viewers: TripViewers,
  trips: readonly { id: string; key: string }[],
): Promise<Record<string, TripAvailability>> {
  const open = new Map(
    (await openDeparturesByDestination(db, today)).map((row) => [row.destination_id, row]),
  );
  const result: Record<string, TripAvailability> = {};
  for (const [position, trip] of trips.entries()) {
    const departures = open.get(trip.key);
    const nextDepartureSeats = departures?.spots_available ?? null;
    result[trip.id] = {
      // PostgreSQL counts in bigint, which its driver hands over as a string.
      departures: Number(departures?.departures ?? 0),
      nextDepartureSeats,
      totalSpots: departures?.total_spots ?? GROUP_SIZE,
      lowestPrice: departures?.lowest_price ?? null,
      viewers: viewers.count(trip.id, now),
      label: cardLabel(position, nextDepartureSeats),
    };
  }
  return result;
}
