import { memo, useState, type ComponentProps } from 'react';
import { Link } from '../site-link.tsx';
import { CalendarDays, Clock, Eye, Users } from 'lucide-react';
import type { TripAvailability, TripSummary } from '#domain/catalogue.ts';
import { GROUP_SIZE, seatBadge, seatStatus } from '#domain/departures.ts';
import { headlinePrice } from '#domain/pricing.ts';
import { TRIP_CARD_SIZES } from '#domain/trip-photos.ts';
import { openingOf } from '#domain/words.ts';
import { askForDates } from '../../lib/dates-request.ts';
import { drawingServerPage } from '../../lib/first-paint.ts';
import { formatEuro } from '../../lib/format.ts';
import { HydratesNear } from '../../lib/hydrates-near.tsx';
import { useInView } from '../../lib/use-in-view.ts';
import { paths } from '../../paths.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { TripImage } from './trip-image.tsx';
import { TripPhotoPicture } from './trip-photo.tsx';

/**
 * What a card's three lines of description hold on a phone and in the three columns at 1280 px
 * (about 126 and 141 characters). The whole description (up to 1,000 characters) is the trip
 * page's: on the listing, with 21 cards, it cost the page a second round trip on a phone.
 */
const CARD_DESCRIPTION_LENGTH = 140;

/**
 * The destination card of the spec: picture (the trip's cover photo, or its illustration while
 * it has none), price, badges, live seats and two ways in.
 */
export function TripCard({
  trip,
  availability,
  index = 0,
  headingLevel = 'h3',
  priority = false,
}: {
  trip: TripSummary;
  availability?: TripAvailability;
  /** Position among its siblings: staggers the fade-in by 150 ms each. */
  index?: number;
  headingLevel?: 'h2' | 'h3';
  /** The page's main picture: asked for before the first paint (see TripImage, TripPhotoPicture). */
  priority?: boolean;
}) {
  // Fades in the first time it scrolls into view, one card after the other; a card of the
  // server's page is on screen from its first paint (and without JavaScript) instead.
  const [drawnOnServer] = useState(drawingServerPage);
  const reveal = useInView<HTMLElement>(0.1);
  const shown = drawnOnServer || reveal.inView;
  const Heading = headingLevel;
  const seats = availability?.nextDepartureSeats ?? null;
  const total = availability?.totalSpots ?? GROUP_SIZE;
  const price = headlinePrice(trip, availability?.lowestPrice);
  return (
    <article
      ref={reveal.ref}
      style={{ transitionDelay: shown ? `${150 * index}ms` : '0ms' }}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]',
        'transition-[opacity,translate] duration-500 motion-reduce:transition-none',
        shown ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0',
      )}
    >
      <div className="relative">
        {trip.cover ? (
          <TripPhotoPicture
            photo={trip.cover}
            priority={priority}
            className="aspect-[16/10]"
            sizes={TRIP_CARD_SIZES}
          />
        ) : (
          <TripImage image={trip.image} priority={priority} className="aspect-[16/10]" />
        )}
        {price.reduction && (
          <span className="absolute top-3 left-3 rounded-full bg-gold-500 px-3 py-1 text-sm font-bold text-navy-950">
            -{price.reduction.percentage}%
          </span>
        )}
        {availability?.label && (
          <span className="absolute top-3 right-3 rounded-full bg-navy-900/85 px-3 py-1 text-sm font-semibold text-white">
            {availability.label}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-sea-700 uppercase">
          {trip.categoryTitle}
        </p>
        <Heading className="mt-1 text-xl font-semibold">{trip.title}</Heading>
        <p className="mt-2 line-clamp-3 text-navy-700">
          {openingOf(trip.description, CARD_DESCRIPTION_LENGTH)}
        </p>
        <ul className="mt-4 space-y-1.5 text-sm text-navy-700">
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-sea-700" aria-hidden />
            {trip.tripDays} giorni / {trip.tripDays - 1} notti
          </li>
          {availability && availability.departures > 0 && (
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 text-sea-700" aria-hidden />
              {availability.departures} date disponibili
            </li>
          )}
          {availability && availability.viewers > 0 && (
            <li className="flex items-center gap-2">
              <Eye className="size-4 text-sea-700" aria-hidden />
              {availability.viewers} persone lo stanno guardando
            </li>
          )}
        </ul>
        {seats !== null && (
          <div className="mt-4">
            <div className="flex items-center justify-between text-sm">
              <span className="flex items-center gap-2 font-medium">
                <Users className="size-4 text-sea-700" aria-hidden /> Posti disponibili
              </span>
              <span className="font-semibold">
                {seatStatus(seats) === 'few' ? seatBadge(seats) : `${seats} su ${total}`}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Posti disponibili sulla prossima partenza"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={seats}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-navy-100"
            >
              <div
                className={cn(
                  'h-full rounded-full',
                  seatStatus(seats) === 'few' ? 'bg-gold-500' : 'bg-sea-600',
                )}
                style={{ width: `${(seats / total) * 100}%` }}
              />
            </div>
          </div>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <p>
            {/* The line is kept without a reduction, so every card's price sits alike. */}
            <span className="block min-h-5 text-sm text-navy-600">
              {price.reduction && (
                <s>
                  <span className="sr-only">Prezzo di listino </span>
                  {formatEuro(price.reduction.listPrice)}
                </s>
              )}
            </span>
            <span className="text-sm text-navy-600">da </span>
            <span className="text-2xl font-bold text-navy-900">{formatEuro(price.price)}</span>
            <span className="text-sm text-navy-600"> a persona</span>
          </p>
        </div>
        {/* The dates take the room "Dettagli" leaves: their label stays on one line in a card
            of the listing's three columns. */}
        <div className="mt-4 grid grid-cols-[1fr_auto] gap-2">
          <Button
            variant="accent"
            size="sm"
            onClick={() => askForDates(trip)}
            aria-haspopup="dialog"
            aria-label={`Date e prezzi: ${trip.title}`}
          >
            Date e prezzi
          </Button>
          <Link
            to={paths.travel(trip.id)}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Dettagli: ${trip.title}`}
          >
            Dettagli
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * A card of a list, hydrated as the visitor comes near it (decision 058). It renders again only
 * when its trip, its seats or its place change, which hydrates it first.
 */
export const TripCardWhenNear = memo(function TripCardWhenNear(
  props: ComponentProps<typeof TripCard>,
) {
  return (
    <HydratesNear className="h-full">
      <TripCard {...props} />
    </HydratesNear>
  );
});
