import { useState } from 'react';
import { useParams } from 'react-router';
import { CircleAlert, Mail } from 'lucide-react';
import {
  bookingStatusTone,
  isCancelled,
  isInquiry,
  transferConfirmation,
} from '#domain/booking-status.ts';
import { seatsReserved } from '#domain/booking.ts';
import { myBookingMessages, type MyBooking, type MyBookingTraveller } from '#domain/my-booking.ts';
import { DEPOSIT_PERCENTAGE } from '#domain/pricing.ts';
import { Link } from '../../components/site-link.tsx';
import { TransferDetails } from '../../components/transfer-details.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatEuro } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { TripSummary, moneyLines } from '../booking/index.ts';
import { useMyBooking } from './api.ts';
import { DocumentsChecklist, travellerHeadingId } from './documents-checklist.tsx';
import { TravellerUpload } from './traveller-upload.tsx';

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] md:p-6';

/** Where the booking stands, said to the traveller. */
function greeting(booking: MyBooking): string {
  const name = booking.travellers[0]?.firstName;
  const hello = name ? `Ciao ${name}! ` : '';
  if (isCancelled(booking.status)) {
    return `${hello}Questa prenotazione è stata annullata. Se pensi che sia un errore, scrivici: ne parliamo volentieri.`;
  }
  if (isInquiry(booking.status)) {
    return `${hello}Abbiamo la tua richiesta: ti proponiamo noi le partenze libere per il tuo gruppo.`;
  }
  if (booking.amounts.depositPaid) {
    return `${hello}La caparra è arrivata e il viaggio è confermato: il gruppo ti aspetta.`;
  }
  if (transferConfirmation(booking.status) === 'already') {
    return `${hello}Grazie per il bonifico: appena lo riceviamo ti confermiamo tutto per email.`;
  }
  return `${hello}${seatsReserved(booking.travellers.length, { capital: true })}: manca solo il bonifico della caparra, con i dati qui sotto.`;
}

/** The money line the traveller reads first: what is left to pay. */
function amountLines(booking: MyBooking) {
  const { amounts } = booking;
  return [
    ...moneyLines({
      pricePerPerson: amounts.pricePerPerson,
      totalPrice: amounts.total,
      depositAmount: amounts.deposit,
    }),
    { label: 'Pagato', value: formatEuro(amounts.paid) },
    { label: 'Da saldare', value: formatEuro(amounts.due) },
  ];
}

/** The transfer the traveller still has to make: the deposit, then the balance. */
function Transfer({ booking }: { booking: MyBooking }) {
  const { amounts, bankTransfer } = booking;
  if (isCancelled(booking.status) || isInquiry(booking.status) || amounts.due <= 0) return null;
  return (
    <TransferDetails
      accountHolder={bankTransfer.accountHolder}
      iban={bankTransfer.iban}
      amount={amounts.depositPaid ? amounts.due : amounts.deposit}
      paymentReference={bankTransfer.paymentReference}
    >
      {amounts.depositPaid
        ? 'La caparra è arrivata, grazie! Il saldo si versa prima della partenza con gli stessi dati: ti ricordiamo noi la scadenza.'
        : `La caparra è il ${DEPOSIT_PERCENTAGE}% del totale; il saldo si versa prima della partenza. Scrivi la causale così com'è: ci aiuta a riconoscere subito il tuo bonifico.`}
    </TransferDetails>
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
          </div>
          <p className="mt-3 mb-8 max-w-2xl text-lg text-navy-700">{greeting(booking)}</p>
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="order-2 space-y-6 lg:order-1">
              <Transfer booking={booking} />
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
