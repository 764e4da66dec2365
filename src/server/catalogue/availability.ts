import { destinations } from '#content/catalogue.ts';
import type { IsoDate } from '#domain/calendar.ts';
import type { TripAvailability } from '#domain/catalogue.ts';
import { GROUP_SIZE, lowestBookablePrice } from '#domain/departures.ts';
import { toDatabaseId } from '#domain/destination-ids.ts';
import { cardLabel } from '#domain/listing.ts';
import type { Db } from '../db/database.ts';
import { openDepartures } from '../repositories/departures.ts';
import type { TripViewers } from './viewers.ts';

type OpenDeparture = Awaited<ReturnType<typeof openDepartures>>[number];

/**
 * Seats, departures, lowest prices and viewers of every trip, from one indexed query over the
 * bookable departures. `order` is the listing order, which decides the position labels.
 */
export async function loadAvailability(
  db: Db,
  today: IsoDate,
  now: Date,
  viewers: TripViewers,
  order: readonly string[],
): Promise<Record<string, TripAvailability>> {
  const byDestination = new Map<string, OpenDeparture[]>();
  for (const row of await openDepartures(db, today)) {
    const list = byDestination.get(row.destination_id);
    if (list) list.push(row);
    else byDestination.set(row.destination_id, [row]);
  }
  const result: Record<string, TripAvailability> = {};
  for (const destination of destinations) {
    const departures = byDestination.get(toDatabaseId(destination.id)) ?? [];
    const next = departures[0];
    const nextDepartureSeats = next ? next.spotsAvailable : null;
    result[destination.id] = {
      departures: departures.length,
      nextDepartureSeats,
      totalSpots: next?.total_spots ?? GROUP_SIZE,
      lowestPrice: lowestBookablePrice(departures, today),
      viewers: viewers.count(destination.id, now),
      label: cardLabel(order.indexOf(destination.id), nextDepartureSeats),
    };
  }
  return result;
}
