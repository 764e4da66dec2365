import { BadgeCheck, Clock } from 'lucide-react';
import type { TripSummary } from '#domain/catalogue.ts';
import { daysAndNights } from '#domain/departures.ts';
import { headlinePrice } from '#domain/pricing.ts';
import { Link } from '../../components/site-link.tsx';
import { ReviewCard } from '../../components/trips/review-card.tsx';
import { TripImage } from '../../components/trips/trip-image.tsx';
import { useAvailability } from '../../lib/availability.ts';
import { TripPhotoPicture } from '../../components/trips/trip-photo.tsx';
import { formatEuro } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import type { TeamReview } from './profiles.ts';
import { variantPath, type TeamVariant } from './team-links.ts';

/**
 * A recommended trip, lighter than the listing's TripCard: no live seats or dates dialog,
 * and its link follows the page's variant.
 */
function RecommendedTrip({ trip, variant }: { trip: TripSummary; variant: TeamVariant }) {
  const { data: availability } = useAvailability();
  const price = headlinePrice(trip, availability?.[trip.id]?.lowestPrice);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]">
      {trip.cover ? (
        <TripPhotoPicture
          photo={trip.cover}
          className="aspect-[16/10]"
          // A third of the page's width from 768 px, less the margins and gaps.
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
        />
      ) : (
        <TripImage image={trip.image} className="aspect-[16/10]" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-sea-700 uppercase">
          {trip.categoryTitle}
        </p>
        <h3 className="mt-1 text-xl font-semibold">
          <Link
            to={variantPath(paths.travel(trip.id), variant)}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sea-600"
          >
            {trip.title}
          </Link>
        </h3>
        <p className="mt-2 flex items-center gap-2 text-sm text-navy-700">
          <Clock className="size-4 text-sea-700" aria-hidden /> {daysAndNights(trip.tripDays)}
        </p>
        <p className="mt-auto pt-4">
          {price.reduction && (
            <s className="mr-2 text-sm text-navy-600">
              <span className="sr-only">Prezzo di listino </span>
              {formatEuro(price.reduction.listPrice)}
            </s>
          )}
          <span className="text-sm text-navy-600">da </span>
          <span className="text-xl font-bold text-navy-900">{formatEuro(price.price)}</span>
          <span className="text-sm text-navy-600"> a persona</span>
        </p>
      </div>
    </article>
  );
}

export function RecommendedTrips({
  trips,
  variant,
}: {
  trips: TripSummary[];
  variant: TeamVariant;
}) {
  return (
    <section aria-labelledby="recommended-title" className="mt-16">
      <h2 id="recommended-title" className="text-3xl font-semibold">
        Destinazioni consigliate
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {trips.map((trip) => (
          <li key={trip.id}>
            <RecommendedTrip trip={trip} variant={variant} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MemberReviews({
  firstName,
  reviews,
}: {
  firstName: string;
  reviews: readonly TeamReview[];
}) {
  return (
    <section aria-labelledby="reviews-title" className="mt-16">
      <h2 id="reviews-title" className="text-3xl font-semibold">
        Cosa dicono i viaggiatori di {firstName}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className="relative">
            <ReviewCard review={review} />
            {review.verified && (
              // Drawn over the card's top corner, beside the stars.
              <p className="absolute top-5 right-5 inline-flex items-center gap-1 text-xs font-semibold text-sea-700">
                <BadgeCheck className="size-4" aria-hidden /> Recensione verificata
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
