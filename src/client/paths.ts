/** Every route of the site, in one place: components link with these, never with strings. */
export const paths = {
  home: '/',
  travels: '/travels',
  travel: (id: string) => `/travel/${encodeURIComponent(id)}`,
  about: '/about',
  team: '/team',
  teamMember: (id: string) => `/team/${encodeURIComponent(id)}`,
  contact: '/contact',
  booking: '/booking',
  bookingSuccess: '/booking-success',
  payment: '/payment',
  documents: '/verifica-prenotazioni',
  documentsSuccess: '/verifica-success',
  privacyPolicy: '/privacy-policy',
} as const;
