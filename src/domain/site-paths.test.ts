import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, sitePath } from './site-paths.ts';

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

describe('the route matcher', () => {
  it('answers the parameters of a matching path, decoded', () => {
    expect(matchPath('/travel/:id', '/travel/maldive-dubai')).toEqual({ id: 'maldive-dubai' });
    expect(matchPath('/travel/:id', '/travel/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/travels', '/travels')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
  });

  it('takes the rest of the path with a trailing star', () => {
    expect(matchPath('/admin/*', '/admin/bookings/42')).toEqual({});
    expect(matchPath('*', '/anything/at/all')).toEqual({});
  });

  it('refuses other paths, longer or shorter ones and malformed escapes', () => {
    expect(matchPath('/travels', '/travel')).toBeNull();
    expect(matchPath('/travel/:id', '/travel')).toBeNull();
    expect(matchPath('/travel/:id', '/travel/a/b')).toBeNull();
    expect(matchPath('/travel/:id', '/travel/%E0%A4%A')).toBeNull();
    expect(matchPath('/', '/travels')).toBeNull();
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
