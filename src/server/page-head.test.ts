import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamFacts } from '#content/team.ts';
import { formatEuro } from '#domain/format.ts';
import { buildCatalogue } from './catalogue/build.ts';
import { sitePreviewPath, tripPreviewPath } from './catalogue/previews.ts';
import { shippedContent } from './db/catalogue-seed.ts';
import { loadConfig } from './config.ts';
import { pageHead } from './page-head.ts';
import { decodeEntities } from './page-styles.ts';
import { headingsOf, headOf, openPageApp, SITE_URL } from './testing/rendered-pages.ts';

const built = buildCatalogue(shippedContent(), new Date());
const { catalogue } = built;
const maldive = catalogue.trips.find((trip) => trip.id === 'maldive-dubai')!;
/** The link previews the server draws, named after what they show (catalogue/previews.ts). */
const sitePreview = sitePreviewPath(built);
const maldivePreview = tripPreviewPath(maldive);

describe('the pages as a search engine and a link preview read them', () => {
  let pages: Awaited<ReturnType<typeof openPageApp>>;
  const open = async (path: string, status = 200) => {
    const res = await pages.app.request(path);
    expect(res.status, path).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    return { html, head: headOf(html), h1: headingsOf(html) };
  };
  /** The tags every public page carries, on its one address. */
  const expectPublic = (head: ReturnType<typeof headOf>, address: string, preview: string) => {
    expect(head.canonical).toEqual([`${SITE_URL}${address}`]);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.meta('og:url')).toBe(`${SITE_URL}${address}`);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:site_name')).toBe('Maestrale Viaggi');
    expect(head.meta('og:locale')).toBe('it_IT');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('description')!.length).toBeGreaterThan(60);
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:image')).toBe(`${SITE_URL}${preview}`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBeTruthy();
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image:alt')).toBe(head.meta('og:image:alt'));
  };

  beforeAll(async () => {
    pages = await openPageApp();
  });
  afterAll(() => pages.close());

  it('gives the home its title, the site preview and the list of trips', async () => {
    const { html, head, h1 } = await open('/');
    expect(h1).toEqual(['VIAGGI DI GRUPPO ESCLUSIVI']);
    expect(html).toContain('Scegli la tua destinazione');
    expect(head.title).toBe('Viaggi di gruppo organizzati da Bari | Maestrale Viaggi');
    expectPublic(head, '/', sitePreview);
    expect(head.ofType('WebSite')[0]).toMatchObject({ url: `${SITE_URL}/`, inLanguage: 'it-IT' });
    const [list] = head.ofType('ItemList');
    expect(list).toMatchObject({ numberOfItems: catalogue.trips.length });
    expect(list!.itemListElement).toEqual(
      catalogue.trips.map((trip, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${SITE_URL}/travel/${trip.id}`,
      })),
    );
    // The agency's card is still on every page.
    expect(head.ofType('TravelAgency')).toHaveLength(1);
  });

  it('lists the trips on /travels, every card in the HTML with its price and its description’s opening', async () => {
    const { html, head, h1 } = await open('/travels');
    expect(h1).toEqual(['Viaggi di Gruppo']);
    // Every card is in the page itself: it works before, and without, its code.
    for (const trip of catalogue.trips) {
      expect(html).toContain(`href="/travel/${trip.id}"`);
      expect(html).toContain(formatEuro(trip.price));
    }
    // Each card carries the opening its three lines show; the whole text is the trip page's.
    const openings = [...html.matchAll(/line-clamp-3[^"]*">([^<]*)</g)].map(([, text]) =>
      decodeEntities(text!),
    );
    expect(openings).toHaveLength(catalogue.trips.length);
    catalogue.trips.forEach((trip, index) => {
      const opening = openings[index]!;
      expect(Array.from(opening).length, trip.id).toBeLessThanOrEqual(141);
      expect(opening, trip.id).toMatch(/\p{L}…$/u);
      expect(trip.description.startsWith(opening.replace(/…$/, '')), trip.id).toBe(true);
    });
    expect(head.title).toBe('Viaggi di Gruppo: tutte le destinazioni | Maestrale Viaggi');
    expectPublic(head, '/travels', sitePreview);
    expect(head.ofType('ItemList')[0]).toMatchObject({ numberOfItems: catalogue.trips.length });
  });

  it('gives a trip its own title, preview, offer and breadcrumbs, once', async () => {
    const { html, head, h1 } = await open('/travel/maldive-dubai');
    expect(h1).toEqual(['Maldive & Dubai']);
    expect(html).toContain(formatEuro(maldive.price));
    // The title the page sets when a visitor opens it from another page.
    expect(head.title).toBe('Maldive & Dubai – Viaggio di gruppo | Maestrale Viaggi');
    expect(head.meta('description')).toContain(maldive.description);
    expect(maldivePreview).toMatch(/^\/previews\/maldive-dubai\.[0-9a-f]{8}\.jpg$/);
    expectPublic(head, '/travel/maldive-dubai', maldivePreview);
    expect(head.meta('og:image:alt')).toBe(
      `Maldive & Dubai, da ${formatEuro(maldive.price)} a persona`,
    );
    const trips = head.ofType('TouristTrip');
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({
      '@type': ['TouristTrip', 'Product'],
      name: 'Maldive & Dubai',
      url: `${SITE_URL}/travel/maldive-dubai`,
      offers: {
        '@type': 'Offer',
        price: maldive.price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/LimitedAvailability',
      },
    });
    expect(trips[0]!.itinerary).toMatchObject({ '@type': 'ItemList' });
    expect(head.ofType('BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Viaggi di gruppo', item: `${SITE_URL}/travels` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Maldive & Dubai',
        item: `${SITE_URL}/travel/maldive-dubai`,
      },
    ]);
    // JSON-LD cannot close its script element early.
    const scripts = html.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g)!;
    for (const script of scripts) expect(script.slice(1, -9)).not.toContain('<');
  });

  it('points a trip reached by another name, and its ads pages, to its one address', async () => {
    const alias = await open('/travel/giappone');
    expect(alias.h1).toEqual(['Tokyo & Kyoto']);
    expect(alias.head.canonical).toEqual([`${SITE_URL}/travel/tokyo-kyoto`]);
    for (const address of ['/ads-special/travel/maldive-dubai', '/ads-special/maldive-dubai']) {
      const { head, h1 } = await open(address);
      expect(h1, address).toContain('Maldive & Dubai');
      expect(head.title).toBe('Maldive & Dubai – Viaggio di gruppo | Maestrale Viaggi');
      expect(head.canonical).toEqual([`${SITE_URL}/travel/maldive-dubai`]);
      expect(head.meta('og:image')).toBe(`${SITE_URL}${maldivePreview}`);
    }
  });

  it('gives the agency pages their titles and the site preview', async () => {
    const expected = [
      ['/about', "Un'agenzia piccola, per viaggi da ricordare", 'Chi siamo'],
      ['/team', 'Il Team', 'Il Team | Maestrale Viaggi'],
      ['/contact', 'Contatta i Nostri Esperti', 'Contatta i nostri esperti | Maestrale Viaggi'],
      ['/privacy-policy', 'Privacy Policy', 'Privacy Policy | Maestrale Viaggi'],
    ] as const;
    for (const [address, heading, title] of expected) {
      const { head, h1 } = await open(address);
      expect(h1, address).toEqual([heading]);
      expect(head.title, address).toContain(title);
      expect(head.title, address).toMatch(/ \| Maestrale Viaggi$/);
      expectPublic(head, address, sitePreview);
    }
  });

  it('names a team member as the page does, with a Person and breadcrumbs', async () => {
    const member = teamFacts[0]!;
    const { head, h1 } = await open(`/team/${member.id}`);
    expect(h1).toEqual([member.name]);
    expect(head.title).toBe(`${member.name} – ${member.role} | Maestrale Viaggi`);
    expectPublic(head, `/team/${member.id}`, sitePreview);
    expect(head.ofType('Person')[0]).toMatchObject({ name: member.name, jobTitle: member.role });
    expect(head.ofType('BreadcrumbList')[0]!.itemListElement).toHaveLength(3);
  });

  it('points the ads home to the main home', async () => {
    const { head, h1 } = await open('/ads-special');
    expect(h1[0]).toMatch(/^Viaggi di gruppo con il \d+% di sconto$/);
    expect(head.canonical).toEqual([`${SITE_URL}/`]);
  });

  it('answers an unknown trip or address with 404, its message and noindex', async () => {
    for (const address of ['/travel/atlantide', '/ads-special/travel/x']) {
      const { html, head } = await open(address, 404);
      expect(html).toContain('Destinazione non trovata');
      expect(head.title).toBe('Destinazione non trovata | Maestrale Viaggi');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toEqual([]);
      expect(head.ofType('TouristTrip')).toEqual([]);
    }
    const { head, h1 } = await open('/nessuna-pagina', 404);
    expect(h1).toEqual(['Oops! Pagina non trovata']);
    expect(head.title).toBe('Pagina non trovata | Maestrale Viaggi');
    expect(head.meta('robots')).toBe('noindex');
  });

  it('keeps private pages out of search engines, and their tokens out of the head', async () => {
    const token = 'tok_c0ffee1234567890';
    for (const address of [
      '/booking',
      '/ads-special/booking',
      '/payment',
      '/booking-success',
      '/verifica-prenotazioni',
      `/prenotazione/${token}`,
      `/lista-attesa/${token}`,
      '/admin',
      `/passport-verification?token=${token}`,
    ]) {
      const res = await pages.app.request(address);
      const html = await res.text();
      const head = headOf(html);
      expect(head.meta('robots'), address).toBe('noindex');
      expect(head.canonical, address).toEqual([]);
      expect(head.meta('og:url'), address).toBeUndefined();
      expect(html.slice(0, html.indexOf('</head>')), address).not.toContain(token);
      expect(head.title, address).toMatch(/ \| Maestrale Viaggi$/);
    }
  });
});

describe('pageHead', () => {
  const { site } = loadConfig({ NODE_ENV: 'test' });
  const sources = {
    site,
    siteUrl: SITE_URL,
    catalogue: built,
    team: teamFacts,
  };

  it('escapes every value it writes', () => {
    const head = pageHead({ ...sources, site: { ...site, name: 'Maestrale "Viaggi" <b>&</b>' } })(
      { name: 'destination', params: { id: 'maldive-dubai' } },
      () => null,
    );
    expect(head).not.toContain('<b>');
    expect(head).toContain(
      '<title>Maldive &amp; Dubai – Viaggio di gruppo | Maestrale &quot;Viaggi&quot; &lt;b&gt;&amp;&lt;/b&gt;</title>',
    );
    expect(head).toContain('"name":"Maestrale \\"Viaggi\\" \\u003cb>&\\u003c/b>"');
  });
});
