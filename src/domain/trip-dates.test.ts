import { describe, expect, it } from 'vitest';
import { todayInRome } from './calendar.ts';
import {
  firstBookableDate,
  hasValidDates,
  isBookable,
  nightsOf,
  tripEndDate,
} from './trip-dates.ts';

describe('trip dates', () => {
  it('books only departures strictly after today + 14 days', () => {
    expect(isBookable('2027-03-15', '2027-03-01')).toBe(false);
    expect(isBookable('2027-03-16', '2027-03-01')).toBe(true);
    expect(firstBookableDate('2027-12-20')).toBe('2028-01-04');
  });

  it('ends a 10-day trip nine days after it starts, with nine nights', () => {
    expect(tripEndDate('2027-02-25', 10)).toBe('2027-03-06');
    expect(nightsOf(10)).toBe(9);
  });

  it('takes today from the Italian calendar', () => {
    expect(todayInRome(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});

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
