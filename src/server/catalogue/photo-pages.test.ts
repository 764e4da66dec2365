import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import { editorValues } from '#domain/trip-input.ts';
import { photoSrcset, TRIP_HERO_SIZES, type TripPhoto } from '#domain/trip-photos.ts';
import { signInStaff, staffRequest } from '../routes/staff/staff-testing.ts';
import { BANDS, bandedPhoto, pixel } from '../testing/photos.ts';
import { headOf, openPageApp, SITE_URL } from '../testing/rendered-pages.ts';

/**
 * Staff give Grecia a cover photo (issue 28): the server's pages show it on the trip's page, its
 * card and its link preview instead of the illustration, and ask for it first; the pages of the
 * trips without photos stay exactly as they were.
 */
describe('a trip’s cover photo on the pages the server draws', () => {
  let pages: Awaited<ReturnType<typeof openPageApp>>;
  let staff: ReturnType<typeof staffRequest>;
  const before = new Map<string, string>();
  const ALT = 'Le case bianche di Oia "sulla" caldera & il mare';
  let cover: TripPhoto;

  const page = async (path: string) => {
    const res = await pages.app.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  /** Uploads a photo and saves it as the cover of the trip of `key`, with its details. */
  async function saveCover(key: string, details: Pick<TripPhoto, 'alt' | 'focus'>) {
    const form = new FormData();
    form.append('photo', new File([await bandedPhoto()], 'oia.jpg', { type: 'image/jpeg' }));
    const uploaded = await staff('POST', '/trip-photos', form);
    expect(uploaded.status).toBe(201);
    const { trip } = (await (await staff('GET', `/trips/${key}`)).json()) as StaffTrip;
    const photo = { ...((await uploaded.json()) as TripPhoto), ...details };
    const saved = await staff('PUT', `/trips/${key}`, { ...editorValues(trip), cover: photo });
    expect(saved.status).toBe(200);
    return photo;
  }

  beforeAll(async () => {
    pages = await openPageApp();
    staff = staffRequest(pages.app, await signInStaff(pages.app, pages.db));
    for (const path of [
      '/travel/grecia',
      '/travel/maldive-dubai',
      '/travel/islanda-norvegia',
      '/travels',
      '/',
    ]) {
      before.set(path, await page(path));
    }
    // The listing's first card is the first screen's picture: Tokyo's gets a photo too.
    await saveCover('japan-tokyo', {
      alt: 'Il tempio di Kiyomizu tra gli aceri',
      focus: { x: 0.5, y: 0.5 },
    });
    cover = await saveCover('greece-santorini', { alt: ALT, focus: { x: 0.5, y: 0 } });
  }, 60_000);
  afterAll(() => pages.close());

  /** The `<picture>` (or the box waiting for it) of the element whose text says `alt`. */
  const pictureOf = (html: string, alt: string) => {
    const escaped = alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const at = html.search(
      new RegExp(`(alt|aria-label)="${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    );
    expect(at, `a picture of "${alt}"`).toBeGreaterThan(0);
    const start = Math.max(html.lastIndexOf('<picture', at), html.lastIndexOf('<span', at));
    return html.slice(start, html.indexOf('>', at) + 1);
  };

  it('the trip’s page shows the photo as its hero: AVIF, then WebP, at the hero’s width, first', async () => {
    const html = await page('/travel/grecia');
    const hero = pictureOf(html, ALT);
    expect(hero).toMatch(/^<picture class="[^"]*aspect-\[16\/10\][^"]*md:aspect-\[21\/9\]/);
    expect(hero).toContain(
      `<source type="image/avif" srcSet="${photoSrcset(cover, 'avif')}" sizes="${TRIP_HERO_SIZES}"/>`,
    );
    expect(hero).toContain(
      `<source type="image/webp" srcSet="${photoSrcset(cover, 'webp')}" sizes="${TRIP_HERO_SIZES}"/>`,
    );
    expect(hero).toContain(`width="${cover.width}" height="${cover.height}"`);
    expect(hero).toContain('loading="eager" fetchPriority="high"');
    expect(hero).toContain('object-position:50% 0%');
    // The illustration is gone from the page, its hint included.
    expect(html).not.toContain('/artwork/grecia/');
    expect(before.get('/travel/grecia')).toContain('/artwork/grecia/');
  });

  it('the page’s head asks for the hero’s photo before the body is read', async () => {
    const html = await page('/travel/grecia');
    const head = html.slice(0, html.indexOf('</head>'));
    const hints = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    expect(hints).toEqual([
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${photoSrcset(cover, 'avif')}" imagesizes="${TRIP_HERO_SIZES}" fetchpriority="high" />`,
    ]);
    // The same hint on the advertising twin of the page, which shows the same hero.
    const ads = await page('/ads-special/travel/grecia');
    expect(ads.slice(0, ads.indexOf('</head>'))).toContain(hints[0]);
    // Pages without a cover have none.
    const maldive = await page('/travel/maldive-dubai');
    expect(maldive.slice(0, maldive.indexOf('</head>'))).not.toContain('rel="preload" as="image"');
  });

  it('the listing’s cards show the photos: the first at once, the others after the first paint', async () => {
    const html = await page('/travels');
    const first = pictureOf(html, 'Il tempio di Kiyomizu tra gli aceri');
    expect(first).toMatch(/^<picture class="block overflow-hidden aspect-\[16\/10\]"/);
    expect(first).toMatch(
      /<source type="image\/avif" srcSet="\/photos\/[0-9a-f]{24}-480\.avif 480w, [^"]*" sizes="[^"]*400px[^"]*"\/>/,
    );
    expect(first).toContain('<source type="image/webp"');
    expect(first).toContain('loading="eager" fetchPriority="high"');
    // Asked for from the head, as the trip page's hero.
    const sizes = /sizes="([^"]*)"/.exec(first)![1];
    const srcset = /type="image\/avif" srcSet="([^"]*)"/.exec(first)![1];
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high" />`,
    );
    // Grecia's card, further down: its colours and what it shows, the photo once painted.
    const grecia = pictureOf(html, ALT);
    expect(grecia).toBe(
      `<span role="img" aria-label="${ALT.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" class="block overflow-hidden aspect-[16/10]" style="background:${cover.placeholder}">`,
    );
    expect(html).not.toContain('/artwork/grecia/');
  });

  it('the link preview is drawn anew from the photo, cut around its focal point', async () => {
    const now = headOf(await page('/travel/grecia')).meta('og:image')!;
    const earlier = headOf(before.get('/travel/grecia')!).meta('og:image')!;
    expect(now).not.toBe(earlier);
    const res = await pages.app.request(now.slice(SITE_URL.length));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    // The top right, where the shade is faintest: the photo's magenta band (its top kept).
    const colour = await pixel(new Uint8Array(await res.arrayBuffer()), 1160, 100);
    for (const channel of ['r', 'g', 'b'] as const) {
      expect(Math.abs(colour[channel] - BANDS.top[channel]), channel).toBeLessThan(30);
    }
    // The name WhatsApp kept leads to the new picture.
    const moved = await pages.app.request(earlier.slice(SITE_URL.length));
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(now.slice(SITE_URL.length));
  });

  it('the pages of the trips without photos are exactly as they were', async () => {
    for (const path of ['/travel/maldive-dubai', '/travel/islanda-norvegia']) {
      expect(await page(path), path).toBe(before.get(path));
    }
    // Their cards too, in the listing and on the home.
    for (const path of ['/travels', '/']) {
      const cards = (html: string) =>
        html
          .split('<article')
          .slice(1)
          .filter((card) => !/Dettagli: (Tokyo|Grecia)/.test(card));
      const now = cards(await page(path));
      expect(now.length, path).toBeGreaterThan(15);
      expect(now, path).toEqual(cards(before.get(path)!));
    }
  });
});
