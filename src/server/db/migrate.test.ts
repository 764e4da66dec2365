import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { currentSchema } from './connect.ts';
import { tableNames } from './database.ts';
import { migrateDownToZero, migrateToLatest } from './migrate.ts';
import * as passportLinkExpiry from './migrations/2026-11-25T1000-passport-link-expiry.ts';
import * as bookingPageLinks from './migrations/2026-11-25T1500-booking-page-links.ts';
import * as outboxPrivateLinks from './migrations/2026-11-27T2000-outbox-private-links.ts';
import * as catalogue from './migrations/2026-11-27T2300-catalogue.ts';
import * as honestNumbers from './migrations/2026-11-29T0500-honest-prices-and-ratings.ts';
import * as bookingPayments from './migrations/2026-12-02T0200-booking-payments.ts';
import * as bookingSearch from './migrations/2026-12-02T0300-booking-search.ts';
import { bookingRow, departureRow } from '../routes/staff/staff-testing.ts';
import { insertDepartures } from '../repositories/departures.ts';
import { plannedDepartures, seedDepartures } from './seed.ts';

describe.each(testEngines)('migrations on $name', (engine) => {
  let open: TestDatabase | undefined;
  afterEach(async () => open?.drop());

  async function tables(): Promise<string[]> {
    const { db } = open!;
    // Only this test's own schema: other test files migrate theirs at the same time.
    const schema = await currentSchema(db);
    const rows = await db.introspection.getTables();
    return rows
      .filter((t) => t.schema === schema)
      .map((t) => t.name)
      .filter((name) => !name.startsWith('kysely_'))
      .sort();
  }

  it('goes up, down and up again to the same tables', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    expect(await tables()).toEqual([...tableNames]);
    await migrateDownToZero(open.db);
    expect(await tables()).toEqual([]);
    await migrateToLatest(open.db);
    expect(await tables()).toEqual([...tableNames]);
  });

  it('keeps seat counts between zero and the total', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    const departure = {
      id: 'hawaii-20270510',
      destination_id: 'hawaii',
      start_date: '2027-05-10',
      price: 2500,
      spots_available: 10,
      coordinator1: 'Giulia',
      coordinator2: 'Marco',
      created_at: '2026-11-22T10:00:00.000Z',
    };
    await open.db.insertInto('travel_dates').values(departure).execute();
    await expect(
      open.db
        .updateTable('travel_dates')
        .set({ spots_available: -1 })
        .where('id', '=', departure.id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .updateTable('travel_dates')
        .set({ spots_available: 11 })
        .where('id', '=', departure.id)
        .execute(),
    ).rejects.toThrow();
    const row = await open.db.selectFrom('travel_dates').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ spots_available: 10, total_spots: 10, closed: false });
  });

  it('reads and writes booleans as booleans', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    await open.db
      .insertInto('passport_verification_links')
      .values({
        id: 'l1',
        token: 'abc',
        verification_url: 'https://verifica.example/x',
        used: true,
        created_at: 'now',
        expires_at: 'later',
      })
      .execute();
    const link = await open.db
      .selectFrom('passport_verification_links')
      .select('used')
      .executeTakeFirstOrThrow();
    expect(link.used).toBe(true);
    const count = await open.db
      .selectFrom('passport_verification_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('used', '=', true)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('gives the links made before expiry existed 7 days from their making', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    const untyped = open.db as unknown as Kysely<unknown>;
    await passportLinkExpiry.down(untyped);
    await sql`insert into passport_verification_links (id, token, verification_url, created_at)
      values ('l1', 'abc', 'https://verifica.example/x', '2026-11-20T10:00:00.000Z'),
             ('l2', 'def', 'https://verifica.example/y', 'now')`.execute(open.db);
    await passportLinkExpiry.up(untyped);
    const links = await open.db
      .selectFrom('passport_verification_links')
      .select(['id', 'expires_at'])
      .orderBy('id')
      .execute();
    expect(links).toEqual([
      { id: 'l1', expires_at: '2026-11-27T10:00:00.000Z' },
      // A date that cannot be read leaves the link expired rather than open forever.
      { id: 'l2', expires_at: '' },
    ]);
  });

  it('writes the deposits and balances received before the register into it, naming no one', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    await bookingPayments.down(open.db as unknown as Kysely<unknown>);
    await open.db.insertInto('travel_dates').values(departureRow()).execute();
    const unpaid = bookingRow();
    const confirmed = bookingRow({
      status: 'confirmed',
      payment_status: 'received',
      updated_at: '2027-02-03T10:00:00.000Z',
    });
    const settled = bookingRow({
      status: 'confirmed',
      payment_status: 'received',
      balance_paid_on: '2027-03-05',
      updated_at: '2027-03-05T16:00:00.000Z',
    });
    await open.db.insertInto('travel_bookings').values([unpaid, confirmed, settled]).execute();
    await bookingPayments.up(open.db as unknown as Kysely<unknown>);
    const payments = await open.db
      .selectFrom('booking_payments')
      .select(['booking_id', 'kind', 'amount', 'received_on', 'recorded_by'])
      .orderBy('booking_id')
      .orderBy('kind', 'desc')
      .execute();
    const deposit = settled.deposit_amount;
    expect(payments).toEqual(
      expect.arrayContaining([
        {
          booking_id: confirmed.id,
          kind: 'deposit',
          amount: confirmed.deposit_amount,
          received_on: '2027-02-03',
          recorded_by: null,
        },
        {
          booking_id: settled.id,
          kind: 'deposit',
          amount: deposit,
          received_on: '2027-03-05',
          recorded_by: null,
        },
        {
          booking_id: settled.id,
          kind: 'balance',
          amount: settled.total_price - deposit,
          received_on: '2027-03-05',
          recorded_by: null,
        },
      ]),
    );
    expect(payments).toHaveLength(3);
  });

  it('writes the words each booking is found by for the bookings already there', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    await bookingSearch.down(open.db as unknown as Kysely<unknown>);
    const row = bookingRow({
      primary: { firstName: 'Nicolò', lastName: 'D’Amico' },
      travellers: 2,
    });
    // As the bookings were before the column.
    delete row.search_text;
    await open.db.insertInto('travel_bookings').values(row).execute();
    await bookingSearch.up(open.db as unknown as Kysely<unknown>);
    const { search_text } = await open.db
      .selectFrom('travel_bookings')
      .select('search_text')
      .executeTakeFirstOrThrow();
    expect(search_text).toBe(
      "nicolo d'amico | d'amico nicolo | ya1234560 | ospite1 rossi | rossi ospite1 | ya1234561 | maldive & dubai",
    );
  });

  it('gives the documents sent before travellers were told apart to the primary traveller', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    const untyped = open.db as unknown as Kysely<unknown>;
    await bookingPageLinks.down(untyped);
    await sql`insert into document_uploads (id, document_type, file_path, mime_type, size_bytes, created_at)
      values ('d1', 'passport', 'document_uploads/x', 'image/jpeg', 1, '2026-11-20T10:00:00.000Z')`.execute(
      open.db,
    );
    await bookingPageLinks.up(untyped);
    const documents = await open.db
      .selectFrom('document_uploads')
      .select(['id', 'traveller_index'])
      .execute();
    expect(documents).toEqual([{ id: 'd1', traveller_index: 0 }]);
  });

  it('brings the shipped catalogue in and ties every departure, old or new, to its trip', async () => {
    open = await engine.open();
    const { db } = open;
    await migrateToLatest(db);
    const untyped = db as unknown as Kysely<unknown>;
    // A database of before: its departures only name their trip.
    await catalogue.down(untyped);
    await insertDepartures(db, plannedDepartures('2026-11-27', '2026-11-27T10:00:00.000Z'));
    const departures = await db.selectFrom('travel_dates').selectAll().orderBy('id').execute();
    await catalogue.up(untyped);

    expect(await db.selectFrom('travel_dates').selectAll().orderBy('id').execute()).toEqual(
      departures,
    );
    const trips = await db.selectFrom('trips').select(['id', 'slug', 'state']).execute();
    expect(trips).toHaveLength(21);
    expect(trips).toContainEqual({ id: 'greece-santorini', slug: 'grecia', state: 'pubblicato' });
    expect(await db.selectFrom('packages').select('id').execute()).toHaveLength(6);
    await expect(
      db
        .insertInto('travel_dates')
        .values({
          id: 'atlantide-20270510',
          destination_id: 'atlantide',
          start_date: '2027-05-10',
          price: 2500,
          spots_available: 10,
          coordinator1: 'Giulia',
          coordinator2: 'Marco',
          created_at: '2026-11-27T10:00:00.000Z',
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    // A trip with departures cannot go.
    await expect(
      db.deleteFrom('trips').where('id', '=', 'greece-santorini').execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('keeps the shipped rating as entered figures and each save’s price on sale', async () => {
    open = await engine.open();
    const { db } = open;
    await migrateToLatest(db);
    const untyped = db as unknown as Kysely<unknown>;
    await honestNumbers.down(untyped);
    // A save of before: Grecia taken back to a draft at 1.500 €, its snapshot without the new fields.
    const first = await db
      .selectFrom('catalogue_changes')
      .select('snapshot')
      .where('subject_id', '=', 'greece-santorini')
      .executeTakeFirstOrThrow();
    const older = JSON.parse(first.snapshot) as Record<string, unknown>;
    delete older.listPrice;
    delete older.ratingFigures;
    await db
      .insertInto('catalogue_changes')
      .values({
        id: '0b6f7c1e-8d4a-4a53-9a43-2f4f1c7d9e01',
        subject: 'trip',
        subject_id: 'greece-santorini',
        version: 2,
        changed_at: '2026-11-28T10:00:00.000Z',
        changed_by: 'Giulia',
        fields: '[]',
        snapshot: JSON.stringify({ ...older, price: 1500, state: 'bozza' }),
      } as never)
      .execute();
    await honestNumbers.up(untyped);

    const grecia = await db
      .selectFrom('trips')
      .select(['list_price', 'rating_figures'])
      .where('id', '=', 'greece-santorini')
      .executeTakeFirstOrThrow();
    expect(grecia.list_price).toBeNull();
    expect(JSON.parse(grecia.rating_figures!)).toEqual({
      average: 4.8,
      count: 129,
      source: 'Recensioni verificate',
    });
    const saves = await db
      .selectFrom('catalogue_changes')
      .select(['version', 'price_on_sale', 'snapshot'])
      .where('subject_id', '=', 'greece-santorini')
      .orderBy('version')
      .execute();
    expect(saves.map((save) => save.price_on_sale)).toEqual([1400, null]);
    expect(JSON.parse(saves[1]!.snapshot)).toMatchObject({
      listPrice: null,
      ratingFigures: { average: 4.8, count: 129 },
    });
  });

  it('takes the private links out of the messages written before, each to be made anew', async () => {
    open = await engine.open();
    const { db } = open;
    await migrateToLatest(db);
    const untyped = db as unknown as Kysely<unknown>;
    await outboxPrivateLinks.down(untyped);
    const token = 'Q2hpYXJhTG9pYWNvbm9NYWxkaXZlRHViYWkyMDI3MDQ';
    const link = `https://www.maestraleviaggi.example/prenotazione/${token}`;
    const message = (id: string, bookingId: string | null, html: string, text: string) =>
      sql`insert into outbox_messages (id, kind, recipient, subject, html, text, booking_id,
        message_id, state, next_attempt_at, created_at)
        values (${id}, 'booking_received', 'chiara@example.it', 'Prenotazione ricevuta', ${html},
        ${text}, ${bookingId}, ${id}, 'pending', 'now', 'now')`.execute(db);
    await message(
      'm1',
      'b1',
      `<a href="${link}">Apri</a>`,
      `Apri la tua prenotazione ${link}
`,
    );
    await message('m2', 'b2', '<p>Annullata</p>', 'Annullata');
    await outboxPrivateLinks.up(untyped);

    const rows = await db
      .selectFrom('outbox_messages')
      .select(['id', 'html', 'text', 'private_link_kind', 'private_link_target'])
      .orderBy('id')
      .execute();
    const placed = 'https://www.maestraleviaggi.example/prenotazione/~link-privato~';
    expect(rows).toEqual([
      {
        id: 'm1',
        html: `<a href="${placed}">Apri</a>`,
        text: `Apri la tua prenotazione ${placed}\n`,
        private_link_kind: 'booking_page',
        private_link_target: 'b1',
      },
      {
        id: 'm2',
        html: '<p>Annullata</p>',
        text: 'Annullata',
        private_link_kind: null,
        private_link_target: null,
      },
    ]);
  });

  it('seeds about two departures a month for every destination, once', async () => {
    open = await engine.open();
    await migrateToLatest(open.db);
    const now = new Date('2026-11-22T10:00:00Z');
    const inserted = await seedDepartures(open.db, now);
    expect(await seedDepartures(open.db, now)).toBe(0);
    const perDestination = await open.db
      .selectFrom('travel_dates')
      .select([
        'destination_id',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.min('start_date').as('first'),
      ])
      .groupBy('destination_id')
      .execute();
    expect(perDestination).toHaveLength(21);
    expect(inserted).toBe(perDestination.reduce((sum, row) => sum + row.n, 0));
    // No seat is shown as sold that no booking explains.
    const taken = await open.db
      .selectFrom('travel_dates')
      .select('id')
      .whereRef('spots_available', '<>', 'total_spots')
      .execute();
    expect(taken).toEqual([]);
    for (const row of perDestination) {
      expect(row.n).toBeGreaterThanOrEqual(22);
      expect(row.n).toBeLessThanOrEqual(25);
      expect(row.first > '2026-12-06').toBe(true);
    }
    const maldives = await open.db
      .selectFrom('travel_dates')
      .selectAll()
      .where('destination_id', '=', 'maldives-dubai')
      .where(sql<boolean>`start_date like '2027-07-%'`)
      .execute();
    expect(maldives.map((d) => d.price)).toEqual([2900, 2900]);
    expect(maldives.every((d) => d.coordinator1 !== d.coordinator2)).toBe(true);
  });
});
