import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingRow,
  departureRow,
  signInStaff,
  STAFF_PASSWORD,
  addStaff,
} from '../routes/staff/staff-testing.ts';
import { MAX_JSON_BODY_BYTES } from '../security/body-limit.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, photo } from '../testing/photos.ts';
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
  named,
  newDeparture,
  NOW,
  primaryTraveller,
  removeTestUploads,
  testApp,
} from './security-testing.ts';

const MB = 1024 * 1024;
const TOKEN = 'tokenDiProvaPerIlPassaporto1234';
const STAFF_EMAIL = 'giulia.bodies@maestrale.example';

/** Every API write that reads a JSON body: a valid body, and one with `text` in a text field. */
const jsonWrites: {
  what: string;
  method: string;
  path: string;
  staff: boolean;
  valid: () => Record<string, unknown>;
  withText: (text: string) => Record<string, unknown>;
}[] = [
  {
    what: 'an enquiry',
    method: 'POST',
    path: '/api/contact-requests',
    staff: false,
    valid: () => enquiry(),
    withText: (text) => enquiry({ message: text }),
  },
  {
    what: 'a booking',
    method: 'POST',
    path: '/api/bookings',
    staff: false,
    valid: () => bookingRequest(),
    withText: (text) => bookingRequest([{ ...primaryTraveller, address: text }]),
  },
  {
    what: 'a chat click',
    method: 'POST',
    path: '/api/chat-clicks',
    staff: false,
    valid: () => ({ referrer: 'https://maestrale.example/travels' }),
    withText: (text) => ({ referrer: text }),
  },
  {
    what: 'the opening of a verification link',
    method: 'POST',
    path: '/api/passport-verification/open',
    staff: false,
    valid: () => ({ token: TOKEN }),
    withText: (text) => ({ token: text }),
  },
  {
    what: 'a staff sign-in',
    method: 'POST',
    path: '/api/staff/session',
    staff: false,
    valid: () => ({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    withText: (text) => ({ email: STAFF_EMAIL, password: text }),
  },
  {
    what: 'a new departure',
    method: 'POST',
    path: '/api/staff/departures',
    staff: true,
    valid: () => newDeparture(),
    withText: (text) => newDeparture({ coordinators: [text, 'Marco'] }),
  },
  {
    what: 'a change of departure',
    method: 'PATCH',
    path: '/api/staff/departures/maldives-dubai-20270410',
    staff: true,
    valid: () => ({ closed: true }),
    withText: (text) => ({ coordinators: [text, 'Marco'] }),
  },
  {
    what: 'a new verification link',
    method: 'POST',
    path: '/api/staff/passport-links',
    staff: true,
    valid: () => ({ verificationUrl: 'https://verifica.example/s', customerName: 'Chiara' }),
    withText: (text) => ({ verificationUrl: 'https://verifica.example/s', customerName: text }),
  },
];

/** A form's fields as text (nested values as JSON), as a browser form would send them. */
const formFields = (body: Record<string, unknown>) =>
  Object.entries(body).map(([key, value]): [string, string] => [
    key,
    typeof value === 'string' ? value : String(JSON.stringify(value)),
  ]);

/** `size` bytes that open like a JPEG: a body refused before anything is decoded. */
const jpeg = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  return bytes;
};

describe.each(testEngines)('request bodies on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  let uploadsDir: string;
  let cookie: string;
  const from = addresses(21);
  const clock = fixedClock(NOW);

  /** A request of `write` with the given body and headers, as staff when it needs it. */
  const send = (
    write: (typeof jsonWrites)[number],
    body: BodyInit,
    headers: Record<string, string>,
  ) =>
    app.request(write.path, {
      method: write.method,
      headers: {
        'x-forwarded-for': from(),
        ...(write.staff ? { cookie } : {}),
        ...headers,
      },
      body,
      // A stream needs it (Node's fetch); harmless otherwise.
      duplex: 'half',
    } as RequestInit);
  const sendJson = (write: (typeof jsonWrites)[number], body: unknown) =>
    send(write, JSON.stringify(body), { 'content-type': 'application/json' });

  /** What the agency keeps, and whether a change to it is only the sign-in's own session. */
  const expectNothingStored = async (before: Awaited<ReturnType<typeof agencyData>>) => {
    expect(await agencyData(database.db)).toEqual(before);
  };

  beforeAll(async () => {
    database = await engine.open();
    let config;
    ({ app, config } = await testApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    uploadsDir = config.uploadsDir;
    cookie = await signInStaff(app, database.db);
    await addStaff(database.db, STAFF_EMAIL, new Date(NOW));
  });
  beforeEach(async () => {
    await clearAgencyData(database.db);
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
    await database.db
      .insertInto('passport_verification_links')
      .values({
        id: 'link-1',
        token: TOKEN,
        verification_url: 'https://verifica.example/s',
        customer_name: 'Chiara',
        customer_email: null,
        booking_reference: null,
        used: false,
        created_at: NOW,
        expires_at: '2027-03-08T09:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  describe('too large', () => {
    it.each(named(jsonWrites))(
      '%s: 1 MB of text in a field gets 413 and stores nothing',
      async (_, write) => {
        const before = await agencyData(database.db);
        const res = await sendJson(write, write.withText('A'.repeat(MB)));
        const error = await expectError(res, 413, 'payload_too_large');
        expect(error.message).toBe(
          'I dati inviati sono troppo grandi: accorcia i testi e riprova.',
        );
        await expectNothingStored(before);
      },
    );

    it.each(named(jsonWrites))(
      '%s: a valid body padded to 2 MB with a field nobody reads gets 413 and stores nothing',
      async (_, write) => {
        const before = await agencyData(database.db);
        const res = await sendJson(write, { ...write.valid(), padding: 'A'.repeat(2 * MB) });
        await expectError(res, 413, 'payload_too_large');
        await expectNothingStored(before);
      },
    );

    it.each(named(jsonWrites))(
      '%s: 2 MB streamed without a declared length gets 413 and stores nothing',
      async (_, write) => {
        const before = await agencyData(database.db);
        const json = JSON.stringify({ ...write.valid(), padding: 'A'.repeat(2 * MB) });
        const chunks = json.match(/[\s\S]{1,65536}/g)!.map((chunk) => Buffer.from(chunk));
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            const chunk = chunks.shift();
            if (chunk) controller.enqueue(new Uint8Array(chunk));
            else controller.close();
          },
        });
        const res = await send(write, stream, { 'content-type': 'application/json' });
        await expectError(res, 413, 'payload_too_large');
        // The server stopped reading once the limit was passed.
        expect(chunks.length).toBeGreaterThan(0);
        await expectNothingStored(before);
      },
    );

    it('takes the largest enquiry and booking the forms can send, far below the limit', async () => {
      // 4000 characters, each escaped by the sender as \u00e8: six bytes apiece.
      const message = 'è'.repeat(4000);
      const escaped = JSON.stringify(enquiry({ message })).replaceAll('è', '\\u00e8');
      expect(escaped.length).toBeGreaterThan(24_000);
      expect(escaped.length).toBeLessThan(MAX_JSON_BODY_BYTES);
      const sent = await send(jsonWrites[0]!, escaped, { 'content-type': 'application/json' });
      expect(sent.status).toBe(201);
      expect((await everyTable(database.db)).contact_requests).toEqual([
        expect.objectContaining({ message }),
      ]);

      const traveller = (i: number) => ({
        firstName: 'à'.repeat(80),
        lastName: 'ò'.repeat(80),
        birthDate: '14/05/1990',
        address: 'ù'.repeat(200),
        passportNumber: `YA${String(i).padStart(10, '0')}`,
        email: i === 0 ? `${'e'.repeat(180)}@example.it` : null,
        phone: i === 0 ? '+39 333 123 4567 890 123 456 789 012 34' : null,
      });
      const booking = bookingRequest(Array.from({ length: 10 }, (_, i) => traveller(i)));
      expect(Buffer.byteLength(JSON.stringify(booking))).toBeLessThan(MAX_JSON_BODY_BYTES);
      const booked = await sendJson(jsonWrites[1]!, booking);
      expect(booked.status).toBe(201);
    });
  });

  describe('not JSON', () => {
    const wrongTypes: [
      what: string,
      body: (valid: Record<string, unknown>) => BodyInit,
      type?: string,
    ][] = [
      [
        'a form (urlencoded)',
        (valid) => new URLSearchParams(formFields(valid)).toString(),
        'application/x-www-form-urlencoded',
      ],
      [
        'a form (multipart)',
        (valid) => {
          const form = new FormData();
          for (const [key, value] of formFields(valid)) form.append(key, value);
          return form;
        },
      ],
      ['JSON text sent as text/plain', (valid) => JSON.stringify(valid), 'text/plain'],
      ['JSON text with no type at all', (valid) => JSON.stringify(valid), ''],
    ];
    const cases = jsonWrites.flatMap((write) =>
      wrongTypes.map(([sent, body, type]) => [write.what, sent, { ...write, body, type }] as const),
    );

    it.each(cases)('%s: %s gets 400 and stores nothing', async (_, __, write) => {
      const before = await agencyData(database.db);
      const res = await send(
        write,
        write.body(write.valid()),
        write.type === undefined ? {} : { 'content-type': write.type },
      );
      // The verification page's check answers with the spec's own message for any bad request.
      await expectError(
        res,
        400,
        write.path.includes('passport-verification') ? 'validation_failed' : 'bad_request',
      );
      await expectNothingStored(before);
    });

    it.each(
      jsonWrites.flatMap((write) =>
        ['{"name": ', '[]', 'null', '"testo"', '42'].map(
          (text) => [write.what, text, write] as const,
        ),
      ),
    )('%s: the JSON %s gets 400, never 500, and stores nothing', async (_, text, write) => {
      const before = await agencyData(database.db);
      const res = await send(write, text, { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
      await expectNothingStored(before);
    });

    it.each([
      ['JSON', JSON.stringify({ passport: 'x', selfie: 'y' }), 'application/json'],
      ['plain text', 'passport=x&selfie=y', 'text/plain'],
      ['a urlencoded form', 'passport=x&selfie=y', 'application/x-www-form-urlencoded'],
    ])('the photo upload refuses %s with 400 and stores nothing', async (_, body, type) => {
      const res = await app.request('/api/documents', {
        method: 'POST',
        headers: { 'content-type': type, 'x-forwarded-for': from() },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
      expect((await everyTable(database.db)).document_uploads).toEqual([]);
      expect(fs.readdirSync(uploadsDir)).toEqual([]);
    });
  });

  describe('the photo upload keeps its own, larger limit', () => {
    const upload = async (passport: Uint8Array<ArrayBuffer>) => {
      const booking = bookingRow();
      await database.db.insertInto('travel_bookings').values(booking).execute();
      return app.request('/api/documents', {
        method: 'POST',
        headers: { 'x-forwarded-for': from() },
        body: documentsForm({ passport, selfie: await photo(), bookingId: booking.id }),
      });
    };

    it('stores a 3 MB passport photo, far over the JSON limit', async () => {
      expect(3 * MB).toBeGreaterThan(MAX_JSON_BODY_BYTES * 10);
      expect((await upload(await photo({ bytes: 3 * MB }))).status).toBe(201);
      expect((await everyTable(database.db)).document_uploads).toHaveLength(2);
    });

    it('refuses 22 MB with its own 413 message and stores nothing', async () => {
      const res = await upload(jpeg(22 * MB));
      const error = await expectError(res, 413, 'payload_too_large');
      expect(error.message).not.toBe(
        'I dati inviati sono troppo grandi: accorcia i testi e riprova.',
      );
      expect((await everyTable(database.db)).document_uploads).toEqual([]);
    });
  });
});

describe('a body refused unread, over a real connection', () => {
  let database: TestDatabase;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    database = await testEngines[0]!.open();
    const { app } = await testApp(database.db, { clock: fixedClock(NOW) });
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await database.drop();
  });

  /** A request on `agent` (its connections kept for the next one): status and headers. */
  const send = (agent: http.Agent, method: string, path: string, body?: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res));
        },
      );
      req.once('error', reject);
      req.end(body);
    });

  it('a 413 says the connection closes, and the client’s next request is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const refused = await send(agent, 'POST', '/api/contact-requests', 'x'.repeat(2 * MB));
        expect(refused.statusCode).toBe(413);
        expect(refused.headers.connection).toBe('close');
        const next = await send(agent, 'GET', '/api/catalogue/availability');
        expect(next.statusCode).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
