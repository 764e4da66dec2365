import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedBooking } from '#domain/booking.ts';
import { addresses, bookingRequest } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import { departureRow } from './staff/staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const DEPARTURE = 'maldives-dubai-20270410';

/**
 * A booking saved while its visitor saw the connection drop: the form sends the same request
 * again with the same Idempotency-Key, and gets the booking already made, not a second one nor
 * the caps' "one open unpaid booking".
 */
describe.each(testEngines)('a booking sent again on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = fixedClock(NOW);
  const from = addresses(71);

  const book = (key: string | null, body: unknown = bookingRequest()) =>
    app.request('/api/bookings', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from(),
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
  const created = async (res: Response) => {
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedBooking;
  };
  const rows = (table: 'travel_bookings' | 'outbox_messages') =>
    database.db.selectFrom(table).selectAll().execute();
  const seatsLeft = async () =>
    (
      await database.db
        .selectFrom('travel_dates')
        .select('spots_available')
        .where('id', '=', DEPARTURE)
        .executeTakeFirstOrThrow()
    ).spots_available;
  const openPage = (token: string) =>
    app.request(`/api/my-booking/${token}`, { headers: { 'x-forwarded-for': from() } });

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock }));
  });
  beforeEach(async () => {
    for (const table of ['outbox_messages', 'travel_bookings', 'travel_dates'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => database.drop());

  it('answers the booking already made, with a new link, within the caps and with no e-mail', async () => {
    const key = randomUUID();
    const first = await created(await book(key));
    // Without the key, the same request meets the cap of one open unpaid booking per departure.
    expect((await book(null)).status).toBe(409);

    const { bookingPageToken, ...again } = await created(await book(key));
    expect(again).toEqual((({ bookingPageToken: _, ...view }) => view)(first));
    // Only hashes of the links are kept: the answer carries a new one, and both open the page.
    expect(bookingPageToken).not.toBe(first.bookingPageToken);
    for (const token of [first.bookingPageToken, bookingPageToken]) {
      expect((await openPage(token)).status).toBe(200);
    }
    expect(await rows('travel_bookings')).toHaveLength(1);
    expect((await rows('outbox_messages')).map((row) => row.kind).sort()).toEqual([
      'booking_received',
      'booking_received_staff',
    ]);
    expect(await seatsLeft()).toBe(9);
    // The key itself is not stored.
    expect(JSON.stringify(await rows('travel_bookings'))).not.toContain(key);
  });

  // A departure's caps see the first booking; an inquiry has none: the key's unique hash decides.
  it.each([
    ['a departure', bookingRequest(), 9],
    ['an inquiry', { ...bookingRequest(), departureId: null }, 10],
  ])('makes one booking of %s sent several times at once', async (_, body, seats) => {
    const key = 'tentativo-di-prenotazione-0001';
    const answers = await Promise.all(Array.from({ length: 4 }, () => book(key, body)));
    const bookings = await Promise.all(answers.map(created));
    expect(new Set(bookings.map((booking) => booking.id)).size).toBe(1);
    expect(await rows('travel_bookings')).toHaveLength(1);
    expect(await rows('outbox_messages')).toHaveLength(2);
    expect(await seatsLeft()).toBe(seats);
  });

  it('refuses the key with another request (422), changing nothing', async () => {
    const key = randomUUID();
    await created(await book(key));
    const request = bookingRequest();
    const companion = {
      firstName: 'Davide',
      lastName: 'Loiacono',
      birthDate: '03/11/1985',
      address: 'Via Dante 5, Milano',
      passportNumber: 'YB7654321',
    };
    const res = await book(key, { ...request, travellers: [...request.travellers, companion] });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'unprocessable',
        message:
          'Questo invio (la sua chiave Idempotency-Key) è già servito per una prenotazione con altri dati: ricarica la pagina e invia di nuovo il modulo.',
      },
    });
    expect(await rows('travel_bookings')).toHaveLength(1);
    expect(await seatsLeft()).toBe(9);
  });

  it.each(['breve', 'con spazi e più di sedici caratteri', 'x'.repeat(65)])(
    'refuses a malformed key with 400 (%s)',
    async (key) => {
      const res = await book(key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Alcuni dati non sono validi: controlla i campi evidenziati.',
          fields: {
            'idempotency-key':
              'Chiave Idempotency-Key non valida: un UUID, o da 16 a 64 lettere, cifre, «-» e «_».',
          },
        },
      });
      expect(await rows('travel_bookings')).toHaveLength(0);
    },
  );
});
