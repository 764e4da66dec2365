import { useState } from 'react';
import { useParams } from 'react-router';
import { CalendarClock, CircleAlert, Mail } from 'lucide-react';
import {
  bookingStatusTone,
  holdsOnClock,
  isCancelled,
  isInquiry,
  paymentStatusLabels,
  transferConfirmation,
} from '#domain/booking-status.ts';
import { balanceReference, firstPaymentWords, seatsReserved } from '#domain/booking.ts';
import { todayInRome } from '#domain/calendar.ts';
import { myBookingMessages, type MyBooking, type MyBookingTraveller } from '#domain/my-booking.ts';
import { Link } from '../../components/site-link.tsx';
import { TransferDetails } from '../../components/transfer-details.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { HoldDeadline, TripSummary, moneyLines } from '../booking/index.ts';
import { useMyBooking } from './api.ts';
import { bookingStateId, DeclareTransfer } from './declare-transfer.tsx';
import { DocumentsChecklist, travellerHeadingId } from './documents-checklist.tsx';
import { TravellerUpload } from './traveller-upload.tsx';

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6';

/** Where the booking stands, said to the traveller. */
function greeting(booking: MyBooking): string {
  const name = booking.travellers[0]?.firstName;
  const hello = name ? `Ciao ${name}! ` : '';
  if (isCancelled(booking.status)) {
    return booking.cancellationReason === 'hold_expired'
      ? `${hello}Non abbiamo ricevuto in tempo la conferma del bonifico della caparra, così i posti sono tornati disponibili e la prenotazione è stata annullata. Se il bonifico è già partito, o se vuoi ancora venire, scrivici: se ci sono posti liberi li riserviamo di nuovo volentieri.`
      : `${hello}Questa prenotazione è stata annullata. Se pensi che sia un errore, scrivici: ne parliamo volentieri.`;
  }
  if (isInquiry(booking.status)) {
    return `${hello}Abbiamo la tua richiesta: ti proponiamo noi le partenze libere per il tuo gruppo.`;
  }
  const inFull = booking.paymentPlan === 'in_full';
  if (booking.amounts.balancePaid) {
    return inFull
      ? `${hello}Il bonifico è arrivato: il viaggio è confermato e pagato per intero. Non ti resta che preparare la valigia!`
      : `${hello}Il saldo è arrivato: il viaggio è pagato per intero. Non ti resta che preparare la valigia!`;
  }
  if (booking.amounts.depositPaid) {
    return `${hello}La caparra è arrivata e il viaggio è confermato: il gruppo ti aspetta.`;
  }
  if (transferConfirmation(booking.status) === 'already') {
    return `${hello}Grazie per il bonifico: appena lo riceviamo ti confermiamo tutto per email.`;
  }
  return `${hello}${seatsReserved(booking.travellers.length, { capital: true })}: manca solo ${firstPaymentWords[booking.paymentPlan].transfer}, con i dati qui sotto.`;
}

/** "1.140 € entro il 16/02/2027", or the day it arrived once staff have recorded it. */
function balanceLine({ amounts, balanceDueDate, balancePaidOn }: MyBooking): string {
  const amount = formatEuro(amounts.balance);
  if (balancePaidOn) return `${amount}, ricevuto il ${formatDate(balancePaidOn)}`;
  return balanceDueDate ? `${amount} entro il ${formatDate(balanceDueDate)}` : amount;
}

/** The money line the traveller reads first: what is left to pay. */
function amountLines(booking: MyBooking) {
  const { amounts } = booking;
  return [
    ...moneyLines(
      {
        pricePerPerson: amounts.pricePerPerson,
        totalPrice: amounts.total,
        depositAmount: amounts.deposit,
        paymentPlan: booking.paymentPlan,
      },
      { balance: false },
    ),
    // A cancelled booking owes nothing more: what was paid stays, no balance or sum left; a
    // booking paid in one transfer has no balance.
    ...(isInquiry(booking.status) ||
    isCancelled(booking.status) ||
    booking.paymentPlan === 'in_full'
      ? []
      : [{ label: 'Saldo', value: balanceLine(booking) }]),
    { label: 'Pagato', value: formatEuro(amounts.paid) },
    ...(isCancelled(booking.status)
      ? []
      : [{ label: 'Da saldare', value: formatEuro(amounts.due) }]),
  ];
}

/** The transfer the traveller still has to make: the deposit, then the balance. */
function Transfer({ booking }: { booking: MyBooking }) {
  const { amounts, bankTransfer } = booking;
  if (isCancelled(booking.status) || isInquiry(booking.status) || amounts.due <= 0) return null;
  const primary = booking.travellers[0];
  return (
    <TransferDetails
      accountHolder={bankTransfer.accountHolder}
      iban={bankTransfer.iban}
      amount={amounts.depositPaid ? amounts.due : amounts.deposit}
      // The balance has a causale of its own, as its reminder e-mails write it.
      paymentReference={
        amounts.depositPaid && primary
          ? balanceReference(primary, booking.destinationTitle)
          : bankTransfer.paymentReference
      }
    >
      {amounts.depositPaid
        ? 'La caparra è arrivata, grazie! Per il saldo usa questi dati e questa causale: qualche giorno prima della scadenza ti mandiamo anche un promemoria per email.'
        : `${firstPaymentWords[booking.paymentPlan].explained} Scrivi la causale così com'è: ci aiuta a riconoscere subito il tuo bonifico.`}
    </TransferDetails>
  );
}

/** The balance still to pay once the deposit has arrived: how much and by when. */
function BalanceDue({ booking }: { booking: MyBooking }) {
  const { amounts, balanceDueDate } = booking;
  if (isCancelled(booking.status) || !amounts.depositPaid || amounts.balancePaid) return null;
  if (!balanceDueDate) return null;
  const late = balanceDueDate < todayInRome(new Date());
  return (
    <section
      aria-labelledby="balance-title"
      className="rounded-[var(--radius-card)] border-2 border-gold-400 bg-sand-50 p-5 md:p-6"
    >
      <h2 id="balance-title" className="flex gap-2 text-xl font-semibold text-navy-900 md:text-2xl">
        <CalendarClock className="mt-1 size-6 shrink-0 text-sea-700" aria-hidden />
        <span>
          Saldo {formatEuro(amounts.balance)} entro il {formatDate(balanceDueDate)}
        </span>
      </h2>
      <p className="mt-2 text-navy-800">
        {late
          ? 'La scadenza è passata: se hai già fatto il bonifico del saldo, grazie! Lo registriamo appena arriva. Se ti serve qualche giorno in più, scrivici.'
          : 'È la parte del viaggio che resta dopo la caparra: quando lo riceviamo ti scriviamo e il viaggio è pagato per intero.'}
      </p>
    </section>
  );
}

function Documents({ booking, token }: { booking: MyBooking; token: string }) {
  const [sending, setSending] = useState<MyBookingTraveller | null>(null);
  const done = (traveller: MyBookingTraveller) => {
    setSending(null);
    // Back to the traveller's line, which now says what was received.
    requestAnimationFrame(() =>
      document.getElementById(travellerHeadingId(traveller.index))?.focus(),
    );
  };
  return (
    <>
      <section aria-labelledby="documents-title" className={card}>
        <h2 id="documents-title" className="text-2xl font-semibold text-navy-900">
          Documenti dei viaggiatori
        </h2>
        <p className="mt-2 text-navy-800">
          {booking.documentsOpen
            ? 'Per confermare i posti in volo e in hotel ci servono, per ogni viaggiatore, la foto del passaporto e una selfie con il passaporto in mano. Ognuno può inviare i suoi da qui, anche dal proprio telefono: basta questo link.'
            : myBookingMessages.cancelled}
        </p>
        <DocumentsChecklist
          travellers={booking.travellers}
          canSend={booking.documentsOpen}
          onSend={setSending}
        />
      </section>
      {sending && booking.documentsOpen && (
        <TravellerUpload
          key={sending.index}
          token={token}
          traveller={sending}
          onDone={() => done(sending)}
        />
      )}
    </>
  );
}

/** A link that opens nothing (the server's one message), or a failure on the way. */
function Problem({ error, retry }: { error: Error; retry: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className={`${card} mt-8`}>
      <h2 className="flex items-center gap-2 text-2xl font-semibold text-navy-900">
        <CircleAlert className="size-6 text-red-700" aria-hidden />
        {notFound ? 'Prenotazione non trovata' : 'Qualcosa non ha funzionato'}
      </h2>
      <p role="alert" className="mt-3 text-navy-800">
        {notFound ? myBookingMessages.notFound : error.message}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.contact} className={buttonClasses('primary')}>
          <Mail aria-hidden /> Scrivici
        </Link>
        {!notFound && (
          <Button variant="outline" onClick={retry}>
            Riprova
          </Button>
        )}
      </div>
    </div>
  );
}

/** `/prenotazione/:token`: the traveller's own booking, opened by its private link. */
export function MyBookingPage() {
  const { token = '' } = useParams();
  const { data: booking, error, refetch } = useMyBooking(token);

  return (
    <section
      aria-labelledby="my-booking-title"
      className="mx-auto max-w-6xl px-4 pt-24 pb-20 md:px-6 md:pt-32"
    >
      <h1
        id="my-booking-title"
        className="flex flex-wrap items-baseline gap-x-3 gap-y-2 text-4xl font-semibold md:text-5xl"
      >
        La tua prenotazione
        {booking && (
          <span className="rounded-full bg-sea-50 px-3 py-1 font-mono text-base text-sea-700">
            {booking.code}
          </span>
        )}
      </h1>
      {booking ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <span className="text-navy-700">Stato:</span>
            <Badge tone={bookingStatusTone[booking.status]}>{booking.statusLabel}</Badge>
            {booking.amounts.balancePaid && (
              <Badge tone="good">{paymentStatusLabels.paid_in_full}</Badge>
            )}
          </div>
          <p
            id={bookingStateId}
            tabIndex={-1}
            className="mt-3 mb-8 max-w-2xl text-lg text-navy-700 outline-none"
          >
            {greeting(booking)}
          </p>
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="order-2 space-y-6 lg:order-1">
              {holdsOnClock(booking.status) && booking.holdUntil && (
                <HoldDeadline holdUntil={booking.holdUntil}>
                  Fai {firstPaymentWords[booking.paymentPlan].transfer} con i dati qui sotto, poi
                  premi «Ho effettuato il bonifico»: dopo questa scadenza i posti tornano
                  disponibili per altri viaggiatori.
                </HoldDeadline>
              )}
              <BalanceDue booking={booking} />
              <Transfer booking={booking} />
              {holdsOnClock(booking.status) && (
                <DeclareTransfer token={token} plan={booking.paymentPlan} />
              )}
              <Documents booking={booking} token={token} />
              <p className="text-navy-700">
                Domande sul viaggio?{' '}
                <Link to={paths.contact} className="font-semibold text-sea-700 underline">
                  Scrivici
                </Link>
                : ti risponde una persona del nostro team.
              </p>
            </div>
            <div className="order-1 lg:order-2">
              <div className="lg:sticky lg:top-24">
                <TripSummary
                  title={booking.destinationTitle}
                  startDate={booking.startDate}
                  endDate={booking.endDate}
                  tripDays={booking.tripDays}
                  airport={booking.airport}
                  travellers={booking.travellers.length}
                  money={amountLines(booking)}
                />
              </div>
            </div>
          </div>
        </>
      ) : error ? (
        <Problem error={error} retry={() => void refetch()} />
      ) : (
        <div className="mt-10 grid place-items-center">
          <Spinner label="Caricamento della prenotazione…" />
        </div>
      )}
    </section>
  );
}
