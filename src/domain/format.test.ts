import { describe, expect, it } from 'vitest';
import { formatDate, formatDeadline, formatEuro, formatLongDate } from './format.ts';

describe('it-IT formatting', () => {
  it('writes euro amounts the Italian way', () => {
    expect(formatEuro(1900).replace(/\s/g, ' ')).toBe('1.900 €');
    expect(formatEuro(12450).replace(/\s/g, ' ')).toBe('12.450 €');
  });

  it('writes calendar days short and long', () => {
    expect(formatDate('2027-03-16')).toBe('16/03/2027');
    expect(formatLongDate('2027-03-16')).toBe('martedì 16 marzo 2027');
  });

  it('writes a deadline as a day and an hour in Rome, summer or winter', () => {
    expect(formatDeadline('2026-11-28T13:05:00.000Z')).toBe('sabato 28 novembre alle 14:05');
    expect(formatDeadline('2027-07-02T22:30:00.000Z')).toBe('sabato 3 luglio alle 00:30');
  });
});
