import { monthOf, type IsoDate } from './calendar.ts';

export const DISCOUNT_PERCENTAGE = 30;
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

/** The struck-through price: what the trip would cost without the early-booking discount. */
export function originalPrice(price: number, discountPercentage = DISCOUNT_PERCENTAGE): number {
  return roundToHundred(price / ((100 - discountPercentage) / 100));
}

/** The price a visitor reads first, "da 1.300 € a persona". */
export type HeadlinePrice = {
  /** Per person, in euro. */
  price: number;
  /** The struck-through price that goes with it. */
  originalPrice: number;
  /** From the trip's departures on sale, rather than the trip's own price. */
  fromDepartures: boolean;
};

/**
 * A trip's headline price: the lowest of its departures a visitor can book today
 * (departures.ts, `lowestBookablePrice`), or the trip's own price when none can be booked or
 * the seats are not known (null, undefined).
 */
export function headlinePrice(
  trip: { price: number; discountPercentage: number },
  lowestDeparturePrice: number | null | undefined,
): HeadlinePrice {
  const fromDepartures = lowestDeparturePrice != null;
  const price = fromDepartures ? lowestDeparturePrice : trip.price;
  return { price, originalPrice: originalPrice(price, trip.discountPercentage), fromDepartures };
}

/** The trip as a visitor reads it now: at its headline price, struck-through price to match. */
export function atHeadlinePrice<
  T extends { price: number; originalPrice: number; discountPercentage: number },
>(trip: T, lowestDeparturePrice: number | null | undefined): T {
  const headline = headlinePrice(trip, lowestDeparturePrice);
  return { ...trip, price: headline.price, originalPrice: headline.originalPrice };
}

export function totalPrice(pricePerPerson: number, travellers: number): number {
  return pricePerPerson * travellers;
}

export function depositAmount(total: number): number {
  return Math.round((total * DEPOSIT_PERCENTAGE) / 100);
}
