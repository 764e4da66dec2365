import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPackage, StaffTrip, StaffTripRow } from '#domain/catalogue-admin.ts';
import type { Catalogue } from '#domain/catalogue.ts';
import { editorValues } from '#domain/trip-input.ts';
import type { TripPhoto } from '#domain/trip-photos.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { photo } from '../../testing/photos.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import { signInAs } from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';

/** Issue 39: staff add packages, with a photo, and remove those no trip is filed under. */
describe.each(testEngines)('packages added and removed by the staff, on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let giulia: Awaited<ReturnType<typeof signInAs>>;
  let cover: TripPhoto;

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock: fixedClock(NOW) }));
    giulia = await signInAs(app, database.db, 'Giulia Bianchi');
    const form = new FormData();
    form.append('photo', new File([await photo({ width: 1600, height: 1200 })], 'praga.jpg'));
    const uploaded = await giulia('POST', '/trip-photos', form);
    expect(uploaded.status).toBe(201);
    cover = { ...((await uploaded.json()) as TripPhoto), alt: 'Il Ponte Carlo all’alba' };
  }, 60_000);
  afterAll(() => database.drop());

  const weekend = () => ({
    title: 'Weekend d’Europa',
    originalPrice: 990,
    discountedPrice: 890,
    duration: '3-4 giorni',
    includes: ['Volo di andata e ritorno', 'Hotel 4 stelle con colazione'],
    cover,
  });
  const packages = async () =>
    ((await (await giulia('GET', '/packages')).json()) as { items: StaffPackage[] }).items;
  const catalogue = async () => (await (await app.request('/api/catalogue')).json()) as Catalogue;
  /** A trip as the editor opens it, by its address. */
  const trip = async (slug: string) => {
    const { items } = (await (await giulia('GET', '/trips')).json()) as { items: StaffTripRow[] };
    const { key } = items.find((row) => row.slug === slug)!;
    return ((await (await giulia('GET', `/trips/${key}`)).json()) as StaffTrip).trip;
  };
  const fileUnder = async (slug: string, packageId: string) => {
    const current = await trip(slug);
    return giulia('PUT', `/trips/${current.key}`, { ...editorValues(current), packageId });
  };

  it('adds a package with its photo, last; a trip filed under it shows it on the site', async () => {
    const res = await giulia('POST', '/packages', weekend());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      id: 'weekend-d-europa',
      title: 'Weekend d’Europa',
      cover: { id: cover.id, alt: 'Il Ponte Carlo all’alba' },
      version: 1,
      updatedBy: 'Giulia Bianchi',
    });
    const listed = await packages();
    expect(listed.at(-1)).toMatchObject({ id: 'weekend-d-europa', trips: [] });
    expect(listed.find((pack) => pack.id === 'islands')!.trips).toContain(
      'Grecia: Atene & Santorini',
    );
    // No published trip in it yet: the site does not show an empty package.
    expect((await catalogue()).categories.map((c) => c.id)).not.toContain('weekend-d-europa');

    expect((await fileUnder('praga-budapest', 'weekend-d-europa')).status).toBe(200);
    const shown = (await catalogue()).categories.find((c) => c.id === 'weekend-d-europa');
    expect(shown).toMatchObject({ title: 'Weekend d’Europa', cover: { id: cover.id } });
    expect(shown!.destinationIds).toEqual(['praga-budapest']);
  });

  it('refuses a name taken, a photo never uploaded, a price above the list price', async () => {
    const refused = async (body: object) => {
      const res = await giulia('POST', '/packages', body);
      expect(res.status).toBe(400);
      return (await res.json()).error.fields as Record<string, string>;
    };
    const before = await packages();
    expect(await refused({ ...weekend(), title: 'WEEKEND D’EUROPA' })).toEqual({
      title: 'C’è già un pacchetto con questo nome.',
    });
    // A shipped package's key is not its name: its name is taken all the same.
    expect(await refused({ ...weekend(), title: 'Isole da sogno' })).toEqual({
      title: 'C’è già un pacchetto con questo nome.',
    });
    expect(
      await refused({ ...weekend(), title: 'Fughe', cover: { ...cover, id: 'f'.repeat(24) } }),
    ).toEqual({ cover: expect.any(String) });
    expect(
      await refused({ ...weekend(), title: 'Fughe', originalPrice: 800, discountedPrice: 900 }),
    ).toEqual({ discountedPrice: 'Il prezzo scontato non può superare il prezzo di listino.' });
    expect(await refused({ ...weekend(), title: ' – ' })).toEqual({
      title: 'Scrivi il nome del pacchetto.',
    });
    expect(await packages()).toEqual(before);
  });

  it('removes a package only once no trip is filed under it, and says which trips are', async () => {
    const inUse = await giulia('DELETE', '/packages/weekend-d-europa');
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).error.message).toBe(
      'Il viaggio Praga & Budapest è in questo pacchetto: spostalo in un altro pacchetto, poi eliminalo.',
    );
    const city = await giulia('DELETE', '/packages/city');
    expect(city.status).toBe(409);
    expect((await city.json()).error.message).toMatch(
      /^I viaggi .+ e .+ sono in questo pacchetto: spostali in un altro pacchetto, poi eliminalo\.$/,
    );

    expect((await fileUnder('praga-budapest', 'europe')).status).toBe(200);
    expect((await giulia('DELETE', '/packages/weekend-d-europa')).status).toBe(204);
    expect((await packages()).map((pack) => pack.id)).not.toContain('weekend-d-europa');
    expect((await giulia('DELETE', '/packages/weekend-d-europa')).status).toBe(404);

    // An editor opened before the removal: its save names a package no longer there.
    const stale = await fileUnder('praga-budapest', 'weekend-d-europa');
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.fields).toEqual({
      packageId: 'Questo pacchetto non c’è più: scegline un altro.',
    });
    expect((await trip('praga-budapest')).categoryId).toBe('europe');
  });
});
