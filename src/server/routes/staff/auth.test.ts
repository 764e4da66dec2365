import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaffUser } from '../../security/staff-auth.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../../testing/test-app.ts';
import { departureRow, signInStaff, STAFF_PASSWORD, staffRequest } from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

/**
 * Every route of the staff API, with a request that would succeed (or at least get past the
 * guard) when signed in: the guard, not the route, must be what refuses it.
 */
const bookingId = randomUUID();
const endpoints: [method: string, path: string, body?: unknown][] = [
  ['GET', '/bookings'],
  ['GET', `/bookings/${bookingId}`],
  ['POST', `/bookings/${bookingId}/deposit`],
  ['POST', `/bookings/${bookingId}/cancel`],
  ['GET', '/enquiries'],
  ['GET', '/departures'],
  [
    'POST',
    '/departures',
    {
      destinationId: 'grecia',
      startDate: '2027-06-01',
      price: 1800,
      totalSpots: 10,
      coordinators: ['Giulia', 'Marco'],
    },
  ],
  ['PATCH', '/departures/maldives-dubai-20270410', { closed: true }],
  ['GET', '/documents'],
  ['GET', `/documents/${randomUUID()}/file`],
  ['GET', '/passport-links'],
  [
    'POST',
    '/passport-links',
    { verificationUrl: 'https://verifica.example/sessione', customerName: 'Chiara Loiacono' },
  ],
];

describe.each(testEngines)('staff API guard and sign-in on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock }));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('rate_limits').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => database.drop());

  const expectSignInRequired = async (res: Response) => {
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Accedi con il tuo account dello staff.' },
    });
  };

  it.each(endpoints)('%s %s answers 401 without a session', async (method, path, body) => {
    await expectSignInRequired(await staffRequest(app, null)(method, path, body));
    await expectSignInRequired(
      await staffRequest(app, 'mv_staff=not-a-real-token')(method, path, body),
    );
  });

  it.each(endpoints)(
    '%s %s answers 401 once the session has expired',
    async (method, path, body) => {
      const cookie = await signInStaff(app, database.db);
      clock.set(later(12 * 60 - 1));
      expect((await staffRequest(app, cookie)(method, path, body)).status).not.toBe(401);
      clock.set(later(12 * 60 + 1));
      await expectSignInRequired(await staffRequest(app, cookie)(method, path, body));
    },
  );

  it('refuses a signed-out session, and leaves nothing written by a refused request', async () => {
    const cookie = await signInStaff(app, database.db);
    await app.request('/api/staff/session', { method: 'DELETE', headers: { cookie } });
    await expectSignInRequired(
      await staffRequest(app, cookie)('PATCH', '/departures/maldives-dubai-20270410', {
        closed: true,
      }),
    );
    const departure = await database.db
      .selectFrom('travel_dates')
      .select('closed')
      .executeTakeFirstOrThrow();
    expect(departure.closed).toBe(false);
  });

  describe('sign-in attempts', () => {
    let email: string;
    let address = 0;
    /** A sign-in from a new address each time, unless one is given. */
    const signIn = (password: string, from = `10.1.0.${(address += 1) % 250}`) =>
      app.request('/api/staff/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password }),
      });
    const fail = async (times: number) => {
      for (let i = 0; i < times; i += 1) expect((await signIn('sbagliata-123')).status).toBe(401);
    };
    const expectSlowedDown = async (res: Response) => {
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        error: {
          code: 'too_many_requests',
          message: 'Troppi tentativi di accesso: riprova tra qualche minuto.',
        },
      });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    };

    beforeEach(async () => {
      email = `staff-${randomUUID()}@maestrale.example`;
      await createStaffUser(
        database.db,
        { email, name: 'Giulia', password: STAFF_PASSWORD },
        new Date(),
      );
    });

    it('after 5 wrong passwords for an account, refuses even the right one for 15 minutes', async () => {
      // Each attempt from another address: the account's own count is what stops them.
      await fail(5);
      await expectSlowedDown(await signIn(STAFF_PASSWORD));
      clock.set(later(10));
      await expectSlowedDown(await signIn(STAFF_PASSWORD));
      clock.set(later(15));
      expect((await signIn(STAFF_PASSWORD)).status).toBe(200);
    });

    it('forgets the wrong passwords once the right one is given', async () => {
      await fail(4);
      expect((await signIn(STAFF_PASSWORD)).status).toBe(200);
      await fail(5);
      await expectSlowedDown(await signIn(STAFF_PASSWORD));
    });

    it('counts an unknown e-mail like a known one', async () => {
      email = 'nessuno@maestrale.example';
      await fail(5);
      await expectSlowedDown(await signIn('sbagliata-123'));
    });

    it('keeps counting when another rule of another window length clears its old counters', async () => {
      await fail(5);
      // An enquiry at 09:11 opens a new 10-minute window of its own, which clears spent windows.
      clock.set(later(11));
      await app.request('/api/contact-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
        body: '{}',
      });
      await expectSlowedDown(await signIn(STAFF_PASSWORD));
    });

    it('stops one address trying many accounts after 20 wrong passwords', async () => {
      const from = '10.2.0.1';
      for (let i = 0; i < 20; i += 1) {
        email = `prova-${i}@maestrale.example`;
        expect((await signIn('sbagliata-123', from)).status).toBe(401);
      }
      email = `prova-20@maestrale.example`;
      await expectSlowedDown(await signIn('sbagliata-123', from));
      // Another address is not held back.
      expect((await signIn('sbagliata-123', '10.2.0.2')).status).toBe(401);
    });

    it('does not hold right passwords against the address', async () => {
      const from = '10.3.0.1';
      for (let i = 0; i < 25; i += 1) {
        expect((await signIn(STAFF_PASSWORD, from)).status).toBe(200);
      }
    });
  });
});
