import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type BuiltCatalogue } from '../catalogue/build.ts';
import { sitePreviewPath, tripPreviewPath } from '../catalogue/previews.ts';
import { fixedCatalogue } from '../catalogue/store.ts';
import { shippedContent } from '../db/catalogue-seed.ts';
import type { AppEnv } from '../context.ts';
import { createFileStore } from '../files/file-store.ts';
import { testClientFiles } from '../testing/client-files.ts';
import { headOf, openPageApp, SITE_URL } from '../testing/rendered-pages.ts';
import { previewRoutes } from './previews.ts';

const YEAR = 'public, max-age=31536000, immutable';

/** A link preview as WhatsApp fetches it: a 1200×630 JPEG, kept for a year. */
async function expectPreview(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('cache-control')).toBe(YEAR);
  const bytes = Buffer.from(await res.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  return bytes;
}

describe('the link previews of the pages', () => {
  let pages: Awaited<ReturnType<typeof openPageApp>>;
  beforeAll(async () => {
    pages = await openPageApp();
  });
  afterAll(() => pages.close());

  /** The preview a page's head names, on the site's own address. */
  const previewOf = async (page: string) => {
    const image = headOf(await (await pages.app.request(page)).text()).meta('og:image')!;
    expect(image.startsWith(`${SITE_URL}/previews/`), image).toBe(true);
    return image.slice(SITE_URL.length);
  };

  it('names a trip’s preview after the trip, and draws it when asked', async () => {
    const preview = await previewOf('/travel/maldive-dubai');
    expect(preview).toMatch(/^\/previews\/maldive-dubai\.[0-9a-f]{8}\.jpg$/);
    await expectPreview(await pages.app.request(preview));
  });

  it('gives the other pages the site’s preview', async () => {
    const preview = await previewOf('/');
    expect(preview).toMatch(/^\/previews\/maestrale-viaggi\.[0-9a-f]{8}\.jpg$/);
    expect(await previewOf('/contact')).toBe(preview);
    await expectPreview(await pages.app.request(preview));
  });

  it('answers no other name under /previews/, and never with a page or a file', async () => {
    const maldive = await previewOf('/travel/maldive-dubai');
    for (const address of [
      '/previews/atlantide.0a1b2c3d.jpg',
      '/previews/maldive-dubai.jpg',
      `${maldive}.png`,
      `/previews/x/${maldive.slice('/previews/'.length)}`,
      '/previews/..%2Fpackage.json',
      '/previews/..%2F..%2F..%2Fetc%2Fpasswd',
      '/previews/%2e%2e%2findex.html',
      '/previews/manifest.json',
      '/previews/',
    ]) {
      const res = await pages.app.request(address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('content-type'), address).toMatch(/^application\/json/);
    }
  });
});

describe('a preview after staff change the catalogue', () => {
  const client = testClientFiles();
  afterAll(() => client.remove());
  // The posters' previews read no photo.
  const files = createFileStore(path.join(client.dir, 'uploads'));
  const before = buildCatalogue(shippedContent(), new Date());
  const maldive = before.catalogue.trips.find((trip) => trip.id === 'maldive-dubai')!;

  /** The catalogue after staff change Maldive & Dubai. */
  function changed(change: Partial<typeof maldive>): BuiltCatalogue {
    const trips = before.catalogue.trips.map((trip) =>
      trip.id === maldive.id ? { ...trip, ...change } : trip,
    );
    return { ...before, catalogue: { ...before.catalogue, trips } };
  }
  /** A process serving that catalogue. */
  const serving = (catalogue: BuiltCatalogue) =>
    new Hono<AppEnv>().route(
      '/',
      previewRoutes(fixedCatalogue(catalogue), client.dir, files, () =>
        Promise.resolve(() => null),
      ),
    );
  const maldiveIn = (catalogue: BuiltCatalogue) =>
    tripPreviewPath(catalogue.catalogue.trips.find((trip) => trip.id === maldive.id)!);

  it('has a new name for a new price or title, and the old one moves to it', async () => {
    const old = tripPreviewPath(maldive);
    const oldPicture = await expectPreview(await serving(before).request(old));
    for (const change of [{ price: maldive.price + 100 }, { title: 'Maldive, Dubai & Oman' }]) {
      const after = changed(change);
      const app = serving(after);
      const now = maldiveIn(after);
      expect(now).not.toBe(old);
      const moved = await app.request(old);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(now);
      expect(moved.headers.get('cache-control')).toBe('no-cache');
      const picture = await expectPreview(await app.request(now));
      expect(picture.equals(oldPicture)).toBe(false);
    }
  });

  it('keeps its name when what it shows is the same', async () => {
    const after = changed({ description: 'Una descrizione tutta nuova.' });
    expect(maldiveIn(after)).toBe(tripPreviewPath(maldive));
    expect(sitePreviewPath(after)).toBe(sitePreviewPath(before));
  });

  it('of the site moves with the number of trips', async () => {
    const fewer = {
      ...before,
      catalogue: { ...before.catalogue, trips: before.catalogue.trips.slice(1) },
    };
    const moved = await serving(fewer).request(sitePreviewPath(before));
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(sitePreviewPath(fewer));
  });

  it('draws a title with "<script>" and "&" as text, under a new name', async () => {
    const after = changed({ title: '<script>alert("x")</script> Maldive & Dubai' });
    expect(maldiveIn(after)).not.toBe(tripPreviewPath(maldive));
    await expectPreview(await serving(after).request(maldiveIn(after)));
  });

  it('answers a trip no longer in the catalogue with 404', async () => {
    const without = {
      ...before,
      catalogue: {
        ...before.catalogue,
        trips: before.catalogue.trips.filter((trip) => trip.id !== maldive.id),
      },
    };
    expect((await serving(without).request(tripPreviewPath(maldive))).status).toBe(404);
  });
});
