import { ArrowDown, CalendarDays, Clock } from 'lucide-react';
import { headlinePrice } from '#domain/pricing.ts';
import { Link } from '../../components/site-link.tsx';
import { TripImage } from '../../components/trips/trip-image.tsx';
import { TripPhotoPicture } from '../../components/trips/trip-photo.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useAvailability } from '../../lib/availability.ts';
import { askForDates } from '../../lib/dates-request.ts';
import { formatEuro } from '../../lib/format.ts';
import { catalogue, siteConfig } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { LoadingVeil, PackagesSection, TestimonialsSection } from '../home/index.ts';
import { OfferBanner } from './offer-banner.tsx';

/** The trip the ads home puts forward (the spec's highlight). */
const HIGHLIGHT = 'tokyo-kyoto';

function Highlight() {
  const { data: availability } = useAvailability();
  const trip = catalogue.trips.find((candidate) => candidate.id === HIGHLIGHT);
  if (!trip) return null;
  const price = headlinePrice(trip, availability?.[trip.id]?.lowestPrice);
  return (
    <section
      aria-labelledby="highlight-title"
      className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-2 md:items-center md:px-6"
    >
      {trip.cover ? (
        <TripPhotoPicture
          photo={trip.cover}
          priority
          // Half of the page's width (less its margins and the gap) beside the text.
          sizes="(min-width: 1280px) 604px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/10] rounded-[var(--radius-card)]"
        />
      ) : (
        <TripImage
          image={trip.image}
          priority
          className="aspect-[16/10] rounded-[var(--radius-card)]"
        />
      )}
      <div>
        <p className="text-sm font-semibold tracking-wide text-sea-700 uppercase">
          Il viaggio del momento
        </p>
        <h2 id="highlight-title" className="mt-1 text-3xl font-semibold md:text-4xl">
          {trip.title}
        </h2>
        <p className="mt-3 text-lg text-navy-800">{trip.description}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-navy-700">
          <span className="inline-flex items-center gap-2">
            <Clock className="size-5 text-sea-700" aria-hidden /> {trip.tripDays} giorni
          </span>
          <span>
            da <strong className="text-2xl text-navy-900">{formatEuro(price.price)}</strong>
            {price.reduction && (
              <>
                {' '}
                <s className="text-navy-500">
                  <span className="sr-only">Prezzo di listino </span>
                  {formatEuro(price.reduction.listPrice)}
                </s>
              </>
            )}
          </span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="accent" size="lg" onClick={() => askForDates(trip)}>
            <CalendarDays aria-hidden /> Date e prezzi
          </Button>
          <Link to={paths.travel(trip.id)} className={buttonClasses('outline', 'lg')}>
            Scopri il programma
          </Link>
        </div>
      </div>
    </section>
  );
}

/** `/ads-special`: the offer, the search over the packages, one highlight and the reviews. */
export function AdsHomePage() {
  return (
    <>
      <LoadingVeil />
      <section
        aria-labelledby="ads-title"
        className="mx-auto max-w-7xl px-4 pt-24 pb-10 md:px-6 md:pt-32"
      >
        <h1 id="ads-title" className="text-4xl font-semibold md:text-6xl">
          Viaggi di gruppo con il {siteConfig.discountPercentage}% di sconto
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-navy-700">
          Gruppi di massimo 10 persone, due coordinatori che partono con te dall&apos;Italia, voli e
          hotel scelti da noi. Prenoti con una caparra, al resto pensiamo noi.
        </p>
        <div className="mt-6">
          <OfferBanner />
        </div>
        <Button
          size="lg"
          className="mt-6"
          onClick={() =>
            document.getElementById('travel-section')?.scrollIntoView({ behavior: 'smooth' })
          }
        >
          <ArrowDown aria-hidden /> Scegli la tua destinazione
        </Button>
      </section>
      <Highlight />
      <PackagesSection />
      <TestimonialsSection />
    </>
  );
}
