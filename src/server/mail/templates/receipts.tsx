import { firstPaymentWords } from '#domain/booking.ts';
import { formatEuro } from '#domain/format.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { fullName, TripFacts, type MailBooking } from './booking-facts.tsx';

/**
 * Short receipts to the traveller: what they just did has reached us, and what happens next.
 * Without a private link: the booking's earlier e-mails carry it.
 */

/** The traveller said the transfer is done ("Ho effettuato il bonifico"). */
export function TransferDeclared({ booking, site }: { booking: MailBooking; site: SiteConfig }) {
  const words = firstPaymentWords[booking.paymentPlan];
  return (
    <Layout
      site={site}
      preview={`Abbiamo preso nota del tuo bonifico per ${booking.destinationTitle}: ora controlliamo l'accredito.`}
    >
      <Title>Abbiamo preso nota del tuo bonifico</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, grazie: ci hai segnalato {words.transfer} di{' '}
        <strong>{formatEuro(booking.depositAmount)}</strong> per{' '}
        <strong>{booking.destinationTitle}</strong>, con la causale «{booking.paymentReference}».
      </Paragraph>
      <Paragraph>
        I posti restano riservati mentre controlliamo l&apos;accredito, che di solito arriva in uno
        o due giorni lavorativi. Appena lo vediamo sul conto ti mandiamo la conferma della
        prenotazione.
      </Paragraph>
      <TripFacts booking={booking} />
      <Paragraph>
        Hai fatto il bonifico con un importo o una causale diversi? Scrivici a {site.contactEmail} o
        chiamaci al {site.contactPhone}: così lo riconosciamo subito.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}

/** A traveller's passport photo and selfie arrived, by either upload form. */
export function DocumentsReceived({
  booking,
  traveller,
  missing,
  site,
}: {
  booking: MailBooking;
  traveller: { firstName: string; lastName: string };
  /** The travellers whose documents have not arrived yet. */
  missing: readonly { firstName: string; lastName: string }[];
  site: SiteConfig;
}) {
  return (
    <Layout
      site={site}
      preview={`Abbiamo ricevuto i documenti di ${fullName(traveller)} per ${booking.destinationTitle}.`}
    >
      <Title>Documenti ricevuti</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, abbiamo ricevuto la foto del passaporto e la selfie di{' '}
        <strong>{fullName(traveller)}</strong> per <strong>{booking.destinationTitle}</strong>. Li
        controlliamo noi: se qualcosa non si legge bene ti ricontattiamo.
      </Paragraph>
      <Paragraph>
        {missing.length === 0
          ? 'Abbiamo i documenti di tutti i viaggiatori: per ora non serve altro.'
          : `Mancano ancora i documenti di ${missing.map(fullName).join(', ')}: ognuno può inviarli dalla pagina della prenotazione.`}
      </Paragraph>
      <TripFacts booking={booking} />
      <SignOff site={site} />
    </Layout>
  );
}
