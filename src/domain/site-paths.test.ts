import { describe, expect, it } from 'vitest';
import { buildPath, sitePath } from './site-paths.ts';

describe('the path builder', () => {
  it('replaces each :param with its encoded value', () => {
    expect(buildPath('/team/:id', { id: 'giulia-lorusso' })).toBe('/team/giulia-lorusso');
    expect(buildPath('/travel/:id/:day', { id: 'maldive-dubai', day: '3' })).toBe(
      '/travel/maldive-dubai/3',
    );
    expect(buildPath('/travel/:id', { id: 'a b/c' })).toBe('/travel/a%20b%2Fc');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(buildPath('/travels')).toBe('/travels');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => buildPath('/team/:id', {})).toThrow(/:id/);
  });
});

describe('the link helper', () => {
  it('keeps every path for a visitor who did not come from an ad', () => {
    expect(sitePath('/', false)).toBe('/');
    expect(sitePath('/travel/grecia', false)).toBe('/travel/grecia');
  });

  it.each([
    ['/', '/ads-special'],
    ['/travels', '/ads-special/travels'],
    ['/travel/grecia', '/ads-special/travel/grecia'],
    ['/about', '/ads-special/about'],
    ['/team', '/ads-special/team'],
    ['/team/giulia-lorusso', '/ads-special/team/giulia-lorusso'],
    ['/contact?destination=grecia', '/ads-special/contact?destination=grecia'],
    ['/booking', '/ads-special/booking'],
  ])('sends %s to its twin %s for a visitor from an ad', (path, twin) => {
    expect(sitePath(path, true)).toBe(twin);
  });

  it.each(['/privacy-policy', '/payment', '/booking-success', '/verifica-prenotazioni'])(
    'keeps the shared page %s',
    (path) => {
      expect(sitePath(path, true)).toBe(path);
    },
  );

  it('never prefixes twice', () => {
    expect(sitePath('/ads-special/travels', true)).toBe('/ads-special/travels');
  });
});
