import { RotateCcw } from 'lucide-react';
import {
  PRICE_STEP,
  durationBuckets,
  toggleStyle,
  travelStyles,
  type DurationBucket,
  type ListingFilters,
  type TravelStyle,
} from '#domain/listing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, RadioGroup, RadioOption } from '../../components/ui/choice.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { formatEuro } from '../../lib/format.ts';

export type FilterPanelProps = {
  filters: ListingFilters;
  span: [number, number];
  onChange: (filters: ListingFilters) => void;
  onReset: () => void;
  /** The destination filter's choices (`destinationChoices`). */
  destinations: readonly { key: string; label: string }[];
  /** Distinguishes the ids of the desktop column and the phone sheet. */
  idPrefix: string;
};

const legend = 'mb-3 font-display text-lg font-semibold';

export function FilterPanel({
  filters,
  span,
  onChange,
  onReset,
  destinations,
  idPrefix,
}: FilterPanelProps) {
  const set = (patch: Partial<ListingFilters>) => onChange({ ...filters, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-7">
      <fieldset>
        <legend className={legend}>Prezzo a persona</legend>
        <p className="mb-2 flex justify-between text-sm font-medium text-navy-700">
          <span>{formatEuro(filters.priceRange[0])}</span>
          <span>{formatEuro(filters.priceRange[1])}</span>
        </p>
        <Slider
          min={span[0]}
          max={span[1]}
          step={PRICE_STEP}
          minStepsBetweenThumbs={0}
          value={filters.priceRange}
          onValueChange={(value) => set({ priceRange: [value[0]!, value[1]!] })}
          thumbLabels={['Prezzo minimo', 'Prezzo massimo']}
        />
      </fieldset>

      <fieldset>
        <legend className={legend}>Durata</legend>
        <RadioGroup
          value={filters.duration}
          onValueChange={(value) => set({ duration: value as DurationBucket })}
          className="grid gap-2"
        >
          {Object.entries(durationBuckets).map(([key, bucket]) => (
            <RadioOption key={key} value={key} id={id(`duration-${key}`)}>
              {bucket.label}
            </RadioOption>
          ))}
        </RadioGroup>
      </fieldset>

      <div>
        <Label htmlFor={id('destination')} className={legend}>
          Destinazione
        </Label>
        <select
          id={id('destination')}
          value={filters.destination}
          onChange={(event) => set({ destination: event.target.value })}
          className="min-h-12 w-full rounded-xl border border-navy-200 bg-white px-4 text-base"
        >
          {destinations.map(({ key, label }) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={legend}>Periodo</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor={id('from')}>Dal</Label>
            <Input
              id={id('from')}
              type="date"
              value={filters.dateRange?.from ?? ''}
              onChange={(event) =>
                set({ dateRange: { ...filters.dateRange, from: event.target.value || undefined } })
              }
            />
          </div>
          <div>
            <Label htmlFor={id('to')}>Al</Label>
            <Input
              id={id('to')}
              type="date"
              value={filters.dateRange?.to ?? ''}
              onChange={(event) =>
                set({ dateRange: { ...filters.dateRange, to: event.target.value || undefined } })
              }
            />
          </div>
        </div>
        <p className="mt-2 text-sm text-navy-600">
          Le date esatte di partenza le trovi nella pagina di ogni viaggio.
        </p>
      </fieldset>

      <fieldset>
        <legend className={legend}>Stile di viaggio</legend>
        <div className="grid gap-2">
          {Object.entries(travelStyles).map(([key, style]) => (
            <label
              key={key}
              htmlFor={id(`style-${key}`)}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-navy-100 px-4"
            >
              <Checkbox
                id={id(`style-${key}`)}
                checked={filters.travelStyles.includes(key as TravelStyle)}
                onCheckedChange={() =>
                  set({ travelStyles: toggleStyle(filters.travelStyles, key as TravelStyle) })
                }
              />
              <span className="font-medium">{style.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Button variant="outline" className="w-full" onClick={onReset}>
        <RotateCcw aria-hidden /> Reimposta filtri
      </Button>
    </div>
  );
}
