import type { SiteConfig } from '#domain/site-config.ts';
import { Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { TripFacts, type MailBooking } from './booking-facts.tsx';

/** To the traveller, when staff cancel the booking. */
export function BookingCancelled({ booking, site }: { booking: MailBooking; site: SiteConfig }) {
  return (
    <Layout
      site={site}
      preview={`La prenotazione per ${booking.destinationTitle} è stata annullata.`}
    >
      <Title>La tua prenotazione è stata annullata</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, ti confermiamo che la prenotazione per{' '}
        <strong>{booking.destinationTitle}</strong> è stata annullata.
      </Paragraph>
      <TripFacts booking={booking} />
      <Paragraph>
        Se pensi che sia un errore, o se vuoi scegliere un&apos;altra data, scrivici a{' '}
        {site.contactEmail} o chiamaci al {site.contactPhone}: ti aiutiamo volentieri.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}
