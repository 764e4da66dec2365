import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamFacts } from '#content/team.ts';
import { buildCatalogue } from '../catalogue/build.ts';
import { shippedContent } from '../db/catalogue-seed.ts';
import { headOf, openPageApp, SITE_URL } from '../testing/rendered-pages.ts';

const { catalogue } = buildCatalogue(shippedContent(), new Date());

describe('sitemap.xml and robots.txt', () => {
  let pages: Awaited<ReturnType<typeof openPageApp>>;
  beforeAll(async () => {
    pages = await openPageApp();
  });
  afterAll(() => pages.close());

  const sitemap = async () => {
    const res = await pages.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    return [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map(([, loc]) => loc!);
  };

  it('lists every public page and every trip once, on the public address', async () => {
    const locs = await sitemap();
    const expected = [
      '/',
      '/travels',
      '/about',
      '/team',
      '/contact',
      '/privacy-policy',
      ...catalogue.trips.map((trip) => `/travel/${trip.id}`),
      ...teamFacts.map((member) => `/team/${member.id}`),
    ].map((address) => `${SITE_URL}${address}`);
    expect([...locs].sort()).toEqual([...expected].sort());
  });

  it('lists no private page and no ads duplicate', async () => {
    for (const loc of await sitemap()) {
      expect(loc).not.toMatch(
        /\/(admin|booking|payment|verifica|prenotazione|passport-verification|ads-special|api)\b/,
      );
    }
  });

  it('lists only addresses that answer with their page, naming themselves canonical', async () => {
    for (const loc of await sitemap()) {
      const res = await pages.app.request(loc.slice(SITE_URL.length));
      expect(res.status, loc).toBe(200);
      expect(headOf(await res.text()).canonical, loc).toEqual([loc]);
    }
  });

  it('lets robots in everywhere but the back office, the private pages and the API', async () => {
    const res = await pages.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).not.toContain('Disallow: /');
    const disallowed = lines.flatMap((line) => /^Disallow: (.+)$/.exec(line)?.[1] ?? []);
    const blocked = (address: string) => disallowed.some((prefix) => address.startsWith(prefix));
    for (const address of [
      '/admin',
      '/admin/bookings/42',
      '/booking',
      '/booking-success',
      '/ads-special/booking',
      '/payment',
      '/verifica-prenotazioni',
      '/verifica-success',
      '/prenotazione/tok_c0ffee',
      '/passport-verification?token=tok_c0ffee',
      '/passport-verification-success',
      '/api/catalogue',
    ]) {
      expect(blocked(address), address).toBe(true);
    }
    // Each public page stays open to them.
    for (const loc of await sitemap()) {
      expect(blocked(loc.slice(SITE_URL.length)), loc).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
