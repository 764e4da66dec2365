import { describe, expect, it } from 'vitest';
import {
  cardLabel,
  defaultFilters,
  destinationChoices,
  filterTrips,
  listingOrder,
  matchesSearch,
  priceSpan,
  resultsLabel,
  toggleStyle,
  type ListedTrip,
  type ListingFilters,
} from './listing.ts';
import type { Area } from './areas.ts';

/** The shipped areas (src/content/areas.ts) and those of the trips below. */
const areas: Area[] = [
  ['europa', 'Europa'],
  ['asia', 'Asia'],
  ['africa', 'Africa'],
  ['america', 'America'],
  ['oceania', 'Oceania'],
  ['medio-oriente', 'Medio Oriente'],
  ['maldive', 'Maldive'],
  ['giappone', 'Giappone'],
  ['thailandia', 'Thailandia'],
].map(([id, name]) => ({ id: id!, name: name! }));
const tripAreas: Record<string, string[]> = {
  'maldive-dubai': ['asia', 'medio-oriente', 'maldive'],
  'tokyo-kyoto': ['asia', 'giappone'],
  thailandia: ['asia', 'thailandia'],
  'tanzania-zanzibar': ['africa'],
  hawaii: ['america', 'oceania'],
  'new-york-miami': ['america'],
};

const trip = (
  id: string,
  price: number,
  tripDays: number,
  title = id,
  description = '',
): ListedTrip => ({
  id,
  title,
  description,
  price,
  tripDays,
  areas: tripAreas[id] ?? ['europa'],
});

const trips: ListedTrip[] = [
  trip('maldive-dubai', 2400, 10, 'Maldive & Dubai', 'Atolli e grattacieli'),
  trip('tokyo-kyoto', 2200, 10, 'Tokyo & Kyoto', 'Templi, treni veloci e sushi'),
  trip('grecia', 1400, 7, 'Grecia: Atene & Santorini', 'Tramonti sulla caldera'),
  trip('praga-budapest', 800, 5, 'Praga & Budapest', 'Due capitali sul fiume'),
  trip('thailandia', 2000, 10, 'Thailandia', 'Bangkok, Chiang Mai e isole'),
  trip('tanzania-zanzibar', 2100, 9, 'Tanzania & Zanzibar', 'Safari nel Serengeti'),
  trip('hawaii', 2500, 7, 'Hawaii', 'Vulcani e surf'),
  trip('new-york-miami', 2900, 10, 'New York & Miami', 'Manhattan e Art Deco'),
  trip('venezia-verona', 850, 4, 'Venezia & Verona', 'Gondole e Arena'),
  trip('long-trip', 3000, 15, 'Giro del mondo', 'Quindici giorni'),
];
const ids = (filters: Partial<ListingFilters>) =>
  filterTrips(trips, { ...defaultFilters(trips), ...filters }).map((t) => t.id);

describe('listing filters', () => {
  it('default to everything: the whole price span, every duration, area and style', () => {
    const filters = defaultFilters(trips);
    expect(filters).toEqual({
      search: '',
      priceRange: [800, 3000],
      duration: 'all',
      destination: 'all',
      dateRange: null,
      travelStyles: [],
    });
    expect(filterTrips(trips, filters)).toHaveLength(trips.length);
  });

  it('search the title or the description, ignoring case', () => {
    expect(ids({ search: 'TOKYO' })).toEqual(['tokyo-kyoto']);
    expect(ids({ search: 'serengeti' })).toEqual(['tanzania-zanzibar']);
    expect(ids({ search: '  caldera ' })).toEqual(['grecia']);
    expect(matchesSearch({ title: 'Perù', description: '' }, 'PERÙ')).toBe(true);
    expect(ids({ search: 'antartide' })).toEqual([]);
  });

  it('keep prices inside the range, both ends included', () => {
    expect(ids({ priceRange: [2000, 2400] })).toEqual([
      'maldive-dubai',
      'tokyo-kyoto',
      'thailandia',
      'tanzania-zanzibar',
    ]);
    expect(ids({ priceRange: [800, 850] })).toEqual(['praga-budapest', 'venezia-verona']);
  });

  it('put the slider span on steps of 100', () => {
    expect(priceSpan([trip('a', 850, 4), trip('b', 2950, 5)])).toEqual([800, 3000]);
  });

  it('sort durations into 1-7, 8-14 and 15+ days', () => {
    expect(ids({ duration: 'short' })).toEqual([
      'grecia',
      'praga-budapest',
      'hawaii',
      'venezia-verona',
    ]);
    expect(ids({ duration: 'medium' })).toEqual([
      'maldive-dubai',
      'tokyo-kyoto',
      'thailandia',
      'tanzania-zanzibar',
      'new-york-miami',
    ]);
    expect(ids({ duration: 'long' })).toEqual(['long-trip']);
  });

  it('narrow to the trips of an area, the spec lists among them', () => {
    expect(ids({ destination: 'asia' })).toEqual(['maldive-dubai', 'tokyo-kyoto', 'thailandia']);
    expect(ids({ destination: 'europa' })).toEqual([
      'grecia',
      'praga-budapest',
      'venezia-verona',
      'long-trip',
    ]);
    expect(ids({ destination: 'america' })).toEqual(['hawaii', 'new-york-miami']);
    expect(ids({ destination: 'oceania' })).toEqual(['hawaii']);
    expect(ids({ destination: 'maldive' })).toEqual(['maldive-dubai']);
    expect(ids({ destination: 'giappone' })).toEqual(['tokyo-kyoto']);
    expect(ids({ destination: 'thailandia' })).toEqual(['thailandia']);
    expect(ids({ destination: 'africa' })).toEqual(['tanzania-zanzibar']);
  });

  it('offer every area a listed trip is in, in the areas’ order, and no other', () => {
    expect(destinationChoices(areas, trips).map(({ label }) => label)).toEqual([
      'Tutte le destinazioni',
      'Europa',
      'Asia',
      'Africa',
      'America',
      'Oceania',
      'Medio Oriente',
      'Maldive',
      'Giappone',
      'Thailandia',
    ]);
    const european = trips.filter((candidate) => candidate.areas.includes('europa'));
    expect(destinationChoices(areas, european)).toEqual([
      { key: 'all', label: 'Tutte le destinazioni' },
      { key: 'europa', label: 'Europa' },
    ]);
  });

  it('match a trip in ANY selected style', () => {
    expect(ids({ travelStyles: ['lusso'] })).toEqual(['maldive-dubai']);
    expect(ids({ travelStyles: ['lusso', 'natura'] })).toEqual([
      'maldive-dubai',
      'grecia',
      'tanzania-zanzibar',
      'hawaii',
    ]);
    expect(ids({ travelStyles: ['romantico'] })).toEqual(['maldive-dubai', 'venezia-verona']);
  });

  it('combine every filter with AND', () => {
    expect(ids({ travelStyles: ['relax'], duration: 'short' })).toEqual(['grecia']);
    expect(ids({ destination: 'asia', priceRange: [800, 2100] })).toEqual(['thailandia']);
    expect(ids({ search: 'a', destination: 'america', travelStyles: ['gruppo'] })).toEqual([
      'new-york-miami',
    ]);
  });

  it('ignore the date range', () => {
    expect(ids({ dateRange: { from: '2027-03-01', to: '2027-03-05' } })).toHaveLength(trips.length);
  });

  it('toggle a style on and off', () => {
    expect(toggleStyle([], 'relax')).toEqual(['relax']);
    expect(toggleStyle(['relax', 'lusso'], 'relax')).toEqual(['lusso']);
  });
});

describe('listing order and labels', () => {
  it('puts tokyo-kyoto, thailandia and tanzania-zanzibar first, then the rest in their order', () => {
    expect(
      listingOrder(trips)
        .map((t) => t.id)
        .slice(0, 5),
    ).toEqual(['tokyo-kyoto', 'thailandia', 'tanzania-zanzibar', 'maldive-dubai', 'grecia']);
  });

  it('labels the first two by position and the last seats only when they are real', () => {
    expect(cardLabel(0, 8)).toBe('Più cliccato');
    expect(cardLabel(1, 8)).toBe('Destinazione top');
    expect(cardLabel(2, 3)).toBe('Ultimi posti');
    expect(cardLabel(2, 4)).toBeNull();
    expect(cardLabel(5, 0)).toBeNull();
    expect(cardLabel(5, null)).toBeNull();
  });

  it('counts results in Italian', () => {
    expect(resultsLabel(1)).toBe('1 risultato');
    expect(resultsLabel(0)).toBe('0 risultati');
    expect(resultsLabel(12)).toBe('12 risultati');
  });
});
