import { bookingCode } from '#domain/booking.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { TripFacts, type MailBooking } from './booking-facts.tsx';

/** Staff send the booking's page again ("Invia di nuovo"): the e-mail with its link was lost. */
export function BookingLink({
  booking,
  site,
  bookingPageUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  return (
    <Layout site={site} preview={`Il link alla tua prenotazione per ${booking.destinationTitle}.`}>
      <Title>Il link alla tua prenotazione</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, ecco di nuovo il link alla pagina della tua prenotazione{' '}
        <strong>{bookingCode(booking.id)}</strong> per <strong>{booking.destinationTitle}</strong>:
        da lì vedi a che punto sono i pagamenti e carichi i documenti di ogni viaggiatore.
      </Paragraph>
      <TripFacts booking={booking} />
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <Paragraph>
        Il link è personale: non inoltrarlo a chi non viaggia con te. Quelli che ti abbiamo già
        mandato restano validi.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}
