/**
 * The trips listing: its order, its position labels and its filters (spec, browsing §5).
 * Every filter combines with the others by AND; styles combine among themselves by OR.
 */

import { ALL_AREAS, type Area } from './areas.ts';
import { LAST_SEATS_THRESHOLD } from './departures.ts';
import { countOf } from './words.ts';

/** What the listing needs to know of a trip. */
export type ListedTrip = {
  id: string;
  title: string;
  description: string;
  /** Price per person as shown (already with the fallback for unpriced trips). */
  price: number;
  tripDays: number;
  /** The areas it is in (areas.ts). */
  areas: readonly string[];
};

export const PRICE_STEP = 100;

export const durationBuckets = {
  all: { label: 'Tutte le durate', matches: () => true },
  short: { label: '1-7 giorni', matches: (days: number) => days <= 7 },
  medium: { label: '8-14 giorni', matches: (days: number) => days > 7 && days <= 14 },
  long: { label: '15+ giorni', matches: (days: number) => days > 14 },
} as const;
export type DurationBucket = keyof typeof durationBuckets;

/** The destination filter's first choice: no narrowing. */
export const ALL_DESTINATIONS = { key: ALL_AREAS, label: 'Tutte le destinazioni' } as const;

/** The destination filter's choices: every area a listed trip is in, in the areas' order. */
export function destinationChoices(
  areas: readonly Area[],
  trips: readonly ListedTrip[],
): { key: string; label: string }[] {
  const named = new Set(trips.flatMap((trip) => trip.areas));
  return [
    ALL_DESTINATIONS,
    ...areas.filter((area) => named.has(area.id)).map(({ id, name }) => ({ key: id, label: name })),
  ];
}

export const travelStyles = {
  lusso: { label: 'Lusso', ids: ['maldive-dubai', 'seychelles-dubai', 'bali-singapore'] },
  natura: {
    label: 'Natura',
    ids: ['islanda-norvegia', 'peru-machu-picchu', 'hawaii', 'grecia', 'tanzania-zanzibar'],
  },
  avventura: {
    label: 'Avventura',
    ids: ['peru-machu-picchu', 'islanda-norvegia', 'tanzania-zanzibar', 'la-vegas'],
  },
  relax: {
    label: 'Relax',
    ids: ['maldive-dubai', 'seychelles-dubai', 'grecia', 'thailandia', 'bali-singapore'],
  },
  gruppo: {
    label: 'Gruppo',
    ids: [
      'tokyo-kyoto',
      'thailandia',
      'new-york-miami',
      'londra-harry-potter',
      'parigi-disneyland',
    ],
  },
  romantico: {
    label: 'Romantico',
    ids: ['maldive-dubai', 'seychelles-dubai', 'parigi-disneyland', 'venezia-verona'],
  },
} as const;
export type TravelStyle = keyof typeof travelStyles;

export type ListingFilters = {
  search: string;
  priceRange: [number, number];
  duration: DurationBucket;
  /** `all` or an area's id (`destinationChoices`). */
  destination: string;
  /** Kept and shown as a chip, but it never narrows the results (spec). */
  dateRange: { from?: string; to?: string } | null;
  travelStyles: TravelStyle[];
};

/** The whole span of prices, from the cheapest trip to the dearest, on the slider's steps. */
export function priceSpan(trips: readonly ListedTrip[]): [number, number] {
  if (trips.length === 0) return [0, 0];
  const prices = trips.map((trip) => trip.price);
  return [
    Math.floor(Math.min(...prices) / PRICE_STEP) * PRICE_STEP,
    Math.ceil(Math.max(...prices) / PRICE_STEP) * PRICE_STEP,
  ];
}

export function defaultFilters(trips: readonly ListedTrip[]): ListingFilters {
  return {
    search: '',
    priceRange: priceSpan(trips),
    duration: 'all',
    destination: 'all',
    dateRange: null,
    travelStyles: [],
  };
}

/** Case-insensitive substring of the title or the description. */
export function matchesSearch(
  trip: Pick<ListedTrip, 'title' | 'description'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase('it');
  if (!needle) return true;
  return (
    trip.title.toLocaleLowerCase('it').includes(needle) ||
    trip.description.toLocaleLowerCase('it').includes(needle)
  );
}

export function filterTrips<T extends ListedTrip>(
  trips: readonly T[],
  filters: ListingFilters,
): T[] {
  const [min, max] = filters.priceRange;
  return trips.filter(
    (trip) =>
      matchesSearch(trip, filters.search) &&
      trip.price >= min &&
      trip.price <= max &&
      durationBuckets[filters.duration].matches(trip.tripDays) &&
      (filters.destination === ALL_AREAS || trip.areas.includes(filters.destination)) &&
      (filters.travelStyles.length === 0 ||
        filters.travelStyles.some((style) =>
          (travelStyles[style].ids as readonly string[]).includes(trip.id),
        )),
  );
}

export function toggleStyle(styles: readonly TravelStyle[], style: TravelStyle): TravelStyle[] {
  return styles.includes(style) ? styles.filter((s) => s !== style) : [...styles, style];
}

/** The first three places of the listing, in this order; every other trip follows. */
const leadingTrips = ['tokyo-kyoto', 'thailandia', 'tanzania-zanzibar'];

export function listingOrder<T extends { id: string }>(trips: readonly T[]): T[] {
  const rank = (id: string) => {
    const index = leadingTrips.indexOf(id);
    return index === -1 ? leadingTrips.length : index;
  };
  return trips
    .map((trip, index) => ({ trip, index }))
    .sort((a, b) => rank(a.trip.id) - rank(b.trip.id) || a.index - b.index)
    .map(({ trip }) => trip);
}

/** The spec's results label: "1 risultato", "0 risultati", "5 risultati". */
export function resultsLabel(count: number): string {
  return countOf(count, 'risultato', 'risultati');
}

/**
 * The card's badge. The first two places earn theirs by position; "Ultimi posti" only when
 * the next departure really has few seats left (decisions.md: urgency is honest).
 */
export function cardLabel(position: number, seatsOnNextDeparture: number | null): string | null {
  if (position === 0) return 'Più cliccato';
  if (position === 1) return 'Destinazione top';
  if (
    seatsOnNextDeparture !== null &&
    seatsOnNextDeparture > 0 &&
    seatsOnNextDeparture <= LAST_SEATS_THRESHOLD
  ) {
    return 'Ultimi posti';
  }
  return null;
}
