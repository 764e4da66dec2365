import { loadConfig } from '../config.ts';
import type { MailBooking } from '../mail/messages.tsx';
import { bookingPageLink } from '../mail/private-links.ts';
import type { Enquiry } from '#domain/enquiry-input.ts';

/** A booking, an enquiry and the settings the e-mail tests and screenshots render. */

export const sampleSettings = loadConfig({
  SITE_URL: 'https://www.maestraleviaggi.example',
  STAFF_NOTIFY_EMAIL: 'staff@maestraleviaggi.example',
});

export const sampleBooking: MailBooking = {
  id: '3f2a9c1e-5b7d-4e21-9a0c-2d4b6f8e1a37',
  status: 'pending_payment',
  paymentStatus: 'pending',
  holdUntil: '2026-11-28T14:03:07.000Z',
  cancellationReason: null,
  paymentPlan: 'deposit',
  balanceDueDate: '2027-02-14',
  balancePaidOn: null,
  destinationId: 'maldive-dubai',
  destinationTitle: 'Maldive & Dubai',
  startDate: '2027-03-16',
  endDate: '2027-03-25',
  tripDays: 10,
  nights: 9,
  airport: 'Roma Fiumicino',
  travellersCount: 3,
  primary: {
    firstName: 'Chiara',
    lastName: 'Loiacono',
    email: 'chiara.loiacono@example.it',
    phone: '+39 333 123 4567',
  },
  travellers: [
    { firstName: 'Chiara', lastName: 'Loiacono' },
    { firstName: 'Davide', lastName: 'Loiacono' },
    { firstName: 'Marta', lastName: 'Sciacovelli' },
  ],
  pricePerPerson: 2900,
  totalPrice: 8700,
  depositAmount: 3480,
  instalmentsPaid: 0,
  paymentReference: 'Chiara Loiacono Caparra Viaggio Maldive & Dubai',
  createdAt: '2026-11-25T14:03:07.000Z',
};

/** The booking page's address as a stored message holds it: the sender writes the token in. */
export const sampleBookingPageUrl = bookingPageLink(
  sampleBooking.id,
  sampleSettings.mail.siteUrl,
).url;

export const sampleEnquiry: Enquiry & { destinationTitle: string } = {
  name: 'Marco Ferrante',
  email: 'marco.ferrante@example.it',
  phone: '+39 347 765 4321',
  message:
    'Buongiorno, siamo in quattro amici e vorremmo partire a maggio.\nCi sono ancora posti? Grazie.',
  destinationId: 'maldive-dubai',
  destinationTitle: 'Maldive & Dubai',
  travelDate: 'maggio 2027',
  airport: 'Roma Fiumicino',
  consent: true,
};

/** An e-mail's text with its non-breaking spaces ("3.480 €") read as spaces. */
export const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
