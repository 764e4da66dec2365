import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatLongDate, formatWhole, reportBadDatesTo } from './format.ts';

describe('it-IT formatting', () => {
  it('writes euro amounts the Italian way', () => {
    expect(formatEuro(1900).replace(/\s/g, ' ')).toBe('1.900 €');
    expect(formatEuro(12450).replace(/\s/g, ' ')).toBe('12.450 €');
  });

  it('writes amounts and counts exactly as Intl would, without its start-up cost', () => {
    const euro = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      useGrouping: 'always',
    });
    const whole = new Intl.NumberFormat('it-IT', {
      useGrouping: 'always',
      maximumFractionDigits: 0,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1900, 12450, 99_999, 100_000, 1_234_567];
    for (const amount of [...amounts, ...amounts.map((a) => -a), 0.4, 1899.5, 2000.49, -350.5]) {
      if (Object.is(Math.round(amount), -0)) continue; // Intl writes "-0 €"; the site "0 €"
      expect(formatEuro(amount), String(amount)).toBe(euro.format(amount));
      expect(formatWhole(amount), String(amount)).toBe(whole.format(amount));
    }
    expect(formatEuro(-0.4)).toBe('0\u00a0€');
  });

  it('writes calendar days short and long', () => {
    expect(formatDate('2027-03-16')).toBe('16/03/2027');
    expect(formatLongDate('2027-03-16')).toBe('martedì 16 marzo 2027');
  });

  describe('a date that cannot be shown', () => {
    const reported: unknown[] = [];
    let before: (value: unknown) => void;
    beforeAll(() => {
      before = reportBadDatesTo((value) => reported.push(value));
    });
    afterEach(() => {
      reported.length = 0;
    });
    afterAll(() => reportBadDatesTo(before));

    it('reads "Data non disponibile", and its value is reported', () => {
      for (const bad of ['2027-02-30', '16-03-2027', 'domani', '', null, undefined]) {
        expect(formatDate(bad)).toBe('Data non disponibile');
        expect(formatLongDate(bad)).toBe('Data non disponibile');
      }
      expect(reported).toEqual(
        ['2027-02-30', '16-03-2027', 'domani', '', null, undefined].flatMap((bad) => [bad, bad]),
      );
    });

    it('keeps a date already written the Italian way', () => {
      expect(formatDate('16/03/2027')).toBe('16/03/2027');
      expect(reported).toEqual([]);
    });
  });
});
