import { canonicalTripId } from '#domain/destination-ids.ts';
import { matchPath } from '#domain/site-paths.ts';
import heroPoster from './features/home/hero-poster.svg';
import { catalogue } from './lib/page-data.ts';
import { paths } from './paths.ts';
import { lazyRoutes } from './route-list.ts';

/** The lazily loaded page modules, by route. */
export const pageModules = {
  travels: () => import('./features/travels/travels-page.tsx'),
  destination: () => import('./features/destination/destination-page.tsx'),
  about: () => import('./features/about/about-page.tsx'),
  privacyPolicy: () => import('./features/legal/privacy-policy-page.tsx'),
  contact: () => import('./features/contact/contact-section.tsx'),
  booking: () => import('./features/booking/booking-page.tsx'),
  payment: () => import('./features/booking/payment-page.tsx'),
  bookingSuccess: () => import('./features/booking/booking-success-page.tsx'),
  documents: () => import('./features/documents/documents-page.tsx'),
  myBooking: () => import('./features/my-booking/my-booking-page.tsx'),
  waitlistChange: () => import('./features/waitlist/waitlist-change-page.tsx'),
  passportVerification: () =>
    import('./features/passport-verification/passport-verification-page.tsx'),
  admin: () => import('./features/admin/admin-app.tsx'),
  team: () => import('./features/team/team-page.tsx'),
  teamMember: () => import('./features/team/team-member-page.tsx'),
  ads: () => import('./features/ads/ads-pages.ts'),
  notFound: () => import('./features/not-found/not-found-page.tsx'),
};

export type PageModules = typeof pageModules;

type OpeningPage = { module?: () => Promise<unknown>; image?: string };

/**
 * What the page an address opens on needs first: its code (when it is a lazy page) and its
 * largest picture. The entry asks for both while the application code is still arriving,
 * so they load side by side instead of one after the other.
 */
export function openingPage(path: string): OpeningPage {
  if (path === paths.home) return { image: heroPoster };
  for (const [name, route] of Object.entries(lazyRoutes)) {
    const params = matchPath(route.path, path);
    if (params) return { module: pageModules[route.module], image: openingImage(name, params) };
  }
  return {};
}

/** The largest picture of the listing (its first trip) and of a trip page. */
function openingImage(route: string, params: Record<string, string>): string | undefined {
  if (route === 'travels') return catalogue.trips[0]?.image.src;
  if (route !== 'destination' || !params.id) return undefined;
  const id = canonicalTripId(params.id);
  return catalogue.trips.find((trip) => trip.id === id)?.image.src;
}
