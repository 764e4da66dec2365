import { balanceLeft } from '#domain/payments.ts';
import { formatEuro, formatLongDate } from '#domain/format.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, SignOff, Title } from '../layout.tsx';
import { TransferFacts, TripFacts, type MailBooking } from './booking-facts.tsx';

/**
 * To the traveller, 14 and 3 days before the balance is due: the amount, the day and the
 * transfer with its own causale. A booking confirmed after its due date is asked to pay soon.
 */
export function BalanceReminder({
  booking,
  dueDate,
  overdue,
  site,
  bookingPageUrl,
}: {
  booking: MailBooking;
  dueDate: string;
  /** The due date has passed already (a booking confirmed late). */
  overdue: boolean;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  const amount = formatEuro(balanceLeft(booking));
  const day = formatLongDate(dueDate);
  return (
    <Layout
      site={site}
      preview={
        overdue
          ? `Il saldo di ${amount} per ${booking.destinationTitle} è da versare appena puoi.`
          : `Il saldo di ${amount} per ${booking.destinationTitle} va versato entro ${day}.`
      }
    >
      <Title>Il saldo del tuo viaggio</Title>
      {overdue ? (
        <Paragraph>
          Ciao {booking.primary.firstName}, il viaggio per{' '}
          <strong>{booking.destinationTitle}</strong> si avvicina! Il saldo di{' '}
          <strong>{amount}</strong> era da versare entro <strong>{day}</strong>: ti chiediamo di
          fare il bonifico appena puoi, con i dati qui sotto.
        </Paragraph>
      ) : (
        <Paragraph>
          Ciao {booking.primary.firstName}, il viaggio per{' '}
          <strong>{booking.destinationTitle}</strong> si avvicina! Ti ricordiamo il saldo di{' '}
          <strong>{amount}</strong>, da versare entro <strong>{day}</strong> con un bonifico: trovi
          qui sotto tutti i dati.
        </Paragraph>
      )}
      <TransferFacts booking={booking} site={site} payment="balance" />
      <TripFacts booking={booking} />
      <Paragraph>
        Se hai già fatto il bonifico non serve altro: appena lo riceviamo ti scriviamo per
        confermartelo. Per qualsiasi dubbio scrivici a {site.contactEmail} o chiamaci al{' '}
        {site.contactPhone}.
      </Paragraph>
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <SignOff site={site} />
    </Layout>
  );
}
