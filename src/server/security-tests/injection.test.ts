import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffPassportLink } from '#domain/backoffice.ts';
import type { BookingView } from '#domain/booking.ts';
import {
  bookingRow,
  departureRow,
  signInStaff,
  STAFF_PASSWORD,
} from '../routes/staff/staff-testing.ts';
import { createStaffUser } from '../security/staff-auth.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock } from '../testing/test-app.ts';
import {
  addresses,
  agencyData,
  type App,
  bookingRequest,
  clearAgencyData,
  enquiry,
  everyTable,
  expectError,
  injections,
  newDeparture,
  NOW,
  primaryTraveller,
  removeTestUploads,
  sendJson,
  testApp,
} from './security-testing.ts';

/**
 * SQL typed into any path, query or field is refused (400) or kept as the text it is: no
 * table is dropped, no row is touched or revealed that the request did not name.
 */
describe.each(testEngines)('SQL injection on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  let cookie: string;
  const from = addresses(20);
  const clock = fixedClock(NOW);

  /** A request from a new address (rate limits stay out of the way), as staff when asked. */
  const send = (method: string, path: string, body?: unknown, staff = false) =>
    app.request(path, {
      method,
      headers: {
        'x-forwarded-for': from(),
        ...(staff ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const staffGet = async <T>(path: string) => {
    const res = await send('GET', path, undefined, true);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await testApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    cookie = await signInStaff(app, database.db);
  });
  beforeEach(async () => {
    await clearAgencyData(database.db);
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
    await database.db
      .insertInto('travel_bookings')
      // Another visitor's: the tests' own bookings are one per departure for their e-mail.
      .values(
        bookingRow({ travel_date_id: 'maldives-dubai-20270410', contact_email: 'luca@example.it' }),
      )
      .execute();
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  describe('in path parameters', () => {
    const routes: [what: string, method: string, path: (id: string) => string, staff: boolean][] = [
      ['a trip', 'GET', (id) => `/api/destinations/${id}`, false],
      ["a trip's departures", 'GET', (id) => `/api/destinations/${id}/departures`, false],
      ["a trip's interest", 'GET', (id) => `/api/destinations/${id}/interest`, false],
      ['a booking read by its visitor', 'GET', (id) => `/api/bookings/${id}`, false],
      [
        'a transfer confirmation',
        'POST',
        (id) => `/api/bookings/${id}/payment-confirmation`,
        false,
      ],
      ['a booking in the back office', 'GET', (id) => `/api/staff/bookings/${id}`, true],
      ['a deposit recorded by staff', 'POST', (id) => `/api/staff/bookings/${id}/deposit`, true],
      ['a cancellation by staff', 'POST', (id) => `/api/staff/bookings/${id}/cancel`, true],
      ['a departure changed by staff', 'PATCH', (id) => `/api/staff/departures/${id}`, true],
    ];

    it.each(routes)(
      '%s: refuses each injection with 400 and changes nothing',
      async (_, method, path, staff) => {
        const before = await agencyData(database.db);
        for (const attack of injections) {
          const res = await send(
            method,
            path(encodeURIComponent(attack)),
            method === 'PATCH' ? { closed: true } : undefined,
            staff,
          );
          const error = await expectError(res, 400, 'validation_failed');
          expect(Object.keys(error.fields ?? {}), attack).toEqual(['id']);
        }
        expect(await agencyData(database.db)).toEqual(before);
      },
    );

    it("a document's file: each injection is refused or found to be no document", async () => {
      const before = await agencyData(database.db);
      for (const attack of injections) {
        const res = await send(
          'GET',
          `/api/staff/documents/${encodeURIComponent(attack)}/file`,
          undefined,
          true,
        );
        // The id is not checked for its shape (yet): looked up as text, it is no document.
        expect([400, 404], attack).toContain(res.status);
        expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
      }
      expect(await agencyData(database.db)).toEqual(before);
    });
  });

  describe('in query parameters', () => {
    it.each(['/api/catalogue', '/api/catalogue/availability'])(
      '%s ignores them and answers as without',
      async (path) => {
        const plain = await (await send('GET', path)).text();
        for (const attack of injections) {
          const res = await send(
            'GET',
            `${path}?id=${encodeURIComponent(attack)}&q=${encodeURIComponent(attack)}`,
          );
          expect(res.status).toBe(200);
          expect(await res.text()).toBe(plain);
        }
      },
    );

    it.each([
      ['/api/staff/bookings', 'status'],
      ['/api/staff/bookings', 'page'],
      ['/api/staff/enquiries', 'page'],
      ['/api/staff/documents', 'page'],
      ['/api/staff/departures', 'page'],
      ['/api/staff/departures', 'destinationId'],
    ])('%s?%s= refuses each injection with 400 naming the parameter', async (path, name) => {
      for (const attack of injections) {
        const res = await send(
          'GET',
          `${path}?${name}=${encodeURIComponent(attack)}`,
          undefined,
          true,
        );
        const error = await expectError(res, 400, 'validation_failed');
        expect(Object.keys(error.fields ?? {}), attack).toEqual([name]);
      }
    });

    it("the staff's booking search finds nothing for an injection no booking contains", async () => {
      for (const attack of injections) {
        const page = await staffGet<{ items: unknown[]; total: number }>(
          `/api/staff/bookings?search=${encodeURIComponent(attack)}`,
        );
        expect(page, attack).toMatchObject({ items: [], total: 0 });
      }
    });

    it("the staff's booking search finds, as plain text, the one traveller named with an injection", async () => {
      const named = `Robert'); DROP TABLE travel_bookings;--`;
      const res = await send(
        'POST',
        '/api/bookings',
        bookingRequest([{ ...primaryTraveller, firstName: named, lastName: `O'Hara` }]),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as BookingView;
      for (const search of [named, `O'Hara`, `'); DROP`]) {
        const page = await staffGet<{ items: { id: string; contactName: string }[] }>(
          `/api/staff/bookings?search=${encodeURIComponent(search)}`,
        );
        expect(page.items, search).toEqual([
          expect.objectContaining({ id, contactName: `${named} O'Hara` }),
        ]);
      }
      expect((await everyTable(database.db)).travel_bookings).toHaveLength(2);
    });

    it("the staff's booking search takes %, _ and \\ as the characters they are", async () => {
      await database.db.deleteFrom('travel_bookings').execute();
      const rows = [
        bookingRow({ primary: { firstName: 'Anna_Maria', lastName: 'Rossi' } }),
        bookingRow({ primary: { firstName: 'AnnaXMaria', lastName: 'Rossi' } }),
        bookingRow({ primary: { firstName: 'Sconto', lastName: '100%' } }),
        bookingRow({ primary: { firstName: 'Back', lastName: 'Sla\\sh' } }),
      ];
      await database.db.insertInto('travel_bookings').values(rows).execute();
      const found = async (search: string) =>
        (
          await staffGet<{ items: { contactName: string }[] }>(
            `/api/staff/bookings?search=${encodeURIComponent(search)}`,
          )
        ).items.map((item) => item.contactName);
      expect(await found('Anna_Maria')).toEqual(['Anna_Maria Rossi']);
      expect(await found('_')).toEqual(['Anna_Maria Rossi']);
      expect(await found('%')).toEqual(['Sconto 100%']);
      expect(await found('0%')).toEqual(['Sconto 100%']);
      expect(await found('%Rossi')).toEqual([]);
      expect(await found('\\')).toEqual(['Back Sla\\sh']);
      expect((await found('Rossi')).sort()).toEqual(
        ['Anna_Maria Rossi', 'AnnaXMaria Rossi'].sort(),
      );
    });
  });

  describe('in text fields, stored as typed', () => {
    it.each(injections)('an enquiry saying %s is stored verbatim', async (attack) => {
      const res = await send(
        'POST',
        '/api/contact-requests',
        enquiry({ name: attack, message: attack, travelDate: attack }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const rows = (await everyTable(database.db)).contact_requests;
      expect(rows).toEqual([
        expect.objectContaining({ id, name: attack, message: attack, travel_date: attack }),
      ]);
      const page = await staffGet<{ items: unknown[] }>('/api/staff/enquiries');
      expect(page.items).toEqual([
        expect.objectContaining({ id, name: attack, message: attack, travelDate: attack }),
      ]);
    });

    it.each(injections)('a booking for travellers named %s is stored verbatim', async (attack) => {
      const res = await send(
        'POST',
        '/api/bookings',
        bookingRequest([
          { ...primaryTraveller, firstName: attack, lastName: attack, address: attack },
          {
            ...primaryTraveller,
            email: null,
            phone: null,
            passportNumber: 'YB7654321',
            address: attack,
          },
        ]),
      );
      expect(res.status).toBe(201);
      const view = (await res.json()) as BookingView;
      expect(view.primary).toMatchObject({ firstName: attack, lastName: attack });
      const row = await database.db
        .selectFrom('travel_bookings')
        .selectAll()
        .where('id', '=', view.id)
        .executeTakeFirstOrThrow();
      const travellers = JSON.parse(row.travelers) as Record<string, unknown>[];
      expect(travellers.map((t) => [t.firstName, t.lastName, t.address])).toEqual([
        [attack, attack, attack],
        ['Chiara', 'Loiacono', attack],
      ]);
      expect(row.payment_reference).toBe(`${attack} ${attack} Caparra Viaggio Maldive & Dubai`);
      // The other booking is still there, untouched; the seats went to this one only.
      expect((await everyTable(database.db)).travel_bookings).toHaveLength(2);
      const departure = (await everyTable(database.db)).travel_dates[0] as {
        spots_available: number;
      };
      expect(departure.spots_available).toBe(8);
    });

    it.each(injections)('a chat click from a page at %s is logged verbatim', async (attack) => {
      const res = await app.request('/api/chat-clicks', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': from(),
          'user-agent': attack,
        },
        body: JSON.stringify({ referrer: attack }),
      });
      expect(res.status).toBe(201);
      expect((await everyTable(database.db)).whatsapp_clicks).toEqual([
        expect.objectContaining({ referrer: attack, user_agent: attack, ip_address: null }),
      ]);
    });

    it.each(injections.filter((attack) => attack.length <= 40))(
      'a departure led by %s is stored verbatim, when created and when changed',
      async (attack) => {
        const created = await send(
          'POST',
          '/api/staff/departures',
          newDeparture({ coordinators: [attack, 'Marco'] }),
          true,
        );
        expect(created.status).toBe(201);
        const { id, coordinators } = (await created.json()) as {
          id: string;
          coordinators: string[];
        };
        expect(coordinators).toEqual([attack, 'Marco']);
        const changed = await send(
          'PATCH',
          `/api/staff/departures/${id}`,
          { coordinators: ['Giulia', attack] },
          true,
        );
        expect(changed.status).toBe(200);
        const rows = (await everyTable(database.db)).travel_dates;
        expect(rows).toHaveLength(2);
        expect(rows).toContainEqual(
          expect.objectContaining({ id, coordinator1: 'Giulia', coordinator2: attack }),
        );
        expect(rows).toContainEqual(expect.objectContaining({ ...departureRow(), closed: false }));
      },
    );

    it.each(injections)(
      'a verification link for %s is stored and opened verbatim',
      async (attack) => {
        const res = await send(
          'POST',
          '/api/staff/passport-links',
          {
            verificationUrl: `https://verifica.example/sessione?ref=${encodeURIComponent(attack)}`,
            customerName: attack,
            bookingReference: attack,
          },
          true,
        );
        expect(res.status).toBe(201);
        const link = (await res.json()) as StaffPassportLink;
        expect(link).toMatchObject({ customerName: attack, bookingReference: attack, used: false });
        const opened = await send('POST', '/api/passport-verification/open', { token: link.token });
        expect(opened.status).toBe(200);
        expect(await opened.json()).toEqual({
          verificationUrl: `https://verifica.example/sessione?ref=${encodeURIComponent(attack)}`,
          customerName: attack,
        });
      },
    );
  });

  describe('in fields with a shape of their own, refused with 400', () => {
    const refused: [
      what: string,
      path: string,
      body: (attack: string) => unknown,
      field: string,
    ][] = [
      ["an enquiry's phone", '/api/contact-requests', (a) => enquiry({ phone: a }), 'phone'],
      [
        "an enquiry's trip",
        '/api/contact-requests',
        (a) => enquiry({ destinationId: a }),
        'destinationId',
      ],
      ["an enquiry's airport", '/api/contact-requests', (a) => enquiry({ airport: a }), 'airport'],
      [
        "a booking's trip",
        '/api/bookings',
        (a) => ({ ...bookingRequest(), destinationId: a }),
        'destinationId',
      ],
      [
        "a booking's departure",
        '/api/bookings',
        (a) => ({ ...bookingRequest(), departureId: a }),
        'departureId',
      ],
      [
        "a booking's airport",
        '/api/bookings',
        (a) => ({ ...bookingRequest(), airport: a }),
        'airport',
      ],
      [
        'a passport number',
        '/api/bookings',
        (a) => bookingRequest([{ ...primaryTraveller, passportNumber: a }]),
        'travellers.0.passportNumber',
      ],
      [
        'a birth date',
        '/api/bookings',
        (a) => bookingRequest([{ ...primaryTraveller, birthDate: a }]),
        'travellers.0.birthDate',
      ],
    ];

    it.each(refused)('%s', async (_, path, body, field) => {
      const before = await agencyData(database.db);
      for (const attack of injections) {
        const error = await expectError(
          await send('POST', path, body(attack)),
          400,
          'validation_failed',
        );
        expect(Object.keys(error.fields ?? {}), attack).toEqual([field]);
      }
      expect(await agencyData(database.db)).toEqual(before);
    });

    it('a verification token: no link of ours, answered as one not found', async () => {
      const before = await agencyData(database.db);
      for (const attack of injections) {
        const res = await send('POST', '/api/passport-verification/open', { token: attack });
        expect((await expectError(res, 404, 'not_found')).message).toBe(
          'Link di verifica non valido o scaduto. Contattare il supporto.',
        );
      }
      expect(await agencyData(database.db)).toEqual(before);
    });
  });

  describe('in headers', () => {
    it.each(injections)("the visitor's country header %s is no country at all", async (attack) => {
      const { app: located } = await testApp(database.db, { env: { COUNTRY_HEADER: 'x-country' } });
      const where = async (headers: Record<string, string>) => {
        const res = await located.request('/api/visitor/location', { headers });
        expect(res.status).toBe(200);
        return res.json();
      };
      expect(await where({ 'x-country': attack })).toEqual(await where({}));
      expect(await where({ 'x-country': attack })).toMatchObject({ countryCode: null });
    });

    it.each(injections)(
      'a client address of %s is counted for the rate limit as the text it is',
      async (attack) => {
        const res = await sendJson(app, 'POST', '/api/contact-requests', enquiry(), {
          'x-forwarded-for': attack,
        });
        expect(res.status).toBe(201);
        const counters = (await everyTable(database.db)).rate_limits;
        // Compared as addresses are: lower-cased.
        const visitor = attack.split(',')[0]!.trim().toLowerCase();
        // Counted as a send, and taken back from the allowance of sends refused for their content.
        expect(counters).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ key: `enquiry:${visitor}`, hits: 1 }),
            expect.objectContaining({ key: `enquiry-refused:${visitor}`, hits: 0 }),
          ]),
        );
        expect(counters).toHaveLength(2);
        expect((await everyTable(database.db)).contact_requests).toHaveLength(1);
      },
    );
  });

  describe('in the staff sign-in', () => {
    const email = 'giulia.sql@maestrale.example';
    beforeAll(async () => {
      await createStaffUser(
        database.db,
        { email, name: 'Giulia', password: STAFF_PASSWORD },
        new Date(NOW),
      );
    });
    const sessions = async () => (await everyTable(database.db)).staff_sessions.length;

    it.each(injections)('the password %s opens no session', async (attack) => {
      const before = await sessions();
      for (const account of [email, 'nessuno@maestrale.example']) {
        const res = await sendJson(
          app,
          'POST',
          '/api/staff/session',
          { email: account, password: attack },
          { 'x-forwarded-for': from() },
        );
        await expectError(res, 401, 'unauthorized');
        expect(res.headers.get('set-cookie')).toBeNull();
      }
      expect(await sessions()).toBe(before);
    });

    it.each(injections)(
      'the e-mail %s is refused as no e-mail and opens no session',
      async (attack) => {
        const before = await sessions();
        for (const account of [attack, `${email}${attack}`, `${attack}@maestrale.example`]) {
          const res = await sendJson(
            app,
            'POST',
            '/api/staff/session',
            { email: account, password: STAFF_PASSWORD },
            { 'x-forwarded-for': from() },
          );
          expect([400, 401], account).toContain(res.status);
          expect(res.headers.get('set-cookie')).toBeNull();
        }
        expect(await sessions()).toBe(before);
      },
    );
  });

  it('leaves every table in place with its rows after all of the above', async () => {
    const data = await everyTable(database.db);
    expect(data.travel_bookings).toHaveLength(1);
    expect(data.travel_dates).toHaveLength(1);
    expect(data.staff_users.length).toBeGreaterThanOrEqual(2);
    expect(data.staff_sessions.length).toBeGreaterThanOrEqual(1);
    // The staff session opened at the start still works.
    expect((await send('GET', '/api/staff/session', undefined, true)).status).toBe(200);
  });
});
