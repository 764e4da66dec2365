import { formatEuro, formatLongDate } from '#domain/format.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import { Action, Layout, Paragraph, Quote, SignOff, Title, Written } from '../layout.tsx';
import { TripFacts, type MailBooking } from './booking-facts.tsx';

/** To each booking of a departure staff confirm: the group is formed, the trip goes ahead. */
export function DepartureConfirmed({
  booking,
  site,
  bookingPageUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  bookingPageUrl: string;
}) {
  return (
    <Layout site={site} preview={`Il gruppo per ${booking.destinationTitle} è formato: si parte!`}>
      <Title>Si parte: la partenza è confermata!</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, il gruppo per <strong>{booking.destinationTitle}</strong>{' '}
        ha raggiunto il numero di partecipanti: la partenza è confermata.
      </Paragraph>
      <TripFacts booking={booking} />
      <Paragraph>
        Nelle prossime settimane ti scriviamo con il punto d&apos;incontro e gli ultimi dettagli. Se
        manca ancora qualche documento dei viaggiatori, puoi caricarlo dalla pagina della
        prenotazione.
      </Paragraph>
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <SignOff site={site} />
    </Layout>
  );
}

/** To each booking of a departure staff cancel: why, and what comes back. */
export function DepartureCancelled({
  booking,
  site,
  reason,
  refund,
}: {
  booking: MailBooking;
  site: SiteConfig;
  reason: string;
  /** What the booking paid and gets back; 0 when nothing was paid. */
  refund: number;
}) {
  return (
    <Layout site={site} preview={`La partenza per ${booking.destinationTitle} è annullata.`}>
      <Title>Ci dispiace: la partenza è annullata</Title>
      <Paragraph>
        Ciao {booking.primary.firstName}, dobbiamo annullare la partenza per{' '}
        <strong>{booking.destinationTitle}</strong> e con lei la tua prenotazione. Il motivo:
      </Paragraph>
      <Quote>{reason}</Quote>
      <TripFacts booking={booking} />
      <Paragraph>
        {refund > 0
          ? `Ti restituiamo tutto quello che hai versato, ${formatEuro(refund)}: rispondi a questa e-mail con l’IBAN su cui vuoi riceverlo e ti mandiamo il bonifico.`
          : 'Non hai versato nulla per questa prenotazione: non devi fare niente.'}
      </Paragraph>
      <Paragraph>
        Se vuoi, ti proponiamo volentieri un&apos;altra data o un altro viaggio: scrivici a{' '}
        {site.contactEmail} o chiamaci al {site.contactPhone}.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}

/** To each person waiting for seats of a departure staff cancel: no seats will come. */
export function WaitlistDepartureCancelled({
  name,
  destinationTitle,
  startDate,
  site,
}: {
  name: string;
  destinationTitle: string;
  startDate: string;
  site: SiteConfig;
}) {
  return (
    <Layout site={site} preview={`La partenza per ${destinationTitle} è annullata.`}>
      <Title>La partenza che aspettavi è annullata</Title>
      <Paragraph>
        Ciao {name}, eri in lista d&apos;attesa per <strong>{destinationTitle}</strong> con partenza{' '}
        {formatLongDate(startDate)}: questa partenza è stata annullata, quindi la lista
        d&apos;attesa è chiusa.
      </Paragraph>
      <Paragraph>
        Ci sono altre date e altri viaggi: scrivici a {site.contactEmail} o chiamaci al{' '}
        {site.contactPhone} e ti aiutiamo a trovare quella giusta.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}

/** A message staff wrote to a departure's travellers: their words, and the booking's page. */
export function DepartureNote({
  booking,
  site,
  body,
  bookingPageUrl,
}: {
  booking: MailBooking;
  site: SiteConfig;
  body: string;
  bookingPageUrl: string;
}) {
  return (
    <Layout site={site} preview={body.slice(0, 120)}>
      <Paragraph>Ciao {booking.primary.firstName},</Paragraph>
      <Written text={body} />
      <TripFacts booking={booking} />
      <Action href={bookingPageUrl}>Apri la tua prenotazione</Action>
      <SignOff site={site} />
    </Layout>
  );
}
