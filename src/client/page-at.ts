import { matchPath } from 'react-router';
import { canonicalTripId } from '#domain/destination-ids.ts';
import { catalogueTrip } from './lib/page-data.ts';
import { paths } from './paths.ts';
import { lazyRoutes, type LazyRouteName } from './route-list.ts';

/** A page of the site as an address names it: its route and the route's parameters. */
export type PageAt = { name: 'home' | LazyRouteName; params: Record<string, string> };

/** Which page an address opens, by the router's own matching, in the router's order. */
export function pageAt(pathname: string): PageAt {
  if (matchPath({ path: paths.home, end: true }, pathname)) return { name: 'home', params: {} };
  for (const [name, route] of Object.entries(lazyRoutes) as [LazyRouteName, { path: string }][]) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { name, params: match.params as Record<string, string> };
  }
  return { name: 'notFound', params: {} };
}

/** The routes that show one trip of the catalogue, by `:id`. */
const tripPages = new Set<PageAt['name']>(['destination', 'adsTravel', 'adsTrip']);

/** The id of the trip a page is about, whether or not the catalogue has it. */
export function tripIdOf(page: PageAt): string | undefined {
  return tripPages.has(page.name) && page.params.id ? canonicalTripId(page.params.id) : undefined;
}

/** The trip a page shows, when it shows one that is in the catalogue (or a draft staff preview). */
export function tripOf(page: PageAt) {
  const id = tripIdOf(page);
  return id === undefined ? undefined : catalogueTrip(id);
}

/** Whether the address names no page: an unknown address, or a trip not in the catalogue. */
export function isMissing(page: PageAt): boolean {
  return page.name === 'notFound' || (tripPages.has(page.name) && !tripOf(page));
}
