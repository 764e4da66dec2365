import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  QueryClient,
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
} from '@tanstack/react-query';
import { carryContactForm, type ContactFormState } from './features/contact/index.ts';
import { queryDefaults, queryKeys, undated, type PageQueries } from './lib/query-client.ts';
import { isMissing, pageAt, tripIdOf, tripOf, type PageAt } from './page-at.ts';
import type { TripAvailability } from '#domain/catalogue.ts';
import type { Departure } from '#domain/departures.ts';
import { SiteRoutes } from './router.tsx';
import { Site } from './site.tsx';

export { isMissing, pageAt, tripIdOf, tripOf, type ContactFormState, type PageAt };
export { followCatalogue } from './lib/page-data.ts';

/** Reads one of the site's own API answers (the server asks itself), null when it has none. */
export type ReadApi = (path: string) => Promise<unknown>;

/**
 * An answer the page shows. `browserReads`: the same for every visitor and precomputed by the
 * server (a trip's programme, 3 KB compressed), so the page does not carry it: the browser reads
 * it from the API as the application starts, and the page's first paint comes a round trip
 * sooner on a phone network.
 */
type Query = {
  key: readonly unknown[];
  path: string;
  browserReads?: true;
  /** What of the answer the server draws, when not all of it (the rest the browser asks for). */
  drawn?: (answer: unknown) => unknown;
};

/**
 * Who is looking at each trip changes with every new visitor: drawn by the server, no two
 * visitors of a campaign would get the same page, and none could come from the server's render
 * cache. The page is drawn without them; the browser asks for them once it has painted.
 */
const withoutViewers = (answer: unknown) =>
  Object.fromEntries(
    Object.entries(answer as Record<string, TripAvailability>).map(([id, trip]) => [
      id,
      { ...trip, viewers: 0 },
    ]),
  );

/** The pages that show seats or "da" prices: listing, home, trip, a coordinator's picks. */
const seatPages = new Set<PageAt['name']>([
  'home',
  'travels',
  'destination',
  'teamMember',
  'adsHome',
  'adsTravels',
  'adsTravel',
  'adsTrip',
  'adsTeamMember',
]);

/** The answers a page shows in its first screen, so its HTML holds seats and programme. */
function queriesOf(page: PageAt): Query[] {
  const queries: Query[] = [];
  if (seatPages.has(page.name)) {
    queries.push({
      key: queryKeys.availability,
      path: '/api/catalogue/availability',
      drawn: withoutViewers,
    });
  }
  const trip = tripOf(page);
  if (trip) {
    const tripPath = `/api/destinations/${encodeURIComponent(trip.id)}`;
    queries.push(
      { key: queryKeys.destination(trip.id), path: tripPath, browserReads: true },
      // The trip's dates are in its page: they open before its code runs, and without it.
      {
        key: queryKeys.departures(trip.id),
        path: `${tripPath}/departures`,
        drawn: (answer) => (answer as { departures: Departure[] }).departures,
      },
    );
  }
  return queries;
}

export type RenderedPage = { page: PageAt; html: string; queries: PageQueries };

/** The API answers the page at `url` is drawn with, and what of each it draws. */
export function queriesAt(url: URL): Pick<Query, 'path' | 'drawn' | 'browserReads'>[] {
  return queriesOf(pageAt(url.pathname)).map(({ path, drawn, browserReads }) => ({
    path,
    ...(drawn && { drawn }),
    ...(browserReads && { browserReads }),
  }));
}

/** What else the page is drawn with: the server's answer to the contact form sent to it. */
export type RenderOptions = { form?: ContactFormState };

/**
 * The HTML of the page at `url`, with every lazily loaded part resolved and the API answers
 * it shows read first, as of this request. The browser hydrates it with the same answers.
 */
export async function renderPage(
  url: URL,
  readApi: ReadApi,
  { form }: RenderOptions = {},
): Promise<RenderedPage> {
  const page = pageAt(url.pathname);
  const client = new QueryClient({ defaultOptions: queryDefaults });
  if (form) carryContactForm(client, form);
  const queries = queriesOf(page);
  await Promise.all(
    queries.map(async ({ key, path }) => {
      const data = await readApi(path);
      if (data !== null) client.setQueryData(key, data);
    }),
  );
  const { prelude } = await prerender(
    <Site client={client}>
      <StaticRouter location={url.pathname + url.search}>
        <SiteRoutes />
      </StaticRouter>
    </Site>,
    // Every part inline: a part sent apart is put in place by an inline script, which the
    // site's CSP forbids (and a page without JavaScript would never show).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const read = queries.filter((query) => query.browserReads);
  const readHashes = new Set(read.map(({ key }) => hashKey(key)));
  const carried = undated(
    dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) && !readHashes.has(query.queryHash),
    }),
  );
  return { page, html, queries: { carried, read: read.map(({ key, path }) => ({ key, path })) } };
}
