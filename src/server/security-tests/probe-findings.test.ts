import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unpaidCapMessage } from '#domain/booking.ts';
import type { Config } from '../config.ts';
import {
  addStaff,
  bookingRow,
  departureRow,
  STAFF_PASSWORD,
} from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, photo } from '../testing/photos.ts';
import { fixedClock } from '../testing/test-app.ts';
import {
  addresses,
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

/**
 * The findings of the outside probe of issue 27, kept as tests: what it did, and what the
 * site must answer now.
 */

const EMAIL = 'giulia.probe@maestrale.example';
const BOOKING_ID = randomUUID();
/** A full departure, for the waitlist. */
const FULL = 'maldives-dubai-20270410';
/** Departures with ten free seats each, for the caps on unpaid seats. */
const OPEN = ['maldives-dubai-20270411', 'maldives-dubai-20270412', 'maldives-dubai-20270413'];

/** The addresses of one home or phone: one IPv6 /64, written every way a proxy may. */
const oneNetwork = (n: number) => [
  `2001:db8:27:${n}::1`,
  `2001:db8:27:${n}:a1b2:c3d4:e5f6:789`,
  `2001:0DB8:0027:${n.toString(16).padStart(4, '0')}:FFFF:0:0:2`,
  `2001:db8:27:${n}:0:0:0:3%eth0`,
  `[2001:db8:27:${n}::4]:51234`,
  `2001:db8:27:${n}:ffff::5`,
];

/** `count` people's enquiries, from the given addresses in turn. */
const sendEnquiries = async (app: App, from: string[], count = from.length) => {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await sendJson(app, 'POST', '/api/contact-requests', enquiry(), {
      'x-forwarded-for': from[i % from.length]!,
    });
    answers.push(res.status);
  }
  return answers;
};

type PublicWrite = {
  what: string;
  /** Sends accepted per address in the window. */
  limit: number;
  /** A send refused for what it contains (400, or the form's 422). */
  refused: (app: App, from: string) => Response | Promise<Response>;
  /** A correct send, the `i`th of the test. */
  accepted: (app: App, from: string, i: number) => Response | Promise<Response>;
};

/** The contact page's form as the browser sends it without JavaScript. */
const postForm = (app: App, from: string, fields: Record<string, string>) =>
  app.request('http://localhost/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': from,
    },
    body: new URLSearchParams(fields).toString(),
  });
const formFields = {
  name: 'Chiara Loiacono',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
  message: 'Vorrei informazioni sul viaggio.',
  consent: 'on',
};

/** The public writes a visitor may get wrong while typing. */
const publicWrites: PublicWrite[] = [
  {
    what: 'enquiries (API)',
    limit: 5,
    refused: (app, from) =>
      sendJson(app, 'POST', '/api/contact-requests', enquiry({ email: 'chiara@' }), {
        'x-forwarded-for': from,
      }),
    accepted: (app, from) =>
      sendJson(app, 'POST', '/api/contact-requests', enquiry(), { 'x-forwarded-for': from }),
  },
  {
    what: 'enquiries (form without JavaScript)',
    limit: 5,
    refused: (app, from) => postForm(app, from, { ...formFields, consent: '' }),
    accepted: (app, from) => postForm(app, from, formFields),
  },
  {
    what: 'waitlist sign-ups',
    limit: 5,
    refused: (app, from) =>
      sendJson(
        app,
        'POST',
        `/api/departures/${FULL}/waitlist`,
        { name: 'Chiara', email: 'chiara@', seats: 2 },
        { 'x-forwarded-for': from },
      ),
    accepted: (app, from, i) =>
      sendJson(
        app,
        'POST',
        `/api/departures/${FULL}/waitlist`,
        { name: `Ospite ${i}`, email: `ospite${i}@example.it`, seats: 2 },
        { 'x-forwarded-for': from },
      ),
  },
  {
    what: 'bookings',
    limit: 10,
    refused: (app, from) =>
      sendJson(
        app,
        'POST',
        '/api/bookings',
        { destinationId: 'maldive-dubai', travellers: [{ ...primaryTraveller, email: 'x' }] },
        { 'x-forwarded-for': from },
      ),
    // An inquiry without a departure: it holds no seats, so no cap gets in the way.
    accepted: (app, from, i) =>
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
  },
  {
    what: 'photo uploads',
    limit: 10,
    refused: (app, from) =>
      app.request('/api/documents', {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
        body: documentsForm({ bookingId: BOOKING_ID }),
      }),
    accepted: async (app, from) => {
      const jpeg = await photo();
      return app.request('/api/documents', {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
        body: documentsForm({ passport: jpeg, selfie: jpeg, bookingId: BOOKING_ID }),
      });
    },
  },
];

// The waitlist answers 202: the same for a first sign-up and a repeat (decision 032).
const ACCEPTED = [200, 201, 202, 303];
const REFUSED = [400, 422];
/** Refused sends allowed per address in the window, before the address must wait. */
const REFUSED_ALLOWANCE = 30;

describe.each(testEngines)('the findings of the outside probe on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  let config: Config;
  const clock = fixedClock(NOW);
  const from = addresses(27);

  beforeAll(async () => {
    database = await engine.open();
    ({ app, config } = await testApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    await addStaff(database.db, EMAIL, new Date(NOW));
  });
  beforeEach(async () => {
    clock.set(NOW);
    await clearAgencyData(database.db);
    await database.db.deleteFrom('waitlist_entries').execute();
    await database.db.deleteFrom('staff_sessions').execute();
    await database.db
      .insertInto('travel_dates')
      .values([
        departureRow({ id: FULL, spots_available: 0 }),
        ...OPEN.map((id) => departureRow({ id, start_date: `2027-04-${id.slice(-2)}` })),
      ])
      .execute();
    await database.db
      .insertInto('travel_bookings')
      .values(bookingRow({ id: BOOKING_ID }))
      .execute();
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  describe('IPv6: the addresses of one /64 are one visitor', () => {
    it('gives a /64 five enquiries in ten minutes, however many addresses it rotates through', async () => {
      expect(await sendEnquiries(app, oneNetwork(1), 5)).toEqual([201, 201, 201, 201, 201]);
      const refused = await sendJson(app, 'POST', '/api/contact-requests', enquiry(), {
        'x-forwarded-for': oneNetwork(1)[5]!,
      });
      await expectError(refused, 429, 'too_many_requests');
      expect(await database.db.selectFrom('contact_requests').selectAll().execute()).toHaveLength(
        5,
      );
      // The neighbouring /64 is someone else.
      expect(await sendEnquiries(app, oneNetwork(2), 5)).toEqual([201, 201, 201, 201, 201]);
    });

    it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
      expect(await sendEnquiries(app, ['192.0.2.27'], 5)).toEqual([201, 201, 201, 201, 201]);
      expect(await sendEnquiries(app, ['::ffff:192.0.2.27', '::FFFF:c000:21b'])).toEqual([
        429, 429,
      ]);
      expect(await sendEnquiries(app, ['192.0.2.28'])).toEqual([201]);
    });

    it('caps the unpaid seats booked from one /64, whichever of its addresses books', async () => {
      const book = (network: number, i: number, departureId: string, seats: number) =>
        sendJson(
          app,
          'POST',
          '/api/bookings',
          {
            destinationId: 'maldive-dubai',
            departureId,
            travellers: Array.from({ length: seats }, (_, t) =>
              t === 0
                ? { ...primaryTraveller, email: `ospite${network}-${i}@example.it` }
                : { ...primaryTraveller, email: null, phone: null, firstName: `Ospite${t}` },
            ),
          },
          { 'x-forwarded-for': oneNetwork(network)[i]! },
        );
      expect((await book(3, 0, OPEN[0]!, 10)).status).toBe(201);
      expect((await book(3, 1, OPEN[1]!, 10)).status).toBe(201);
      const refused = await book(3, 2, OPEN[2]!, 1);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: { code: 'conflict', message: unpaidCapMessage('addressSeats', config.site) },
      });
      // Another /64 books the same seats.
      expect((await book(4, 0, OPEN[2]!, 1)).status).toBe(201);
    });

    it('slows down wrong staff passwords from one /64 as from one address', async () => {
      const signIn = (address: string, password: string) =>
        sendJson(
          app,
          'POST',
          '/api/staff/session',
          { email: EMAIL, password },
          { 'x-forwarded-for': address },
        );
      for (const address of oneNetwork(5).slice(0, 5)) {
        expect((await signIn(address, 'sbagliata-123')).status).toBe(401);
      }
      await expectError(await signIn(oneNetwork(5)[5]!, STAFF_PASSWORD), 429, 'too_many_requests');
      expect((await signIn(oneNetwork(6)[0]!, STAFF_PASSWORD)).status).toBe(200);
    });
  });

  describe('refused sends have an allowance of their own', () => {
    it.each(named(publicWrites))(
      '%s: sends refused for their content leave every correct send its place',
      async (_, { limit, refused, accepted }) => {
        const address = from();
        // The probe: 4 refused and 1 accepted, then the next correct send was refused for 10 minutes.
        for (let i = 0; i < limit; i += 1) {
          expect(REFUSED, `refused send ${i + 1}`).toContain((await refused(app, address)).status);
        }
        for (let i = 0; i < limit; i += 1) {
          expect(ACCEPTED, `correct send ${i + 1}`).toContain(
            (await accepted(app, address, i)).status,
          );
        }
        // Correct sends are still limited.
        expect((await accepted(app, address, limit)).status).toBe(429);
      },
    );

    it.each(named(publicWrites))(
      '%s: a flood of refused sends is stopped, and the address then waits',
      async (_, { refused, accepted }) => {
        const address = from();
        for (let i = 0; i < REFUSED_ALLOWANCE; i += 1) {
          expect(REFUSED, `refused send ${i + 1}`).toContain((await refused(app, address)).status);
        }
        expect((await refused(app, address)).status).toBe(429);
        expect((await accepted(app, address, 0)).status).toBe(429);
        // Another visitor is not held back.
        expect(ACCEPTED).toContain((await accepted(app, from(), 1)).status);
        // Ten minutes later the address writes again.
        clock.set(new Date(Date.parse(NOW) + 10 * 60_000).toISOString());
        expect(ACCEPTED).toContain((await accepted(app, address, 2)).status);
      },
    );
  });
});
