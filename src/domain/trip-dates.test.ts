import { describe, expect, it } from 'vitest';
import { todayInRome } from './calendar.ts';
import { firstBookableDate, isBookable, nightsOf, tripEndDate } from './trip-dates.ts';

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
