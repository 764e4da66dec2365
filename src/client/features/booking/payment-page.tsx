import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import {
  bookingAmounts,
  firstPaymentWords,
  paymentReference,
  type BookingView,
} from '#domain/booking.ts';
import { bookingRequestSchema } from '#domain/booking-input.ts';
import { transferConfirmation } from '#domain/booking-status.ts';
import { ChatLink } from '../../components/chat-link.tsx';
import { TransferDetails } from '../../components/transfer-details.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { siteConfig } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { startChat } from '../chat/index.ts';
import { declareTransfer, fetchBooking, useCreateBooking } from './api.ts';
import {
  chosenTrip,
  keptTravellers,
  lastBookingId,
  transferDeclared,
} from '../../lib/booking-handoff.ts';
import { HoldDeadline, TransferConfirmation } from './transfer-confirmation.tsx';
import { TripSummary, moneyLines } from './trip-summary.tsx';

/**
 * What the page pays for: the booking the server stored (lastBookingId) or, when none was
 * stored, the choice and travellers kept in the browser, to be stored on confirmation.
 */
/** A stored booking as the page reads it: the contacts are not needed here. */
type StoredBooking = Omit<BookingView, 'primary'>;

type Payable =
  | { kind: 'stored'; booking: StoredBooking }
  | { kind: 'local'; request: ReturnType<typeof bookingRequestSchema.parse> };

async function loadPayable(): Promise<Payable | null> {
  const id = lastBookingId();
  if (id) {
    try {
      const booking = await fetchBooking(id);
      return transferConfirmation(booking.status) === 'refused'
        ? null
        : { kind: 'stored', booking };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const trip = chosenTrip();
  const travellers = keptTravellers();
  const request = bookingRequestSchema.safeParse({
    destinationId: trip?.destinationId,
    departureId: trip?.departureId,
    airport: trip?.airport,
    travellers,
  });
  return request.success ? { kind: 'local', request: request.data } : null;
}

/** The figures the page shows, from the server's booking or, before it exists, by the same rules. */
function summaryOf(payable: Payable) {
  if (payable.kind === 'stored') return payable.booking;
  const trip = chosenTrip()!;
  const [primary] = payable.request.travellers;
  const paymentPlan = trip.paymentPlan ?? 'deposit';
  return {
    destinationTitle: trip.destinationTitle,
    startDate: trip.startDate,
    endDate: trip.endDate,
    tripDays: trip.tripDays,
    airport: trip.airport,
    travellersCount: payable.request.travellers.length,
    paymentPlan,
    balanceDueDate: null,
    ...bookingAmounts(trip.price, payable.request.travellers.length, paymentPlan),
    paymentReference: paymentReference(primary!, trip.destinationTitle, paymentPlan),
  };
}

/**
 * `/payment`: the transfer's details for the deposit (or, departing soon, the whole trip), what
 * is left for later, and the visitor's "I have paid".
 */
export function PaymentPage() {
  const navigate = useNavigate();
  const [payable, setPayable] = useState<Payable | null>(null);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const createBooking = useCreateBooking();
  const loading = useRef(false);

  useEffect(() => {
    if (loading.current) return;
    loading.current = true;
    loadPayable()
      .then((found) => {
        if (found) return setPayable(found);
        void notify.error('Nessun dato di prenotazione trovato', { id: 'no-booking' });
        void navigate(paths.home, { replace: true });
      })
      .catch(() => {
        void notify.error('Errore', {
          description: 'Non riusciamo a caricare la prenotazione. Riprova tra poco.',
        });
      });
  }, [navigate]);

  if (!payable) {
    return (
      <section className="grid min-h-[70svh] place-items-center px-4 pt-24">
        <div className="flex flex-col items-center gap-4 text-lg text-navy-700">
          <Spinner label="Caricamento dati prenotazione..." />
          <p aria-hidden>Caricamento dati prenotazione...</p>
        </div>
      </section>
    );
  }

  const summary = summaryOf(payable);
  const words = firstPaymentWords[summary.paymentPlan];

  const confirm = async () => {
    setSending(true);
    let booking: StoredBooking;
    try {
      if (payable.kind === 'stored') {
        booking = payable.booking;
      } else {
        booking = await createBooking.mutateAsync(payable.request);
        setPayable({ kind: 'stored', booking });
      }
    } catch {
      setSending(false);
      void notify.error('Errore', {
        description:
          "Si è verificato un problema durante il salvataggio dei dati. Contatta l'assistenza.",
      });
      return;
    }
    try {
      booking = await declareTransfer(booking.id);
    } catch {
      setSending(false);
      void notify.error('Errore', {
        description:
          "Si è verificato un problema durante l'aggiornamento dello stato del pagamento. Contatta l'assistenza.",
      });
      return;
    }
    transferDeclared(booking);
    void navigate(paths.bookingSuccess);
  };

  const helpMessage = `Ciao! Ho una domanda su ${words.transfer} per il viaggio a ${summary.destinationTitle}${
    summary.startDate ? ` del ${formatDate(summary.startDate)}` : ''
  }.`;
  const help = () =>
    startChat({
      message: helpMessage,
      destination: payable.kind === 'stored' ? (payable.booking.destinationId ?? '') : '',
    });

  return (
    <section
      aria-labelledby="payment-title"
      className="mx-auto max-w-6xl px-4 pt-24 pb-20 md:px-6 md:pt-32"
    >
      <h1 id="payment-title" className="text-4xl font-semibold md:text-5xl">
        {words.pageTitle}
      </h1>
      <p className="mt-3 mb-8 max-w-2xl text-lg text-navy-700">
        Il posto è tenuto per te. Fai un bonifico con i dati qui sotto, poi conferma: appena lo
        riceviamo ti scriviamo e ti chiamiamo.
      </p>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="order-2 space-y-6 lg:order-1">
          {payable.kind === 'stored' && payable.booking.holdUntil && (
            <HoldDeadline holdUntil={payable.booking.holdUntil}>
              Fai {words.transfer} e conferma qui sotto entro questa scadenza: dopo, i posti tornano
              disponibili per altri viaggiatori.
            </HoldDeadline>
          )}
          <TransferDetails
            accountHolder={siteConfig.accountHolder}
            iban={siteConfig.iban}
            amount={summary.depositAmount}
            paymentReference={summary.paymentReference}
          >
            {words.explained} Scrivi la causale così com&apos;è: ci aiuta a riconoscere subito il
            tuo bonifico.
          </TransferDetails>
          <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
            <Button variant="outline" onClick={() => void navigate(paths.home)}>
              <ArrowLeft aria-hidden /> Indietro
            </Button>
            <TransferConfirmation
              question={words.question}
              open={asking}
              onOpenChange={setAsking}
              sending={sending}
              onConfirm={() => void confirm()}
            >
              <Button variant="accent" size="lg">
                Conferma Pagamento
              </Button>
            </TransferConfirmation>
          </div>
          {siteConfig.chatEnabled && (
            <ChatLink message={helpMessage} open={help} className="w-full">
              <MessageCircle aria-hidden /> Hai dubbi sul bonifico? Scrivici su WhatsApp
            </ChatLink>
          )}
        </div>
        <div className="order-1 lg:order-2">
          <div className="lg:sticky lg:top-24">
            <TripSummary
              title={summary.destinationTitle}
              startDate={summary.startDate}
              endDate={summary.endDate}
              tripDays={summary.tripDays}
              airport={summary.airport}
              travellers={summary.travellersCount}
              money={moneyLines(summary)}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
