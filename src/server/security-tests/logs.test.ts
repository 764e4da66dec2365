import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPassportLink } from '#domain/backoffice.ts';
import type { CreatedBooking } from '#domain/booking.ts';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createFileStore, type FileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { departureRow } from '../routes/staff/staff-testing.ts';
import { createStaffUser } from '../security/staff-auth.ts';
import { testClientFiles } from '../testing/client-files.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, EXIF_CAMERA, photo } from '../testing/photos.ts';
import { fixedClock, shippedCatalogue } from '../testing/test-app.ts';
import {
  addresses,
  type App,
  bookingRequest,
  NOW,
  primaryTraveller,
  removeTestUploads,
  testApp,
} from './security-testing.ts';

const EMAIL = 'giulia.logs@maestrale.example';
const PASSWORD = 'Parola-Segreta-Del-Back-Office-2027';
const WRONG_PASSWORD = 'Tentativo-Sbagliato-Del-Back-Office';
/** An e-mail no account has: what was typed there may be a password in the wrong field. */
const UNKNOWN_EMAIL = 'nessuno.sconosciuto@maestrale.example';
const PASSPORTS = ['YA9876543', 'YB1122334'];
/** The birth dates as typed and as stored. */
const BIRTH_DATES = ['14/05/1990', '1990-05-14', '03/11/1985', '1985-11-03'];

/**
 * The log is read by whoever runs the server, not only by the agency: what lets someone act
 * as staff or a traveller (passwords, session tokens, verification tokens) and the travellers'
 * passport data never go in it, whatever the request or its outcome.
 */
describe.each(testEngines)('what the log keeps on $name', (engine) => {
  let database: TestDatabase;
  let config: Config;
  const lines: string[] = [];
  /** Secrets handed out while the requests ran. */
  let sessionToken = '';
  let verificationToken = '';
  let bookingCode = '';
  let bookingPageToken = '';
  const from = addresses(25);
  const clock = fixedClock(NOW);
  const client = testClientFiles();

  /** The app as it runs, every level logged, into `lines`. */
  const appWith = (files: FileStore = createFileStore(config.uploadsDir)): App =>
    createApp({
      db: database.db,
      catalogue: shippedCatalogue(),
      files,
      config,
      clock,
      logger: createLogger(
        { logLevel: 'trace' },
        { write: (line: string) => void lines.push(line) },
      ),
    });
  const upload = async (app: App, bookingId: string) => {
    const jpeg = await photo({ exif: true });
    return app.request('/api/documents', {
      method: 'POST',
      headers: { 'x-forwarded-for': from() },
      body: documentsForm({
        passport: jpeg,
        selfie: jpeg,
        bookingId,
        name: 'passaporto-YA9876543.jpg',
      }),
    });
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ config } = await testApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', CLIENT_DIR: client.dir },
    }));
    await createStaffUser(
      database.db,
      { email: EMAIL, name: 'Giulia', password: PASSWORD },
      new Date(NOW),
    );
    await database.db.insertInto('travel_dates').values(departureRow()).execute();

    const app = appWith();
    const json = (
      method: string,
      path: string,
      body: unknown,
      headers: Record<string, string> = {},
    ) =>
      app.request(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from(), ...headers },
        body: JSON.stringify(body),
      });

    // A wrong password, an unknown account, then the right password.
    expect(
      (await json('POST', '/api/staff/session', { email: EMAIL, password: WRONG_PASSWORD })).status,
    ).toBe(401);
    expect(
      (
        await json('POST', '/api/staff/session', {
          email: UNKNOWN_EMAIL,
          password: WRONG_PASSWORD,
        })
      ).status,
    ).toBe(401);
    const signedIn = await json('POST', '/api/staff/session', { email: EMAIL, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    sessionToken = cookie.slice(cookie.indexOf('=') + 1);
    expect((await app.request('/api/staff/session', { headers: { cookie } })).status).toBe(200);

    // A booking of two travellers, and one refused for its second birth date.
    const travellers = [
      { ...primaryTraveller, passportNumber: PASSPORTS[0], birthDate: BIRTH_DATES[0] },
      {
        ...primaryTraveller,
        email: null,
        phone: null,
        passportNumber: PASSPORTS[1],
        birthDate: BIRTH_DATES[2],
      },
    ];
    const booked = await json('POST', '/api/bookings', bookingRequest(travellers));
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as CreatedBooking;
    bookingCode = booking.id;
    bookingPageToken = booking.bookingPageToken;
    // The code opens the booking's page without a login: it must not sit in the logs.
    expect((await app.request(`/api/bookings/${booking.id}`)).status).toBe(200);
    // Nor the private link, on the API or typed as the page's address.
    expect((await app.request(`/api/my-booking/${bookingPageToken}`)).status).toBe(200);
    const page = await app.request(`/prenotazione/${bookingPageToken}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    const refused = await json(
      'POST',
      '/api/bookings',
      bookingRequest([travellers[0]!, { ...travellers[1]!, birthDate: '31/02/1985' }]),
    );
    expect(refused.status).toBe(400);
    expect(
      (await app.request(`/api/staff/bookings/${booking.id}`, { headers: { cookie } })).status,
    ).toBe(200);
    expect(
      (await app.request(`/api/staff/bookings?search=${PASSPORTS[0]}`, { headers: { cookie } }))
        .status,
    ).toBe(200);

    // The photos: stored, shown to staff, and once failing to be written.
    expect((await upload(app, booking.id)).status).toBe(201);
    const [document] = await database.db.selectFrom('document_uploads').select('id').execute();
    expect(
      (await app.request(`/api/staff/documents/${document!.id}/file`, { headers: { cookie } }))
        .status,
    ).toBe(200);
    const failing = appWith({
      ...createFileStore(config.uploadsDir),
      put: () => Promise.reject(new Error('disco pieno')),
    });
    expect((await upload(failing, booking.id)).status).toBe(500);

    // A verification link: created, opened, opened again, and sent in an address by mistake.
    const created = await json(
      'POST',
      '/api/staff/passport-links',
      { verificationUrl: 'https://verifica.example/s', customerName: 'Chiara Loiacono' },
      { cookie },
    );
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as StaffPassportLink;
    verificationToken = token;
    expect((await json('POST', '/api/passport-verification/open', { token })).status).toBe(200);
    expect((await json('POST', '/api/passport-verification/open', { token })).status).toBe(409);
    await app.request(`/api/passport-verification/open?token=${token}`);
    await app.request(`/passport-verification?token=${token}`, {
      headers: { accept: 'text/html' },
    });

    // Signing out.
    expect(
      (await app.request('/api/staff/session', { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(204);
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
    client.remove();
  });

  it('logs every request, one JSON line each, and the failure with its cause', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(20);
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/bookings/:id', status: 200 }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/my-booking/:token', status: 200 }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/prenotazione/:token', status: 200 }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/staff/session', status: 200 }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/documents', status: 500 }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'disco pieno' }),
      }),
    );
  });

  it('logs each failed sign-in as a warning: the account, the address, why', () => {
    const failures = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'staff sign-in failed');
    const address = expect.stringMatching(/^10\.25\./);
    expect(failures).toEqual([
      expect.objectContaining({
        level: 40,
        reason: 'wrong_password',
        email: EMAIL,
        address,
        trustedDevice: false,
      }),
      expect.objectContaining({
        level: 40,
        reason: 'unknown_account',
        emailHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        address,
        trustedDevice: false,
      }),
    ]);
  });

  it.each([
    ['the staff password (right or wrong)', () => [PASSWORD, WRONG_PASSWORD]],
    ['what was typed as the e-mail of an unknown account', () => [UNKNOWN_EMAIL]],
    ['the session token of the cookie', () => [sessionToken]],
    ['the passport numbers', () => PASSPORTS],
    ['the birth dates', () => BIRTH_DATES],
    ["the photos' bytes (their camera's name)", () => [EXIF_CAMERA]],
    ['the verification token', () => [verificationToken]],
    ['the booking code (it opens the booking)', () => [bookingCode]],
    ['the private link to the booking page', () => [bookingPageToken]],
  ])('never holds %s', (_, values) => {
    for (const value of values()) {
      expect(value.length).toBeGreaterThanOrEqual(8);
      const leaks = lines.filter((line) => line.includes(value));
      expect(leaks, value).toEqual([]);
    }
  });
});
