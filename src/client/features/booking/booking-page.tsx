import { Suspense, lazy, useMemo } from 'react';
import { Link } from '../../components/site-link.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { firstPaintDone } from '../../lib/first-paint.ts';
import { paths } from '../../paths.ts';
import { useBookingTrip } from './departure-link.ts';

/**
 * The form is in the server's HTML, so a visitor types in it before the page's code has run; in
 * the browser its code (and its schema library) is asked for once the page has painted, and
 * takes over the form then, with what was typed.
 */
const BookingForm = lazy(() => firstPaintDone().then(() => import('./booking-form.tsx')));

/** `/booking`: the travellers of the chosen departure, or an enquiry when none was chosen. */
export function BookingPage() {
  const { pending, trip, unavailable } = useBookingTrip();
  // The same element while the trip is: the page re-renders as it learns the browser's trip,
  // and an update reaching the form before its code has hydrated it would draw it afresh,
  // wiping what the visitor typed meanwhile.
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        {/* Without JavaScript the form cannot be sent: the contact form can. */}
        <p className="mb-6 rounded-2xl bg-gold-100 p-4 text-navy-900 scripting:hidden">
          Per inviare il modulo serve JavaScript, che il tuo browser ha disattivato. Puoi scriverci
          dalla{' '}
          <Link to={paths.contact} className="font-semibold underline">
            pagina Contatti
          </Link>
          : ti rispondiamo con le date libere e il preventivo.
        </p>
        <BookingForm trip={trip} />
      </Suspense>
    ),
    [trip],
  );
  return (
    <section
      aria-labelledby="booking-title"
      className="mx-auto max-w-6xl px-4 pt-24 pb-20 md:px-6 md:pt-32"
    >
      <h1 id="booking-title" className="text-4xl font-semibold md:text-5xl">
        {trip?.departureId ? 'Completa la prenotazione' : 'Richiedi il tuo viaggio'}
      </h1>
      <p className="mt-3 mb-8 max-w-2xl text-lg text-navy-700">
        {trip?.departureId
          ? 'Inserisci i dati di chi parte, come sul passaporto. Al passo successivo trovi i dati per il bonifico della caparra.'
          : 'Dicci chi parte e dove vorreste andare: ti richiamiamo con le date libere e il preventivo.'}
      </p>
      {unavailable && (
        <p role="status" className="mb-8 max-w-2xl rounded-2xl bg-gold-100 p-4 text-navy-900">
          I posti di questa partenza sono già stati prenotati. Puoi chiederci un’altra data qui
          sotto, o iscriverti di nuovo alla lista d’attesa dalle date del viaggio.
        </p>
      )}
      <div className="min-h-[60rem] lg:min-h-[44rem]">
        {pending ? (
          <div className="grid place-items-center py-16">
            <Spinner label="Caricamento della partenza…" />
          </div>
        ) : (
          form
        )}
      </div>
    </section>
  );
}
