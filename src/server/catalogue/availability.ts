import type { IsoDate } from '#domain/calendar.ts';
import type { TripAvailability } from '#domain/catalogue.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { cardLabel } from '#domain/listing.ts';
import type { Db } from '../db/database.ts';
import { openDeparturesByDestination, seatWritesSoFar } from '../repositories/departures.ts';
import type { TripViewers } from './viewers.ts';

/**
 * How long the listing's seats are kept before they are read again: every visitor's home, list
 * and trip page reads them, so a campaign's burst would queue on the database. This process's
 * own bookings and changes read them anew at once; another process's within the second. A
 * booking itself always counts the seats of the moment.
 */
const SEATS_KEPT_MS = 1000;

type KeptSeats = {
  today: IsoDate;
  writes: number;
  until: number;
  rows: Promise<Awaited<ReturnType<typeof openDeparturesByDestination>>>;
};
const keptSeats = new WeakMap<Db, KeptSeats>();

function openSeats(db: Db, today: IsoDate) {
  const kept = keptSeats.get(db);
  const writes = seatWritesSoFar();
  if (kept && kept.today === today && kept.writes === writes && kept.until > Date.now()) {
    return kept.rows;
  }
  const rows = openDeparturesByDestination(db, today);
  keptSeats.set(db, { today, writes, until: Date.now() + SEATS_KEPT_MS, rows });
  // A failed read is not kept.
  rows.catch(() => keptSeats.delete(db));
  return rows;
}

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
  const open = new Map((await openSeats(db, today)).map((row) => [row.destination_id, row]));
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

/**
 * The lowest price per person of a trip's departures on sale now (by the trip's address), or
 * null: what its "da" price is (pricing.ts, `headlinePrice`), in its head and link preview as on
 * its page.
 */
export type LowestPriceOnSale = (tripId: string) => number | null;

/** The departures' lowest prices on sale today, read with the listing's seats (kept a second). */
export async function lowestPricesOnSale(
  db: Db,
  today: IsoDate,
  trips: { find(id: string): { key: string } | undefined },
): Promise<LowestPriceOnSale> {
  const open = new Map((await openSeats(db, today)).map((row) => [row.destination_id, row]));
  return (tripId) => {
    const key = trips.find(tripId)?.key;
    return key === undefined ? null : (open.get(key)?.lowest_price ?? null);
  };
}
