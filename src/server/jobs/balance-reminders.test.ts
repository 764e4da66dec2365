import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatIban } from '#domain/iban.ts';
import type { Db, TravelBookingsTable } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createFileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { bookingIdOfLink } from '../repositories/booking-page-links.ts';
import { bookingRow } from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { testMailbox } from '../testing/mailbox.ts';
import { sampleSettings } from '../testing/mail-samples.ts';
import { fixedClock } from '../testing/test-app.ts';
import { balanceReminders } from './balance-reminders.ts';
import { timedWork } from './index.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

/** Rome is an hour ahead of UTC in February and March: 07:00Z is 08:00 there. */
const morningOf = (day: string) => `${day}T07:00:00.000Z`;

/**
 * A confirmed booking (deposit received) of one traveller: 2.500 € in all, 1.000 € paid, a
 * balance of 1.500 € due on Thursday 11 March 2027 for a departure on 10 April.
 */
const confirmed = (overrides: Parameters<typeof bookingRow>[0] = {}) =>
  bookingRow({
    status: 'confirmed',
    payment_status: 'received',
    balance_due_date: '2027-03-11',
    ...overrides,
  });

describe.each(testEngines)('the balance reminders on $name', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let other: Db;
  const clock = fixedClock(morningOf('2027-02-01'));
  const logger = createLogger({ logLevel: 'silent' });
  /** Two server processes' schedulers on the same database. */
  let processes: Scheduler[];

  beforeEach(async () => {
    database = await engine.open();
    db = database.db;
    await migrateToLatest(db);
    // PostgreSQL: a second connection, as another server process has. SQLite serves one process
    // (several need PostgreSQL); a second connection in this one thread would wait out the busy
    // timeout on the first's lock, so both passes share the connection and still race between
    // reading what is due and claiming it.
    other = engine.name === 'postgres' ? database.connectAgain() : db;
    processes = [db, other].map((each) =>
      createScheduler({ jobs: [balanceReminders(each, sampleSettings)], clock, logger }),
    );
  });
  afterEach(async () => {
    if (other !== db) await other.destroy();
    await database.drop();
  });

  const insert = async (...rows: Insertable<TravelBookingsTable>[]) => {
    await db.insertInto('travel_bookings').values(rows).execute();
    return rows;
  };
  /** Both processes run their pass at once, at `iso`. */
  const passAt = async (iso: string) => {
    clock.set(iso);
    await Promise.all(processes.map((scheduler) => scheduler.runDue()));
  };
  /** The reminders written, oldest first; "1.500 €" keeps its non-breaking space as a space. */
  const reminders = async () =>
    (
      await db
        .selectFrom('outbox_messages')
        .select(['booking_id', 'recipient', 'subject', 'text'])
        .where('kind', '=', 'balance_reminder')
        .orderBy('created_at')
        .execute()
    ).map((row) => ({ ...row, text: row.text.replace(/\u00a0/g, ' ') }));
  const sentCount = async (id: string) =>
    (
      await db
        .selectFrom('travel_bookings')
        .select('balance_reminders_sent')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).balance_reminders_sent;

  it('runs in every pass of the server', () => {
    const documents = {
      files: createFileStore(sampleSettings.uploadsDir),
      logger: createLogger(sampleSettings),
    };
    expect(timedWork(db, sampleSettings, documents).map((job) => job.name)).toContain(
      'balance-reminders',
    );
  });

  it('reminds 14 and 3 days before the due date, each once, with two processes at it', async () => {
    const [booking] = await insert(confirmed());
    const id = booking!.id;

    await passAt(morningOf('2027-02-24')); // 15 days before
    // 23:30 in Rome on the 24th: not yet; 00:30 on the 25th: 14 days before.
    await passAt('2027-02-24T22:30:00.000Z');
    expect(await reminders()).toEqual([]);
    await passAt('2027-02-24T23:30:00.000Z');
    await passAt(morningOf('2027-02-25'));
    await passAt(morningOf('2027-03-07'));
    expect(await reminders()).toHaveLength(1);
    expect(await sentCount(id)).toBe(1);

    await passAt(morningOf('2027-03-08')); // 3 days before
    await passAt(morningOf('2027-03-10'));
    await passAt(morningOf('2027-03-12')); // overdue: nothing more from the clock
    const [first, second, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(await sentCount(id)).toBe(2);

    for (const reminder of [first!, second!]) {
      expect(reminder.booking_id).toBe(id);
      expect(reminder.recipient).toBe('chiara.loiacono@example.it');
      expect(reminder.subject).toBe(`Promemoria saldo #${id.slice(0, 8)} · Maldive & Dubai`);
      expect(reminder.text).toContain(
        'Ciao Chiara, il viaggio per Maldive & Dubai si avvicina! Ti ricordiamo il saldo di 1.500 €, da versare entro giovedì 11 marzo 2027 con un bonifico: trovi qui sotto tutti i dati.',
      );
      expect(reminder.text).toContain(
        [
          'Bonifico per il saldo',
          `Intestatario\n${sampleSettings.site.accountHolder}`,
          `IBAN\n${formatIban(sampleSettings.site.iban)}`,
          'Importo\n1.500 €',
          'Causale\nChiara Loiacono Saldo Viaggio Maldive & Dubai',
          'Da versare entro\ngiovedì 11 marzo 2027',
        ].join('\n\n'),
      );
      expect(reminder.text).toContain(
        'Se hai già fatto il bonifico non serve altro: appena lo riceviamo ti scriviamo per confermartelo.',
      );
    }
    // Each leaves with a private link of its own that opens the traveller's page.
    const linkIn = (text: string) =>
      /https:\/\/www\.maestraleviaggi\.example\/prenotazione\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    const delivered = await testMailbox(db, clock).deliver();
    const links = delivered.map((message) => linkIn(message.text));
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);
    for (const link of links) expect(await bookingIdOfLink(db, link!)).toBe(id);
  });

  it('a booking confirmed late gets only the latest reminder, and one past its due date is asked to pay soon', async () => {
    const [late, later] = await insert(
      confirmed({ status: 'payment_initiated', payment_status: 'pending_confirmation' }),
      confirmed({
        status: 'payment_initiated',
        payment_status: 'pending_confirmation',
        contact_email: 'marta.sciacovelli@example.it',
        primary: { firstName: 'Marta', lastName: 'Sciacovelli' },
      }),
    );
    await passAt(morningOf('2027-03-01'));
    expect(await reminders()).toEqual([]);

    // Staff record the first deposit two days before the due date.
    const confirm = (id: string) =>
      db
        .updateTable('travel_bookings')
        .set({ status: 'confirmed', payment_status: 'received' })
        .where('id', '=', id)
        .execute();
    await confirm(late!.id);
    await passAt(morningOf('2027-03-09'));
    await passAt(morningOf('2027-03-10'));
    const [reminder, ...others] = await reminders();
    expect(others).toEqual([]);
    expect(reminder!.booking_id).toBe(late!.id);
    expect(await sentCount(late!.id)).toBe(2);

    // The second, after the due date has passed.
    await confirm(later!.id);
    await passAt(morningOf('2027-03-15'));
    const overdue = (await reminders()).slice(1);
    expect(overdue.map((row) => row.recipient)).toEqual(['marta.sciacovelli@example.it']);
    expect(overdue[0]!.text).toContain(
      'Ciao Marta, il viaggio per Maldive & Dubai si avvicina! Il saldo di 1.500 € era da versare entro giovedì 11 marzo 2027: ti chiediamo di fare il bonifico appena puoi, con i dati qui sotto.',
    );
    expect(overdue[0]!.text).toContain('Causale\nMarta Sciacovelli Saldo Viaggio Maldive & Dubai');
  });

  it('reminds no one whose balance is recorded, cancelled, waiting for the deposit or already travelling', async () => {
    await insert(
      confirmed({ balance_paid_on: '2027-02-20' }),
      confirmed({ status: 'cancelled' }),
      confirmed({ status: 'pending_payment', payment_status: 'pending' }),
      confirmed({ status: 'payment_initiated', payment_status: 'pending_confirmation' }),
      // A departure already under way, its balance never recorded.
      confirmed({
        start_date: '2027-02-20',
        end_date: '2027-03-01',
        balance_due_date: '2027-01-21',
      }),
      // An inquiry confirmed without a departure has no due date.
      confirmed({ balance_due_date: null, start_date: null, end_date: null }),
    );
    for (const day of ['2027-02-25', '2027-03-08', '2027-03-09', '2027-03-12']) {
      await passAt(morningOf(day));
    }
    expect(await reminders()).toEqual([]);
  });

  it('stops when staff record the balance between the reminders', async () => {
    const [booking] = await insert(confirmed());
    await passAt(morningOf('2027-02-25'));
    expect(await reminders()).toHaveLength(1);
    await db
      .updateTable('travel_bookings')
      .set({ balance_paid_on: '2027-03-01' })
      .where('id', '=', booking!.id)
      .execute();
    await passAt(morningOf('2027-03-08'));
    expect(await reminders()).toHaveLength(1);
    expect(await sentCount(booking!.id)).toBe(1);
  });
});
