import { describe, expect, it } from 'vitest';
import {
  atHeadlinePrice,
  departurePrice,
  depositAmount,
  headlinePrice,
  lowestRecentPrice,
  struckPrice,
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

  it('asks a 40% deposit of the total, rounded to the euro', () => {
    expect(totalPrice(2450, 3)).toBe(7350);
    expect(depositAmount(7350)).toBe(2940);
    expect(depositAmount(1999)).toBe(800);
  });

  it('heads a trip with its cheapest departure on sale; a reduction only against a list price', () => {
    // Grecia: 1400 € in the catalogue, its next departures at 1700 and 1300 €.
    const greece = { price: 1400, listPrice: null };
    expect(headlinePrice(greece, 1300)).toEqual({
      price: 1300,
      fromDepartures: true,
      reduction: null,
    });
    expect(headlinePrice({ ...greece, listPrice: 1400 }, 1300)).toEqual({
      price: 1300,
      fromDepartures: true,
      // 7.1%: a reduction is never rounded up.
      reduction: { listPrice: 1400, percentage: 7 },
    });
    expect(atHeadlinePrice({ ...greece, id: 'grecia' }, 1300)).toEqual({
      id: 'grecia',
      price: 1300,
      listPrice: null,
    });
  });

  it("falls back on the trip's own price when no departure is on sale or seats are unknown", () => {
    const greece = { price: 1400, listPrice: 1400 };
    for (const lowest of [null, undefined]) {
      // A list price equal to the price is no reduction.
      expect(headlinePrice(greece, lowest)).toEqual({
        price: 1400,
        fromDepartures: false,
        reduction: null,
      });
      expect(atHeadlinePrice(greece, lowest)).toEqual(greece);
    }
  });

  it('shows a list price no higher than the lowest price of the previous 30 days', () => {
    const now = new Date('2027-03-31T12:00:00Z');
    const prices = [
      { price: 1900, since: '2026-12-01T09:00:00Z' },
      // Lowered to 1400 on 15 February: inside the 30 days (from 1 March).
      { price: 1400, since: '2027-02-15T09:00:00Z' },
      { price: 1600, since: '2027-03-20T09:00:00Z' },
    ];
    expect(lowestRecentPrice(prices, now)).toBe(1400);
    expect(struckPrice(2000, lowestRecentPrice(prices, now))).toBe(1400);
    // Thirty days after 1400 gave way to 1600, only 1600 was charged in the window.
    expect(lowestRecentPrice(prices, new Date('2027-04-20T09:00:00Z'))).toBe(1600);
    expect(struckPrice(1500, 1600)).toBe(1500);
    // The price before the window still counts while it was in force in it.
    expect(lowestRecentPrice(prices.slice(0, 1), now)).toBe(1900);
    // A trip not on sale in the window (a draft), or without a list price: no struck price.
    expect(lowestRecentPrice([{ price: null, since: '2027-01-01T00:00:00Z' }], now)).toBeNull();
    expect(lowestRecentPrice([{ price: 1400, since: '2027-04-01T00:00:00Z' }], now)).toBeNull();
    expect(struckPrice(null, 1400)).toBeNull();
    expect(struckPrice(2000, null)).toBeNull();
  });
});
