import type { PaymentPlan } from './booking-lifecycle.ts';
import type { IsoDate } from './calendar.ts';
import { departurePrice } from './pricing.ts';
import { isBookable, nightsOf, tripEndDate } from './trip-dates.ts';

/** A group is ten travellers at most: a departure's seats, and the most one booking brings. */
export const GROUP_SIZE = 10;

/**
 * Two readings of "few seats", both the spec's. The API's `availability` flag is "few" from 1 to
 * 4 seats; what a visitor reads ("Ultimi 3 posti", the card's "Ultimi posti") starts at 3, so
 * a number shown is never higher than the real one (decisions.md).
 */
const FEW_SEATS_FLAG = 4;
export const LAST_SEATS_THRESHOLD = 3;

/** The spec's id of a departure: the destination's id and the day, "maldives-dubai-20270410". */
export function departureId(destinationId: string, startDate: IsoDate): string {
  return `${destinationId}-${startDate.replaceAll('-', '')}`;
}

/** How many seats a departure still has, as the date dialog shows it. */
export type SeatStatus = 'full' | 'few' | 'available';

/** A departure as the API sends it (the spec's "travel date", with real seats). */
export type Departure = {
  /** The destination id plus yyyyMMdd, as the spec writes it. */
  id: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Per person, in euro, decided by the server. */
  price: number;
  spotsAvailable: number;
  totalSpots: number;
  coordinators: [string, string];
  tripDuration: number;
  /**
   * The spec's flag, read from `status` so the two never disagree: "full" and "few" as the
   * status says, and "few" also at FEW_SEATS_FLAG seats, where the status still says "available".
   */
  availability: SeatStatus;
  status: SeatStatus;
  /** Booked now: a deposit then the balance, or (departing soon) the whole trip at once. */
  paymentPlan: PaymentPlan;
};

export function seatStatus(spotsAvailable: number): SeatStatus {
  if (spotsAvailable <= 0) return 'full';
  // decisions.md: few seats show as "Ultimi N posti", never as more than there are.
  return spotsAvailable <= LAST_SEATS_THRESHOLD ? 'few' : 'available';
}

/** The badge of a departure card: "Completo", "Ultimi 3 posti", "Ultimo posto", "6 posti disponibili". */
export function seatBadge(spotsAvailable: number): string {
  const status = seatStatus(spotsAvailable);
  if (status === 'full') return 'Completo';
  if (status === 'few')
    return spotsAvailable === 1 ? 'Ultimo posto' : `Ultimi ${spotsAvailable} posti`;
  return `${spotsAvailable} posti disponibili`;
}

/** What a full departure offers instead of a seat: its waitlist (waitlist.ts). */
export const WAITLIST_CTA = 'Avvisami se si libera un posto';

/** What decides whether a visitor can book a departure, and at what price. */
export type DepartureOnSale = {
  startDate: IsoDate;
  /** Per person, in euro. */
  price: number;
  spotsAvailable: number;
  /** Closed by staff: no new bookings. */
  closed: boolean;
};

/**
 * The lowest price per person among the departures a visitor can book today: past the booking
 * cut-off (trip-dates.ts), not closed by staff, with a free seat; null when none is. The
 * repositories' `openDeparturesByDestination` asks the database the same for every trip in one
 * query; the API tests hold the two together.
 */
export function lowestBookablePrice(
  departures: readonly DepartureOnSale[],
  today: IsoDate,
): number | null {
  let lowest: number | null = null;
  for (const departure of departures) {
    const onSale =
      !departure.closed && departure.spotsAvailable > 0 && isBookable(departure.startDate, today);
    if (onSale && (lowest === null || departure.price < lowest)) lowest = departure.price;
  }
  return lowest;
}

/** "10 giorni / 9 notti" */
export function daysAndNights(tripDays: number): string {
  return `${tripDays} giorni / ${nightsOf(tripDays)} notti`;
}

/** The client shape of a stored departure, with the trip's length from the catalogue. */
export function toDeparture(
  row: {
    id: string;
    start_date: IsoDate;
    price: number;
    spots_available: number;
    total_spots: number;
    coordinator1: string;
    coordinator2: string;
  },
  tripDays: number,
  paymentPlan: PaymentPlan,
): Departure {
  const status = seatStatus(row.spots_available);
  return {
    id: row.id,
    startDate: row.start_date,
    endDate: tripEndDate(row.start_date, tripDays),
    price: row.price,
    spotsAvailable: row.spots_available,
    totalSpots: row.total_spots,
    coordinators: [row.coordinator1, row.coordinator2],
    tripDuration: tripDays,
    availability: status === 'available' && row.spots_available <= FEW_SEATS_FLAG ? 'few' : status,
    status,
    paymentPlan,
  };
}

const MONTHS = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;

/** "Marzo 2027" */
export function italianMonth(date: IsoDate): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** Departures grouped by month and year, in chronological order (the date dialog's sections). */
export function groupByMonth<T extends { startDate: IsoDate }>(
  departures: readonly T[],
): { month: string; label: string; departures: T[] }[] {
  const groups = new Map<string, T[]>();
  // ISO days sort as plain text (a locale's collation would load its data for nothing).
  const byDay = (a: T, b: T) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;
  for (const departure of [...departures].sort(byDay)) {
    const month = departure.startDate.slice(0, 7);
    groups.set(month, [...(groups.get(month) ?? []), departure]);
  }
  return [...groups].map(([month, list]) => ({
    month,
    label: italianMonth(`${month}-01`),
    departures: list,
  }));
}

/**
 * Departures the browser makes up itself when the API cannot answer (the spec's fallback):
 * three a month for twelve months from the first bookable day, 4 to 6 seats, coordinators
 * taken in turn from `pairs`, the season's price. They are shown, never stored.
 */
export function fallbackDepartures(
  trip: { id: string; price: number; tripDays: number },
  firstBookable: IsoDate,
  pairs: readonly (readonly [string, string])[],
): Departure[] {
  const departures: Departure[] = [];
  const [year, month] = firstBookable.split('-').map(Number) as [number, number];
  for (let offset = 0; offset < 12; offset += 1) {
    const monthStart = new Date(Date.UTC(year, month - 1 + offset, 1));
    for (const day of [5, 15, 25]) {
      const start = new Date(monthStart);
      start.setUTCDate(day);
      const startDate = start.toISOString().slice(0, 10);
      if (startDate < firstBookable) continue;
      const seats = 4 + (departures.length % 3);
      const pair = pairs[departures.length % pairs.length] ?? ['Giulia', 'Marco'];
      departures.push(
        toDeparture(
          {
            id: departureId(trip.id, startDate),
            start_date: startDate,
            price: departurePrice(trip.price, startDate),
            spots_available: seats,
            total_spots: GROUP_SIZE,
            coordinator1: pair[0],
            coordinator2: pair[1],
          },
          trip.tripDays,
          // Unknown to the browser: the server decides the plan when one is booked.
          'deposit',
        ),
      );
    }
  }
  return departures;
}
