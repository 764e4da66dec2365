import { firstPaymentWords, seatsReserved } from '#domain/booking.ts';
import { formatEuro } from '#domain/format.ts';
import { formatDeadline } from '#domain/format-deadline.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { TransferFacts, TripFacts, type MailBooking } from './booking-facts.tsx';

/**
 * To the traveller, a day before the seats stop being held: until when, the transfer to make,
 * and what happens otherwise; the agency can hold them longer, so the way to ask is there too.
 */
export function HoldReminder({
  booking,
  holdUntil,
  site,
  bookingPageUrl,
}: {
  booking: MailBooking;
  holdUntil: string;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  const deadline = formatDeadline(holdUntil);
  const travellers = booking.travellers.length;
  const words = firstPaymentWords[booking.paymentPlan];
  return (
    <Layout
      site={site}
      preview={`Posti riservati fino a ${deadline}: ecco i dati per ${words.transfer} (${booking.destinationTitle}).`}
    >
      <Title>
        {seatsReserved(travellers, { capital: true })} fino a {deadline}
      </Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, ti ricordiamo che per{' '}
        <strong>{booking.destinationTitle}</strong> {seatsReserved(travellers)} fino a{' '}
        <strong>{deadline}</strong> (ora italiana). Per tenerli basta {words.transfer} di{' '}
        <strong>{formatEuro(booking.depositAmount)}</strong>: quando l&apos;hai fatto, premi «Ho
        effettuato il bonifico» nella pagina della prenotazione.
      </Paragraph>
      <TransferFacts booking={booking} site={site} />
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <Paragraph>
        Se entro quell&apos;ora non ci confermi il bonifico, la prenotazione si annulla e i posti
        tornano disponibili per altri viaggiatori. Ti serve qualche giorno in più? Scrivici a{' '}
        {site.contactEmail} o chiamaci al {site.contactPhone}: li teniamo volentieri per te ancora
        un po&apos;.
      </Paragraph>
      <TripFacts booking={booking} />
      <SignOff site={site} />
    </Layout>
  );
}
