import { describe, expect, it } from 'vitest';
import { dialogAirports, isOfferedAirport, offeredAirports } from './airports.ts';

const shipped = { airports: ['Milano Malpensa', 'Roma Fiumicino'] };
const bari = { airports: ['Bari Palese', 'Milano Malpensa'] };

describe('the airport dialog', () => {
  it('offers the spec’s three for a trip as it shipped', () => {
    expect(dialogAirports(shipped)).toEqual(['Milano Malpensa', 'Roma Fiumicino', 'Altro']);
  });

  it('offers the trip’s own airports in its order, then "Altro"', () => {
    expect(dialogAirports(bari)).toEqual(['Bari Palese', 'Milano Malpensa', 'Altro']);
  });
});

describe('the ads booking page', () => {
  const spec = [
    'Milano Malpensa',
    'Roma Fiumicino',
    'Venezia Marco Polo',
    'Bologna Guglielmo Marconi',
    'Napoli Capodichino',
  ];

  it('offers the spec’s six for a trip as it shipped, and without a trip', () => {
    expect(offeredAirports(shipped)).toEqual([...spec, 'Altro']);
    expect(offeredAirports()).toEqual([...spec, 'Altro']);
  });

  it('adds the trip’s airports the list lacks, once, before "Altro"', () => {
    expect(offeredAirports(bari)).toEqual([...spec, 'Bari Palese', 'Altro']);
  });
});

describe('the airport a booking may name', () => {
  it.each([
    ['Bari Palese', true],
    ['Milano Malpensa', true],
    ['Venezia Marco Polo', true],
    ['Altro', true],
    ['Catania Fontanarossa', false],
    ['bari palese', false],
    ['Non specificato', false],
  ])('of a trip from Bari: %s', (airport, offered) => {
    expect(isOfferedAirport(bari, airport)).toBe(offered);
  });

  it('is not another trip’s', () => {
    expect(isOfferedAirport(shipped, 'Bari Palese')).toBe(false);
    expect(isOfferedAirport(null, 'Bari Palese')).toBe(false);
  });
});
