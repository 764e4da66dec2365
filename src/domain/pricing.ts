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

export function totalPrice(pricePerPerson: number, travellers: number): number {
  return pricePerPerson * travellers;
}

export function depositAmount(total: number): number {
  return Math.round((total * DEPOSIT_PERCENTAGE) / 100);
}
