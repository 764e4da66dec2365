import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp } from '../testing/test-app.ts';

// No table is read: the first engine is enough.
describe('visitor location', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testEngines[0]!.open();
  });
  afterAll(async () => database.drop());

  it('answers the country of the trusted header and its region', async () => {
    const { app } = await createTestApp(database.db, { env: { COUNTRY_HEADER: 'cf-ipcountry' } });
    const located = await app.request('/api/visitor/location', {
      headers: { 'cf-ipcountry': 'it' },
    });
    expect(await located.json()).toEqual({ countryCode: 'IT', region: 'europe' });
    const odd = await app.request('/api/visitor/location', { headers: { 'cf-ipcountry': 'XX1' } });
    expect(await odd.json()).toEqual({ countryCode: null, region: 'global' });
  });

  it('ignores the header when no proxy is trusted to set it', async () => {
    const { app } = await createTestApp(database.db);
    const res = await app.request('/api/visitor/location', { headers: { 'cf-ipcountry': 'IT' } });
    expect(await res.json()).toEqual({ countryCode: null, region: 'global' });
  });
});
