import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatLongDate } from './format.ts';

describe('it-IT formatting', () => {
  it('writes euro amounts the Italian way', () => {
    expect(formatEuro(1900).replace(/\s/g, ' ')).toBe('1.900 €');
    expect(formatEuro(12450).replace(/\s/g, ' ')).toBe('12.450 €');
  });

  it('writes calendar days short and long', () => {
    expect(formatDate('2027-03-16')).toBe('16/03/2027');
    expect(formatLongDate('2027-03-16')).toBe('martedì 16 marzo 2027');
  });
});
