import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/test-app.ts';
import type { Agency } from './agency.ts';

// The answer touches no table: SQLite is enough.
describe('agency API', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(testEngines[0]!));
  });
  afterAll(async () => database.drop());

  it("answers the agency's configuration and team, the same the pages show", async () => {
    const res = await app.request('/api/agency');
    expect(res.status).toBe(200);
    const { config, team } = (await res.json()) as Agency;
    expect(config).toMatchObject({
      name: 'Maestrale Viaggi',
      address: 'Via Sparano da Bari 112, 70121 Bari (BA)',
      iban: 'IT60X0542811101000000123456',
      discountPercentage: 30,
    });
    expect(team.map((member) => member.name)).toEqual([
      'Giulia Lorusso',
      'Marco De Santis',
      'Francesca Amoruso',
      'Davide Colella',
    ]);
  });

  it('is compressed once and answered 304 while it is the same', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.request('/api/agency', { headers });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    const again = await app.request('/api/agency', {
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});
