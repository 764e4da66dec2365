import type { IsoDate } from '#domain/calendar.ts';
import type { TripAvailability } from '#domain/catalogue.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { cardLabel } from '#domain/listing.ts';
import type { Db } from '../db/database.ts';
import { openDepartures } from '../repositories/departures.ts';
import type { TripViewers } from './viewers.ts';

/**
 * Seats, departures and viewers of every trip, from one indexed query over the bookable
 * departures. `trips` are the published ones in listing order, which decides the position labels.
 */
export async function loadAvailability(
  db: Db,
  today: IsoDate,
  now: Date,
  viewers: TripViewers,
  trips: readonly { id: string; key: string }[],
): Promise<Record<string, TripAvailability>> {
  const rows = await openDepartures(db, today);
  const result: Record<string, TripAvailability> = {};
  const order = trips.map((trip) => trip.id);
  for (const destination of trips) {
    const departures = rows.filter((row) => row.destination_id === destination.key);
    const next = departures[0];
    const nextDepartureSeats = next ? next.spots_available : null;
    result[destination.id] = {
      departures: departures.length,
      nextDepartureSeats,
      totalSpots: next?.total_spots ?? GROUP_SIZE,
      viewers: viewers.count(destination.id, now),
      label: cardLabel(order.indexOf(destination.id), nextDepartureSeats),
    };
  }
  return result;
}
