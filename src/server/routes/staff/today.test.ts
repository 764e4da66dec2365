import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TodayCounts, TodayFigures } from '#domain/today.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import {
  bookingRow,
  departureRow,
  documentRow,
  signInAs,
  type staffRequest,
} from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const hoursFromNow = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();

describe.each(testEngines)('“Oggi” on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);

  const today = async () => {
    const res = await staff('GET', '/today');
    expect(res.status).toBe(200);
    return (await res.json()) as TodayCounts;
  };
  const insert = (...rows: ReturnType<typeof bookingRow>[]) =>
    database.db.insertInto('travel_bookings').values(rows).execute();
  /** Both photos of every traveller of the booking. */
  const documentsOf = async (bookingId: string, travellers: number) => {
    for (let index = 0; index < travellers; index += 1)
      for (const type of ['passport', 'selfie'] as const)
        await database.db
          .insertInto('document_uploads')
          .values(documentRow(bookingId, index, { document_type: type }))
          .execute();
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock }));
    staff = await signInAs(app, database.db, 'Nicolò D’Angelo', 'staff');
  });
  beforeEach(async () => {
    for (const table of [
      'booking_payments',
      'document_uploads',
      'waitlist_entries',
      'travel_bookings',
      'travel_dates',
    ] as const)
      await database.db.deleteFrom(table).execute();
  });
  afterAll(async () => database.drop());

  it('is all zeros on a quiet day', async () => {
    expect(await today()).toEqual({
      transfersToCheck: 0,
      holdsEnding: 0,
      balancesDue: 0,
      departuresMissingDocuments: 0,
      waitlistOffersOpen: 0,
      enquiriesToAnswer: 0,
    });
  });

  it('counts the transfers to check, the holds ending within a day and the balances due', async () => {
    await insert(
      // Declared this morning: to check at once.
      bookingRow({
        status: 'payment_initiated',
        payment_status: 'pending_confirmation',
        transfer_declared_at: hoursFromNow(-2),
      }),
      // Held until tomorrow morning, and until the day after.
      bookingRow({ hold_until: hoursFromNow(20) }),
      bookingRow({ hold_until: hoursFromNow(40) }),
      // Balance due within 14 days; another one paid; another due in a month.
      bookingRow({
        status: 'confirmed',
        payment_status: 'received',
        balance_due_date: '2027-03-10',
      }),
      bookingRow({
        status: 'confirmed',
        payment_status: 'received',
        balance_due_date: '2027-03-10',
        balance_paid_on: '2027-02-27',
      }),
      bookingRow({
        status: 'confirmed',
        payment_status: 'received',
        balance_due_date: '2027-04-01',
      }),
    );
    expect(await today()).toMatchObject({ transfersToCheck: 1, holdsEnding: 1, balancesDue: 1 });
    // Each count is its list's length.
    for (const [attention, count] of [
      ['to_check', 1],
      ['hold_ending', 1],
      ['balance_due', 1],
    ] as const)
      expect((await (await staff('GET', `/bookings?attention=${attention}`)).json()).total).toBe(
        count,
      );
  });

  it('counts the departures within 30 days with documents missing', async () => {
    await database.db
      .insertInto('travel_dates')
      .values([
        departureRow({ id: 'soon-missing', start_date: '2027-03-20' }),
        departureRow({ id: 'soon-complete', start_date: '2027-03-25' }),
        departureRow({ id: 'later-missing', start_date: '2027-04-10' }),
        departureRow({
          id: 'soon-cancelled',
          start_date: '2027-03-21',
          cancelled_at: '2027-02-20T09:00:00.000Z',
        }),
      ])
      .execute();
    const missing = bookingRow({
      travellers: 2,
      travel_date_id: 'soon-missing',
      status: 'confirmed',
    });
    const complete = bookingRow({ travel_date_id: 'soon-complete', status: 'confirmed' });
    await insert(
      missing,
      complete,
      bookingRow({ travel_date_id: 'later-missing', status: 'confirmed' }),
    );
    // One of two travellers sent theirs: the departure still misses the other's.
    await database.db
      .insertInto('document_uploads')
      .values([
        documentRow(missing.id!, 0),
        documentRow(missing.id!, 0, { document_type: 'selfie' }),
      ])
      .execute();
    await documentsOf(complete.id!, 1);
    expect((await today()).departuresMissingDocuments).toBe(1);
    await documentsOf(missing.id!, 2);
    expect((await today()).departuresMissingDocuments).toBe(0);
  });

  it('counts the waitlist offers not taken: told of a seat, not booked since', async () => {
    await database.db
      .insertInto('travel_dates')
      .values(departureRow({ id: 'full', start_date: '2027-04-10' }))
      .execute();
    const entry = (email: string, notifiedAt: string | null) => ({
      id: crypto.randomUUID(),
      travel_date_id: 'full',
      name: 'Anna Dell’Orto',
      email,
      email_key: email,
      seats: 1,
      created_at: '2027-02-01T09:00:00.000Z',
      notified_at: notifiedAt,
    });
    await database.db
      .insertInto('waitlist_entries')
      .values([
        entry('anna@example.it', hoursFromNow(-30)),
        entry('bruno@example.it', hoursFromNow(-30)),
        entry('carla@example.it', null),
      ])
      .execute();
    expect((await today()).waitlistOffersOpen).toBe(2);
    // Bruno booked the seat he was told of.
    await insert(
      bookingRow({
        travel_date_id: 'full',
        contact_email: 'bruno@example.it',
        created_at: hoursFromNow(-5),
      }),
    );
    expect((await today()).waitlistOffersOpen).toBe(1);
  });

  it('gives the last eight weeks’ bookings, seats and money in, and the next departures’ occupancy', async () => {
    await database.db
      .insertInto('travel_dates')
      .values([
        departureRow({ id: 'maggio', start_date: '2027-04-20', spots_available: 7 }),
        departureRow({ id: 'lontana', start_date: '2027-06-01' }),
      ])
      .execute();
    const couple = bookingRow({ travellers: 2, created_at: '2027-02-24T10:00:00.000Z' });
    await insert(
      couple,
      bookingRow({ status: 'cancelled', created_at: '2027-02-24T11:00:00.000Z' }),
      // Monday at 00:30 in Rome: this week, though still Sunday in UTC.
      bookingRow({ created_at: '2027-02-28T23:30:00.000Z' }),
    );
    const pay = (kind: 'deposit' | 'balance', amount: number, receivedOn: string) => ({
      id: crypto.randomUUID(),
      booking_id: couple.id!,
      kind,
      amount,
      received_on: receivedOn,
      recorded_at: NOW,
      recorded_by: 'Nicolò D’Angelo',
    });
    await database.db
      .insertInto('booking_payments')
      .values([pay('deposit', 2000, '2027-02-25'), pay('balance', 3000, '2027-03-01')])
      .execute();
    const res = await staff('GET', '/today/figures');
    expect(res.status).toBe(200);
    const { weeks, occupancy } = (await res.json()) as TodayFigures;
    expect(weeks.map((week) => week.start)).toEqual([
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
      '2027-02-01',
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
      '2027-03-01',
    ]);
    expect(weeks.at(-2)).toEqual({
      start: '2027-02-22',
      bookings: 1,
      seats: 2,
      deposits: 2000,
      balances: 0,
    });
    expect(weeks.at(-1)).toEqual({
      start: '2027-03-01',
      bookings: 1,
      seats: 1,
      deposits: 0,
      balances: 3000,
    });
    expect(occupancy).toEqual([
      { id: 'maggio', title: expect.any(String), startDate: '2027-04-20', sold: 3, total: 10 },
    ]);
  });
});
