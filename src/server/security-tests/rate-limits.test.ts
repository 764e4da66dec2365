import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRow, STAFF_PASSWORD, addStaff } from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, photo } from '../testing/photos.ts';
import { fixedClock } from '../testing/test-app.ts';
import {
  addresses,
  agencyData,
  type App,
  clearAgencyData,
  enquiry,
  expectError,
  named,
  NOW,
  primaryTraveller,
  removeTestUploads,
  sendJson,
  testApp,
} from './security-testing.ts';

const BOOKING_ID = randomUUID();
const TOKEN = 'tokenDiProvaPerIlPassaporto1234';
const EMAIL = 'giulia.limits@maestrale.example';
const SLOW_DOWN = 'Troppe richieste in poco tempo: riprova tra qualche minuto.';
const TOO_MANY_SIGN_INS = 'Troppi tentativi di accesso: riprova tra qualche minuto.';

/** A photo upload: two photos of the booking. */
async function upload(app: App, from: string) {
  const jpeg = await photo();
  return app.request('/api/documents', {
    method: 'POST',
    headers: { 'x-forwarded-for': from },
    body: documentsForm({ passport: jpeg, selfie: jpeg, bookingId: BOOKING_ID }),
  });
}

type Write = {
  what: string;
  limit: number;
  windowMinutes: number;
  message: string;
  /**
   * One of the allowed requests: accepted, or refused for what it names (an unknown booking or
   * link), which is counted all the same. Sends refused for invalid input have an allowance of
   * their own (probe-findings.test.ts).
   */
  attempt: (app: App, from: string, i: number) => Response | Promise<Response>;
  /** A request that would succeed, were it not over the limit. */
  valid: (app: App, from: string) => Response | Promise<Response>;
};

/** Every public write, with the allowance decision 014 and the routes give it. */
const publicWrites: Write[] = [
  {
    what: 'enquiries',
    limit: 5,
    windowMinutes: 10,
    message: SLOW_DOWN,
    attempt: (app, from) =>
      sendJson(app, 'POST', '/api/contact-requests', enquiry(), { 'x-forwarded-for': from }),
    valid: (app, from) =>
      sendJson(app, 'POST', '/api/contact-requests', enquiry(), { 'x-forwarded-for': from }),
  },
  {
    what: 'bookings',
    limit: 10,
    windowMinutes: 10,
    message: SLOW_DOWN,
    // Inquiries without a departure, each from a contact of its own: they hold no seats.
    attempt: (app, from, i) =>
      sendJson(
        app,
        'POST',
        '/api/bookings',
        {
          destinationId: 'maldive-dubai',
          travellers: [{ ...primaryTraveller, email: `ospite${i}@example.it` }],
        },
        { 'x-forwarded-for': from },
      ),
    valid: (app, from) =>
      sendJson(
        app,
        'POST',
        '/api/bookings',
        { destinationId: 'maldive-dubai', travellers: [primaryTraveller] },
        { 'x-forwarded-for': from },
      ),
  },
  {
    what: 'transfer confirmations',
    limit: 10,
    windowMinutes: 10,
    message: SLOW_DOWN,
    attempt: (app, from) =>
      sendJson(
        app,
        'POST',
        `/api/bookings/${randomUUID()}/payment-confirmation`,
        {},
        { 'x-forwarded-for': from },
      ),
    valid: (app, from) =>
      sendJson(
        app,
        'POST',
        `/api/bookings/${BOOKING_ID}/payment-confirmation`,
        {},
        { 'x-forwarded-for': from },
      ),
  },
  {
    what: 'chat clicks',
    limit: 30,
    windowMinutes: 10,
    message: SLOW_DOWN,
    attempt: (app, from) =>
      sendJson(app, 'POST', '/api/chat-clicks', {}, { 'x-forwarded-for': from }),
    valid: (app, from) =>
      sendJson(app, 'POST', '/api/chat-clicks', {}, { 'x-forwarded-for': from }),
  },
  {
    what: 'photo uploads',
    limit: 10,
    windowMinutes: 10,
    message: SLOW_DOWN,
    attempt: upload,
    valid: upload,
  },
  {
    what: 'verification link openings',
    limit: 30,
    windowMinutes: 10,
    message: SLOW_DOWN,
    attempt: (app, from, i) =>
      sendJson(
        app,
        'POST',
        '/api/passport-verification/open',
        { token: `tokenSconosciuto${1000 + i}` },
        { 'x-forwarded-for': from },
      ),
    valid: (app, from) =>
      sendJson(
        app,
        'POST',
        '/api/passport-verification/open',
        { token: TOKEN },
        { 'x-forwarded-for': from },
      ),
  },
  {
    what: 'staff sign-ins from one address (any account)',
    limit: 20,
    windowMinutes: 15,
    message: TOO_MANY_SIGN_INS,
    attempt: (app, from, i) =>
      sendJson(
        app,
        'POST',
        '/api/staff/session',
        { email: `prova-${i}@maestrale.example`, password: 'sbagliata-123' },
        { 'x-forwarded-for': from },
      ),
    valid: (app, from) =>
      sendJson(
        app,
        'POST',
        '/api/staff/session',
        { email: EMAIL, password: STAFF_PASSWORD },
        { 'x-forwarded-for': from },
      ),
  },
];

describe.each(testEngines)('rate limits of public writes on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  const from = addresses(22);
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await testApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    await addStaff(database.db, EMAIL, new Date(NOW));
  });
  beforeEach(async () => {
    await clearAgencyData(database.db);
    await database.db.deleteFrom('staff_sessions').execute();
    await database.db
      .insertInto('travel_bookings')
      .values(bookingRow({ id: BOOKING_ID }))
      .execute();
    await database.db
      .insertInto('passport_verification_links')
      .values({
        id: 'link-1',
        token: TOKEN,
        verification_url: 'https://verifica.example/s',
        customer_name: null,
        customer_email: null,
        booking_reference: null,
        used: false,
        created_at: NOW,
        expires_at: '2027-03-08T09:00:00.000Z',
      })
      .execute();
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  it.each(publicWrites.map((write) => [write.what, write.limit, write] as const))(
    '%s: the request after %i from one address gets 429, in Italian, with Retry-After, and does nothing',
    async (_, limit, { windowMinutes, message, attempt, valid }) => {
      const address = from();
      for (let i = 0; i < limit; i += 1) {
        expect((await attempt(app, address, i)).status, `request ${i + 1}`).not.toBe(429);
      }
      const before = await agencyData(database.db);
      const refused = await valid(app, address);
      const error = await expectError(refused, 429, 'too_many_requests');
      expect(error.message).toBe(message);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(await agencyData(database.db)).toEqual(before);
      // Another visitor is not held back: the same request from there goes through.
      expect([200, 201]).toContain((await valid(app, from())).status);
    },
  );

  it.each(named(publicWrites))(
    '%s: the address may write again once the window is over',
    async (_, write) => {
      const address = from();
      for (let i = 0; i <= write.limit; i += 1) await write.attempt(app, address, i);
      expect((await write.valid(app, address)).status).toBe(429);
      clock.set(new Date(Date.parse(NOW) + write.windowMinutes * 60_000).toISOString());
      expect([200, 201]).toContain((await write.valid(app, address)).status);
    },
  );

  it.each(named(publicWrites))(
    '%s: the window slides, and Retry-After tells when the oldest requests leave it',
    async (_, { limit, windowMinutes, attempt }) => {
      const address = from();
      const window = windowMinutes * 60;
      const at = (seconds: number) =>
        clock.set(new Date(Date.parse(NOW) + seconds * 1000).toISOString());
      let n = 0;
      const send = async (times: number) => {
        for (let i = 0; i < times; i += 1) {
          expect((await attempt(app, address, (n += 1))).status).not.toBe(429);
        }
      };
      const expectRefused = async () => {
        const refused = await attempt(app, address, (n += 1));
        expect(refused.status).toBe(429);
        return Number(refused.headers.get('retry-after'));
      };
      // Half the allowance a minute in, the rest in the last second of a fixed window.
      const early = Math.floor(limit / 2);
      at(60);
      await send(early);
      at(window - 1);
      await send(limit - early);
      // A fixed window would start afresh here and let twice the limit through.
      at(window + 1);
      expect(await expectRefused()).toBe(59);
      // A window after the early requests: exactly those have left it.
      at(window + 60);
      await send(early);
      expect(await expectRefused()).toBe(window - 61);
    },
    60_000, // thirty staff sign-ins, each hashing a password
  );

  it('stops guessing one account from browsers it does not know after 10 wrong passwords, from any number of addresses', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await sendJson(
        app,
        'POST',
        '/api/staff/session',
        { email: EMAIL, password: 'sbagliata-123' },
        { 'x-forwarded-for': from() },
      );
      expect(res.status).toBe(401);
    }
    const res = await sendJson(
      app,
      'POST',
      '/api/staff/session',
      { email: EMAIL, password: STAFF_PASSWORD },
      { 'x-forwarded-for': from() },
    );
    const error = await expectError(res, 429, 'too_many_requests');
    expect(error.message).toBe(TOO_MANY_SIGN_INS);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await database.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
  });

  it('gives no fresh allowance for a forged X-Forwarded-For when no proxy header is trusted', async () => {
    const { app: direct } = await testApp(database.db, { clock });
    for (let i = 0; i < 5; i += 1) {
      const res = await sendJson(direct, 'POST', '/api/contact-requests', enquiry(), {
        'x-forwarded-for': from(),
      });
      expect(res.status).toBe(201);
    }
    const res = await sendJson(direct, 'POST', '/api/contact-requests', enquiry(), {
      'x-forwarded-for': from(),
    });
    await expectError(res, 429, 'too_many_requests');
  });
});
