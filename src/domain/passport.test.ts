import { describe, expect, it } from 'vitest';
import { passportNeededUntil, passportState, passportWarning } from './passport.ts';

describe('a passport valid six months after the return', () => {
  it.each([
    ['2027-06-21', '2027-12-21'],
    ['2027-08-31', '2028-02-29'],
    ['2026-08-31', '2027-02-28'],
    ['2027-12-15', '2028-06-15'],
  ])('a return on %s needs it valid until %s', (returnDay, needed) => {
    expect(passportNeededUntil(returnDay)).toBe(needed);
  });

  it('is short the day before, fine from that day, missing when not given', () => {
    expect(passportState('2027-12-20', '2027-06-21')).toBe('short');
    expect(passportState('2027-12-21', '2027-06-21')).toBe('ok');
    expect(passportState(null, '2027-06-21')).toBe('missing');
  });

  it('warns the traveller with the day it should last until, and that they can still book', () => {
    expect(passportWarning('2027-06-21')).toBe(
      'Il passaporto scade meno di 6 mesi dopo il rientro: molti paesi chiedono che sia valido almeno fino al 21/12/2027. Puoi prenotare lo stesso, ma rinnovalo prima di partire.',
    );
  });
});
