import { useQuery } from '@tanstack/react-query';
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
