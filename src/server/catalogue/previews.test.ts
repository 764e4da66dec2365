import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripSummary } from '#domain/catalogue.ts';
import { formatEuro } from '#domain/format.ts';
import type { TripPhoto } from '#domain/trip-photos.ts';
import type { FileStore } from '../files/file-store.ts';
import { prepareTripPhoto, storeTripPhoto } from '../files/trip-photo.ts';
import { testClientFiles } from '../testing/client-files.ts';
import { BANDS, bandedPhoto, pixel } from '../testing/photos.ts';
import { buildCatalogue, type BuiltCatalogue } from './build.ts';
import { shippedContent } from '../db/catalogue-seed.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewAt,
  previewPictures,
  sitePreviewPath,
  tripPreviewPath,
  type PreviewSlide,
} from './previews.ts';

const built = buildCatalogue(shippedContent(), new Date());
const maldive = built.catalogue.trips.find((trip) => trip.id === 'maldive-dubai')!;

/** The catalogue after staff change one trip. */
function withTrip(change: Partial<TripSummary>, from: BuiltCatalogue = built): BuiltCatalogue {
  const trips = from.catalogue.trips.map((trip) =>
    trip.id === maldive.id ? { ...trip, ...change } : trip,
  );
  return { ...from, catalogue: { ...from.catalogue, trips } };
}
const tripOf = (catalogue: BuiltCatalogue) =>
  catalogue.catalogue.trips.find((trip) => trip.id === maldive.id)!;
const fileOf = (address: string) => address.slice('/previews/'.length);
/** No departure on sale: every trip at its own price. */
const noDepartures = () => null;
/** The slide a catalogue's preview address names. */
function slideAt(catalogue: BuiltCatalogue, address: string): PreviewSlide {
  const found = previewAt(catalogue, fileOf(address), noDepartures);
  if (!found || !('slide' in found)) throw new Error(`${address} names no preview`);
  return found.slide;
}

describe('a link preview’s name', () => {
  it('is the trip’s id and a hash, and the site’s its own', () => {
    expect(tripPreviewPath(maldive)).toMatch(/^\/previews\/maldive-dubai\.[0-9a-f]{8}\.jpg$/);
    expect(sitePreviewPath(built)).toMatch(/^\/previews\/maestrale-viaggi\.[0-9a-f]{8}\.jpg$/);
    // Any process works it out alike from the same catalogue.
    expect(tripPreviewPath(tripOf(buildCatalogue(shippedContent(), new Date())))).toBe(
      tripPreviewPath(maldive),
    );
    expect(sitePreviewPath(buildCatalogue(shippedContent(), new Date()))).toBe(
      sitePreviewPath(built),
    );
  });

  it('changes with what the picture shows: price, title, days, package, poster', () => {
    const names = [
      tripPreviewPath(maldive),
      tripPreviewPath({ ...maldive, price: maldive.price + 100 }),
      tripPreviewPath({ ...maldive, title: 'Maldive, Dubai & Abu Dhabi' }),
      tripPreviewPath({ ...maldive, tripDays: maldive.tripDays + 1 }),
      tripPreviewPath({ ...maldive, categoryTitle: 'Mare' }),
      tripPreviewPath({ ...maldive, image: { ...maldive.image, src: '/artwork/x.0a1b2c3d.svg' } }),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('stays when nothing it shows changes: the description, the discount', () => {
    expect(tripPreviewPath({ ...maldive, description: 'Un’altra descrizione.' })).toBe(
      tripPreviewPath(maldive),
    );
    // The preview shows the price paid, never the struck one.
    expect(tripPreviewPath({ ...maldive, listPrice: maldive.price + 500 })).toBe(
      tripPreviewPath(maldive),
    );
    expect(sitePreviewPath(withTrip({ price: 999 }))).toBe(sitePreviewPath(built));
  });

  it('of the site changes with the number of trips', () => {
    const fewer = {
      ...built,
      catalogue: { ...built.catalogue, trips: built.catalogue.trips.slice(1) },
    };
    expect(sitePreviewPath(fewer)).not.toBe(sitePreviewPath(built));
  });
});

describe('previewAt', () => {
  const current = withTrip({ price: 1990 });

  it('names the "da" price of the departures on sale, as the page does', () => {
    const atDepartures = tripPreviewPath(tripOf(current), 1800);
    expect(atDepartures).not.toBe(tripPreviewPath(tripOf(current)));
    expect(previewAt(current, fileOf(atDepartures), () => 1800)).toMatchObject({
      slide: { footer: [{ text: '10 giorni · da ' }, { text: formatEuro(1800), gold: true }, {}] },
    });
    // The departure sold out: the name moves to the trip's own price.
    expect(previewAt(current, fileOf(atDepartures), noDepartures)).toEqual({
      moved: tripPreviewPath(tripOf(current)),
    });
  });

  it('finds the slide of a current name, moves an earlier one, knows no other', () => {
    const now = fileOf(tripPreviewPath(tripOf(current)));
    expect(previewAt(current, now, noDepartures)).toMatchObject({
      slide: { id: 'maldive-dubai', file: now },
    });
    expect(previewAt(current, fileOf(tripPreviewPath(maldive)), noDepartures)).toEqual({
      moved: `/previews/${now}`,
    });
    expect(previewAt(current, 'maestrale-viaggi.00000000.jpg', noDepartures)).toEqual({
      moved: sitePreviewPath(current),
    });
    for (const file of [
      'atlantide.0a1b2c3d.jpg',
      'maldive-dubai.jpg',
      'maldive-dubai.0a1b2c3d.png',
      'maldive-dubai.0A1B2C3D.jpg',
      `${now}x`,
      `../${now}`,
      `x/${now}`,
      '',
    ]) {
      expect(previewAt(current, file, noDepartures), file).toBeNull();
    }
  });
});

/** A file store in memory: what the previews read of the trips' photos. */
function memoryStore(): FileStore {
  const kept = new Map<string, Buffer>();
  return {
    put: () => Promise.reject(new Error('not used')),
    putAt: async (key, bytes) => void kept.set(key, Buffer.from(bytes)),
    read: async (key) => {
      const bytes = kept.get(key);
      if (!bytes) throw Object.assign(new Error(`No ${key}`), { code: 'ENOENT' });
      return bytes;
    },
    remove: async (key) => void kept.delete(key),
    list: () => Promise.reject(new Error('not used')),
  };
}

describe('previewPictures', () => {
  const client = testClientFiles();
  afterAll(() => client.remove());
  const files = memoryStore();
  const pictures = previewPictures({ clientDir: client.dir, files });

  /** Draws the preview of Maldive & Dubai as staff changed it, and checks it is a preview. */
  async function drawn(change: Partial<TripSummary>) {
    const changed = withTrip(change);
    const address = tripPreviewPath(tripOf(changed));
    expect(address).not.toBe(tripPreviewPath(maldive));
    const { format, width, height } = await sharp(
      await pictures.picture(slideAt(changed, address)),
    ).metadata();
    expect({ format, width, height }).toEqual({
      format: 'jpeg',
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
    });
  }

  it('draws a title with markup characters as text', () =>
    drawn({ title: 'Maldive <script>alert(1)</script> & "Dubai" <b>&amp;</b>\0' }));

  it('draws a title too long for the picture smaller', () =>
    drawn({ title: 'Maldive e Dubai tra lagune e grattacieli del deserto '.repeat(6) }));

  it('draws a preview asked for twice at once only once', () => {
    const slide = slideAt(built, tripPreviewPath(maldive));
    const first = pictures.picture(slide);
    expect(pictures.picture(slide)).toBe(first);
    return first;
  });
});

describe('a trip’s preview with its cover photo', () => {
  const client = testClientFiles();
  afterAll(() => client.remove());
  const files = memoryStore();
  const pictures = previewPictures({ clientDir: client.dir, files });
  let cover: TripPhoto;
  beforeAll(async () => {
    const prepared = await prepareTripPhoto(await bandedPhoto());
    if (typeof prepared === 'string') throw new Error(prepared);
    await storeTripPhoto(files, prepared);
    cover = { ...prepared.photo, alt: 'Una foto a due bande di colore' };
  });

  it('is named anew for the photo and for its focal point; without one, as before', () => {
    const names = [
      tripPreviewPath(maldive),
      tripPreviewPath({ ...maldive, cover }),
      tripPreviewPath({ ...maldive, cover: { ...cover, focus: { x: 0.5, y: 1 } } }),
      tripPreviewPath({ ...maldive, cover: { ...cover, focus: { x: 0.2, y: 0.5 } } }),
      tripPreviewPath({ ...maldive, cover: { ...cover, id: 'f'.repeat(24) } }),
    ];
    expect(new Set(names).size).toBe(names.length);
    // What the preview does not show: the alt text (the page's head has its own).
    expect(tripPreviewPath({ ...maldive, cover: { ...cover, alt: 'Un’altra descrizione' } })).toBe(
      names[1],
    );
    expect(tripPreviewPath({ ...maldive, cover: null })).toBe(names[0]);
  });

  /** The colour of the preview drawn with the cover's `focus`, at (x, y). */
  async function colourAt(focus: TripPhoto['focus'], x: number, y: number) {
    const trip = { ...maldive, cover: { ...cover, focus } };
    const address = tripPreviewPath(trip);
    const slide = slideAt(withTrip({ cover: trip.cover }), address);
    return pixel(await pictures.picture(slide), x, y);
  }
  /** The top right, where the shade over the picture is faintest (the texts on the left). */
  const topRight = (focus: TripPhoto['focus']) => colourAt(focus, PREVIEW_WIDTH - 40, 100);
  const near = (colour: { r: number; g: number; b: number }, expected: typeof colour) =>
    Math.max(...(['r', 'g', 'b'] as const).map((c) => Math.abs(colour[c] - expected[c])));

  it('draws the photo, cut around its focal point as the pages cut it', async () => {
    // 1600 × 1200 covers 1200 × 900: 270 rows are cut, above or below as the point says.
    expect(near(await topRight({ x: 0.5, y: 0 }), BANDS.top)).toBeLessThan(30);
    expect(near(await topRight({ x: 0.5, y: 1 }), BANDS.rest)).toBeLessThan(30);
  });

  it('puts the texts on the side away from the subject: a subject on the left stays clear', async () => {
    const left = { x: 0.2, y: 0 };
    expect(near(await colourAt(left, 40, 200), BANDS.top)).toBeLessThan(30);
    // The shade and the brand on the right, over the same magenta band.
    expect(near(await colourAt(left, PREVIEW_WIDTH - 200, 200), BANDS.top)).toBeGreaterThan(100);
  });

  it('cannot be drawn while its photo is missing from the store, and is not kept so', async () => {
    const lost = { ...maldive, cover: { ...cover, id: 'e'.repeat(24) } };
    const slide = slideAt(withTrip({ cover: lost.cover }), tripPreviewPath(lost));
    await expect(pictures.picture(slide)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
