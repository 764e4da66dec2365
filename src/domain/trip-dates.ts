import { addDays, isIsoDate, type IsoDate } from './calendar.ts';

/** A departure can be booked only when it is strictly more than 14 days away. */
export const BOOKING_CUTOFF_DAYS = 14;
export const DEFAULT_TRIP_DAYS = 7;

/** The first day that is still bookable today: today + 15. */
export function firstBookableDate(today: IsoDate): IsoDate {
  return addDays(today, BOOKING_CUTOFF_DAYS + 1);
}

export function isBookable(startDate: IsoDate, today: IsoDate): boolean {
  return startDate >= firstBookableDate(today);
}

/** A 10-day trip leaving on the 1st comes back on the 10th. */
export function tripEndDate(startDate: IsoDate, tripDays: number): IsoDate {
  return addDays(startDate, tripDays - 1);
}

export function nightsOf(tripDays: number): number {
  return tripDays - 1;
}

/** The spec's alternative reservation goes on only with dates that make sense: real days, in order. */
export function hasValidDates(data: { startDate?: unknown; endDate?: unknown }): boolean {
  const { startDate, endDate } = data;
  return (
    typeof startDate === 'string' &&
    typeof endDate === 'string' &&
    isIsoDate(startDate) &&
    isIsoDate(endDate) &&
    startDate <= endDate
  );
}
