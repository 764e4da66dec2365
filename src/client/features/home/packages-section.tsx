import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link } from '../../components/site-link.tsx';
import { LayoutList, Search, GalleryHorizontal } from 'lucide-react';
import type { CategorySummary, TripAvailability, TripSummary } from '#domain/catalogue.ts';
import { matchesSearch } from '#domain/listing.ts';
import { TripCard } from '../../components/trips/trip-card.tsx';
import { TripPhotoPicture } from '../../components/trips/trip-photo.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Input } from '../../components/ui/input.tsx';
import { atHeadlinePrices, useAvailability } from '../../lib/availability.ts';
import { HydratesNear } from '../../lib/hydrates-near.tsx';
import { useStepwise } from '../../lib/use-stepwise.ts';
import { formatEuro } from '../../lib/format.ts';
import { catalogue } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';

/** The packages, one carousel each; the search keeps a package when its title or one of its trips matches. */
export function PackagesSection() {
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<'carousel' | 'list'>('carousel');
  // Seats arrive after the cards: fill them in without blocking the page.
  const availability = useDeferredValue(useAvailability().data);
  // The same packages until the search changes: a package far from the screen stays as the
  // server drew it (PackageGroup).
  const packages = useMemo(() => {
    const allTrips = catalogue.trips.filter((trip) => trip.onHome);
    return catalogue.categories
      .map((category) => {
        const trips = allTrips.filter((trip) => trip.categoryId === category.id);
        const packageMatches = matchesSearch({ title: category.title, description: '' }, search);
        return {
          category,
          trips: packageMatches ? trips : trips.filter((trip) => matchesSearch(trip, search)),
        };
      })
      .filter(({ trips }) => trips.length > 0);
  }, [search]);
  // One package per task: the section sits below the hero, and builds without a long pause.
  const shown = useStepwise(packages.length, 1, 1);

  return (
    <section
      id="travel-section"
      aria-labelledby="packages-title"
      className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <span className="inline-block rounded-full bg-sea-50 px-3 py-1 text-sm font-semibold text-sea-700">
            Viaggi di Gruppo
          </span>
          <h2 id="packages-title" className="mt-3 text-3xl font-semibold md:text-4xl">
            Scegli il tuo prossimo viaggio
          </h2>
        </div>
        <Link
          to={paths.travels}
          className="font-semibold text-sea-700 underline underline-offset-4"
        >
          Scopri tutti i viaggi
        </Link>
      </div>
      <div className="relative mt-6 max-w-2xl">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-navy-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Cerca una destinazione"
          placeholder="Cerca destinazioni come Tokyo, Maldive, New York..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-12"
        />
      </div>
      <div className="mt-4 flex gap-2 md:hidden" role="group" aria-label="Vista">
        {(
          [
            ['carousel', 'Carosello', GalleryHorizontal],
            ['list', 'Elenco', LayoutList],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={layout === value}
            onClick={() => setLayout(value)}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-navy-200 px-4 text-sm font-medium aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
          >
            <Icon className="size-4" aria-hidden /> {label}
          </button>
        ))}
      </div>

      {packages.length === 0 && (
        <p className="mt-10 text-lg text-navy-700">
          Nessun viaggio trovato per “{search}”. Prova con un&apos;altra destinazione o{' '}
          <Link to={paths.travels} className="font-semibold text-sea-700 underline">
            guarda tutti i viaggi
          </Link>
          .
        </p>
      )}
      {packages.slice(0, shown).map(({ category, trips }) => (
        <PackageGroup
          key={category.id}
          category={category}
          trips={trips}
          layout={layout}
          availability={availability}
        />
      ))}
      <div className="mt-10 text-center">
        <Link to={paths.travels} className={buttonClasses('primary', 'lg')}>
          Scopri tutti i viaggi
        </Link>
      </div>
    </section>
  );
}

type PackageProps = {
  category: CategorySummary;
  trips: TripSummary[];
  layout: 'carousel' | 'list';
  availability: Record<string, TripAvailability> | undefined;
};

/**
 * A package, hydrated as the visitor comes near it. It renders again only for new content (a
 * search, the list's layout, seats that changed), which hydrates it first.
 */
const PackageGroup = memo(function PackageGroup(props: PackageProps) {
  return (
    <HydratesNear className="render-when-near mt-12" data-package={props.category.id}>
      <PackageCards {...props} />
    </HydratesNear>
  );
});

/** A package's cards, at the prices and with the seats of their departures. */
function PackageCards({ category, trips: packageTrips, layout, availability }: PackageProps) {
  const trips = atHeadlinePrices(packageTrips, availability);
  return (
    <>
      <div className="mb-5 flex items-center gap-4">
        {category.cover && (
          <TripPhotoPicture
            photo={category.cover}
            sizes="4rem"
            className="size-16 shrink-0 rounded-2xl"
          />
        )}
        <div>
          <h3 className="text-2xl font-semibold">{category.title}</h3>
          <p className="text-navy-700">
            {category.duration} · da {formatEuro(Math.min(...trips.map((trip) => trip.price)))} a
            persona
          </p>
        </div>
      </div>
      {layout === 'list' ? (
        <ul className="grid gap-6 md:hidden">
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} availability={availability?.[trip.id]} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={layout === 'list' ? 'hidden md:block' : undefined}>
        <Carousel label={category.title}>
          {trips.map((trip, index) => (
            <TripCard
              key={trip.id}
              trip={trip}
              availability={availability?.[trip.id]}
              index={index}
            />
          ))}
        </Carousel>
      </div>
    </>
  );
}
