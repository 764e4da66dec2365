import { describe, expect, it } from 'vitest';
import { hasValidDates } from './booking-handoff.ts';

describe('the alternative reservation goes on only with valid dates', () => {
  it('takes a departure whose end follows its start', () => {
    expect(hasValidDates({ startDate: '2027-03-16', endDate: '2027-03-25' })).toBe(true);
    expect(hasValidDates({ startDate: '2027-03-16', endDate: '2027-03-16' })).toBe(true);
  });

  it.each([
    ['missing dates', {}],
    ['an end before the start', { startDate: '2027-03-25', endDate: '2027-03-16' }],
    ['a day that does not exist', { startDate: '2027-02-30', endDate: '2027-03-05' }],
    ['an Italian-format day', { startDate: '16/03/2027', endDate: '25/03/2027' }],
    ['not text', { startDate: 20270316, endDate: 20270325 }],
  ])('refuses %s', (_, dates) => {
    expect(hasValidDates(dates)).toBe(false);
  });
});
