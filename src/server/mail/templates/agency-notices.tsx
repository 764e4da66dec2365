import { bookingStatusLabels, isInquiry } from '#domain/booking-status.ts';
import { bookingCode, firstPaymentWords } from '#domain/booking.ts';
import { formatEuro } from '#domain/format.ts';
import { countOf } from '#domain/words.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Facts, Layout, Paragraph, Title } from '../layout.tsx';
import { AmountFacts, fullName, TripFacts, type MailBooking } from './booking-facts.tsx';

/** The agency's notices about a booking: what happened, the facts, the way to the back office. */

export function ContactFacts({ booking }: { booking: MailBooking }) {
  return (
    <Facts
      title="Contatti"
      facts={[
        { label: 'Referente', value: fullName(booking.primary) },
        { label: 'Email', value: booking.primary.email },
        { label: 'Telefono', value: booking.primary.phone },
      ]}
    />
  );
}

export function BookingReceivedAgency({
  booking,
  site,
  backOfficeUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  backOfficeUrl: string;
}) {
  const inquiry = isInquiry(booking.status);
  return (
    <Layout
      site={site}
      preview={`${fullName(booking.primary)} · ${booking.destinationTitle} · ${countOf(booking.travellers.length, 'viaggiatore', 'viaggiatori')}`}
    >
      <Title>{inquiry ? 'Nuova richiesta senza data' : 'Nuova prenotazione'}</Title>
      <Paragraph>
        {fullName(booking.primary)} ha {inquiry ? 'chiesto' : 'prenotato'}{' '}
        <strong>{booking.destinationTitle}</strong> per{' '}
        {countOf(booking.travellers.length, 'viaggiatore', 'viaggiatori')}.{' '}
        {inquiry
          ? 'Non ha scelto una partenza: proponi le date libere.'
          : `Stato: ${bookingStatusLabels[booking.status].toLowerCase()}; ${booking.paymentPlan === 'in_full' ? "l'intero importo" : 'la caparra'} di ${formatEuro(booking.depositAmount)} arriverà con la causale indicata sotto${booking.paymentPlan === 'in_full' ? ', in un solo bonifico (partenza vicina)' : ''}.`}
      </Paragraph>
      <ContactFacts booking={booking} />
      <TripFacts
        booking={booking}
        extra={[{ label: 'Causale', value: booking.paymentReference }]}
      />
      <AmountFacts booking={booking} depositPaid={false} />
      <Action href={backOfficeUrl}>Apri la prenotazione</Action>
    </Layout>
  );
}

export function TransferDeclaredAgency({
  booking,
  site,
  backOfficeUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  backOfficeUrl: string;
}) {
  return (
    <Layout
      site={site}
      preview={`Da verificare: ${formatEuro(booking.depositAmount)} con causale «${booking.paymentReference}».`}
    >
      <Title>Bonifico dichiarato</Title>
      <Paragraph>
        {fullName(booking.primary)} dice di aver fatto{' '}
        {firstPaymentWords[booking.paymentPlan].transfer} per la prenotazione{' '}
        {bookingCode(booking.id)} ({booking.destinationTitle}). Quando lo vedi arrivare sul conto,
        registralo nel back office: il viaggiatore riceve subito la conferma.
      </Paragraph>
      <Facts
        title="Da verificare sul conto"
        tone="gold"
        facts={[
          { label: 'Importo', value: formatEuro(booking.depositAmount), strong: true },
          { label: 'Causale', value: booking.paymentReference },
          { label: 'Ordinante atteso', value: fullName(booking.primary) },
        ]}
      />
      <ContactFacts booking={booking} />
      <Action href={backOfficeUrl}>Apri la prenotazione</Action>
    </Layout>
  );
}

export function DocumentsUploadedAgency({
  booking,
  site,
  backOfficeUrl,
  documents,
}: {
  booking: MailBooking;
  site: SiteConfig;
  backOfficeUrl: string;
  /** "foto del passaporto", "selfie con il passaporto". */
  documents: readonly string[];
}) {
  return (
    <Layout
      site={site}
      preview={`${fullName(booking.primary)} · ${booking.destinationTitle}: documenti da verificare.`}
    >
      <Title>Documenti caricati</Title>
      <Paragraph>
        Sono arrivati i documenti per la prenotazione {bookingCode(booking.id)} di{' '}
        {fullName(booking.primary)}: {documents.join(' e ')}. Controllali nel back office.
      </Paragraph>
      <TripFacts booking={booking} />
      <Action href={backOfficeUrl}>Apri la prenotazione</Action>
    </Layout>
  );
}
