import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMessages } from '#domain/areas.ts';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { Catalogue } from '#domain/catalogue.ts';
import { destinationChoices, filterTrips, defaultFilters } from '#domain/listing.ts';
import { editorValues } from '#domain/trip-input.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAs, staffRequest } from './staff-testing.ts';

/** What a visitor's listing offers and finds under an area, from the public catalogue. */
async function listing(app: TestApp) {
  const catalogue = (await (await app.request('/api/catalogue')).json()) as Catalogue;
  const choices = destinationChoices(catalogue.areas, catalogue.trips);
  const under = (area: string) =>
    filterTrips(catalogue.trips, { ...defaultFilters(catalogue.trips), destination: area }).map(
      (trip) => trip.id,
    );
  return { labels: choices.map(({ label }) => label), under };
}

describe.each(testEngines)('areas as data, on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db));
    staff = await signInAs(app, database.db, 'Giulia Bianchi');
  });
  afterAll(() => database.drop());

  const read = async (key: string) =>
    ((await (await staff('GET', `/trips/${key}`)).json()) as StaffTrip).trip;

  it('every shipped trip is under its areas: the spec’s lists, completed', async () => {
    const { labels, under } = await listing(app);
    expect(labels).toEqual([
      'Tutte le destinazioni',
      'Europa',
      'Asia',
      'Africa',
      'America',
      'Oceania',
      'Medio Oriente',
      'Maldive',
      'Giappone',
      'Thailandia',
    ]);
    expect(under('europa')).toContain('venezia-verona');
    expect(under('asia')).toEqual(
      expect.arrayContaining(['india-triangolo-oro', 'cina-pechino-xian-shanghai', 'tokyo-kyoto']),
    );
    expect(under('africa')).toEqual(
      expect.arrayContaining(['kenya-safari-experience', 'tanzania-zanzibar']),
    );
    expect(under('oceania')).toEqual(['hawaii']);
    expect(under('giappone')).toEqual(['tokyo-kyoto']);
    expect(under('maldive')).toEqual(['maldive-dubai']);
  });

  it('an area staff add is offered once a published trip is in it, at once', async () => {
    const added = await staff('POST', '/areas', { name: 'Balcani' });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ area: { id: 'balcani', name: 'Balcani' } });
    // No trip in it yet: the filter does not offer an empty choice.
    expect((await listing(app)).labels).not.toContain('Balcani');

    const grecia = await read('greece-santorini');
    const created = await staff('POST', '/trips', {
      ...editorValues(grecia),
      version: 0,
      slug: 'croazia-isole',
      title: 'Croazia: Spalato e le isole',
      areas: ['europa', 'balcani'],
      reviews: [],
      ratingFigures: null,
    });
    expect(created.status).toBe(201);
    const { trip } = (await created.json()) as StaffTrip;
    expect(trip.areas).toEqual(['europa', 'balcani']);
    // A draft is nobody's choice yet.
    expect((await listing(app)).labels).not.toContain('Balcani');
    const published = await staff('POST', `/trips/${trip.key}/state`, {
      version: trip.version,
      state: 'pubblicato',
    });
    expect(published.status).toBe(200);
    const after = await listing(app);
    expect(after.labels.at(-1)).toBe('Balcani');
    expect(after.under('balcani')).toEqual(['croazia-isole']);
    expect(after.under('europa')).toContain('croazia-isole');
  });

  it('refuses an empty, marked-up, reserved or repeated name, and stores nothing', async () => {
    const before = ((await (await staff('GET', '/areas')).json()) as { areas: unknown[] }).areas;
    for (const [name, message] of [
      ['   ', areaMessages.name],
      ['<b>Caraibi</b>', expect.stringContaining('senza codice HTML')],
      ['All', areaMessages.reserved],
      ['europa', areaMessages.taken],
      ['Medio  oriente', areaMessages.taken],
    ] as const) {
      const res = await staff('POST', '/areas', { name });
      expect(res.status, name).toBe(400);
      expect((await res.json()).error.fields).toEqual({ name: message });
    }
    const after = ((await (await staff('GET', '/areas')).json()) as { areas: unknown[] }).areas;
    expect(after).toEqual(before);
  });

  it('two colleagues adding the same area at once make one', async () => {
    const answers = await Promise.all([
      staff('POST', '/areas', { name: 'Caraibi' }),
      staff('POST', '/areas', { name: 'caraibi' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    const { areas } = (await (await staff('GET', '/areas')).json()) as { areas: { id: string }[] };
    expect(areas.filter((area) => area.id === 'caraibi')).toHaveLength(1);
  });

  it('a trip names at least one area, and only areas that exist', async () => {
    const hawaii = await read('hawaii');
    for (const [areas, message] of [
      [[], areaMessages.none],
      [['atlantide'], areaMessages.unknown],
    ] as const) {
      const res = await staff('PUT', `/trips/${hawaii.key}`, { ...editorValues(hawaii), areas });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ areas: message });
    }
    const unchanged = await read('hawaii');
    expect(unchanged.version).toBe(hawaii.version);
    expect(unchanged.areas).toEqual(['america', 'oceania']);
  });

  it('only staff list or add areas', async () => {
    const visitor = staffRequest(app, null);
    expect((await visitor('GET', '/areas')).status).toBe(401);
    expect((await visitor('POST', '/areas', { name: 'Artide' })).status).toBe(401);
  });
});
