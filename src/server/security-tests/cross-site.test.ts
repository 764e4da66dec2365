import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingRow,
  departureRow,
  STAFF_PASSWORD,
  addStaff,
} from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock } from '../testing/test-app.ts';
import {
  agencyData,
  type App,
  clearAgencyData,
  newDeparture,
  NOW,
  removeTestUploads,
  testApp,
} from './security-testing.ts';

const BOOKING_ID = randomUUID();
const OTHER_BOOKING_ID = randomUUID();
const EMAIL = 'giulia.cross@maestrale.example';
/** The address test requests go to (app.request's default origin). */
const SITE = 'http://localhost';

/** Every back-office request that changes something, sign-in and sign-out included. */
const staffWrites: [what: string, method: string, path: string, body?: unknown][] = [
  ['signing in', 'POST', '/api/staff/session', { email: EMAIL, password: STAFF_PASSWORD }],
  ['signing out', 'DELETE', '/api/staff/session'],
  ['recording a deposit', 'POST', `/api/staff/bookings/${BOOKING_ID}/deposit`],
  ['cancelling a booking', 'POST', `/api/staff/bookings/${BOOKING_ID}/cancel`],
  [
    'cancelling bookings together',
    'POST',
    '/api/staff/bookings/cancel',
    { ids: [OTHER_BOOKING_ID] },
  ],
  ['adding a departure', 'POST', '/api/staff/departures', newDeparture()],
  [
    'closing a departure',
    'PATCH',
    '/api/staff/departures/maldives-dubai-20270410',
    { closed: true, price: 1 },
  ],
  [
    'creating a verification link',
    'POST',
    '/api/staff/passport-links',
    { verificationUrl: 'https://verifica.example/s', customerName: 'Chiara' },
  ],
];

/** What a browser says about a request another site's page made. */
const otherSites: [what: string, headers: Record<string, string>][] = [
  ['another site (Origin)', { origin: 'https://evil.example' }],
  [
    'another site (Origin and Sec-Fetch-Site)',
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  ],
  ['a subdomain (Origin)', { origin: 'http://evil.localhost' }],
  ['a subdomain (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
  ['the same host on another port', { origin: 'http://localhost:8080' }],
  ['a sandboxed frame or a file (Origin: null)', { origin: 'null' }],
  ['another site, by Sec-Fetch-Site alone', { 'sec-fetch-site': 'cross-site' }],
];

describe.each(testEngines)('cross-site requests to the back office on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  let cookie: string;
  const clock = fixedClock(NOW);

  const send = (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
    url = SITE,
  ) =>
    app.request(`${url}${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const sessionIsAlive = async () =>
    (await app.request('/api/staff/session', { headers: { cookie } })).status === 200;

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await testApp(database.db, { clock }));
    await addStaff(database.db, EMAIL, new Date(NOW));
  });
  beforeEach(async () => {
    await clearAgencyData(database.db);
    await database.db.deleteFrom('staff_sessions').execute();
    await database.db
      .insertInto('travel_dates')
      .values(departureRow({ spots_available: 8 }))
      .execute();
    await database.db
      .insertInto('travel_bookings')
      .values([
        bookingRow({ id: BOOKING_ID, travellers: 2, travel_date_id: 'maldives-dubai-20270410' }),
        bookingRow({ id: OTHER_BOOKING_ID }),
      ])
      .execute();
    // A signed-in member of staff, whose browser would send the cookie along.
    const res = await app.request('/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: STAFF_PASSWORD }),
    });
    expect(res.status).toBe(200);
    cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  describe.each(otherSites)('from %s', (_, headers) => {
    it.each(staffWrites)(
      'refuses %s with 403 even with a valid session, changing nothing',
      async (_, method, path, body) => {
        const before = await agencyData(database.db);
        const res = await send(method, path, body, headers);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          error: {
            code: 'forbidden',
            message: 'Richiesta rifiutata: le modifiche del back office si fanno solo dal sito.',
          },
        });
        expect(res.headers.get('set-cookie')).toBeNull();
        // No booking, departure, link or session was added, changed or removed...
        expect(await agencyData(database.db)).toEqual(before);
        // ...and the staff member is still signed in.
        expect(await sessionIsAlive()).toBe(true);
      },
    );
  });

  describe('from the site itself', () => {
    it.each([
      ['with its own Origin', { origin: SITE }],
      ['with Sec-Fetch-Site: same-origin', { origin: SITE, 'sec-fetch-site': 'same-origin' }],
      ['from a tool that sends no Origin (curl, scripts, tests)', {}],
    ])('lets every change through %s', async (_, headers) => {
      const expected = [200, 204, 200, 200, 200, 201, 200, 201];
      // Signing out last: the others need the session.
      const order = [0, 2, 3, 4, 5, 6, 7, 1];
      for (const i of order) {
        const [what, method, path, body] = staffWrites[i]!;
        const res = await send(method, path, body, headers);
        expect(res.status, what).toBe(expected[i]);
      }
    });

    it('lets it through behind a proxy that rewrites Host, when the browser says same-origin', async () => {
      const res = await send(
        'POST',
        '/api/staff/passport-links',
        { verificationUrl: 'https://verifica.example/s' },
        { origin: 'https://www.maestrale.example', 'sec-fetch-site': 'same-origin' },
        'http://127.0.0.1:3000',
      );
      expect(res.status).toBe(201);
    });
  });

  it("leaves reads to the browser's same-origin policy: another site cannot read the answer", async () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await send('GET', '/api/staff/bookings', undefined, evil)).status).toBe(200);
    expect((await send('GET', '/api/staff/session', undefined, evil)).status).toBe(200);
  });
});
