import { balanceLeft } from '#domain/payments.ts';
import { formatEuro } from '#domain/format.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { AmountFacts, TripFacts, type MailBooking } from './booking-facts.tsx';

/**
 * To the traveller, when staff record the balance: the trip is paid in full, and what comes
 * next (the documents, then the coordinators' message before departure).
 */
export function BalanceRecorded({
  booking,
  coordinators,
  site,
  bookingPageUrl,
}: {
  booking: MailBooking;
  /** The departure's two coordinators, when it is still on the calendar. */
  coordinators: readonly [string, string] | null;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  return (
    <Layout
      site={site}
      preview={`Saldo ricevuto: il viaggio per ${booking.destinationTitle} è pagato per intero.`}
    >
      <Title>Saldo ricevuto, il viaggio è tutto pagato!</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, abbiamo ricevuto il saldo di{' '}
        <strong>{formatEuro(balanceLeft(booking))}</strong>: il tuo viaggio per{' '}
        <strong>{booking.destinationTitle}</strong> è pagato per intero. Grazie!
      </Paragraph>
      <TripFacts booking={booking} />
      <AmountFacts booking={booking} depositPaid balancePaid />
      <Paragraph>
        E adesso? Se non l&apos;hai ancora fatto, carica dalla pagina della prenotazione la foto del
        passaporto e la selfie di ogni viaggiatore: ci servono per confermare i posti in volo e in
        hotel.
      </Paragraph>
      <Paragraph>
        {coordinators
          ? `Prima della partenza ti scriveranno ${coordinators[0]} e ${coordinators[1]}, i coordinatori del tuo gruppo,`
          : 'Prima della partenza ti scriveranno i coordinatori del tuo gruppo,'}{' '}
        con il programma, gli orari dei voli e tutto quello che serve per la valigia. Non vediamo
        l&apos;ora di partire con te!
      </Paragraph>
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <SignOff site={site} />
    </Layout>
  );
}

/** To the traveller, when staff record an instalment: what arrived, and what the balance asks now. */
export function InstalmentRecorded({
  booking,
  amount,
  site,
  bookingPageUrl,
}: {
  /** As it stands with the instalment counted. */
  booking: MailBooking;
  amount: number;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  return (
    <Layout
      site={site}
      preview={`Acconto ricevuto: restano ${formatEuro(balanceLeft(booking))} di saldo.`}
    >
      <Title>Acconto ricevuto</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, abbiamo ricevuto il tuo bonifico di{' '}
        <strong>{formatEuro(amount)}</strong> per il viaggio a{' '}
        <strong>{booking.destinationTitle}</strong>. Grazie! Per completare il saldo restano{' '}
        <strong>{formatEuro(balanceLeft(booking))}</strong>: prima della scadenza ti scriviamo noi,
        con i dati del bonifico.
      </Paragraph>
      <TripFacts booking={booking} />
      <AmountFacts booking={booking} depositPaid />
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <SignOff site={site} />
    </Layout>
  );
}
