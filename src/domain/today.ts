import { addDays, type IsoDate } from './calendar.ts';

/**
 * "Oggi", the back office's first page (issue 31, item 4): what needs doing today, each a count
 * with the list it opens. Declared transfers, holds ending and balances due are the bookings
 * list's own filters (backoffice-input.ts), so a count and its list never disagree.
 */

/** Departures this close with a traveller whose passport photo or selfie is missing. */
export const DOCUMENTS_DUE_DAYS = 30;

export type TodayCounts = {
  transfersToCheck: number;
  holdsEnding: number;
  balancesDue: number;
  departuresMissingDocuments: number;
  /** People told a seat was free for them who have not booked it since. */
  waitlistOffersOpen: number;
  /** Enquiries "Nuova" or "In corso": no answer sent yet. */
  enquiriesToAnswer: number;
};

/**
 * The weeks "Oggi"'s charts go back, this one included; the departures its occupancy shows: the
 * next ones within two months.
 */
export const FIGURE_WEEKS = 8;
export const OCCUPANCY_DAYS = 60;
export const OCCUPANCY_DEPARTURES = 12;

/** A week (from Monday, in Rome): bookings made and not cancelled, their seats, money in (€). */
export type WeekFigures = {
  start: IsoDate;
  bookings: number;
  seats: number;
  deposits: number;
  balances: number;
};

/** "Oggi"'s figures: the last weeks, and how full the next departures are. */
export type TodayFigures = {
  weeks: WeekFigures[];
  occupancy: { id: string; title: string; startDate: IsoDate; sold: number; total: number }[];
};

/** The Monday of a day's week. */
export function weekStart(day: IsoDate): IsoDate {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}
