import { isInquiry } from '#domain/booking-status.ts';
import { firstPaymentWords, seatsReserved } from '#domain/booking.ts';
import { formatDeadline } from '#domain/format-deadline.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { AmountFacts, TransferFacts, TripFacts, type MailBooking } from './booking-facts.tsx';

/**
 * To the traveller, right after booking: the summary, and for a departure the transfer of the
 * deposit; an inquiry (no departure yet) waits for the dates the agency proposes.
 */
export function BookingReceived({
  booking,
  site,
  bookingPageUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  const inquiry = isInquiry(booking.status);
  const firstName = booking.primary.firstName;
  const words = firstPaymentWords[booking.paymentPlan];
  const deadline = booking.holdUntil && formatDeadline(booking.holdUntil);
  return (
    <Layout
      site={site}
      preview={
        inquiry
          ? `Abbiamo la tua richiesta per ${booking.destinationTitle}: ti proponiamo noi le partenze libere.`
          : deadline
            ? `Posti riservati fino a ${deadline}: ecco i dati per ${words.transfer}.`
            : `Posti riservati per ${booking.destinationTitle}: ecco i dati per ${words.transfer}.`
      }
    >
      <Title>
        {inquiry
          ? `Grazie ${firstName}, abbiamo la tua richiesta!`
          : `Grazie ${firstName}, ${seatsReserved(booking.travellers.length)}!`}
      </Title>
      {inquiry ? (
        <Paragraph>
          Abbiamo ricevuto la tua richiesta per <strong>{booking.destinationTitle}</strong>. Ti
          proponiamo noi le partenze libere per il tuo gruppo: scegliamo insieme la data, poi ti
          mandiamo il prezzo e i dati per la caparra.
        </Paragraph>
      ) : (
        <Paragraph>
          Abbiamo ricevuto la tua prenotazione per <strong>{booking.destinationTitle}</strong>: il
          gruppo ti aspetta. Qui sotto trovi il riepilogo e i dati per {words.transfer}.{' '}
          {booking.paymentPlan === 'in_full' && words.explained}
        </Paragraph>
      )}
      {deadline && (
        <Paragraph>
          <strong>Posti riservati fino a {deadline}</strong> (ora italiana). Entro allora fai{' '}
          {words.transfer} e premi «Ho effettuato il bonifico» nella pagina della prenotazione:
          dopo, i posti tornano disponibili per altri viaggiatori.
        </Paragraph>
      )}
      <TripFacts booking={booking} />
      {/* Without a departure the price is not known yet: it depends on the season. */}
      {!inquiry && <AmountFacts booking={booking} depositPaid={false} />}
      {!inquiry && <TransferFacts booking={booking} site={site} />}
      {!inquiry && (
        <Paragraph>
          Appena riceviamo il bonifico ti arriva un&apos;email di conferma automatica.
        </Paragraph>
      )}
      <Paragraph>
        Una persona del nostro team ti chiamerà per i dettagli del viaggio e per rispondere alle tue
        domande. Dalla pagina della prenotazione puoi rivederla in ogni momento e caricare i
        documenti di ogni viaggiatore.
      </Paragraph>
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <SignOff site={site} />
    </Layout>
  );
}
