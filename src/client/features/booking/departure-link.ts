import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bookingPaths } from '#domain/site-paths.ts';
import { api, unwrap } from '../../lib/api.ts';
import { catalogue } from '../../lib/page-data.ts';
import { queryKeys } from '../../lib/query-client.ts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { chosenTrip, handOffDeparture, type BookingData } from '../../lib/booking-handoff.ts';

/**
 * The booking page opened by an address that names a departure (`bookingPaths.departure`, the
 * waitlist's e-mail): the departure is read from the server as it is now, and becomes the
 * booking's trip, airport still to agree. Without such an address, the trip the dialogs chose.
 * `unavailable` when the departure is gone, closed or full again by now. Both live in the
 * browser: on the server and while the page hydrates there is no trip yet.
 */
export function useBookingTrip(): {
  pending: boolean;
  trip: BookingData | null;
  unavailable: boolean;
} {
  const inBrowser = useInBrowser();
  const [params] = useSearchParams();
  const linked = bookingPaths.chosenDeparture(params);
  const destination = catalogue.trips.find((trip) => trip.id === linked?.destinationId);
  const departures = useQuery({
    queryKey: queryKeys.departures(destination?.id ?? ''),
    queryFn: async () =>
      (await unwrap(api.destinations[':id'].departures.$get({ param: { id: destination!.id } })))
        .departures,
    enabled: Boolean(destination),
    // Seats counted earlier in the visit (the dates dialog) may have changed: read them now.
    refetchOnMount: 'always',
  });
  const departure = departures.data?.find(
    (candidate) => candidate.id === linked?.departureId && candidate.spotsAvailable > 0,
  );
  const trip = useMemo(() => {
    if (!inBrowser) return null;
    // No airport yet (the form leaves it to agree with the agency).
    if (destination && departure) handOffDeparture(destination, departure, '');
    return chosenTrip();
  }, [inBrowser, destination, departure]);

  if (!linked) return { pending: false, trip, unavailable: false };
  if (!inBrowser || (destination && departures.isFetching)) {
    return { pending: true, trip: null, unavailable: false };
  }
  return departure
    ? { pending: false, trip, unavailable: false }
    : { pending: false, trip: null, unavailable: true };
}
