import { describe, expect, it } from 'vitest';
import {
  atHeadlinePrice,
  departurePrice,
  depositAmount,
  headlinePrice,
  originalPrice,
  totalPrice,
} from './pricing.ts';

describe('pricing', () => {
  it('raises summer and December, lowers January and February, rounds to 100', () => {
    expect(departurePrice(2400, '2027-07-10')).toBe(2900);
    expect(departurePrice(2400, '2027-12-01')).toBe(2900);
    expect(departurePrice(2400, '2027-01-20')).toBe(2200);
    expect(departurePrice(2400, '2027-04-20')).toBe(2400);
  });

  it('uses 1500 for a destination without a price', () => {
    expect(departurePrice(0, '2027-04-20')).toBe(1500);
  });

  it('shows 2100 struck through for a 1500 trip at 30% off', () => {
    expect(originalPrice(1500)).toBe(2100);
  });

  it('asks a 40% deposit of the total, rounded to the euro', () => {
    expect(totalPrice(2450, 3)).toBe(7350);
    expect(depositAmount(7350)).toBe(2940);
    expect(depositAmount(1999)).toBe(800);
  });

  it('heads a trip with its cheapest departure on sale, struck-through price to match', () => {
    // Grecia: 1400 € in the catalogue, its next departures at 1700 and 1300 €.
    const greece = { price: 1400, originalPrice: 2000, discountPercentage: 30 };
    expect(headlinePrice(greece, 1300)).toEqual({
      price: 1300,
      originalPrice: 1900,
      fromDepartures: true,
    });
    expect(atHeadlinePrice({ ...greece, id: 'grecia' }, 1300)).toEqual({
      id: 'grecia',
      price: 1300,
      originalPrice: 1900,
      discountPercentage: 30,
    });
  });

  it("falls back on the trip's own price when no departure is on sale or seats are unknown", () => {
    const greece = { price: 1400, originalPrice: 2000, discountPercentage: 30 };
    for (const lowest of [null, undefined]) {
      expect(headlinePrice(greece, lowest)).toEqual({
        price: 1400,
        originalPrice: 2000,
        fromDepartures: false,
      });
      expect(atHeadlinePrice(greece, lowest)).toEqual(greece);
    }
  });
});
