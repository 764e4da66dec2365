import { ADS_PREFIX, travellerPaths, waitlistPaths } from '#domain/site-paths.ts';
import { paths } from './paths.ts';
import type { PageModules } from './route-modules.ts';

type PageModuleName = keyof PageModules;
type ExportsOf<M extends PageModuleName> = keyof Awaited<ReturnType<PageModules[M]>>;
/** A page loaded on first visit: its full address, and the module and export that draw it. */
type LazyRoute = {
  [M in PageModuleName]: { path: string; module: M; component: ExportsOf<M> };
}[PageModuleName];

/**
 * Every page the site loads lazily, in the router's order. The router mounts them
 * (router.tsx), and the application fetches the module of the page a visit opens on as it
 * starts (route-modules.ts).
 */
export const lazyRoutes = {
  home: { path: paths.home, module: 'home', component: 'HomePage' },
  travels: { path: paths.travels, module: 'travels', component: 'TravelsPage' },
  destination: {
    path: '/travel/:id',
    module: 'destination',
    component: 'DestinationPage',
  },
  about: { path: paths.about, module: 'about', component: 'AboutPage' },
  team: { path: paths.team, module: 'team', component: 'TeamPage' },
  teamMember: { path: '/team/:id', module: 'teamMember', component: 'TeamMemberPage' },
  privacyPolicy: {
    path: paths.privacyPolicy,
    module: 'privacyPolicy',
    component: 'PrivacyPolicyPage',
  },
  contact: { path: paths.contact, module: 'contact', component: 'ContactPage' },
  booking: { path: paths.booking, module: 'booking', component: 'BookingPage' },
  payment: { path: paths.payment, module: 'payment', component: 'PaymentPage' },
  bookingSuccess: {
    path: paths.bookingSuccess,
    module: 'bookingSuccess',
    component: 'BookingSuccessPage',
  },
  documents: { path: paths.documents, module: 'documents', component: 'DocumentsPage' },
  documentsSuccess: {
    path: paths.documentsSuccess,
    module: 'documents',
    component: 'DocumentsSuccessPage',
  },
  myBooking: { path: travellerPaths.bookingRoute, module: 'myBooking', component: 'MyBookingPage' },
  waitlistChange: {
    path: waitlistPaths.changeRoute,
    module: 'waitlistChange',
    component: 'WaitlistChangePage',
  },
  admin: { path: `${paths.admin}/*`, module: 'admin', component: 'AdminApp' },
  // The advertising variant, under its own layout.
  adsHome: { path: ADS_PREFIX, module: 'ads', component: 'AdsHomePage' },
  adsTravels: { path: `${ADS_PREFIX}/travels`, module: 'travels', component: 'TravelsPage' },
  adsTravel: { path: `${ADS_PREFIX}/travel/:id`, module: 'ads', component: 'AdsTravelPage' },
  adsAbout: { path: `${ADS_PREFIX}/about`, module: 'about', component: 'AboutPage' },
  adsTeam: { path: `${ADS_PREFIX}/team`, module: 'team', component: 'TeamPage' },
  adsTeamMember: {
    path: `${ADS_PREFIX}/team/:id`,
    module: 'teamMember',
    component: 'TeamMemberPage',
  },
  adsContact: { path: `${ADS_PREFIX}/contact`, module: 'contact', component: 'ContactPage' },
  adsBooking: { path: `${ADS_PREFIX}/booking`, module: 'ads', component: 'AdsBookingPage' },
  // decisions.md: a trip answers at /ads-special/{id} too.
  adsTrip: { path: `${ADS_PREFIX}/:id`, module: 'ads', component: 'AdsTravelPage' },
  // The identity check stands alone: no header, no footer.
  passportVerification: {
    path: paths.passportVerification,
    module: 'passportVerification',
    component: 'PassportVerificationPage',
  },
  passportVerificationSuccess: {
    path: paths.passportVerificationSuccess,
    module: 'passportVerification',
    component: 'PassportVerificationSuccessPage',
  },
  notFound: { path: '*', module: 'notFound', component: 'NotFoundPage' },
} as const satisfies Record<string, LazyRoute>;

export type LazyRouteName = keyof typeof lazyRoutes;
