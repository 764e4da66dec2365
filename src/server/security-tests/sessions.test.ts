import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { departureRow, signInStaff, STAFF_PASSWORD } from '../routes/staff/staff-testing.ts';
import { createStaffUser, STAFF_COOKIE } from '../security/staff-auth.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock } from '../testing/test-app.ts';
import { type App, newDeparture, NOW, removeTestUploads, testApp } from './security-testing.ts';

const later = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

/** Every staff route, with a request that gets past the guard when signed in. */
const bookingId = randomUUID();
const staffRoutes: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/staff/session'],
  ['GET', '/api/staff/bookings'],
  ['GET', '/api/staff/bookings?search=Chiara&status=pending_payment&page=1'],
  ['GET', `/api/staff/bookings/${bookingId}`],
  ['POST', `/api/staff/bookings/${bookingId}/deposit`],
  ['POST', `/api/staff/bookings/${bookingId}/cancel`],
  ['GET', '/api/staff/enquiries'],
  ['GET', '/api/staff/documents'],
  ['GET', `/api/staff/documents/${randomUUID()}/file`],
  ['GET', '/api/staff/departures'],
  ['POST', '/api/staff/departures', newDeparture()],
  ['PATCH', '/api/staff/departures/maldives-dubai-20270410', { closed: true }],
  ['GET', '/api/staff/passport-links'],
  ['POST', '/api/staff/passport-links', { verificationUrl: 'https://verifica.example/s' }],
];

/** The token of a `name=value` cookie pair. */
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe.each(testEngines)('staff sessions on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  const clock = fixedClock(NOW);

  const request = (method: string, path: string, cookie: string | null, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(cookie === null ? {} : { cookie }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** Every staff route answers 401 with this cookie, and nothing has been written. */
  const expectLockedOut = async (cookie: string | null) => {
    const before = await database.db.selectFrom('travel_dates').selectAll().execute();
    for (const [method, path, body] of staffRoutes) {
      const res = await request(method, path, cookie, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'unauthorized', message: 'Accedi con il tuo account dello staff.' },
      });
    }
    expect(await database.db.selectFrom('travel_dates').selectAll().execute()).toEqual(before);
    expect(
      await database.db.selectFrom('passport_verification_links').selectAll().execute(),
    ).toEqual([]);
  };

  /** Every staff route lets this cookie past the guard. */
  const expectLetIn = async (cookie: string) => {
    for (const [method, path, body] of staffRoutes) {
      const res = await request(method, path, cookie, body);
      expect(res.status, `${method} ${path}`).not.toBe(401);
    }
    await database.db.deleteFrom('passport_verification_links').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await testApp(database.db, { clock }));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('staff_sessions').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  it('lets a real session past the guard on every staff route (the control case)', async () => {
    await expectLetIn(await signInStaff(app, database.db));
  });

  it.each([
    ['no cookie at all', () => null],
    ['no value', () => `${STAFF_COOKIE}=`],
    ['a random token', () => `${STAFF_COOKIE}=${randomBytes(32).toString('base64url')}`],
    ['a token of the wrong shape', () => `${STAFF_COOKIE}=' OR 1=1 --`],
    [
      'a cookie of the right name set for another path',
      () => `${STAFF_COOKIE}=${randomBytes(32).toString('base64url')}; Path=/admin`,
    ],
  ])('refuses %s on every staff route', async (_, cookie) => {
    await expectLockedOut(cookie());
  });

  describe('with the token of a real session', () => {
    let cookie: string;
    beforeEach(async () => {
      cookie = await signInStaff(app, database.db);
    });

    it('refuses it once its session row is deleted', async () => {
      await database.db.deleteFrom('staff_sessions').execute();
      await expectLockedOut(cookie);
    });

    it('refuses it once the account is deleted', async () => {
      await database.db.deleteFrom('staff_sessions').execute();
      await database.db.deleteFrom('staff_users').execute();
      await expectLockedOut(cookie);
    });

    it('takes it for 12 hours, refuses it from then on', async () => {
      clock.set(later(12 * 60 - 1));
      expect((await request('GET', '/api/staff/session', cookie)).status).toBe(200);
      clock.set(later(12 * 60));
      await expectLockedOut(cookie);
    });

    it('refuses it under another cookie name', async () => {
      const token = tokenOf(cookie);
      for (const name of [`${STAFF_COOKIE}_old`, STAFF_COOKIE.toUpperCase(), 'session', 'token']) {
        await expectLockedOut(`${name}=${token}`);
      }
    });

    it('refuses what the database keeps of it (its hash), so a leaked table opens nothing', async () => {
      const stored = await database.db.selectFrom('staff_sessions').select('id').execute();
      expect(stored).toHaveLength(1);
      const token = tokenOf(cookie);
      expect(stored[0]!.id).toBe(createHash('sha256').update(token).digest('hex'));
      expect(stored[0]!.id).not.toContain(token);
      await expectLockedOut(`${STAFF_COOKIE}=${stored[0]!.id}`);
    });

    it('refuses it altered by one character', async () => {
      const token = tokenOf(cookie);
      const last = token.at(-1) === 'A' ? 'B' : 'A';
      await expectLockedOut(`${STAFF_COOKIE}=${token.slice(0, -1)}${last}`);
      await expectLockedOut(`${STAFF_COOKIE}=${token}x`);
    });
  });

  describe('signing out', () => {
    it('ends the session on the server: the same cookie is refused everywhere afterwards', async () => {
      const cookie = await signInStaff(app, database.db);
      expect(await database.db.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(1);
      const res = await request('DELETE', '/api/staff/session', cookie);
      expect(res.status).toBe(204);
      // The browser is told to forget the cookie...
      expect(res.headers.get('set-cookie')).toMatch(
        new RegExp(`^${STAFF_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
      );
      // ...and one that kept it (a copy, a stolen one) gets nothing.
      expect(await database.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
      await expectLockedOut(cookie);
    });

    it("ends only that session: the same account's other devices stay signed in", async () => {
      const email = `giulia-${randomUUID()}@maestrale.example`;
      await createStaffUser(
        database.db,
        { email, name: 'Giulia', password: STAFF_PASSWORD },
        new Date(NOW),
      );
      const signIn = async () => {
        const res = await app.request('/api/staff/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: STAFF_PASSWORD }),
        });
        expect(res.status).toBe(200);
        return res.headers.get('set-cookie')!.split(';')[0]!;
      };
      const office = await signIn();
      const phone = await signIn();
      expect(tokenOf(office)).not.toBe(tokenOf(phone));
      await request('DELETE', '/api/staff/session', phone);
      await expectLockedOut(phone);
      await expectLetIn(office);
    });
  });

  describe('the session cookie', () => {
    const cookieOf = async (env: NodeJS.ProcessEnv) => {
      const { app: target } = await testApp(database.db, { clock, env });
      const email = `giulia-${randomUUID()}@maestrale.example`;
      await createStaffUser(
        database.db,
        { email, name: 'Giulia', password: STAFF_PASSWORD },
        new Date(NOW),
      );
      const res = await target.request('/api/staff/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: STAFF_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return res.headers.get('set-cookie')!;
    };

    it('is out of reach of scripts and of other sites, for the whole site, for 12 hours', async () => {
      const cookie = await cookieOf({});
      expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=[A-Za-z0-9_-]{43};`));
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Strict/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toContain(`Expires=${new Date(later(12 * 60)).toUTCString()}`);
      expect(cookie).not.toMatch(/Domain=/i);
    });

    it('travels only over HTTPS when the site is served over HTTPS', async () => {
      const secureCookies = (cookies: string) => cookies.match(/; Secure/gi)?.length ?? 0;
      // The session and the device the staff member signed in from.
      expect(secureCookies(await cookieOf({ SITE_URL: 'https://www.maestrale.example' }))).toBe(2);
      // `npm start` on this machine: plain HTTP, where a Secure cookie would never come back.
      expect(secureCookies(await cookieOf({ NODE_ENV: 'production' }))).toBe(0);
      expect(secureCookies(await cookieOf({ SITE_URL: 'http://192.168.1.20:3000' }))).toBe(0);
    });

    it('is a new random token at every sign-in', async () => {
      const tokens = new Set<string>();
      for (let i = 0; i < 3; i += 1) tokens.add((await cookieOf({})).split(';')[0]!);
      expect(tokens.size).toBe(3);
    });
  });
});
