import { monthOf, type IsoDate } from './calendar.ts';

export const DEPOSIT_PERCENTAGE = 40;
/** The price shown when a destination has none yet. */
export const FALLBACK_PRICE = 1500;

function roundToHundred(value: number): number {
  return Math.round(value / 100) * 100;
}

/** Summer and December cost more, January and February less. */
export function seasonalFactor(month: number): number {
  if (month === 12 || (month >= 6 && month <= 8)) return 1.2;
  if (month === 1 || month === 2) return 0.9;
  return 1;
}

/** Price per person of a departure, from the destination's base price and the season. */
export function departurePrice(basePrice: number, startDate: IsoDate): number {
  return roundToHundred((basePrice || FALLBACK_PRICE) * seasonalFactor(monthOf(startDate)));
}

/** A price a trip was on sale at from a moment on; null while it was not on sale (a draft). */
export type PriceSince = { price: number | null; since: string };

/** The days whose lowest price a reduction may be shown against (the Omnibus directive's rule). */
export const REFERENCE_DAYS = 30;

/**
 * The lowest price a trip was on sale at in the `REFERENCE_DAYS` days up to `now`, from its
 * prices in the order they were set; null when it was not on sale at all in that time.
 */
export function lowestRecentPrice(prices: readonly PriceSince[], now: Date): number | null {
  const windowStart = now.getTime() - REFERENCE_DAYS * 86_400_000;
  let lowest: number | null = null;
  prices.forEach((entry, index) => {
    const next = prices[index + 1];
    // In force for part of the window: set before its end, replaced after its start.
    const inWindow =
      Date.parse(entry.since) <= now.getTime() &&
      (next === undefined || Date.parse(next.since) > windowStart);
    if (inWindow && entry.price !== null) lowest = Math.min(lowest ?? entry.price, entry.price);
  });
  return lowest;
}

/**
 * When `lowestRecentPrice` may next change by time alone (a price leaving the window), after
 * `now`; null when it cannot: what is built from it is built again then.
 */
export function lowestRecentPriceChangesAt(
  prices: readonly PriceSince[],
  now: Date,
): number | null {
  const leaving = prices.flatMap((entry, index) => {
    const next = prices[index + 1];
    if (entry.price === null || next === undefined) return [];
    const leaves = Date.parse(next.since) + REFERENCE_DAYS * 86_400_000;
    return leaves > now.getTime() ? [leaves] : [];
  });
  return leaving.length > 0 ? Math.min(...leaving) : null;
}

/**
 * The struck-through price a trip may show: the list price staff set, but never above the lowest
 * price the trip was on sale at in the previous 30 days, so a reduction is always against a price
 * that was charged. Null when there is no list price or no such price.
 */
export function struckPrice(listPrice: number | null, lowestRecent: number | null): number | null {
  if (listPrice === null || lowestRecent === null) return null;
  return Math.min(listPrice, lowestRecent);
}

/** The price a visitor reads first, "da 1.300 € a persona". */
export type HeadlinePrice = {
  /** Per person, in euro. */
  price: number;
  /** From the trip's departures on sale, rather than the trip's own price. */
  fromDepartures: boolean;
  /** The struck-through price and the reduction "-N%", only when above the price. */
  reduction: { listPrice: number; percentage: number } | null;
};

/**
 * A trip's headline price: the lowest of its departures a visitor can book today
 * (departures.ts, `lowestBookablePrice`), or the trip's own price when none can be booked or
 * the seats are not known (null, undefined); a reduction only against a higher list price.
 */
export function headlinePrice(
  trip: { price: number; listPrice: number | null },
  lowestDeparturePrice: number | null | undefined,
): HeadlinePrice {
  const fromDepartures = lowestDeparturePrice != null;
  const price = fromDepartures ? lowestDeparturePrice : trip.price;
  const percentage =
    trip.listPrice === null ? 0 : Math.floor(((trip.listPrice - price) / trip.listPrice) * 100);
  return {
    price,
    fromDepartures,
    reduction: percentage >= 1 ? { listPrice: trip.listPrice!, percentage } : null,
  };
}

/** The trip as a visitor reads it now: at its headline price. */
export function atHeadlinePrice<T extends { price: number; listPrice: number | null }>(
  trip: T,
  lowestDeparturePrice: number | null | undefined,
): T {
  return { ...trip, price: headlinePrice(trip, lowestDeparturePrice).price };
}

/** How staff reprice a trip's departures at once: to a price, by euro, or by a percentage. */
export const repriceChanges = ['set', 'add', 'percent'] as const;
export type RepriceChange = (typeof repriceChanges)[number];

/** A departure's price after a bulk change, to the euro: 0 or less means the change is refused. */
export function repricedPrice(price: number, change: RepriceChange, amount: number): number {
  if (change === 'set') return amount;
  if (change === 'add') return price + amount;
  return Math.round(price * (1 + amount / 100));
}

export function totalPrice(pricePerPerson: number, travellers: number): number {
  return pricePerPerson * travellers;
}

export function depositAmount(total: number): number {
  return Math.round((total * DEPOSIT_PERCENTAGE) / 100);
}
