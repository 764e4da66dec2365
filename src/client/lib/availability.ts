import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api.ts';

/** Seats, departures and viewers of every trip; refreshed every minute while the page is open. */
export function useAvailability() {
  return useQuery({
    queryKey: ['availability'],
    queryFn: () => unwrap(api.catalogue.availability.$get()),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
