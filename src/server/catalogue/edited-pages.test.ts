import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import { editorValues, type TripInputValues } from '#domain/trip-input.ts';
import { signInStaff, staffRequest } from '../routes/staff/staff-testing.ts';
import { headingsOf, headOf, openPageApp, SITE_URL } from '../testing/rendered-pages.ts';

/** The pages, the head, the sitemap and the link preview follow what staff save. */
describe('the site after staff edit a trip', () => {
  let pages: Awaited<ReturnType<typeof openPageApp>>;
  let staff: ReturnType<typeof staffRequest>;
  let cookie: string;
  beforeAll(async () => {
    pages = await openPageApp();
    cookie = await signInStaff(pages.app, pages.db);
    staff = staffRequest(pages.app, cookie);
  });
  afterAll(() => pages.close());

  const page = async (path: string) => {
    const res = await pages.app.request(path);
    return { res, html: res.status === 200 ? await res.text() : '' };
  };
  const sitemap = async () => (await (await pages.app.request('/sitemap.xml')).text()).split('\n');
  const save = async (changes: Partial<TripInputValues>) => {
    const { trip } = (await (await staff('GET', '/trips/greece-santorini')).json()) as StaffTrip;
    const body = { ...editorValues(trip), ...changes };
    const res = await staff('PUT', '/trips/greece-santorini', body);
    expect(res.status).toBe(200);
    return ((await res.json()) as StaffTrip).trip;
  };

  it('draws the new title and price in the page, its head, JSON-LD and preview', async () => {
    const before = headOf((await page('/travel/grecia')).html);
    await save({ title: 'Grecia: Atene, Santorini & Milos', price: 1500 });
    const { res, html } = await page('/travel/grecia');
    expect(res.status).toBe(200);
    expect(headingsOf(html)).toEqual(['Grecia: Atene, Santorini & Milos']);
    const head = headOf(html);
    expect(head.title).toBe(
      'Grecia: Atene, Santorini & Milos – Viaggio di gruppo | Maestrale Viaggi',
    );
    expect(head.meta('og:image:alt')).toBe(
      'Grecia: Atene, Santorini & Milos, da 1.500\u00a0€ a persona',
    );
    expect(head.meta('og:image')).not.toBe(before.meta('og:image'));
    const preview = await pages.app.request(new URL(head.meta('og:image')!).pathname);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(JSON.stringify(head.ofType('TouristTrip'))).toContain(
      'Grecia: Atene, Santorini & Milos',
    );
    expect((await page('/travels')).html).toContain('Grecia: Atene, Santorini &amp; Milos');
  });

  it('a draft is a 404 for visitors and a marked preview for signed-in staff', async () => {
    const copy = await staff('POST', '/trips/thailand/duplicate', { slug: 'thailandia-copia' });
    expect(copy.status).toBe(201);
    expect((await pages.app.request('/travel/thailandia-copia')).status).toBe(404);
    expect((await pages.app.request('/api/destinations/thailandia-copia')).status).toBe(404);
    const visitorCatalogue = await (await pages.app.request('/api/catalogue')).json();
    expect(visitorCatalogue.drafts).toBeUndefined();

    const asStaff = { headers: { cookie } };
    const res = await pages.app.request('/travel/thailandia-copia', asStaff);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('Anteprima: non pubblicato');
    expect(headingsOf(html)).toEqual(['Thailandia (copia)']);
    // The tab and a shared link name the draft too.
    expect(html).toMatch(/<title>Thailandia \(copia\)[^<]*<\/title>/);
    const staffCatalogue = await (await pages.app.request('/api/catalogue', asStaff)).json();
    expect(staffCatalogue.drafts.map((trip: { id: string }) => trip.id)).toEqual([
      'thailandia-copia',
    ]);
    expect((await pages.app.request('/api/destinations/thailandia-copia', asStaff)).status).toBe(
      200,
    );
    // The published pages staff open carry no banner.
    expect(await (await pages.app.request('/travel/thailandia', asStaff)).text()).not.toContain(
      'Anteprima',
    );
  });

  it('edits prepared for a published trip: staff preview them at its address, visitors never', async () => {
    const { trip } = (await (await staff('GET', '/trips/greece-santorini')).json()) as StaffTrip;
    const res = await staff('PUT', '/trips/greece-santorini/pending', {
      ...editorValues(trip),
      title: 'Grecia: Atene, Santorini e Folegandros',
      price: 1790,
    });
    expect(res.status).toBe(200);
    const asStaff = { headers: { cookie } };
    const preview = await pages.app.request('/travel/grecia?anteprima', asStaff);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    const html = await preview.text();
    expect(html).toContain('Anteprima: modifiche non pubblicate');
    expect(headingsOf(html)).toEqual(['Grecia: Atene, Santorini e Folegandros']);
    expect(html).toMatch(/<title>Grecia: Atene, Santorini e Folegandros[^<]*<\/title>/);
    // What the browser reads to take the page over says the same.
    const catalogue = await (await pages.app.request('/api/catalogue?anteprima', asStaff)).json();
    expect(catalogue.pendingEdits).toEqual(['grecia']);
    const card = catalogue.trips.find((shown: { id: string }) => shown.id === 'grecia');
    expect(card).toMatchObject({ title: 'Grecia: Atene, Santorini e Folegandros', price: 1790 });
    const detail = await (
      await pages.app.request('/api/destinations/grecia?anteprima', asStaff)
    ).json();
    expect(detail).toMatchObject({ title: 'Grecia: Atene, Santorini e Folegandros', price: 1790 });

    // Without ?anteprima staff see the site as visitors do; visitors never see the edits.
    const live = await (await pages.app.request('/travel/grecia', asStaff)).text();
    expect(live).not.toContain('Anteprima');
    expect(headingsOf(live)).toEqual([trip.title]);
    for (const path of ['/travel/grecia?anteprima', '/travels?anteprima']) {
      const visitor = await (await pages.app.request(path)).text();
      expect(visitor).not.toContain('Folegandros');
    }
    const visitorCatalogue = await (await pages.app.request('/api/catalogue?anteprima')).json();
    expect(visitorCatalogue.pendingEdits).toBeUndefined();
    expect(
      await (await pages.app.request('/api/destinations/grecia?anteprima')).json(),
    ).toMatchObject({
      title: trip.title,
    });

    const { trip: now } = (await (
      await staff('GET', '/trips/greece-santorini')
    ).json()) as StaffTrip;
    await staff('POST', '/trips/greece-santorini/pending/discard', { version: now.version });
    expect(
      await (await pages.app.request('/travel/grecia?anteprima', asStaff)).text(),
    ).not.toContain('Folegandros');
  });

  it('a new address answers the old one with 301, the canonical on the new one', async () => {
    await save({ slug: 'grecia-e-cicladi' });
    const old = await pages.app.request('/travel/grecia?utm_source=whatsapp');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/travel/grecia-e-cicladi?utm_source=whatsapp');
    const ads = await pages.app.request('/ads-special/travel/grecia');
    expect(ads.headers.get('location')).toBe('/ads-special/travel/grecia-e-cicladi');
    const { html } = await page('/travel/grecia-e-cicladi');
    expect(headOf(html).canonical).toEqual([`${SITE_URL}/travel/grecia-e-cicladi`]);
    expect(await sitemap()).toContain(
      `  <url><loc>${SITE_URL}/travel/grecia-e-cicladi</loc></url>`,
    );
    expect(await sitemap()).not.toContain(`  <url><loc>${SITE_URL}/travel/grecia</loc></url>`);
  });

  it('archived, its addresses lead to the list of trips and it leaves the sitemap', async () => {
    const { trip } = (await (await staff('GET', '/trips/greece-santorini')).json()) as StaffTrip;
    const res = await staff('POST', '/trips/greece-santorini/state', {
      version: trip.version,
      state: 'archiviato',
    });
    expect(res.status).toBe(200);
    for (const [path, list] of [
      ['/travel/grecia-e-cicladi', '/travels'],
      ['/travel/grecia', '/travels'],
      ['/ads-special/travel/grecia-e-cicladi', '/ads-special/travels'],
    ]) {
      const answer = await pages.app.request(path!);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('location'), path).toBe(list);
    }
    expect((await sitemap()).join('\n')).not.toContain('grecia');
    expect((await page('/travels')).html).not.toContain('Santorini');
    // An address no trip ever had is still the site's 404.
    expect((await pages.app.request('/travel/atlantide')).status).toBe(404);
  });
});
