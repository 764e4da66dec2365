import { describe, expect, it } from 'vitest';
import { startOfDayInRome } from './calendar.ts';

describe("a day's start in Rome", () => {
  it('is 23:00 UTC the day before in winter and 22:00 in summer', () => {
    expect(startOfDayInRome('2027-01-15').toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(startOfDayInRome('2027-07-15').toISOString()).toBe('2027-07-14T22:00:00.000Z');
  });

  it('follows the clocks on the days they change', () => {
    // Summer time starts on 28 March 2027 at 02:00 and ends on 31 October at 03:00.
    expect(startOfDayInRome('2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(startOfDayInRome('2027-03-29').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(startOfDayInRome('2027-10-31').toISOString()).toBe('2027-10-30T22:00:00.000Z');
    expect(startOfDayInRome('2027-11-01').toISOString()).toBe('2027-10-31T23:00:00.000Z');
  });
});
