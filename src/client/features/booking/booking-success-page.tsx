import { Link } from '../../components/site-link.tsx';
import { CircleCheck, Clock, KeyRound, Mail, PhoneCall } from 'lucide-react';
import {
  bookingCode,
  firstPaymentWords,
  seatsReserved,
  type BookingSummary,
} from '#domain/booking.ts';
import { isConfirmed, isInquiry, transferConfirmation } from '#domain/booking-status.ts';
import { siteLink } from '#domain/site-paths.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { useBooking } from './api.ts';
import { bookingPageToken, useLastBookingId } from '../../lib/booking-handoff.ts';
import { HoldDeadline } from './transfer-confirmation.tsx';
import { MoneyList, moneyLines } from './trip-summary.tsx';

function Summary({ booking }: { booking: BookingSummary }) {
  const { primary } = booking;
  const lines = [
    ['Referente', `${primary.firstName} ${primary.lastName}`],
    ['Email', primary.emailHint],
    ['Telefono', primary.phoneHint],
    ['Viaggiatori', String(booking.travellersCount)],
    ['Viaggio', booking.destinationTitle],
    ['Partenza', booking.startDate ? formatDate(booking.startDate) : 'Da definire'],
    ['Ritorno', booking.endDate ? formatDate(booking.endDate) : 'Da definire'],
  ] as const;
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:grid-cols-2 md:p-6">
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-navy-600">{label}</dt>
          <dd className="font-semibold break-words text-navy-900">{value}</dd>
        </div>
      ))}
      <div className="sm:col-span-2">
        <dt className="text-sm text-navy-600">Codice prenotazione</dt>
        <dd className="font-mono text-sm font-semibold break-all text-navy-900">{booking.id}</dd>
      </div>
    </dl>
  );
}

/** What to pay and when: the transfer now, and with a deposit the balance by its date. */
function Amounts({ booking }: { booking: BookingSummary }) {
  return (
    <section
      aria-labelledby="amounts-title"
      className="mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6"
    >
      <h2 id="amounts-title" className="text-2xl font-semibold text-navy-900">
        Importi
      </h2>
      {booking.paymentPlan === 'in_full' && (
        <p className="mt-2 text-navy-800">{firstPaymentWords.in_full.explained}</p>
      )}
      <MoneyList lines={moneyLines(booking)} tone="light" className="mt-4" />
    </section>
  );
}

/** The booking's private link, shown once here and sent in the e-mail. */
function PrivateLink({ token }: { token: string }) {
  const address = siteLink(window.location.origin, paths.myBooking(token));
  return (
    <section
      aria-labelledby="private-link-title"
      className="mt-6 rounded-[var(--radius-card)] border-2 border-gold-400 bg-sand-50 p-5 md:p-6"
    >
      <h2
        id="private-link-title"
        className="flex items-center gap-2 text-2xl font-semibold text-navy-900"
      >
        <KeyRound className="size-6 text-sea-700" aria-hidden /> La tua pagina personale
      </h2>
      <p className="mt-2 text-navy-800">
        Da qui vedi lo stato della prenotazione, i pagamenti e i dati del bonifico, e ogni
        viaggiatore può inviare i suoi documenti. Te l&apos;abbiamo mandato anche per email:
        conservalo e condividilo solo con chi viaggia con te.
      </p>
      <p className="mt-4 rounded-xl bg-white px-4 py-3 font-mono text-sm break-all text-navy-900">
        {address}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.myBooking(token)} className={buttonClasses('accent')}>
          Apri la tua prenotazione
        </Link>
        <CopyButton value={address} label="Link" variant="outline">
          Copia il link
        </CopyButton>
      </div>
    </section>
  );
}

/** What is true of the booking: received until the transfer arrives, confirmed after. */
function heading(booking: BookingSummary): string {
  if (isInquiry(booking.status)) return 'Richiesta ricevuta!';
  return isConfirmed(booking.status) ? 'Prenotazione confermata!' : 'Prenotazione ricevuta!';
}

/** `/booking-success`: what was booked, under its code, and what happens next. */
export function BookingSuccessPage() {
  const id = useLastBookingId();
  const { data: booking, isError } = useBooking(id ?? null);
  const token = id && bookingPageToken(id);
  const inquiry = booking ? isInquiry(booking.status) : false;
  const words = booking && firstPaymentWords[booking.paymentPlan];

  return (
    <section
      aria-labelledby="success-title"
      className="mx-auto max-w-3xl px-4 pt-24 pb-20 md:px-6 md:pt-32"
    >
      <CircleCheck className="size-14 text-sea-600" aria-hidden />
      <h1
        id="success-title"
        className="mt-4 flex flex-wrap items-baseline gap-x-3 text-4xl font-semibold md:text-5xl"
      >
        {booking ? heading(booking) : 'Prenotazione ricevuta'}
        {booking && (
          <span className="rounded-full bg-sea-50 px-3 py-1 font-mono text-base text-sea-700">
            {bookingCode(booking.id)}
          </span>
        )}
      </h1>
      {booking ? (
        <>
          <p className="mt-3 text-lg text-navy-700">
            {inquiry
              ? 'Grazie! Abbiamo la tua richiesta: ti proponiamo noi le partenze libere per il tuo gruppo.'
              : isConfirmed(booking.status)
                ? 'Grazie! Il bonifico è arrivato: il gruppo ti aspetta.'
                : `Grazie! ${seatsReserved(booking.travellersCount, { capital: true })}: la prenotazione è confermata quando arriva il bonifico.`}
          </p>
          {booking.holdUntil && (
            <div className="mt-6">
              <HoldDeadline holdUntil={booking.holdUntil}>
                Fai {words?.transfer} con i dati che trovi nella tua pagina personale e
                nell&apos;email, poi premi «Ho effettuato il bonifico»: dopo questa scadenza i posti
                tornano disponibili per altri viaggiatori.
              </HoldDeadline>
            </div>
          )}
          {!inquiry && <Amounts booking={booking} />}
          {token && <PrivateLink token={token} />}
          <Summary booking={booking} />
          <ul className="mt-6 space-y-3 text-navy-800">
            {transferConfirmation(booking.status) === 'already' && (
              <li className="flex gap-3">
                <Clock className="size-5 shrink-0 text-sea-700" aria-hidden />
                Hai segnalato il bonifico: i posti restano riservati mentre controlliamo
                l&apos;accredito.
              </li>
            )}
            {!inquiry && (
              <li className="flex gap-3">
                <Mail className="size-5 shrink-0 text-sea-700" aria-hidden />
                Appena riceviamo il bonifico ti arriva un'email di conferma automatica.
              </li>
            )}
            <li className="flex gap-3">
              <PhoneCall className="size-5 shrink-0 text-sea-700" aria-hidden />
              Una persona del nostro team ti chiamerà per i dettagli del viaggio e per rispondere
              alle tue domande.
            </li>
          </ul>
        </>
      ) : id !== null && !isError ? (
        <div className="mt-8">
          <Spinner label="Caricamento della prenotazione…" />
        </div>
      ) : (
        <p className="mt-3 text-lg text-navy-700">
          Non troviamo una prenotazione recente su questo dispositivo. Se hai appena prenotato,
          scrivici: ti aiutiamo subito.
        </p>
      )}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Torna alla Home
        </Link>
        <Link to={paths.contact} className={buttonClasses('outline', 'lg')}>
          Contattaci
        </Link>
      </div>
    </section>
  );
}
