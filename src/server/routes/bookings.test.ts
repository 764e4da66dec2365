import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingSummary, BookingView, CreatedBooking } from '#domain/booking.ts';
import { defaultLifecycle, paymentPlanOf } from '#domain/booking-lifecycle.ts';
import { addDays } from '#domain/calendar.ts';
import { plannedDepartures } from '../db/seed.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import { primaryTraveller as primary } from '../security-tests/security-testing.ts';
import { departureRow } from './staff/staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';

/** The primary traveller and `n - 1` companions, who give no e-mail or phone. */
const travellers = (n: number) => [
  primary,
  ...Array.from({ length: n - 1 }, (_, i) => ({
    firstName: `Ospite${i + 1}`,
    lastName: 'Rossi',
    birthDate: '1985-07-0' + ((i % 9) + 1),
    address: 'Via Dante 5, Milano',
    passportNumber: `YB00000${i}`,
  })),
];

/** What a booking's code shows of the primary traveller's contacts. */
const summaryContacts = {
  firstName: 'Chiara',
  lastName: 'Loiacono',
  emailHint: 'ch•••@example.it',
  phoneHint: '••• 567',
};

describe.each(testEngines)('bookings API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  // Today in Rome is 1 March 2027: the first bookable day is 16 March.
  const clock = fixedClock(NOW);
  // Every request comes from its own address, so the rate limit stays out of these tests.
  let visitor = 0;
  const post = (path: string, body?: unknown) => {
    visitor += 1;
    return app.request(`/api/bookings${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.0.${Math.floor(visitor / 250)}.${visitor % 250}`,
      },
      body: JSON.stringify(body ?? {}),
    });
  };
  const book = (body: Record<string, unknown>) => post('', body);

  const addDeparture = (overrides: Parameters<typeof departureRow>[0] = {}) =>
    database.db.insertInto('travel_dates').values(departureRow(overrides)).execute();
  const seatsOf = async (id: string) =>
    (
      await database.db
        .selectFrom('travel_dates')
        .select('spots_available')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).spots_available;
  const bookings = () => database.db.selectFrom('travel_bookings').selectAll().execute();

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock }));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => database.drop());

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'books %i travellers on a seeded departure: its price, the deposit, causale, dates and seats',
    async (n) => {
      // The seed's own departures of Maldive & Dubai, from March to March: prices change with
      // the season. Each case takes another one, with all 10 seats free; the first, in March, is
      // too near for a deposit (paymentPlanOf) and is paid in one transfer.
      const seeded = plannedDepartures('2027-03-01', NOW).filter(
        (d) => d.destination_id === 'maldives-dubai',
      )[n - 1]!;
      const inFull = n === 1;
      expect(paymentPlanOf(seeded.start_date, new Date(NOW), defaultLifecycle)).toBe(
        inFull ? 'in_full' : 'deposit',
      );
      await database.db
        .insertInto('travel_dates')
        .values({ ...seeded, spots_available: 10 })
        .execute();

      const res = await book({
        destinationId: 'maldive-dubai',
        departureId: seeded.id,
        airport: 'Roma Fiumicino',
        travellers: travellers(n),
      });
      expect(res.status).toBe(201);
      const view = (await res.json()) as BookingView;
      const total = seeded.price * n;
      expect(view).toMatchObject({
        status: 'pending_payment',
        paymentStatus: 'pending',
        destinationId: 'maldive-dubai',
        destinationTitle: 'Maldive & Dubai',
        startDate: seeded.start_date,
        endDate: addDays(seeded.start_date, 10 - 1),
        tripDays: 10,
        nights: 9,
        airport: 'Roma Fiumicino',
        travellersCount: n,
        primary: {
          firstName: 'Chiara',
          lastName: 'Loiacono',
          email: 'chiara.loiacono@example.it',
          phone: '+39 333 123 4567',
        },
        pricePerPerson: seeded.price,
        totalPrice: total,
        paymentPlan: inFull ? 'in_full' : 'deposit',
        depositAmount: inFull ? total : Math.round(total * 0.4),
        paymentReference: inFull
          ? 'Chiara Loiacono Pagamento completo Viaggio Maldive & Dubai'
          : 'Chiara Loiacono Caparra Viaggio Maldive & Dubai',
        balanceDueDate: inFull ? null : addDays(seeded.start_date, -30),
        createdAt: NOW,
      });
      expect(await seatsOf(seeded.id)).toBe(10 - n);

      const [row] = await bookings();
      expect(row).toMatchObject({ id: view.id, travel_date_id: seeded.id, updated_at: null });
      const stored = JSON.parse(row!.travelers) as Record<string, unknown>[];
      expect(stored).toHaveLength(n);
      expect(stored[0]).toMatchObject({
        birthDate: '1990-05-14T12:00:00.000Z',
        passportNumber: 'YA1234567',
        email: 'chiara.loiacono@example.it',
        phone: '+39 333 123 4567',
      });
      for (const companion of stored.slice(1)) {
        expect(companion).toMatchObject({ email: null, phone: null });
      }
    },
  );

  it('refuses more travellers than seats left with 409 and the Italian message, changing nothing', async () => {
    await addDeparture({ spots_available: 3 });
    const res = await book({
      destinationId: 'maldive-dubai',
      departureId: 'maldives-dubai-20270410',
      travellers: travellers(4),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: 'conflict',
        message:
          "Per questa partenza restano solo 3 posti: riduci i viaggiatori o scegli un'altra data.",
      },
    });
    expect(await seatsOf('maldives-dubai-20270410')).toBe(3);
    expect(await bookings()).toHaveLength(0);
  });

  it('gives 10 seats to exactly 10 of 20 simultaneous bookings', async () => {
    await addDeparture();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book({
          destinationId: 'maldive-dubai',
          departureId: 'maldives-dubai-20270410',
          // Twenty visitors: one e-mail would meet the cap on unpaid bookings first.
          travellers: [{ ...primary, email: `ospite${i}@example.it` }],
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await seatsOf('maldives-dubai-20270410')).toBe(0);
    expect(await bookings()).toHaveLength(10);
  });

  it('records a confirmed transfer once: a second confirmation changes nothing', async () => {
    await addDeparture();
    const { bookingPageToken, ...created } = (await (
      await book({
        destinationId: 'maldive-dubai',
        departureId: 'maldives-dubai-20270410',
        travellers: travellers(2),
      })
    ).json()) as CreatedBooking;

    const first = await post(`/${created.id}/payment-confirmation`);
    expect(first.status).toBe(200);
    const confirmed = (await first.json()) as BookingSummary;
    expect(confirmed).not.toHaveProperty('bookingPageToken', bookingPageToken);
    // A declared transfer stops the hold's clock: the seats stay until staff decide.
    expect(created.holdUntil).toBe('2027-03-04T09:00:00.000Z');
    expect(confirmed).toEqual({
      ...created,
      status: 'payment_initiated',
      paymentStatus: 'pending_confirmation',
      holdUntil: null,
      primary: summaryContacts,
    });

    clock.set('2027-03-01T09:30:00Z');
    const second = await post(`/${created.id}/payment-confirmation`);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(confirmed);
    const [row] = await bookings();
    expect(row).toMatchObject({
      status: 'payment_initiated',
      payment_status: 'pending_confirmation',
      updated_at: NOW,
      transfer_declared_at: NOW,
    });
    expect(await seatsOf('maldives-dubai-20270410')).toBe(8);
  });

  it.each(['cancelled', 'confirmed'] as const)(
    'refuses to confirm a transfer for a %s booking with 409',
    async (status) => {
      await addDeparture();
      const { id } = (await (
        await book({
          destinationId: 'maldive-dubai',
          departureId: 'maldives-dubai-20270410',
          travellers: travellers(1),
        })
      ).json()) as BookingView;
      await database.db
        .updateTable('travel_bookings')
        .set({ status })
        .where('id', '=', id)
        .execute();

      const res = await post(`/${id}/payment-confirmation`);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: { code: 'conflict', message: 'Questa prenotazione non attende più un bonifico.' },
      });
      expect(await bookings()).toMatchObject([{ status, updated_at: null }]);
    },
  );

  it('answers 404 for a booking that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const read = await app.request(`/api/bookings/${id}`);
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({
      error: { code: 'not_found', message: 'Prenotazione non trovata' },
    });
    expect((await post(`/${id}/payment-confirmation`)).status).toBe(404);
  });

  describe('refuses a malformed request with 400 and stores nothing', () => {
    const valid = {
      destinationId: 'maldive-dubai',
      departureId: 'maldives-dubai-20270410',
      travellers: travellers(2),
    };
    const withPrimary = (change: Record<string, unknown>) => ({
      ...valid,
      travellers: [{ ...primary, ...change }, ...valid.travellers.slice(1)],
    });

    it.each([
      [
        'a birth date of 31/02/1990',
        withPrimary({ birthDate: '31/02/1990' }),
        'travellers.0.birthDate',
      ],
      [
        'no e-mail for the primary traveller',
        withPrimary({ email: undefined }),
        'travellers.0.email',
      ],
      ['no phone for the primary traveller', withPrimary({ phone: '' }), 'travellers.0.phone'],
      [
        'a passport that expired in 2020',
        withPrimary({ passportExpiry: '01/01/2020' }),
        'travellers.0.passportExpiry',
      ],
      ['an empty first name', withPrimary({ firstName: ' ' }), 'travellers.0.firstName'],
      ['11 travellers', { ...valid, travellers: travellers(11) }, 'travellers'],
      ['an unknown trip', { ...valid, destinationId: 'atlantide' }, 'destinationId'],
      ['an unknown departure', { ...valid, departureId: 'maldives-dubai-20990101' }, 'departureId'],
      ['a departure of another trip', { ...valid, destinationId: 'thailandia' }, 'departureId'],
      ['a closed departure', { ...valid, departureId: 'maldives-dubai-closed' }, 'departureId'],
      [
        'a departure 14 days away',
        { ...valid, departureId: 'maldives-dubai-20270315' },
        'departureId',
      ],
    ])('%s', async (_, body, field) => {
      await addDeparture();
      await addDeparture({ id: 'maldives-dubai-closed', closed: true });
      await addDeparture({ id: 'maldives-dubai-20270315', start_date: '2027-03-15' });

      const res = await book(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(answer.error.code).toBe('validation_failed');
      expect(Object.keys(answer.error.fields)).toEqual([field]);
      expect(await bookings()).toHaveLength(0);
      expect(await seatsOf('maldives-dubai-20270410')).toBe(10);
    });

    it('with the Italian words of the form', async () => {
      await addDeparture({ closed: true });
      const answers = await Promise.all([
        book({ ...valid, destinationId: 'atlantide' }),
        book(valid),
      ]);
      const [trip, closed] = (await Promise.all(answers.map((res) => res.json()))) as {
        error: { fields: Record<string, string> };
      }[];
      expect(trip!.error.fields).toEqual({ destinationId: 'Destinazione non valida.' });
      expect(closed!.error.fields).toEqual({
        departureId: 'Partenza non valida o non più prenotabile.',
      });
    });

    it('a booking code that is not a UUID', async () => {
      const res = await app.request('/api/bookings/12345');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { id: 'Codice prenotazione non valido.' } },
      });
      expect((await post('/12345/payment-confirmation')).status).toBe(400);
    });
  });

  it('records an inquiry without a departure at the catalogue price, touching no seats', async () => {
    await addDeparture();
    const res = await book({ destinationId: 'maldive-dubai', travellers: travellers(2) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      status: 'inquiry',
      paymentStatus: 'pending',
      startDate: null,
      endDate: null,
      tripDays: null,
      nights: null,
      airport: 'Non specificato',
      pricePerPerson: 2400,
      totalPrice: 4800,
      depositAmount: 1920,
    });
    expect(await seatsOf('maldives-dubai-20270410')).toBe(10);
    expect(await bookings()).toMatchObject([{ travel_date_id: null }]);
  });

  it("keeps each traveller's passport expiry as a day, and none for one who did not give it", async () => {
    await addDeparture();
    const [chiara, marco] = travellers(2);
    const res = await book({
      destinationId: 'maldive-dubai',
      departureId: 'maldives-dubai-20270410',
      travellers: [{ ...chiara, passportExpiry: '18/10/2027' }, marco],
    });
    expect(res.status).toBe(201);
    const [row] = await bookings();
    expect(
      (JSON.parse(row!.travelers) as { passportExpiry: string | null }[]).map(
        (traveller) => traveller.passportExpiry,
      ),
    ).toEqual(['2027-10-18', null]);
  });

  it('prices an inquiry for a trip without a price at the 1500 € fallback', async () => {
    const res = await book({ destinationId: 'kenya-safari-experience', travellers: travellers(1) });
    expect(await res.json()).toMatchObject({ status: 'inquiry', pricePerPerson: 1500 });
  });

  it('reads a booking back without passport numbers, addresses, birth dates or whole contacts', async () => {
    await addDeparture();
    // The private link's token is handed out once, in the booking's answer only.
    const { bookingPageToken, ...created } = (await (
      await book({
        destinationId: 'maldive-dubai',
        departureId: 'maldives-dubai-20270410',
        travellers: travellers(3),
      })
    ).json()) as CreatedBooking;
    expect(bookingPageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await app.request(`/api/bookings/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ...created, primary: summaryContacts });
    for (const secret of [
      'YA1234567',
      'YB000000',
      'Via Roma',
      'Via Dante',
      '1990-05-14',
      '1985-07',
      primary.email,
      primary.phone,
      '123 4567',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers many reads of booking codes from one address with 429', async () => {
    const read = (i: number) =>
      app.request(`/api/bookings/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, {
        headers: { 'x-forwarded-for': '10.77.0.1' },
      });
    for (let i = 0; i < 60; i += 1) expect((await read(i)).status).toBe(404);
    const refused = await read(60);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
