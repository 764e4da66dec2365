import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingView } from '#domain/booking.ts';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { Catalogue, TripDetail } from '#domain/catalogue.ts';
import { editorValues } from '#domain/trip-input.ts';
import { enquiry, primaryTraveller } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import { departureRow, signInStaff, staffRequest } from './staff/staff-testing.ts';

// Today in Rome is 1 March 2027: Grecia's departure of 10 April can be booked.
const NOW = '2027-03-01T09:00:00.000Z';
const GRECIA_DEPARTURE = 'greece-santorini-20270410';
const SPEC_AIRPORTS = [
  'Milano Malpensa',
  'Roma Fiumicino',
  'Venezia Marco Polo',
  'Bologna Guglielmo Marconi',
  'Napoli Capodichino',
  'Altro',
];
const INVALID = { airport: 'Aeroporto non valido.' };

describe.each(testEngines)('the airports a trip offers, on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  // Every request comes from its own address, so the rate limits stay out of these tests.
  let visitor = 0;
  const post = (path: string, body: unknown) => {
    visitor += 1;
    return app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${visitor}` },
      body: JSON.stringify(body),
    });
  };
  const book = (destinationId: string, airport: string, departureId?: string) =>
    post('/api/bookings', { destinationId, departureId, airport, travellers: [primaryTraveller] });
  const ask = (destinationId: string, airport: string) =>
    post('/api/contact-requests', enquiry({ destinationId, airport }));
  const refusal = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
  };
  const stored = async () => ({
    bookings: await database.db.selectFrom('travel_bookings').select('airport').execute(),
    enquiries: await database.db.selectFrom('contact_requests').select('airport').execute(),
    seats: (
      await database.db
        .selectFrom('travel_dates')
        .select('spots_available')
        .where('id', '=', GRECIA_DEPARTURE)
        .executeTakeFirstOrThrow()
    ).spots_available,
  });

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock: fixedClock(NOW) }));
    await database.db
      .insertInto('travel_dates')
      .values(departureRow({ id: GRECIA_DEPARTURE, destination_id: 'greece-santorini' }))
      .execute();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('contact_requests').execute();
    await database.db
      .updateTable('travel_dates')
      .set({ spots_available: 10 })
      .where('id', '=', GRECIA_DEPARTURE)
      .execute();
  });
  afterAll(async () => database.drop());

  it('a trip as it shipped: its cards offer Malpensa and Fiumicino, bookings the spec’s six', async () => {
    const catalogue = (await (await app.request('/api/catalogue')).json()) as Catalogue;
    expect(catalogue.trips).toHaveLength(21);
    for (const trip of catalogue.trips) {
      expect(trip.airports, trip.id).toEqual(['Milano Malpensa', 'Roma Fiumicino']);
    }
    for (const airport of SPEC_AIRPORTS) {
      expect((await book('maldive-dubai', airport)).status, airport).toBe(201);
    }
    expect((await ask('maldive-dubai', 'Roma Fiumicino')).status).toBe(201);
    expect(await refusal(await book('maldive-dubai', 'Bari Palese'))).toEqual(INVALID);
    expect(await refusal(await ask('maldive-dubai', 'Bari Palese'))).toEqual(INVALID);
    expect((await stored()).bookings.map((row) => row.airport)).toEqual(SPEC_AIRPORTS);
  });

  describe('after staff set Grecia’s airports to Bari Palese and Milano Malpensa', () => {
    beforeAll(async () => {
      const staff = staffRequest(app, await signInStaff(app, database.db));
      const { trip } = (await (await staff('GET', '/trips/greece-santorini')).json()) as StaffTrip;
      const res = await staff('PUT', '/trips/greece-santorini', {
        ...editorValues(trip),
        airports: ['Bari Palese', 'Milano Malpensa'],
      });
      expect(res.status).toBe(200);
    });

    it('the catalogue and the trip’s page carry them, the other trips keep theirs', async () => {
      const catalogue = (await (await app.request('/api/catalogue')).json()) as Catalogue;
      const airportsOf = (id: string) => catalogue.trips.find((trip) => trip.id === id)!.airports;
      expect(airportsOf('grecia')).toEqual(['Bari Palese', 'Milano Malpensa']);
      expect(airportsOf('maldive-dubai')).toEqual(['Milano Malpensa', 'Roma Fiumicino']);
      const detail = (await (await app.request('/api/destinations/grecia')).json()) as TripDetail;
      expect(detail.airports).toEqual(['Bari Palese', 'Milano Malpensa']);
    });

    it('books Grecia from Bari Palese, reserving the seat', async () => {
      const res = await book('grecia', 'Bari Palese', GRECIA_DEPARTURE);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        status: 'pending_payment',
        destinationId: 'grecia',
        airport: 'Bari Palese',
      } satisfies Partial<BookingView>);
      expect(await stored()).toEqual({
        bookings: [{ airport: 'Bari Palese' }],
        enquiries: [],
        seats: 9,
      });
    });

    it('refuses an airport neither Grecia nor the ads booking page offers, storing nothing', async () => {
      expect(await refusal(await book('grecia', 'Catania Fontanarossa', GRECIA_DEPARTURE))).toEqual(
        INVALID,
      );
      expect(await refusal(await book('grecia', 'Catania Fontanarossa'))).toEqual(INVALID);
      expect(await refusal(await ask('grecia', 'Catania Fontanarossa'))).toEqual(INVALID);
      expect(await stored()).toEqual({ bookings: [], enquiries: [], seats: 10 });
    });

    it('takes "Altro", the ads page’s airports, and none ("Non specificato")', async () => {
      for (const airport of ['Altro', 'Roma Fiumicino', 'Napoli Capodichino']) {
        expect((await book('grecia', airport)).status, airport).toBe(201);
      }
      const none = await post('/api/bookings', {
        destinationId: 'grecia',
        travellers: [primaryTraveller],
      });
      expect(await none.json()).toMatchObject({ airport: 'Non specificato' });
    });

    it('takes an enquiry about Grecia from Bari Palese, as the dialog sends it with chat off', async () => {
      expect((await ask('grecia', 'Bari Palese')).status).toBe(201);
      expect((await stored()).enquiries).toEqual([{ airport: 'Bari Palese' }]);
    });

    it('keeps Bari Palese Grecia’s: another trip refuses it', async () => {
      expect(await refusal(await book('maldive-dubai', 'Bari Palese'))).toEqual(INVALID);
      expect((await stored()).bookings).toEqual([]);
    });
  });
});
