import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../../security-tests/security-testing.ts';
import { DEVICE_COOKIE } from '../../security/staff-device.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  addStaff,
  departureRow,
  signInStaff,
  STAFF_PASSWORD,
  staffRequest,
} from './staff-testing.ts';

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
    const newAddress = addresses(31);
    const at = (minutes: number, seconds = 0) =>
      clock.set(new Date(Date.parse(NOW) + minutes * 60_000 + seconds * 1000).toISOString());
    /** A sign-in from a new address and without a device cookie, unless they are given. */
    const signIn = (
      password: string,
      { from = newAddress(), cookie }: { from?: string; cookie?: string } = {},
    ) =>
      app.request('/api/staff/session', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': from,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ email, password }),
      });
    const fail = async (times: number, options?: { from?: string; cookie?: string }) => {
      for (let i = 0; i < times; i += 1) {
        expect((await signIn('sbagliata-123', options)).status).toBe(401);
      }
    };
    /** Refused with 429; answers Retry-After. */
    const expectSlowedDown = async (res: Response) => {
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        error: {
          code: 'too_many_requests',
          message: 'Troppi tentativi di accesso: riprova tra qualche minuto.',
        },
      });
      expect(res.headers.get('set-cookie')).toBeNull();
      return Number(res.headers.get('retry-after'));
    };
    /** Signs in with the right password; answers the browser's device cookie. */
    const deviceCookie = async () => {
      const res = await signIn(STAFF_PASSWORD);
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
      expect(cookie).toMatch(/; Path=\/api\/staff\/session;.*HttpOnly.*SameSite=Strict/);
      expect(cookie).toMatch(/Max-Age=31536000/);
      return cookie!.split(';')[0]!;
    };
    /** Wrong passwords from `times` addresses, one each, as a spread-out guesser sends them. */
    const attack = async (times: number) => {
      for (let i = 0; i < times; i += 1) await signIn('sbagliata-123');
    };

    beforeEach(async () => {
      email = `staff-${randomUUID()}@maestrale.example`;
      await addStaff(database.db, email);
    });

    it('stops an address after 5 wrong passwords for an account, not the right password from elsewhere', async () => {
      const from = newAddress();
      await fail(5, { from });
      await expectSlowedDown(await signIn('sbagliata-123', { from }));
      await expectSlowedDown(await signIn(STAFF_PASSWORD, { from }));
      expect((await signIn(STAFF_PASSWORD)).status).toBe(200);
    });

    it('keeps browsers without a device cookie out for 15 minutes after 10 wrong passwords from anywhere', async () => {
      await fail(10);
      expect(await expectSlowedDown(await signIn(STAFF_PASSWORD))).toBe(15 * 60);
      at(14, 59);
      expect(await expectSlowedDown(await signIn(STAFF_PASSWORD))).toBe(1);
      at(15);
      expect((await signIn(STAFF_PASSWORD)).status).toBe(200);
    });

    it('lets a browser that signed in before sign in while the account is under attack', async () => {
      const cookie = await deviceCookie();
      await attack(30);
      await expectSlowedDown(await signIn(STAFF_PASSWORD));
      expect((await signIn(STAFF_PASSWORD, { cookie })).status).toBe(200);
    });

    it('stops a device cookie after its own 5 wrong passwords, and nobody else', async () => {
      const office = await deviceCookie();
      const phone = await deviceCookie();
      await fail(5, { cookie: office });
      await expectSlowedDown(await signIn(STAFF_PASSWORD, { cookie: office }));
      expect((await signIn(STAFF_PASSWORD, { cookie: phone })).status).toBe(200);
      expect((await signIn(STAFF_PASSWORD)).status).toBe(200);
    });

    it('gives nothing to a forged, altered or borrowed device cookie', async () => {
      const cookie = await deviceCookie();
      const [nonce, proof] = cookie.slice(DEVICE_COOKIE.length + 1).split('.') as [string, string];
      const flipped = (text: string) => `${text.slice(0, -1)}${text.endsWith('0') ? '1' : '0'}`;
      const otherEmail = email;
      email = `staff-${randomUUID()}@maestrale.example`;
      await addStaff(database.db, email);
      const borrowed = await deviceCookie(); // another account's
      email = otherEmail;
      await attack(10);
      for (const forged of [
        `${DEVICE_COOKIE}=${nonce}.${flipped(proof)}`,
        `${DEVICE_COOKIE}=${flipped(nonce)}.${proof}`,
        `${DEVICE_COOKIE}=${nonce}.${'0'.repeat(64)}`,
        `${DEVICE_COOKIE}=${nonce}.${proof}.${proof}`,
        `${DEVICE_COOKIE}=${nonce}`,
        borrowed,
      ]) {
        await expectSlowedDown(await signIn(STAFF_PASSWORD, { cookie: forged }));
      }
      expect((await signIn(STAFF_PASSWORD, { cookie })).status).toBe(200);
    });

    it('answers in Retry-After the real wait: until the oldest counted guess is 15 minutes old', async () => {
      const from = newAddress();
      at(5);
      await fail(5, { from });
      at(8);
      expect(await expectSlowedDown(await signIn(STAFF_PASSWORD, { from }))).toBe(12 * 60);
      at(15);
      expect(await expectSlowedDown(await signIn(STAFF_PASSWORD, { from }))).toBe(5 * 60);
      at(20);
      expect((await signIn(STAFF_PASSWORD, { from })).status).toBe(200);
    });

    it('slides its window: 5 wrong passwords just before a quarter hour still count after it', async () => {
      const from = newAddress();
      at(14, 59);
      await fail(5, { from });
      at(15, 1);
      expect(await expectSlowedDown(await signIn(STAFF_PASSWORD, { from }))).toBe(15 * 60 - 2);
    });

    it("forgets a browser's own wrong passwords once the right one is given", async () => {
      const from = newAddress();
      await fail(4, { from });
      expect((await signIn(STAFF_PASSWORD, { from })).status).toBe(200);
      await fail(4, { from });
      expect((await signIn(STAFF_PASSWORD, { from })).status).toBe(200);
    });

    it('counts an unknown e-mail like a known one', async () => {
      email = 'nessuno@maestrale.example';
      const from = newAddress();
      await fail(5, { from });
      await expectSlowedDown(await signIn('sbagliata-123', { from }));
      await fail(5);
      await expectSlowedDown(await signIn('sbagliata-123'));
    });

    it('keeps counting when another rule of another window length clears its old counters', async () => {
      const from = newAddress();
      await fail(5, { from });
      // An enquiry 11 minutes later, outside the enquiries' 10-minute window, clears spent counts.
      at(11);
      await app.request('/api/contact-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
        body: '{}',
      });
      await expectSlowedDown(await signIn(STAFF_PASSWORD, { from }));
    });

    it('stops one address trying many accounts after 20 wrong passwords', async () => {
      const from = newAddress();
      for (let i = 0; i < 20; i += 1) {
        email = `prova-${i}@maestrale.example`;
        expect((await signIn('sbagliata-123', { from })).status).toBe(401);
      }
      email = `prova-20@maestrale.example`;
      await expectSlowedDown(await signIn('sbagliata-123', { from }));
      // Another address is not held back.
      expect((await signIn('sbagliata-123')).status).toBe(401);
    });

    it('does not hold right passwords against the address or the account', async () => {
      const from = newAddress();
      // One more than the address's allowance, twice the account's.
      for (let i = 0; i < 21; i += 1) {
        expect((await signIn(STAFF_PASSWORD, { from })).status).toBe(200);
      }
    });
  });
});
