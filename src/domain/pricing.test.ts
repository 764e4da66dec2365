import { describe, expect, it } from 'vitest';
import { departurePrice, depositAmount, originalPrice, totalPrice } from './pricing.ts';

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
});
