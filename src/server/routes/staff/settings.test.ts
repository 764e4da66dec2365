import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAgencySettings } from '#domain/agency-settings.ts';
import type { Catalogue } from '#domain/catalogue.ts';
import { testClientFiles } from '../../testing/client-files.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { textOf } from '../../testing/rendered-pages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAs, staffRequest } from './staff-testing.ts';

describe.each(testEngines)('the agency’s settings, on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let giulia: Awaited<ReturnType<typeof signInAs>>;
  let marco: Awaited<ReturnType<typeof signInAs>>;
  const client = testClientFiles();

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { env: { CLIENT_DIR: client.dir } }));
    giulia = await signInAs(app, database.db, 'Giulia Bianchi');
    marco = await signInAs(app, database.db, 'Marco Rossi');
  });
  afterAll(async () => {
    await database.drop();
    client.remove();
  });

  const read = async () => (await (await giulia('GET', '/settings')).json()) as StaffAgencySettings;
  const stats = async () =>
    ((await (await app.request('/api/catalogue')).json()) as Catalogue).agency.stats;
  const valuesOf = ({ settings, version }: StaffAgencySettings) => ({ version, ...settings });

  it('starts with the figures the site shipped with and the airports of Bari', async () => {
    expect(await read()).toMatchObject({
      version: 1,
      updatedBy: null,
      settings: {
        stats: { travellers: 5000, averageRating: 4.9, reviews: 1200, satisfaction: 97 },
        airports: ['Bari Karol Wojtyła', 'Roma Fiumicino'],
        minGroup: 6,
      },
    });
    expect(textOf(await (await app.request('/')).text())).toContain('4.9/5 dai viaggiatori');
  });

  it('a save is on the site at once: the home’s figures and its badge', async () => {
    const saved = await giulia('PUT', '/settings', {
      ...valuesOf(await read()),
      stats: { travellers: 5400, averageRating: 4.7, reviews: 1350, satisfaction: 96 },
      airports: ['Bari Karol Wojtyła', 'Brindisi Papola Casale'],
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: 2, updatedBy: 'Giulia Bianchi' });
    expect(await stats()).toEqual({
      travellers: 5400,
      averageRating: 4.7,
      reviews: 1350,
      satisfaction: 96,
    });
    expect(textOf(await (await app.request('/')).text())).toContain('4.7/5 dai viaggiatori');
  });

  it('a save from an older version is refused with who saved first; nothing changes', async () => {
    const opened = valuesOf(await read());
    expect((await giulia('PUT', '/settings', opened)).status).toBe(200);
    const late = await marco('PUT', '/settings', {
      ...opened,
      stats: { ...opened.stats, travellers: 1 },
    });
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toMatch(/^Modificato da Giulia Bianchi alle /);
    expect((await stats()).travellers).toBe(5400);
  });

  it('refuses figures out of range and airports that are not a list, in Italian', async () => {
    const before = await read();
    const refused = async (changes: Record<string, unknown>, fields: Record<string, string>) => {
      const res = await giulia('PUT', '/settings', { ...valuesOf(before), ...changes });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual(fields);
    };
    const stats = before.settings.stats;
    await refused(
      { stats: { ...stats, averageRating: 5.5 } },
      { 'stats.averageRating': 'Scrivi il voto medio, da 1 a 5.' },
    );
    await refused(
      { stats: { ...stats, averageRating: 4.75 } },
      { 'stats.averageRating': 'Al massimo un decimale: 4,8.' },
    );
    await refused(
      { stats: { ...stats, satisfaction: 120 } },
      { 'stats.satisfaction': 'Scrivi una percentuale da 0 a 100.' },
    );
    await refused({ airports: [] }, { airports: 'Indica almeno un aeroporto di partenza.' });
    await refused(
      { airports: ['Bari Karol Wojtyła', 'Bari Karol Wojtyła'] },
      { airports: 'Un aeroporto è scritto due volte.' },
    );
    await refused(
      { airports: ['Altro'] },
      { airports: '"Altro" è sempre proposto: non serve aggiungerlo.' },
    );
    expect(await read()).toEqual(before);
    const signedOut = staffRequest(app, null);
    expect((await signedOut('PUT', '/settings', valuesOf(before))).status).toBe(401);
    expect((await signedOut('GET', '/settings')).status).toBe(401);
  });

  it('new departures leave with the smallest group staff set, each one changeable after', async () => {
    const saved = await giulia('PUT', '/settings', { ...valuesOf(await read()), minGroup: 8 });
    expect(saved.status).toBe(200);
    expect((await saved.json()).settings.minGroup).toBe(8);
    const added = await giulia('POST', '/departures', {
      destinationId: 'maldive-dubai',
      startDate: '2027-05-20',
      price: 2700,
      totalSpots: 10,
      coordinators: ['Giulia', 'Francesca'],
    });
    expect(added.status).toBe(201);
    const departure = (await added.json()) as { id: string; minGroup: number };
    expect(departure.minGroup).toBe(8);
    const changed = await giulia('PATCH', `/departures/${departure.id}`, { minGroup: 4 });
    expect((await changed.json()).minGroup).toBe(4);
    expect((await read()).settings.minGroup).toBe(8);
  });

  it('refuses a smallest group under 1 or over the 10 seats, in Italian', async () => {
    const before = await read();
    for (const minGroup of [0, 11, 2.5]) {
      const res = await giulia('PUT', '/settings', { ...valuesOf(before), minGroup });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({
        minGroup:
          minGroup === 2.5
            ? 'Il minimo di partecipanti è un numero intero.'
            : 'Il minimo di partecipanti va da 1 a 10.',
      });
    }
    expect(await read()).toEqual(before);
  });
});
