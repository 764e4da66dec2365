import { firstNameOf, isOne } from '#domain/words.ts';
import { daysAndNights } from '#domain/departures.ts';
import { formatEuro, formatLongDate } from '#domain/format.ts';
import type { IsoDate } from '#domain/calendar.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import {
  WAITLIST_CHANGE_HOURS,
  waitlistPlaceText,
  waitlistSeatsText as seatsText,
} from '#domain/waitlist.ts';
import { Action, Facts, Layout, Paragraph, SignOff, Title, type Fact } from '../layout.tsx';

/** A place in a departure's queue, as the waitlist's e-mails tell it. */
export type MailWaitlistEntry = {
  name: string;
  seats: number;
  destinationTitle: string;
  startDate: IsoDate;
  endDate: IsoDate;
  tripDays: number;
  price: number;
};

function DepartureFacts({ entry, extra = [] }: { entry: MailWaitlistEntry; extra?: Fact[] }) {
  return (
    <Facts
      title="La partenza"
      facts={[
        { label: 'Viaggio', value: entry.destinationTitle },
        { label: 'Partenza', value: formatLongDate(entry.startDate) },
        { label: 'Rientro', value: formatLongDate(entry.endDate) },
        { label: 'Durata', value: daysAndNights(entry.tripDays) },
        { label: 'Posti richiesti', value: seatsText(entry.seats) },
        ...extra,
      ]}
    />
  );
}

/**
 * To the visitor who asked to be told, with their place in the queue: the sign-up's answer on
 * the site does not say it, as it must read the same for an e-mail already in the queue. Like the
 * contact form's acknowledgement, it repeats nothing typed but the name, so the form cannot send
 * a stranger a text of one's choice.
 */
export function WaitlistJoined({
  entry,
  place,
  site,
}: {
  entry: MailWaitlistEntry;
  place: number;
  site: SiteConfig;
}) {
  return (
    <Layout
      site={site}
      preview={`Ti scriviamo appena si libera un posto per ${entry.destinationTitle}.`}
    >
      <Title>Sei in lista d’attesa</Title>
      <Paragraph>
        Ciao {firstNameOf(entry.name)}, la partenza del {formatLongDate(entry.startDate)} per{' '}
        <strong>{entry.destinationTitle}</strong> per ora è al completo, ma non è detta l’ultima
        parola: capita spesso che qualcuno cambi programma.
      </Paragraph>
      <DepartureFacts entry={entry} />
      <Paragraph>
        <strong>{waitlistPlaceText(place)}</strong> Appena si liberano dei posti scriviamo a chi è
        in lista, in ordine di iscrizione, se la sua richiesta ci sta. Non devi fare altro: tieni
        d’occhio la posta.
      </Paragraph>
      <Paragraph>
        Se nel frattempo cambi idea o vuoi valutare un’altra data, scrivici a {site.contactEmail} o
        chiamaci al {site.contactPhone}.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}

/**
 * To an address already in a departure's queue, when the form is sent again with it: nothing
 * changes unless the link is opened. It greets the name already in the queue and names the seats
 * asked now; the new name shows only on the page the link opens, so the form cannot put a
 * stranger's words in this e-mail.
 */
export function WaitlistChangeRequested({
  entry,
  site,
  confirmUrl,
}: {
  entry: MailWaitlistEntry;
  site: SiteConfig;
  confirmUrl: string;
}) {
  return (
    <Layout site={site} preview="Confermi la modifica della tua richiesta in lista d’attesa?">
      <Title>Confermi la modifica?</Title>
      <Paragraph>
        Ciao {firstNameOf(entry.name)}, qualcuno ha chiesto di nuovo dal nostro sito di essere
        avvisato per la partenza del {formatLongDate(entry.startDate)} per{' '}
        <strong>{entry.destinationTitle}</strong> con questo indirizzo email, che è già in lista
        d’attesa. Prima di cambiare la tua richiesta vogliamo essere sicuri che sia stato tu.
      </Paragraph>
      <DepartureFacts entry={entry} />
      <Action href={confirmUrl}>Vedi e conferma la modifica</Action>
      <Paragraph>
        Il link vale {WAITLIST_CHANGE_HOURS} ore e una volta sola. Se non sei stato tu, ignora
        questa email: la tua richiesta e il tuo posto in lista restano come sono.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}

/** Seats returned and this request fits: the link opens the booking form on that departure. */
export function WaitlistSeatsFree({
  entry,
  site,
  bookingUrl,
}: {
  entry: MailWaitlistEntry;
  site: SiteConfig;
  bookingUrl: string;
}) {
  return (
    <Layout
      site={site}
      preview={`Buone notizie: ci sono ${seatsText(entry.seats)} per ${entry.destinationTitle}.`}
    >
      <Title>
        {isOne(entry.seats) ? 'Si è liberato un posto per te!' : 'Si sono liberati i vostri posti!'}
      </Title>
      <Paragraph>
        Ciao {firstNameOf(entry.name)}, buone notizie: sulla partenza del{' '}
        {formatLongDate(entry.startDate)} per <strong>{entry.destinationTitle}</strong> si sono
        liberati dei posti, e{' '}
        {entry.seats === 1
          ? 'il posto che ci avevi chiesto c’è.'
          : `i ${entry.seats} posti che ci avevi chiesto ci stanno.`}
      </Paragraph>
      <DepartureFacts
        entry={entry}
        extra={[{ label: 'Prezzo a persona', value: formatEuro(entry.price), strong: true }]}
      />
      <Paragraph>
        I posti vanno a chi prenota per primo: se vuoi partire, non aspettare troppo.
      </Paragraph>
      <Action href={bookingUrl}>Prenota la partenza</Action>
      <Paragraph>
        Hai bisogno di un consiglio prima di decidere? Scrivici a {site.contactEmail} o chiamaci al{' '}
        {site.contactPhone}.
      </Paragraph>
      <SignOff site={site} />
    </Layout>
  );
}
