import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffBookingDetail, StaffBookingRow } from '#domain/backoffice.ts';
import { unpaidCapMessage, type BookingView, type UnpaidCapRefusal } from '#domain/booking.ts';
import type { Config } from '../config.ts';
import * as unpaidSeatCaps from '../db/migrations/2026-11-25T1100-unpaid-seat-caps.ts';
import { agencyData, primaryTraveller } from '../security-tests/security-testing.ts';
import { keyedHash } from '../security/server-secret.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import { bookingRow, departureRow, signInStaff, staffRequest } from './staff/staff-testing.ts';

// Today in Rome is 1 March 2027: the first bookable day is 16 March.
const NOW = '2027-03-01T09:00:00.000Z';
const EMAIL = 'chiara.loiacono@example.it';
/** One visitor's address. */
const from = '203.0.113.7';

/** Maldive & Dubai leaving on the `day`th of April 2027: 10 free seats. */
const departureOn = (day: number) => `maldives-dubai-202704${String(day).padStart(2, '0')}`;

describe.each(testEngines)('caps on unpaid seats on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Config;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);

  /** A booking of `seats` travellers; each request from an address of its own unless `from`. */
  let visitor = 0;
  const book = (
    booking: { email?: string; departure?: number | null; seats?: number; from?: string },
    on: TestApp = app,
  ) => {
    visitor += 1;
    const { email = EMAIL, departure = 10, seats = 1 } = booking;
    return on.request('/api/bookings', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': booking.from ?? `10.14.${Math.floor(visitor / 250)}.${visitor % 250}`,
      },
      body: JSON.stringify({
        destinationId: 'maldive-dubai',
        // No departure: an inquiry, which holds no seats.
        departureId: departure === null ? undefined : departureOn(departure),
        travellers: Array.from({ length: seats }, (_, i) =>
          i === 0
            ? { ...primaryTraveller, email }
            : { ...primaryTraveller, email: null, phone: null, firstName: `Ospite${i}` },
        ),
      }),
    });
  };
  const booked = async (res: Response) => {
    expect(res.status).toBe(201);
    return ((await res.json()) as BookingView).id;
  };
  const expectRefused = async (res: Response, refusal: UnpaidCapRefusal) => {
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'conflict', message: unpaidCapMessage(refusal, config.site) },
    });
  };
  const seatsOf = async (day: number) =>
    (
      await database.db
        .selectFrom('travel_dates')
        .select('spots_available')
        .where('id', '=', departureOn(day))
        .executeTakeFirstOrThrow()
    ).spots_available;
  const bookingCount = async () =>
    (await database.db.selectFrom('travel_bookings').select('id').execute()).length;

  beforeAll(async () => {
    ({ database, app, config } = await openTestApp(engine, { clock }));
    staff = staffRequest(app, await signInStaff(app, database.db));
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.deleteFrom('rate_limits').execute();
    await database.db
      .insertInto('travel_dates')
      .values(
        Array.from({ length: 20 }, (_, i) =>
          departureRow({
            id: departureOn(i + 1),
            start_date: `2027-04-${String(i + 1).padStart(2, '0')}`,
          }),
        ),
      )
      .execute();
  });
  afterAll(async () => database.drop());

  describe('per contact e-mail', () => {
    it('refuses a second unpaid booking for the same departure with 409, its seats untouched', async () => {
      await booked(await book({ seats: 2 }));
      await expectRefused(await book({ seats: 1 }), 'sameDeparture');
      expect(await seatsOf(10)).toBe(8);
      expect(await bookingCount()).toBe(1);
    });

    it('compares the e-mail trimmed and whatever its case', async () => {
      await booked(await book({ email: EMAIL }));
      await expectRefused(await book({ email: '  Chiara.LOIACONO@Example.it ' }), 'sameDeparture');
      expect(await seatsOf(10)).toBe(9);
    });

    it('still refuses it once the transfer is declared, and takes it once the deposit is recorded', async () => {
      const first = await booked(await book({}));
      expect(
        (await app.request(`/api/bookings/${first}/payment-confirmation`, { method: 'POST' }))
          .status,
      ).toBe(200);
      await expectRefused(await book({}), 'sameDeparture');
      expect((await staff('POST', `/bookings/${first}/deposit`)).status).toBe(200);
      await booked(await book({}));
      expect(await seatsOf(10)).toBe(8);
    });

    it('takes a new booking for the departure once the unpaid one is cancelled', async () => {
      const first = await booked(await book({ seats: 3 }));
      await expectRefused(await book({ seats: 3 }), 'sameDeparture');
      expect((await staff('POST', `/bookings/${first}/cancel`)).status).toBe(200);
      await booked(await book({ seats: 3 }));
      expect(await seatsOf(10)).toBe(7);
    });

    it('refuses seats beyond MAX_UNPAID_SEATS across departures, changing nothing', async () => {
      await booked(await book({ departure: 1, seats: 4 }));
      await booked(await book({ departure: 2, seats: 4 }));
      await expectRefused(await book({ departure: 3, seats: 3 }), 'contactSeats');
      expect(await seatsOf(3)).toBe(10);
      expect(await bookingCount()).toBe(2);
      // Exactly the cap is allowed; an inquiry holds no seats and is not counted.
      await booked(await book({ departure: 3, seats: 2 }));
      await booked(await book({ departure: null, seats: 2 }));
      await expectRefused(await book({ departure: 4 }), 'contactSeats');
    });

    it('reads MAX_UNPAID_SEATS from the configuration', async () => {
      const strict = await createTestApp(database.db, {
        clock,
        env: { CLIENT_IP_HEADER: 'x-forwarded-for', MAX_UNPAID_SEATS: '3' },
      });
      await booked(await book({ departure: 1, seats: 2 }, strict.app));
      await expectRefused(await book({ departure: 2, seats: 2 }, strict.app), 'contactSeats');
      await booked(await book({ departure: 2, seats: 1 }, strict.app));
    });

    it('never exceeds the caps under 20 simultaneous bookings of one e-mail', async () => {
      const sameDeparture = await Promise.all(
        Array.from({ length: 20 }, () => book({ departure: 10 })),
      );
      expect(sameDeparture.map((res) => res.status).sort()).toEqual([201, ...Array(19).fill(409)]);
      expect(await seatsOf(10)).toBe(9);

      await database.db.deleteFrom('travel_bookings').execute();
      const acrossDepartures = await Promise.all(
        Array.from({ length: 20 }, (_, i) => book({ departure: i + 1 })),
      );
      const statuses = acrossDepartures.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      const rows = await database.db
        .selectFrom('travel_bookings')
        .select('travel_date_id')
        .execute();
      expect(rows).toHaveLength(10);
    });
  });

  describe('per client address', () => {
    it('refuses seats beyond MAX_UNPAID_SEATS_PER_ADDRESS in 24 hours, then frees them', async () => {
      await booked(await book({ email: 'a@example.it', departure: 1, seats: 10, from }));
      await booked(await book({ email: 'b@example.it', departure: 2, seats: 10, from }));
      await expectRefused(
        await book({ email: 'c@example.it', departure: 3, from }),
        'addressSeats',
      );
      expect(await seatsOf(3)).toBe(10);
      // Another address is not concerned.
      await booked(await book({ email: 'c@example.it', departure: 3 }));

      clock.set('2027-03-02T08:59:59.000Z');
      await expectRefused(
        await book({ email: 'd@example.it', departure: 4, from }),
        'addressSeats',
      );
      clock.set('2027-03-02T09:00:00.000Z');
      await booked(await book({ email: 'd@example.it', departure: 4, from }));
    });

    it('frees the seats of a booking once it closes, and forgets its address', async () => {
      const paid = await booked(
        await book({ email: 'a@example.it', departure: 1, seats: 10, from }),
      );
      const cancelled = await booked(
        await book({ email: 'b@example.it', departure: 2, seats: 10, from }),
      );
      await expectRefused(
        await book({ email: 'c@example.it', departure: 3, seats: 10, from }),
        'addressSeats',
      );

      expect((await staff('POST', `/bookings/${paid}/deposit`)).status).toBe(200);
      await booked(await book({ email: 'c@example.it', departure: 3, seats: 10, from }));
      expect((await staff('POST', `/bookings/${cancelled}/cancel`)).status).toBe(200);
      await booked(await book({ email: 'd@example.it', departure: 4, seats: 10, from }));

      const hashes = await database.db
        .selectFrom('travel_bookings')
        .select(['id', 'client_address_hash'])
        .where('id', 'in', [paid, cancelled])
        .execute();
      expect(hashes.map((row) => row.client_address_hash)).toEqual([null, null]);
    });

    it('never stores the address in clear, only its keyed hash', async () => {
      const id = await booked(await book({ from }));
      const row = await database.db
        .selectFrom('travel_bookings')
        .select('client_address_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.client_address_hash).toBe(await keyedHash(database.db, 'client-address', from));
      expect(row.client_address_hash).toMatch(/^[0-9a-f]{64}$/);
      // The rate-limit counters, short-lived, are the only other place that knows addresses.
      expect(JSON.stringify(await agencyData(database.db))).not.toContain(from);
    });

    it('never exceeds the cap under simultaneous bookings from one address', async () => {
      // 10 is also the booking rate limit of one address: 6 bookings of 3 fit in 20 seats.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          book({ email: `ospite${i}@example.it`, departure: i + 1, seats: 3, from }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(6);
      expect(statuses.filter((status) => status === 409)).toHaveLength(4);
      let taken = 0;
      for (let day = 1; day <= 10; day += 1) taken += 10 - (await seatsOf(day));
      expect(taken).toBe(18);
    });
  });

  describe('in the back office', () => {
    it('shows on each unpaid booking how many others share its e-mail or address', async () => {
      const x = await booked(
        await book({ email: 'x@example.it', departure: 1, from: '198.51.100.1' }),
      );
      clock.set('2027-03-01T09:01:00.000Z');
      const sameEmail = await booked(
        await book({ email: ' X@example.it', departure: 2, from: '198.51.100.2' }),
      );
      clock.set('2027-03-01T09:02:00.000Z');
      const sameAddress = await booked(
        await book({ email: 'y@example.it', departure: 3, from: '198.51.100.1' }),
      );
      const alone = await booked(await book({ email: 'z@example.it', departure: 4 }));
      const [confirmed] = [
        bookingRow({
          contact_email: 'x@example.it',
          status: 'confirmed',
          payment_status: 'received',
        }),
      ];
      await database.db.insertInto('travel_bookings').values(confirmed!).execute();

      const page = (await (await staff('GET', '/bookings')).json()) as Page<StaffBookingRow>;
      const counts = Object.fromEntries(page.items.map((row) => [row.id, row.othersUnpaidCount]));
      expect(counts).toEqual({
        [x]: 2,
        [sameEmail]: 1,
        [sameAddress]: 1,
        [alone]: 0,
        [confirmed!.id]: null,
      });

      const detail = (await (await staff('GET', `/bookings/${x}`)).json()) as StaffBookingDetail;
      expect(detail.othersUnpaidCount).toBe(2);
      expect(detail.othersUnpaid.map((other) => other.id)).toEqual([sameAddress, sameEmail]);
      expect(detail.othersUnpaid[0]).toEqual({
        id: sameAddress,
        createdAt: '2027-03-01T09:02:00.000Z',
        status: 'pending_payment',
        destinationId: 'maldive-dubai',
        destinationTitle: 'Maldive & Dubai',
        startDate: '2027-04-03',
        travellersCount: 1,
        contactName: 'Chiara Loiacono',
        contactEmail: 'y@example.it',
      });
      const closed = (await (
        await staff('GET', `/bookings/${confirmed!.id}`)
      ).json()) as StaffBookingDetail;
      expect(closed).toMatchObject({ othersUnpaidCount: null, othersUnpaid: [] });
    });

    it('cancels them together, giving their seats back, all or none', async () => {
      const x = await booked(await book({ email: 'x@example.it', departure: 1, seats: 2, from }));
      const y = await booked(await book({ email: 'x@example.it', departure: 2, seats: 3 }));
      const z = await booked(await book({ email: 'z@example.it', departure: 3, seats: 4, from }));
      const untouched = await booked(await book({ email: 'w@example.it', departure: 4 }));
      await database.db
        .updateTable('travel_bookings')
        .set({ status: 'cancelled' })
        .where('id', '=', untouched)
        .execute();
      const before = await agencyData(database.db);

      // One of them cancelled already: none is cancelled.
      const refused = await staff('POST', '/bookings/cancel', { ids: [x, y, untouched] });
      expect(refused.status).toBe(409);
      expect(await agencyData(database.db)).toEqual(before);

      const res = await staff('POST', '/bookings/cancel', { ids: [x, y, z] });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { cancelled: string[] }).cancelled.sort()).toEqual(
        [x, y, z].sort(),
      );
      expect([await seatsOf(1), await seatsOf(2), await seatsOf(3)]).toEqual([10, 10, 10]);
      const rows = await database.db
        .selectFrom('travel_bookings')
        .select(['status', 'client_address_hash', 'updated_at'])
        .where('id', 'in', [x, y, z])
        .execute();
      expect(rows).toEqual(
        Array(3).fill({ status: 'cancelled', client_address_hash: null, updated_at: NOW }),
      );
    });

    it('refuses a cancellation together without a session, or with a malformed list', async () => {
      const x = await booked(await book({}));
      const anonymous = staffRequest(app, null);
      expect((await anonymous('POST', '/bookings/cancel', { ids: [x] })).status).toBe(401);
      expect((await staff('POST', '/bookings/cancel', { ids: [] })).status).toBe(400);
      expect((await staff('POST', '/bookings/cancel', { ids: ['12345'] })).status).toBe(400);
      expect(await seatsOf(10)).toBe(9);
    });
  });

  it('gives existing bookings the key of their e-mail when migrating', async () => {
    await database.db
      .insertInto('travel_bookings')
      .values(bookingRow({ contact_email: ' Chiara@Example.IT' }))
      .execute();
    // The migration's own functions, on the database as they see it (no table types).
    const schema = database.db as unknown as Kysely<unknown>;
    await unpaidSeatCaps.down(schema);
    await unpaidSeatCaps.up(schema);
    const row = await database.db
      .selectFrom('travel_bookings')
      .select(['contact_email_key', 'client_address_hash'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contact_email_key: 'chiara@example.it', client_address_hash: null });
  });
});
