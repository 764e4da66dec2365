import {
  Suspense,
  memo,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useParams } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BedDouble, Clock, Compass, MapPinned, Star, Users, X } from 'lucide-react';
import { countOf } from '#domain/words.ts';
import type { TripAvailability, TripDetail, TripSummary } from '#domain/catalogue.ts';
import { seatBadge, seatStatus } from '#domain/departures.ts';
import { canonicalTripId } from '#domain/destination-ids.ts';
import { headlinePrice } from '#domain/pricing.ts';
import { ratingCount, ratingScore } from '#domain/trip-rating.ts';
import { TRIP_HERO_SIZES } from '#domain/trip-photos.ts';
import { Stars } from '../../components/trips/stars.tsx';
import { TripCardWhenNear } from '../../components/trips/trip-card.tsx';
import { TripImage } from '../../components/trips/trip-image.tsx';
import { TripPhotoPicture } from '../../components/trips/trip-photo.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, api, unwrap } from '../../lib/api.ts';
import { useAvailability } from '../../lib/availability.ts';
import { lazyWhenWanted } from '../../lib/lazy-when-wanted.ts';
import { drawingServerPage, useFirstPaintDone } from '../../lib/first-paint.ts';
import { useInView } from '../../lib/use-in-view.ts';
import { WIDE_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import { formatEuro } from '../../lib/format.ts';
import { catalogue, catalogueTrip, previewQuery } from '../../lib/page-data.ts';
import { queryKeys } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { PopoverDialog } from '../../components/ui/popover-dialog.tsx';

/**
 * The programme sits below the first screen. On the page the server drew, its HTML is there and
 * works without code (the days are the browser's own disclosures), so its code (the gallery,
 * the reviews) is asked for only as the visitor comes near it; until then the browser leaves
 * that HTML as it is. A trip drawn in the browser wants it at once.
 */
const NEAR_PROGRAMME = '200px';
const { Part: TripProgramme, want: wantProgramme } = lazyWhenWanted(
  () => import('./trip-programme.tsx'),
);

/**
 * The trip's dates are in the page's HTML, in a popover the browser opens: "Scegli la data di
 * partenza" answers at once, before the page's code has run and without it (each "Prenota Ora"
 * is then a link to the contact form, filled in). Their code (the airport, the waitlist) is
 * asked for once they have opened (not as the finger lands: its work would hold back the frame
 * that shows them), not with the page; until it has come the
 * server's HTML stays as it is, and a "Prenota Ora" pressed meanwhile waits for it
 * (lib/early-submit.ts). On the server, which draws them, at once.
 */
const { Part: TripDepartures, want: datesWanted } = lazyWhenWanted(async () => ({
  default: (await import('../departures/index.ts')).TripDepartures,
}));
const DATES_ID = 'date-di-partenza';

/**
 * Memoised: the page re-renders (seats every minute), and an update reaching the dates before
 * their code has hydrated them would draw them afresh, the server's HTML replaced by a spinner.
 */
const TripDates = memo(function TripDates({ trip }: { trip: TripSummary }) {
  const queryClient = useQueryClient();
  // Opened before this code ran (the browser opens them): their code is wanted now.
  const dates = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (dates.current?.matches(':popover-open')) datesWanted();
  }, []);
  // Seats change while the page is open: read them again each time the dates open.
  const refresh = () => {
    datesWanted();
    void queryClient.invalidateQueries({ queryKey: queryKeys.departures(trip.id) });
  };
  return (
    <PopoverDialog
      ref={dates}
      id={DATES_ID}
      labelledBy={`${DATES_ID}-titolo`}
      onOpen={refresh}
      className="fixed inset-0 m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto bg-white p-6 text-navy-900 backdrop:bg-navy-950/60"
    >
      <h2 id={`${DATES_ID}-titolo`} className="pr-10 font-display text-2xl font-semibold">
        Date di partenza disponibili
      </h2>
      <p className="mt-1 text-navy-600">{trip.title} - Gruppi di massimo 10 persone</p>
      {/* Its code comes as the dates first open (the tests' hydration check knows it). */}
      <div className="mt-5" data-hydrates-when-opened="">
        <Suspense
          fallback={
            <div className="grid place-items-center py-12">
              <Spinner label="Caricamento delle date…" />
            </div>
          }
        >
          <TripDepartures trip={trip} popoverId={DATES_ID} />
        </Suspense>
      </div>
      <button
        type="button"
        popoverTarget={DATES_ID}
        popoverTargetAction="hide"
        aria-label="Chiudi"
        className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-navy-700 hover:bg-navy-50"
      >
        <X className="size-5" aria-hidden />
      </button>
    </PopoverDialog>
  );
});

/**
 * Memoised: the page re-renders (seats every minute), and an update reaching the programme
 * before its code has hydrated it would draw it afresh, the server's HTML replaced by a spinner.
 */
const Programme = memo(function Programme({ detail }: { detail: TripDetail }) {
  const [drawnOnServer] = useState(drawingServerPage);
  const { ref } = useInView<HTMLDivElement>(0, NEAR_PROGRAMME, wantProgramme);
  useEffect(() => {
    if (!drawnOnServer) wantProgramme();
  }, [drawnOnServer]);
  return (
    <div ref={ref} data-hydrates-near-screen={NEAR_PROGRAMME}>
      <Suspense fallback={<ProgrammeLoading />}>
        <TripProgramme detail={detail} />
      </Suspense>
    </div>
  );
});

function ProgrammeLoading() {
  return (
    <div className="grid place-items-center py-16">
      <Spinner label="Caricamento del programma…" />
    </div>
  );
}

/**
 * The trip's cover photo, or its illustration and the scenes beside it while it has none. The
 * cover stands alone: the trip's photos are the gallery below, and illustrations never sit
 * beside a photo. Either way the page's largest picture, asked for first (the page's head
 * preloads the cover: server/page-head.ts).
 */
function HeroGallery({ trip, detail }: { trip: TripSummary; detail?: TripDetail }) {
  if (trip.cover) {
    return (
      <TripPhotoPicture
        photo={trip.cover}
        priority
        sizes={TRIP_HERO_SIZES}
        className="aspect-[16/10] rounded-[var(--radius-card)] md:aspect-[21/9]"
      />
    );
  }
  return <ArtworkGallery trip={trip} detail={detail} />;
}

function ArtworkGallery({ trip, detail }: { trip: TripSummary; detail?: TripDetail }) {
  const images = [trip.image, ...(detail?.gallery ?? [])];
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? trip.image;
  return (
    <div>
      <TripImage
        key={current.src}
        image={current}
        priority
        className="aspect-[16/10] rounded-[var(--radius-card)] md:aspect-[21/9]"
      />
      {/* The row keeps its height while the gallery arrives, so nothing below it moves. */}
      <ul
        className="mt-3 flex h-[4.25rem] gap-2 overflow-x-auto md:h-[5.25rem]"
        aria-label="Immagini del viaggio"
      >
        {images.length > 1 &&
          images.map((image, index) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Mostra: ${image.alt}`}
                aria-pressed={index === selected}
                className="block overflow-hidden rounded-xl ring-offset-2 aria-pressed:ring-2 aria-pressed:ring-sea-600"
              >
                <TripImage image={image} className="h-16 w-24 md:h-20 md:w-32" />
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}

function BookingPanel({
  trip,
  availability,
}: {
  trip: TripSummary;
  availability?: TripAvailability;
}) {
  const seats = availability?.nextDepartureSeats ?? null;
  const price = headlinePrice(trip, availability?.lowestPrice);
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
      {price.reduction && (
        <p className="mb-2 flex items-center gap-2">
          <span className="rounded-full bg-gold-500 px-2.5 py-0.5 text-sm font-bold text-navy-950">
            -{price.reduction.percentage}%
          </span>
          <s className="text-navy-600">
            <span className="sr-only">Prezzo di listino </span>
            {formatEuro(price.reduction.listPrice)}
          </s>
        </p>
      )}
      <p>
        <span className="text-navy-600">da </span>
        <span className="text-3xl font-bold">{formatEuro(price.price)}</span>
        <span className="text-navy-600"> a persona</span>
      </p>
      <ul className="mt-4 space-y-2 text-navy-700">
        <li className="flex items-center gap-2">
          <Clock className="size-5 shrink-0 text-sea-700" aria-hidden /> {trip.tripDays} giorni /{' '}
          {trip.tripDays - 1} notti
        </li>
        <li className="flex items-center gap-2">
          <Users className="size-5 shrink-0 text-sea-700" aria-hidden /> Gruppi di massimo 10
          persone, 2 coordinatori
        </li>
        {availability && (
          <li className="flex items-center gap-2">
            <Compass className="size-5 shrink-0 text-sea-700" aria-hidden />
            {availability.departures > 0
              ? `${countOf(availability.departures, 'data disponibile', 'date disponibili')}${seats !== null && seatStatus(seats) === 'few' ? ` · ${seatBadge(seats)} sulla prossima` : ''}`
              : 'Nuove date in arrivo'}
          </li>
        )}
      </ul>
      <Button
        variant="accent"
        className="mt-6 w-full"
        aria-haspopup="dialog"
        popoverTarget={DATES_ID}
      >
        Scegli la data di partenza
      </Button>
      <p className="mt-3 text-center text-sm text-navy-600">
        Blocchi il posto con una caparra del 40%
      </p>
    </div>
  );
}

/** `extra` sits under the description: the ads variant puts its offer there. */
export function DestinationPage({ extra }: { extra?: (trip: TripSummary) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const tripId = canonicalTripId(id);
  const summary = catalogueTrip(tripId);
  const draft = summary !== undefined && !catalogue.trips.includes(summary);
  const pendingEdits = summary !== undefined && catalogue.pendingEdits?.includes(summary.id);
  const { data: availability } = useAvailability();
  // The booking panel sits beside the programme on wide screens, under the summary on phones.
  const wide = useMediaQuery(WIDE_SCREEN);
  const painted = useFirstPaintDone();
  const detail = useQuery({
    queryKey: queryKeys.destination(tripId),
    queryFn: () =>
      unwrap(api.destinations[':id'].$get({ param: { id: tripId }, query: previewQuery() })),
    // The programme is below the hero: it is asked for once the hero is on screen.
    enabled: Boolean(summary) && painted,
  });
  // The programme, hotels and reviews render in an interruptible pass after the hero has
  // painted, instead of holding the first screen back.
  const data = useDeferredValue(detail.data);

  if (!summary || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <section className="grid min-h-[70svh] place-items-center px-4 pt-28 pb-16 text-center">
        <div>
          <MapPinned className="mx-auto size-12 text-sea-600" aria-hidden />
          <h1 className="mt-4 text-3xl font-semibold">Destinazione non trovata</h1>
          <p className="mt-3 text-navy-700">Il viaggio che cerchi non è (più) in catalogo.</p>
          <Link to={paths.home} className={`${buttonClasses('primary')} mt-8`}>
            Torna alla Home
          </Link>
        </div>
      </section>
    );
  }

  const tripAvailability = availability?.[summary.id];
  return (
    <article className="mx-auto max-w-7xl px-4 pt-20 pb-20 md:px-6 md:pt-28">
      {(draft || pendingEdits) && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-gold-100 px-4 py-3 text-center font-semibold text-navy-900"
        >
          {draft ? 'Anteprima: non pubblicato' : 'Anteprima: modifiche non pubblicate'}
        </p>
      )}
      <HeroGallery trip={summary} detail={data} />

      <div className="mt-8 lg:grid lg:grid-cols-[1fr_22rem] lg:gap-10">
        <div>
          <p className="text-sm font-semibold tracking-wide text-sea-700 uppercase">
            {summary.categoryTitle}
          </p>
          <h1 className="mt-1 text-4xl font-semibold md:text-5xl">{summary.title}</h1>
          {summary.rating && (
            <p className="mt-3 flex items-center gap-2 text-navy-700">
              <Star className="size-5 fill-gold-400 text-gold-400" aria-hidden />
              <span>
                <strong>{ratingScore(summary.rating)}</strong> {ratingCount(summary.rating)}
                {summary.rating.source && (
                  <span className="text-navy-600"> · {summary.rating.source}</span>
                )}
              </span>
            </p>
          )}
          <p className="mt-5 text-lg text-navy-800">{summary.description}</p>
          {extra?.(summary)}
          {/* Reserves the line the hotels arrive on. */}
          <ul className="mt-5 flex min-h-7 flex-wrap gap-x-6 gap-y-2">
            {data?.hotels.map((hotel) => (
              <li key={hotel.name} className="flex items-center gap-2 font-medium">
                <BedDouble className="size-5 shrink-0 text-sea-700" aria-hidden /> {hotel.name}{' '}
                <Stars count={hotel.stars} />
              </li>
            ))}
          </ul>

          {!wide && (
            <div className="mt-8">
              <BookingPanel trip={summary} availability={tripAvailability} />
            </div>
          )}

          {data ? <Programme detail={data} /> : <ProgrammeLoading />}
        </div>

        {wide && (
          <aside aria-label="Prenotazione">
            <div className="sticky top-28">
              <BookingPanel trip={summary} availability={tripAvailability} />
            </div>
          </aside>
        )}
      </div>

      <TripDates trip={summary} />

      {data && data.related.length > 0 && (
        <section aria-labelledby="related-title" className="render-when-near mt-16">
          <h2 id="related-title" className="text-3xl font-semibold">
            Altre destinazioni del pacchetto {summary.categoryTitle}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.related.map((trip, index) => (
              <li key={trip.id}>
                <TripCardWhenNear
                  trip={trip}
                  availability={availability?.[trip.id]}
                  index={index}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
