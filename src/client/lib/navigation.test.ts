import { describe, expect, it } from 'vitest';
import { pathOfHash } from './navigation.ts';

describe('pathOfHash', () => {
  it.each([
    ['#/', '/'],
    ['#/travels', '/travels'],
    ['#/travel/maldive-dubai', '/travel/maldive-dubai'],
    ['#/ads-special/booking?destination=grecia', '/ads-special/booking?destination=grecia'],
    [
      '#/booking?destination=maldive-dubai&departure=x',
      '/booking?destination=maldive-dubai&departure=x',
    ],
    ['#/verifica-prenotazioni', '/verifica-prenotazioni'],
  ])('moves the spec address %s to its path %s', (hash, path) => {
    expect(pathOfHash(hash)).toBe(path);
  });

  it('leaves any other hash alone', () => {
    expect(pathOfHash('')).toBeNull();
    expect(pathOfHash('#programma')).toBeNull();
  });

  it.each([
    '#//evil.com',
    '#/\\evil.com',
    '#/\\\\evil.com',
    '#///evil.com',
    '#//evil.com/travel/x?y=1',
    '#/\\/evil.com',
    '#/%2F%2Fevil.com',
    '#/%2f/evil.com',
    '#/%5Cevil.com',
    '#/%5c%5cevil.com',
    '#/\t/evil.com',
    '#/%E0%A4%A',
  ])('lands %s on the home, never on another site', (hash) => {
    expect(pathOfHash(hash)).toBe('/');
  });

  it('leaves a hash of backslashes alone: it names no page, and the page stays as it is', () => {
    expect(pathOfHash('#\\\\evil.com')).toBeNull();
  });

  it('keeps an escaped slash inside a path on the site', () => {
    expect(pathOfHash('#/travel/a%2Fb')).toBe('/travel/a%2Fb');
  });
});
