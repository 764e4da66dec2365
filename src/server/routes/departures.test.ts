import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Departure } from '#domain/departures.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';

type Answer = { destinationId: string; departures: Departure[] };

describe.each(testEngines)('departures API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  // Today in Rome is 1 March 2027: the first bookable day is 16 March.
  const clock = fixedClock('2027-03-01T09:00:00Z');

  // Stored under the database ids of the spec (maldives-dubai, thailand).
  const departure = (id: string, start: string, seats: number, closed = false) => ({
    id,
    destination_id: 'maldives-dubai',
    start_date: start,
    price: 2400,
    spots_available: seats,
    total_spots: 10,
    coordinator1: 'Giulia',
    coordinator2: 'Marco',
    closed,
    created_at: '2027-01-10T09:00:00.000Z',
  });

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock }));
    await database.db
      .insertInto('travel_dates')
      .values([
        departure('maldive-20270410', '2027-04-10', 6),
        departure('maldive-20270315', '2027-03-15', 8), // 14 days away: too soon
        departure('maldive-20270316', '2027-03-16', 2), // 15 days away: the first bookable
        departure('maldive-20270320', '2027-03-20', 0), // full, still shown
        departure('maldive-20270325', '2027-03-25', 5, true), // closed by staff
        { ...departure('thailandia-20270318', '2027-03-18', 9), destination_id: 'thailand' },
      ])
      .execute();
  });
  afterAll(async () => database.drop());

  it('lists the destination’s bookable departures, earliest first, after the 14-day rule', async () => {
    const res = await app.request('/api/destinations/maldive-dubai/departures');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.destinationId).toBe('maldive-dubai');
    expect(body.departures.map((d) => d.id)).toEqual([
      'maldive-20270316',
      'maldive-20270320',
      'maldive-20270410',
    ]);
  });

  it('gives each departure its end date, days, real seats and status', async () => {
    const res = await app.request('/api/destinations/maldive-dubai/departures');
    const [first, full] = ((await res.json()) as Answer).departures;
    expect(first).toMatchObject({
      startDate: '2027-03-16',
      endDate: '2027-03-25',
      tripDuration: 10,
      price: 2400,
      spotsAvailable: 2,
      coordinators: ['Giulia', 'Marco'],
      availability: 'few',
      status: 'few',
    });
    expect(full).toMatchObject({ spotsAvailable: 0, availability: 'full', status: 'full' });
  });

  it('answers an unknown destination with a 404 in Italian, and a malformed id with a 400', async () => {
    const unknown = await app.request('/api/destinations/atlantide/departures');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Destinazione non trovata' } });
    const malformed = await app.request('/api/destinations/Atl%20antide/departures');
    expect(malformed.status).toBe(400);
  });
});
