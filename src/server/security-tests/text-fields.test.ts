import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInRome } from '#domain/calendar.ts';
import { bookingMessages } from '#domain/booking.ts';
import { textMessages } from '#domain/fields.ts';
import { departureRow, signInStaff } from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import {
  addresses,
  agencyData,
  bookingRequest,
  clearAgencyData,
  enquiry,
  expectError,
  NOW,
  primaryTraveller,
  sendJson,
} from './security-testing.ts';

/**
 * Text reaches records, the transfer's causale, e-mails and the back office: a line holds no
 * control character (a NUL, a line break), a message may also break lines. Every refusal, and
 * every message a visitor reads, is Italian; nothing refused is stored.
 */
describe.each(testEngines)('text fields on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let cookie: string;
  const from = addresses(26);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(app, 'POST', path, body, { 'x-forwarded-for': from(), ...headers });

  /** The field messages of a 400 that stored nothing. */
  const refused = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const before = await agencyData(database.db);
    const error = await expectError(await post(path, body, headers), 400, 'validation_failed');
    expect(await agencyData(database.db)).toEqual(before);
    return error.fields;
  };
  const booking = (change: Record<string, unknown>) =>
    bookingRequest([{ ...primaryTraveller, ...change }]);
  /** A day this many years before today, as the schema's own clock reads it. */
  const yearsAgo = (years: number) => {
    const today = todayInRome(new Date());
    return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  };

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock: fixedClock(NOW) }));
    cookie = await signInStaff(app, database.db);
  });
  beforeEach(async () => {
    await clearAgencyData(database.db);
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => database.drop());

  it.each([
    ['a NUL', 'Chiara\u0000'],
    ['a new line', 'Chiara\nLoiacono'],
    ['a NUL at the end, where trimming would not see it', 'Chiara\u0000 '],
  ])('refuses %s in a traveller’s name, which the causale would copy', async (_, firstName) => {
    expect(await refused('/api/bookings', booking({ firstName }))).toEqual({
      'travellers.0.firstName': textMessages.line,
    });
  });

  it.each([
    ['in 2100', '01/01/2100', bookingMessages.birthDateFuture],
    ['130 years ago', yearsAgo(130), bookingMessages.birthDateTooOld],
  ])('refuses a birth date %s', async (_, birthDate, message) => {
    expect(await refused('/api/bookings', booking({ birthDate }))).toEqual({
      'travellers.0.birthDate': message,
    });
  });

  it('keeps the lines of an enquiry’s message, but no line break in its name', async () => {
    const message = 'Buongiorno,\nsiamo in quattro.\n\tGrazie';
    const res = await post('/api/contact-requests', enquiry({ message }));
    expect(res.status).toBe(201);
    const [row] = await database.db.selectFrom('contact_requests').selectAll().execute();
    expect(row!.message).toBe(message);

    expect(await refused('/api/contact-requests', enquiry({ name: 'Chiara\nLoiacono' }))).toEqual({
      name: textMessages.line,
    });
    expect(await refused('/api/contact-requests', enquiry({ message: 'Ciao\u0000' }))).toEqual({
      message: textMessages.freeText,
    });
  });

  it('refuses a control character in what staff type', async () => {
    const fields = await refused(
      '/api/staff/passport-links',
      { verificationUrl: 'https://verifica.example.com/s', customerName: 'Chiara\u0000' },
      { cookie },
    );
    expect(fields).toEqual({ customerName: textMessages.line });
  });

  it.each([
    [
      'a number for a text',
      '/api/bookings',
      { ...bookingRequest(), departureId: 42 },
      'departureId',
      'Valore non valido: serve un testo.',
    ],
    [
      'a list for a text',
      '/api/contact-requests',
      enquiry({ travelDate: ['marzo'] }),
      'travelDate',
      'Valore non valido: serve un testo.',
    ],
    [
      'text for a list',
      '/api/bookings',
      { ...bookingRequest(), travellers: 'Chiara' },
      'travellers',
      bookingMessages.required,
    ],
    ['a list for the whole body', '/api/contact-requests', [], 'json', 'Valore non valido.'],
  ])('answers %s in Italian', async (_, path, body, field, message) => {
    expect(await refused(path, body)).toEqual({ [field]: message });
  });
});
