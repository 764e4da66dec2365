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
    expect(await located.json()).toEqual({
      countryCode: 'IT',
      countryName: 'Italia',
      region: 'europe',
    });
    const odd = await app.request('/api/visitor/location', { headers: { 'cf-ipcountry': 'XX1' } });
    expect(await odd.json()).toEqual({ countryCode: null, countryName: null, region: 'global' });
  });

  it('without a proxy, reads the country of the address in the database shipped with the site', async () => {
    // The address as a trusted proxy gives it: the country comes from the address alone.
    const { app } = await createTestApp(database.db, { env: { CLIENT_IP_HEADER: 'x-real-ip' } });
    const from = async (address: string) =>
      (
        await app.request('/api/visitor/location', {
          // A country header nobody is trusted to set is ignored.
          headers: { 'x-real-ip': address, 'cf-ipcountry': 'JP' },
        })
      ).json();
    expect(await from('151.38.1.1')).toEqual({
      countryCode: 'IT',
      countryName: 'Italia',
      region: 'europe',
    });
    expect(await from('8.8.8.8')).toMatchObject({ countryCode: 'US', region: 'north-america' });
    expect(await from('2a01:4f8::1')).toMatchObject({ countryCode: 'DE', region: 'europe' });
    for (const unknown of ['127.0.0.1', '10.1.2.3', 'non-un-indirizzo'])
      expect(await from(unknown)).toEqual({
        countryCode: null,
        countryName: null,
        region: 'global',
      });
  });
});
