import { useQuery } from '@tanstack/react-query';
import type { TripAvailability, TripSummary } from '#domain/catalogue.ts';
import { atHeadlinePrice } from '#domain/pricing.ts';
import { api, unwrap } from './api.ts';
import { useFirstPaintDone } from './first-paint.ts';
import { queryKeys } from './query-client.ts';

/** Seats, departures and viewers of every trip; refreshed every minute while the page is open. */
export function useAvailability() {
  const painted = useFirstPaintDone();
  return useQuery({
    enabled: painted,
    queryKey: queryKeys.availability,
    queryFn: () => unwrap(api.catalogue.availability.$get()),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/** The trips at the "da" price a visitor reads now: their departures' lowest, or their own. */
export function atHeadlinePrices(
  trips: readonly TripSummary[],
  availability: Record<string, TripAvailability> | undefined,
): TripSummary[] {
  return trips.map((trip) => atHeadlinePrice(trip, availability?.[trip.id]?.lowestPrice));
}
