import type { Catalogue, TripSummary } from '#domain/catalogue.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { PREVIEW_PARAM } from '#domain/site-paths.ts';
import type { TeamMember } from '#domain/team.ts';
import { api, unwrap } from './api.ts';

type Blocks = { 'site-config': SiteConfig; catalogue: Catalogue; team: TeamMember[] };

/**
 * Where the server keeps the page data while it renders pages (server/pages.ts sets it once
 * at start, before it loads the page code): the same values the page's blocks carry.
 */
export const SERVER_PAGE_DATA = Symbol.for('maestrale.page-data');

const inBrowser = typeof document !== 'undefined';

function serverBlock<K extends keyof Blocks>(id: K): Blocks[K] {
  const blocks = (globalThis as { [SERVER_PAGE_DATA]?: Blocks })[SERVER_PAGE_DATA];
  if (!blocks) throw new Error('The server renders pages before it has set their data.');
  return blocks[id];
}

/**
 * In the browser, the query that asks the API for what the address asks: the site as staff
 * prepare it (`?anteprima`), or as visitors see it. The server draws the preview itself.
 */
export function previewQuery(): { [PREVIEW_PARAM]?: '' } {
  return inBrowser && new URLSearchParams(window.location.search).has(PREVIEW_PARAM)
    ? { [PREVIEW_PARAM]: '' }
    : {};
}

/**
 * The catalogue, the agency's configuration and its team: the server's own; in the browser,
 * read from the API as the application starts (main.tsx has asked for them beside the
 * application's code). Not written into every page: they would hold its first paint back by a
 * round trip on a phone network.
 */
const fromApi = inBrowser
  ? await Promise.all([
      unwrap(api.catalogue.$get({ query: previewQuery() })),
      unwrap(api.agency.$get()),
    ])
  : undefined;

export let catalogue: Catalogue = fromApi ? fromApi[0] : serverBlock('catalogue');

/** A trip of the catalogue by its id; signed-in staff also find the drafts they preview. */
export function catalogueTrip(id: string): TripSummary | undefined {
  return (
    catalogue.trips.find((trip) => trip.id === id) ?? catalogue.drafts?.find((t) => t.id === id)
  );
}

/**
 * On the server, the catalogue of the page about to be drawn: staff edit it while the server
 * runs (server/pages.ts calls this before each page; every reader reads `catalogue` as it draws).
 */
export function followCatalogue(current: Catalogue): void {
  catalogue = current;
}
export const siteConfig: SiteConfig = fromApi ? fromApi[1].config : serverBlock('site-config');
export const team: readonly TeamMember[] = fromApi ? fromApi[1].team : serverBlock('team');
