/**
 * The back office's cache keys. Everything lives under `staff`, so signing in or out can drop
 * the whole of it at once and a 401 from any of it means the session is over.
 */
export const adminKeys = {
  all: ['staff'],
  session: ['staff', 'session'],
  today: ['staff', 'today'],
  todayFigures: ['staff', 'today', 'figures'],
  bookings: ['staff', 'bookings'],
  bookingList: (filters: { search: string; status: string; attention: string; page: number }) => [
    'staff',
    'bookings',
    filters,
  ],
  booking: (id: string) => ['staff', 'booking', id],
  enquiries: ['staff', 'enquiries'],
  enquiryList: (filters: { page: number; state: string }) => ['staff', 'enquiries', filters],
  documents: (page: number) => ['staff', 'documents', page],
  departures: ['staff', 'departures'],
  departureList: (filters: { destinationId: string; page: number }) => [
    'staff',
    'departures',
    filters,
  ],
  /** Under `departures`: a change to any departure refreshes its page too. */
  departure: (id: string) => ['staff', 'departures', 'manifest', id],
  passportLinks: ['staff', 'passport-links'],
  emails: ['staff', 'emails'],
  emailList: (filters: { state: string; page: number }) => ['staff', 'emails', filters],
  email: (id: string) => ['staff', 'email', id],
  trips: ['staff', 'trips'],
  trip: (key: string) => ['staff', 'trip', key],
  packages: ['staff', 'packages'],
  settings: ['staff', 'settings'],
  areas: ['staff', 'areas'],
  team: ['staff', 'team'],
  account: ['staff', 'account'],
  security: ['staff', 'second-factor'],
  audit: (filters: {
    staff: string;
    action: string;
    record: string;
    from: string;
    to: string;
    page: number;
  }) => ['staff', 'audit', filters],
} as const;
