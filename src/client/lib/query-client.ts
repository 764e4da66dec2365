import {
  hashKey,
  QueryClient,
  type DefaultOptions,
  type DehydratedState,
} from '@tanstack/react-query';

/** The spec's defaults: fresh for 5 minutes, one retry, no refetch when the tab regains focus. */
export const queryDefaults: DefaultOptions = {
  queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
};

/** The browser's cache; the server renders each page with a cache of its own. */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

/** The cache's keys, in one place, so what changes data can say which answers are stale. */
export const queryKeys = {
  availability: ['availability'],
  departures: (tripId: string) => ['departures', tripId],
  destination: (tripId: string) => ['destination', tripId],
  interest: (tripId: string) => ['interest', tripId],
  booking: (id: string | null) => ['booking', id],
  myBooking: (token: string) => ['my-booking', token],
  waitlistChange: (token: string) => ['waitlist-change', token],
} as const;

/**
 * The API answers a page was drawn with (the `query-state` block): the ones it carries, and the
 * ones the browser reads from the API itself, beside the application's code (main.tsx).
 */
export type PageQueries = {
  carried: DehydratedState;
  read: { key: readonly unknown[]; path: string }[];
};

/**
 * The carried answers leave their times out of the page: with them no two pages' bytes would
 * be alike, and the server compresses and validates each distinct page once (http/compression).
 * The browser dates them as it hydrates: the answers are as fresh as the page it just received.
 */
export function undated(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((query) => dated(query, 0)) };
}

/**
 * Seats were drawn as the server's render cache kept them, and without who is looking
 * (entry-server.tsx): they are left stale, and asked again as soon as the page has painted.
 */
export function datedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  const availability = hashKey(queryKeys.availability);
  return {
    ...state,
    queries: state.queries.map((query) => dated(query, query.queryHash === availability ? 0 : now)),
  };
}

type CarriedQuery = DehydratedState['queries'][number];
const dated = (query: CarriedQuery, time: number): CarriedQuery => ({
  ...query,
  dehydratedAt: time,
  state: { ...query.state, dataUpdatedAt: time },
});

/** A booking took seats: the trip's departures and the listing's seat counts are stale. */
export function seatsTaken(tripId: string | null): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.availability }),
    tripId && queryClient.invalidateQueries({ queryKey: queryKeys.departures(tripId) }),
  ]).then(() => undefined);
}
