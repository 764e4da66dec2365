import { formatEuro } from '#domain/format.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { AmountFacts, TripFacts, type MailBooking } from './booking-facts.tsx';

/** To the traveller, when staff record the deposit: the confirmation the success page promises. */
export function DepositRecorded({
  booking,
  site,
  bookingPageUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  return (
    <Layout
      site={site}
      preview={`Abbiamo ricevuto il tuo bonifico: il viaggio per ${booking.destinationTitle} è confermato.`}
    >
      <Title>La tua prenotazione è confermata!</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, abbiamo ricevuto il tuo bonifico di{' '}
        <strong>{formatEuro(booking.depositAmount)}</strong>: il tuo viaggio per{' '}
        <strong>{booking.destinationTitle}</strong> è confermato
        {booking.paymentPlan === 'in_full' && ' e pagato per intero: non resta nessun saldo'}. Non
        vediamo l&apos;ora di partire con te!
      </Paragraph>
      <TripFacts booking={booking} />
      <AmountFacts booking={booking} depositPaid />
      {booking.balanceDueDate && (
        <Paragraph>
          Per il saldo non devi segnarti nulla: prima della scadenza ti scriviamo noi, con i dati
          del bonifico.
        </Paragraph>
      )}
      <Paragraph>
        Una persona del nostro team ti chiamerà per i prossimi passi. Se non l&apos;hai ancora
        fatto, carica dalla pagina della prenotazione i documenti di ogni viaggiatore.
      </Paragraph>
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <SignOff site={site} />
    </Layout>
  );
}
