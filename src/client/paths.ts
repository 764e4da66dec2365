import { buildPath, staffPaths, travellerPaths, travelPaths } from '#domain/site-paths.ts';

/** Every route of the site, in one place: components link with these, never with strings. */
export const paths = {
  home: '/',
  travels: travelPaths.all,
  travel: travelPaths.travel,
  about: '/about',
  team: '/team',
  teamMember: (id: string) => buildPath('/team/:id', { id }),
  contact: '/contact',
  /** The contact page filled in with a chosen trip (the chat's stand-in when chat is off). */
  contactAbout: (trip: {
    message: string;
    destination?: string;
    date?: string;
    airport?: string;
  }) =>
    `/contact?${new URLSearchParams(
      Object.entries(trip).filter((entry): entry is [string, string] => Boolean(entry[1])),
    )}`,
  booking: '/booking',
  bookingSuccess: '/booking-success',
  payment: '/payment',
  documents: '/verifica-prenotazioni',
  documentsSuccess: '/verifica-success',
  /** The traveller's own booking page, from the private link (token from the booking's answer). */
  myBooking: travellerPaths.booking,
  passportVerification: '/passport-verification',
  passportVerificationSuccess: '/passport-verification-success',
  /** The staff's back office: sign-in, then its sections. */
  admin: '/admin',
  adminBookings: '/admin/bookings',
  adminBooking: staffPaths.booking,
  /** "Nuova prenotazione": a sale at the desk or by phone. */
  adminNewBooking: '/admin/bookings/nuova',
  adminEnquiries: staffPaths.enquiries,
  adminDocuments: '/admin/documents',
  adminDepartures: '/admin/departures',
  /** A departure's own page: who travels on it. */
  adminDeparture: (id: string) => buildPath('/admin/departures/:id', { id }),
  /** Its passenger list (Excel, CSV or PDF), downloaded with the staff's session. */
  adminDeparturePassengers: (id: string, format: 'xlsx' | 'csv' | 'pdf') =>
    `${buildPath('/api/staff/departures/:id', { id })}/passeggeri.${format}`,
  adminPassportLinks: '/admin/passport-links',
  adminEmails: '/admin/emails',
  adminWaitlist: '/admin/waitlist',
  /** The waitlist narrowed to one departure's queue. */
  adminDepartureWaitlist: (departureId: string) =>
    `/admin/waitlist?${new URLSearchParams({ departureId })}`,
  adminEmail: (id: string) => buildPath('/admin/emails/:id', { id }),
  adminTrips: '/admin/viaggi',
  adminNewTrip: '/admin/viaggi/nuovo',
  /** A trip's editor, by the key its departures use (it never changes with its address). */
  adminTrip: (key: string) => buildPath('/admin/viaggi/:key', { key }),
  adminPackages: '/admin/pacchetti',
  adminSettings: '/admin/impostazioni',
  adminTeam: '/admin/team',
  adminAccount: '/admin/account',
  adminAudit: '/admin/registro',
  adminToday: '/admin/oggi',
  /** Pages an e-mailed link opens without a session. */
  adminInvitation: staffPaths.invitationRoute,
  adminPasswordReset: staffPaths.passwordResetRoute,
  privacyPolicy: '/privacy-policy',
} as const;
