import { bookingCode, firstPaymentWords } from '#domain/booking.ts';
import { formatEuro } from '#domain/format.ts';
import { formatDeadline } from '#domain/format-deadline.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Facts, Layout, Paragraph, Title } from '../layout.tsx';
import { ContactFacts } from './agency-notices.tsx';
import { fullName, type MailBooking } from './booking-facts.tsx';

/**
 * To the agency, when a transfer declared TRANSFER_CHECK_DAYS ago is still not recorded: check
 * the account. The clock never cancels such a booking; staff decide.
 */
export function TransferOverdueAgency({
  booking,
  declaredAt,
  site,
  backOfficeUrl,
}: {
  booking: MailBooking;
  declaredAt: string;
  site: SiteConfig;
  backOfficeUrl: string;
}) {
  return (
    <Layout
      site={site}
      preview={`Da verificare: ${formatEuro(booking.depositAmount)} con causale «${booking.paymentReference}», dichiarato ${formatDeadline(declaredAt)}.`}
    >
      <Title>Bonifico da verificare</Title>
      <Paragraph>
        {fullName(booking.primary)} ha dichiarato {firstPaymentWords[booking.paymentPlan].transfer}{' '}
        per la prenotazione {bookingCode(booking.id)} ({booking.destinationTitle}){' '}
        {formatDeadline(declaredAt)}, e il pagamento non è ancora registrato. Controlla il conto: se
        il bonifico è arrivato, registralo e il viaggiatore riceve subito la conferma; se non lo
        trovi, contatta il viaggiatore.
      </Paragraph>
      <Paragraph>
        La prenotazione non si annulla da sola: i posti restano riservati finché non decidi tu.
      </Paragraph>
      <Facts
        title="Da verificare sul conto"
        tone="gold"
        facts={[
          { label: 'Importo', value: formatEuro(booking.depositAmount), strong: true },
          { label: 'Causale', value: booking.paymentReference },
          { label: 'Ordinante atteso', value: fullName(booking.primary) },
          { label: 'Dichiarato', value: formatDeadline(declaredAt) },
        ]}
      />
      <ContactFacts booking={booking} />
      <Action href={backOfficeUrl}>Apri la prenotazione</Action>
    </Layout>
  );
}
