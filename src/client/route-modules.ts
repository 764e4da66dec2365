import type { TripSummary } from '#domain/catalogue.ts';
import { canonicalTripId } from '#domain/destination-ids.ts';
import { photoSrcset, TRIP_CARD_SIZES, TRIP_HERO_SIZES } from '#domain/trip-photos.ts';
import { matchPath } from '#domain/site-paths.ts';
import heroPoster from './features/home/hero-poster.svg';
import { catalogue } from './lib/page-data.ts';
import { paths } from './paths.ts';
import { lazyRoutes } from './route-list.ts';

/** The lazily loaded page modules, by route. */
export const pageModules = {
  home: () => import('./features/home/home-page.tsx'),
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

/** A picture to preload: its address, or (a trip's photo) the AVIF variants and their width. */
export type OpeningImage = { href: string } | { srcset: string; sizes: string };
type OpeningPage = { module?: () => Promise<unknown>; image?: OpeningImage };

/**
 * What the page an address opens on needs first: its code (when it is a lazy page) and its
 * largest picture. The entry asks for both while the application code is still arriving,
 * so they load side by side instead of one after the other.
 */
export function openingPage(path: string): OpeningPage {
  if (path === paths.home) return { module: pageModules.home, image: { href: heroPoster } };
  for (const [name, route] of Object.entries(lazyRoutes)) {
    const params = matchPath(route.path, path);
    if (params) return { module: pageModules[route.module], image: openingImage(name, params) };
  }
  return {};
}

/** A trip's picture as drawn `sizes` wide: its cover photo, or its illustration. */
function tripPicture(trip: TripSummary | undefined, sizes: string): OpeningImage | undefined {
  if (!trip) return undefined;
  return trip.cover ? { srcset: photoSrcset(trip.cover, 'avif'), sizes } : { href: trip.image.src };
}

/** The largest picture of the listing (its first trip's card) and of a trip page (its hero). */
function openingImage(route: string, params: Record<string, string>): OpeningImage | undefined {
  if (route === 'travels') return tripPicture(catalogue.trips[0], TRIP_CARD_SIZES);
  if (route !== 'destination' || !params.id) return undefined;
  const id = canonicalTripId(params.id);
  return tripPicture(
    catalogue.trips.find((trip) => trip.id === id),
    TRIP_HERO_SIZES,
  );
}
