import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { StaffTrip } from '../../src/domain/catalogue-admin.ts';
import { editorValues } from '../../src/domain/trip-input.ts';
import type { TripPhoto } from '../../src/domain/trip-photos.ts';
import { bandedPhoto, SCENIC_FOCUS, scenicPhoto } from '../../src/server/testing/photos.ts';
import { expect, scrollToFooter, test } from './fixtures.ts';

const STAFF = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-le-foto' };
test.use({ serverEnv: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password } });

const ALT = 'Il villaggio bianco di Oia sulla scogliera, con le cupole blu, al tramonto';
const GALLERY_ALT = 'Il cielo magenta sopra il prato verde';

/** Uploads a photo as the back office does; answers what the server stored. */
async function upload(request: APIRequestContext, name: string, bytes: Uint8Array) {
  const res = await request.post('/api/staff/trip-photos', {
    multipart: { photo: { name, mimeType: 'image/jpeg', buffer: Buffer.from(bytes) } },
    timeout: 30_000,
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as TripPhoto;
}

/**
 * Staff upload a 12-megapixel camera photo and make it Grecia's cover, with its alt text and its
 * focal point on the village at the bottom left, and a second photo its gallery, as the editor
 * saves them (through the API). The same photo gets the same name: every test may do it on its
 * worker's server.
 */
async function giveGreecePhotos(request: APIRequestContext): Promise<TripPhoto> {
  const session = await request.post('/api/staff/session', { data: STAFF });
  expect(session.status()).toBe(200);
  const cover = {
    ...(await upload(request, 'oia.jpg', await scenicPhoto())),
    alt: ALT,
    focus: SCENIC_FOCUS,
  };
  const gallery = [
    { ...(await upload(request, 'prato.jpg', await bandedPhoto())), alt: GALLERY_ALT },
  ];
  const answer = await request.get('/api/staff/trips/greece-santorini');
  const { trip } = (await answer.json()) as StaffTrip;
  const saved = await request.put('/api/staff/trips/greece-santorini', {
    data: { ...editorValues(trip), cover, gallery },
  });
  expect(saved.status()).toBe(200);
  return cover;
}

/** Every layout shift not caused by the visitor, from the first paint on. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const watched = window as { shifts?: number };
    watched.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) watched.shifts = (watched.shifts ?? 0) + shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as { shifts?: number }).shifts ?? 0);
}

/** The photo an `<img>` shows: which variant the browser took, and that it is decoded. */
const shown = (img: Locator) =>
  img.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    naturalWidth: element.naturalWidth,
    decoded: element.complete && element.naturalWidth > 0,
  }));

/** A screenshot kept with the test's results, to look at. */
async function attachScreenshot(testInfo: TestInfo, name: string, of: Page | Locator) {
  const path = testInfo.outputPath(`${name}.png`);
  await of.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The whole page is React's, its lower parts too (tests/e2e/fixtures.ts `watchHydration`). */
const wholePageHydrated = (page: Page) =>
  page.waitForFunction(() => (window as { siteHydrated?: boolean }).siteHydrated === true);

test('the cover is the trip page’s hero: preloaded, decoded, and nothing moves', async ({
  page,
  request,
}, testInfo) => {
  const cover = await giveGreecePhotos(request);
  const shifts = await watchShifts(page);
  await page.goto('/travel/grecia');
  const hero = page.getByRole('img', { name: ALT });
  await expect(hero).toBeVisible();
  await expect.poll(async () => (await shown(hero)).decoded).toBe(true);
  const { src } = await shown(hero);
  // AVIF at a width the hero fills on this screen, asked for once: the head's hint is the one
  // the picture takes.
  expect(src).toMatch(new RegExp(`/photos/${cover.id}-(800|1200|1600|2400)\\.avif$`));
  const requests = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/photos/'))
      .map((entry) => ({ src: entry.name, by: entry.initiatorType })),
  );
  expect(requests).toEqual([{ src, by: 'link' }]);
  // The village, at the bottom left of the photo, is in the crop.
  expect(await hero.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('22% 84%');
  await page.waitForLoadState('networkidle');
  expect(await shifts(), 'layout shift of the first screen').toBeLessThan(0.02);
  await page.evaluate(() => window.scrollTo(0, 0));
  await attachScreenshot(testInfo, 'trip-page', page);
  // The cover stands alone: no strip of illustrations beside it.
  await expect(page.getByRole('list', { name: 'Immagini del viaggio' })).toHaveCount(0);
  await scrollToFooter(page);
  await wholePageHydrated(page);
  // The gallery's photo, in the page's gallery instead of the illustrations.
  const gallery = page.getByRole('region', { name: 'Galleria fotografica' });
  const photo = gallery.getByRole('img', { name: GALLERY_ALT });
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await shown(photo)).decoded).toBe(true);
  await expect(gallery.getByRole('img')).toHaveCount(1);
  await attachScreenshot(testInfo, 'gallery', gallery);
});

test('the listing’s card shows the cover once in view, and nothing moves', async ({
  page,
  request,
}, testInfo) => {
  const cover = await giveGreecePhotos(request);
  const shifts = await watchShifts(page);
  await page.goto('/travels');
  await page.waitForLoadState('networkidle');
  expect(await shifts(), 'layout shift of the first screen').toBeLessThan(0.02);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /^Grecia/ }) });
  await card.scrollIntoViewIfNeeded();
  const photo = card.getByRole('img', { name: ALT });
  await expect(photo).toBeVisible();
  await expect.poll(async () => (await shown(photo)).decoded).toBe(true);
  expect((await shown(photo)).src).toMatch(new RegExp(`/photos/${cover.id}-\\d+\\.avif$`));
  // Faded in once it arrived.
  await expect(photo).toHaveAttribute('data-loaded', 'true');
  await expect(photo).toHaveCSS('opacity', '1');
  await attachScreenshot(testInfo, 'card', card);
  await scrollToFooter(page);
  await wholePageHydrated(page);
});
