import { Suspense, lazy, useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import {
  defaultFilters,
  destinationChoices,
  durationBuckets,
  filterTrips,
  resultsLabel,
  travelStyles,
  type ListingFilters,
} from '#domain/listing.ts';
import { TripCardWhenNear } from '../../components/trips/trip-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { atHeadlinePrices, useAvailability } from '../../lib/availability.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { WIDE_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import { useStepwise } from '../../lib/use-stepwise.ts';
import { earlyValue } from '../../lib/early-input.ts';
import { notify } from '../../lib/notify.ts';
import { catalogue } from '../../lib/page-data.ts';
import type { FilterPanelProps } from './filter-panel.tsx';
import { FILTER_SHEET_ID, FilterSheet } from './filter-sheet.tsx';

// The filter controls load with the sidebar on wide screens, and on phones into the sheet
// once the page is idle: a phone's first screen needs neither.
const FilterPanel = lazy(async () => ({
  default: (await import('./filter-panel.tsx')).FilterPanel,
}));

const samePrices = (a: readonly [number, number], b: readonly [number, number]) =>
  a[0] === b[0] && a[1] === b[1];

/** The search box: its id (what was typed before the code ran) and its name in the address. */
const SEARCH_FIELD = 'travels-search';
const SEARCH_PARAM = 'q';

type Chip = { key: string; label: string; clear: (filters: ListingFilters) => ListingFilters };

type Choice = FilterPanelProps['destinations'][number];

/** The active filters as removable chips, in the spec's order. */
function activeChips(
  filters: ListingFilters,
  defaults: ListingFilters,
  destinations: readonly Choice[],
): Chip[] {
  const chips: Chip[] = [];
  const [min, max] = filters.priceRange;
  if (!samePrices(filters.priceRange, defaults.priceRange)) {
    chips.push({
      key: 'price',
      label: `${formatEuro(min)} – ${formatEuro(max)}`,
      clear: (f) => ({ ...f, priceRange: defaults.priceRange }),
    });
  }
  if (filters.duration !== 'all') {
    chips.push({
      key: 'duration',
      label: durationBuckets[filters.duration].label,
      clear: (f) => ({ ...f, duration: 'all' }),
    });
  }
  if (filters.destination !== 'all') {
    chips.push({
      key: 'destination',
      label:
        destinations.find((choice) => choice.key === filters.destination)?.label ??
        filters.destination,
      clear: (f) => ({ ...f, destination: 'all' }),
    });
  }
  if (filters.dateRange?.from || filters.dateRange?.to) {
    const { from, to } = filters.dateRange;
    const label = [from && `dal ${formatDate(from)}`, to && `al ${formatDate(to)}`]
      .filter(Boolean)
      .join(' ');
    chips.push({
      key: 'dates',
      label: label.charAt(0).toUpperCase() + label.slice(1),
      clear: (f) => ({ ...f, dateRange: null }),
    });
  }
  for (const style of filters.travelStyles) {
    chips.push({
      key: `style-${style}`,
      label: travelStyles[style].label,
      clear: (f) => ({ ...f, travelStyles: f.travelStyles.filter((s) => s !== style) }),
    });
  }
  return chips;
}

export function TravelsPage() {
  const availability = useDeferredValue(useAvailability().data);
  // The prices the cards show are the ones the filter and its span read.
  const trips = useMemo(() => atHeadlinePrices(catalogue.trips, availability), [availability]);
  const defaults = useMemo(() => defaultFilters(trips), [trips]);
  // The search the address asks for (`?q=`, the box's form sent before the code ran), and what
  // was typed in the box since: the page filters by it once its code runs.
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get(SEARCH_PARAM) ?? '';
  const [filters, setFilters] = useState<ListingFilters>(() => ({
    ...defaults,
    search: earlyValue(SEARCH_FIELD) ?? asked,
  }));
  // When the departures' prices move the span, a price range the visitor left whole follows it.
  const [span, setSpan] = useState(defaults.priceRange);
  if (!samePrices(span, defaults.priceRange)) {
    setSpan(defaults.priceRange);
    if (samePrices(filters.priceRange, span)) {
      setFilters({ ...filters, priceRange: defaults.priceRange });
    }
  }
  // The cards follow the filters in an interruptible pass, and only when the filters or the
  // seats change: a keystroke in the search box or a tap on "Filtra risultati" paints at once,
  // without re-rendering 21 cards first (decision 039).
  // As it hydrates, the list is the server's (the address's search), then follows the box.
  const shownFilters = useDeferredValue(filters, { ...defaults, search: asked });
  const results = useMemo(() => filterTrips(trips, shownFilters), [trips, shownFilters]);
  // The first screen's cards at once, the rest in small steps after it.
  const shown = useStepwise(results.length, 4, 4);
  const destinations = useMemo(() => destinationChoices(catalogue.areas, trips), [trips]);
  const chips = activeChips(filters, defaults, destinations);
  const cards = useMemo(
    () => (
      // Past the first two rows (six cards, at every width), a card is laid out and restyled
      // only as the visitor comes near it: the first paint, and the whole stylesheet's restyle
      // after it, touch what is near the screen (decision 056). The one column of a phone is
      // the list's width (`grid-cols-1`), not its widest card's: a card not yet drawn counts as
      // 40rem wide as well as tall.
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3 [&>li:nth-child(n+7)]:render-when-near">
        {results.slice(0, shown).map((trip, index) => (
          <li key={trip.id}>
            <TripCardWhenNear
              trip={trip}
              availability={availability?.[trip.id]}
              index={index % 3}
              // The first card's picture is the largest thing on a phone's first screen.
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    ),
    [results, shown, availability],
  );

  const reset = () => {
    setFilters(defaults);
    void notify.success('Filtri reimpostati', {
      description: 'Tutti i filtri sono stati reimpostati ai valori predefiniti.',
    });
  };
  const wide = useMediaQuery(WIDE_SCREEN);
  const panel = (idPrefix: string): FilterPanelProps => ({
    filters,
    span: defaults.priceRange,
    onChange: setFilters,
    onReset: reset,
    destinations,
    idPrefix,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 pb-20 md:px-6 md:pt-32">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold md:text-5xl">Viaggi di Gruppo</h1>
        <p className="mt-3 text-lg text-navy-700">
          Scopri le destinazioni più amate dai nostri viaggiatori: piccoli gruppi di massimo 10
          persone, due coordinatori e tutto organizzato, dal volo all&apos;ultima cena.
        </p>
      </header>

      <div className="mt-10 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-10">
        {/* The column is laid out by the stylesheet, so the server's page (drawn for phones)
            keeps its layout when a wide screen hydrates it; only the controls fill in. */}
        <aside aria-label="Filtri" className="hidden lg:block">
          <div className="sticky top-28 max-h-[calc(100dvh-8rem)] min-h-[36rem] overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
            <h2 className="sr-only">Filtri</h2>
            {wide && (
              <Suspense fallback={null}>
                <FilterPanel {...panel('desktop')} />
              </Suspense>
            )}
          </div>
        </aside>

        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            Risultati
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-navy-500"
                aria-hidden
              />
              {/* Sent before the code runs (or without it), the server answers the list it asks for. */}
              <form
                role="search"
                method="get"
                action={pathname}
                onSubmit={(event) => event.preventDefault()}
              >
                <Input
                  id={SEARCH_FIELD}
                  name={SEARCH_PARAM}
                  type="search"
                  aria-label="Cerca un viaggio"
                  placeholder="Cerca destinazioni come Tokyo, Maldive, New York..."
                  value={filters.search}
                  onChange={(event) => setFilters({ ...filters, search: event.target.value })}
                  className="pl-12"
                />
              </form>
            </div>
            {!wide && (
              <Button
                variant="outline"
                className="lg:hidden"
                aria-haspopup="dialog"
                popoverTarget={FILTER_SHEET_ID}
              >
                <SlidersHorizontal aria-hidden /> Filtra risultati
              </Button>
            )}
            {!wide && <FilterSheet {...panel('sheet')} />}
          </div>

          <div className="mt-5 flex flex-wrap items-center gap-2" aria-live="polite">
            <p className="mr-2 font-semibold" data-testid="results-count">
              {resultsLabel(results.length)}
            </p>
            {chips.map((chip) => (
              <button
                key={chip.key}
                type="button"
                onClick={() => setFilters(chip.clear(filters))}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-sea-50 px-3 text-sm font-medium text-sea-700 hover:bg-sea-100"
                aria-label={`Rimuovi il filtro ${chip.label}`}
              >
                {chip.label} <X className="size-4" aria-hidden />
              </button>
            ))}
          </div>

          {results.length > 0 ? (
            cards
          ) : (
            <div className="mt-10 rounded-[var(--radius-card)] bg-white p-10 text-center shadow-[var(--shadow-card)]">
              <h3 className="text-2xl font-semibold">Nessun viaggio trovato</h3>
              <p className="mx-auto mt-2 max-w-md text-navy-700">
                Prova a modificare i filtri di ricerca per trovare il viaggio perfetto per te
              </p>
              <Button className="mt-6" onClick={reset}>
                Reimposta filtri
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
