import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFirstPaintDone } from '../../lib/first-paint.ts';
import { useBookingTrip } from './departure-link.ts';

const BookingForm = lazy(() => import('./booking-form.tsx'));

/** `/booking`: the travellers of the chosen departure, or an enquiry when none was chosen. */
export function BookingPage() {
  const { pending, trip, unavailable } = useBookingTrip();
  // The form's code (and its schema library) is asked for once the page has painted; its
  // place keeps the height of a one-traveller form meanwhile.
  const formWanted = useFirstPaintDone();
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
          formWanted && (
            <Suspense fallback={null}>
              <BookingForm trip={trip} />
            </Suspense>
          )
        )}
      </div>
    </section>
  );
}
