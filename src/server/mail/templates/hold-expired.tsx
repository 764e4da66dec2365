import { formatDeadline } from '#domain/format-deadline.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { TripFacts, type MailBooking } from './booking-facts.tsx';

/**
 * To the traveller, when the seats were held until `holdUntil` and no transfer was confirmed:
 * the booking is cancelled and the seats are free again. Kindly: the money may be on its way,
 * or life got in the way; the agency would still like them on the trip.
 */
export function HoldExpired({
  booking,
  holdUntil,
  site,
  tripUrl,
}: {
  booking: MailBooking;
  holdUntil: string;
  site: SiteConfig;
  tripUrl: string;
}) {
  // One traveller's seat, or a group's: as the first e-mail said (seatsReserved).
  const one = booking.travellers.length === 1;
  return (
    <Layout
      site={site}
      preview={`I posti per ${booking.destinationTitle} non sono più riservati: se vuoi ancora partire, scrivici.`}
    >
      <Title>
        {one ? 'Il tuo posto non è più riservato' : 'I vostri posti non sono più riservati'}
      </Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, {one ? 'il posto' : 'i posti'} per{' '}
        <strong>{booking.destinationTitle}</strong> {one ? 'era riservato' : 'erano riservati'} fino
        a {formatDeadline(holdUntil)}. Non avendo ricevuto in tempo la conferma del bonifico della
        caparra, {one ? "l'abbiamo liberato" : 'li abbiamo liberati'} per altri viaggiatori e la
        prenotazione è stata annullata.
      </Paragraph>
      <TripFacts booking={booking} />
      <Paragraph>
        Se il bonifico è già partito, o se vuoi ancora venire con noi, scrivici a{' '}
        {site.contactEmail} o chiamaci al {site.contactPhone}: ti aiutiamo volentieri. Finché ci
        sono posti liberi puoi anche prenotare di nuovo dalla pagina del viaggio.
      </Paragraph>
      <Action href={tripUrl}>Vedi il viaggio e le partenze</Action>
      <SignOff site={site} />
    </Layout>
  );
}
