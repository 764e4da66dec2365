import { sql, type Kysely } from 'kysely';
import { balanceDueDate, defaultLifecycle, holdEnd } from '#domain/booking-lifecycle.ts';

/*
 * The booking's clock and the waitlist (issue 16; domain/booking-lifecycle.ts, decision 023).
 * A booking waiting for its transfer holds its seats until `hold_until`; the scheduler's jobs
 * mark what they have done (`hold_reminded_at`, `transfer_flagged_at`, `balance_reminders_sent`)
 * with the same conditional update that claims the work, so each is done once. The balance's
 * due date is written with the booking, so a later change of BALANCE_DAYS_BEFORE never moves a
 * date the traveller was already given. Bookings already waiting when this runs get a full hold
 * from now; declared transfers count from their last update.
 */
/** The columns this migration reads and writes, as they are at this point of the history. */
type Bookings = Kysely<{
  travel_bookings: {
    id: string;
    status: string;
    start_date: string | null;
    created_at: string;
    updated_at: string | null;
    hold_until: string | null;
    transfer_declared_at: string | null;
    balance_due_date: string | null;
  };
}>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Bookings;
  await db.schema.alterTable('travel_bookings').addColumn('hold_until', 'text').execute();
  for (const column of [
    'hold_reminded_at',
    'transfer_declared_at',
    'transfer_flagged_at',
    'cancellation_reason',
    'balance_due_date',
    'balance_paid_on',
  ]) {
    await db.schema.alterTable('travel_bookings').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('travel_bookings')
    .addColumn('balance_reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The scheduler's questions: which holds end, which declarations wait, which balances are near.
  await db.schema
    .createIndex('travel_bookings_status_hold')
    .on('travel_bookings')
    .columns(['status', 'hold_until'])
    .execute();
  await db.schema
    .createIndex('travel_bookings_balance_due')
    .on('travel_bookings')
    .columns(['status', 'balance_due_date'])
    .execute();

  const now = new Date();
  await db
    .updateTable('travel_bookings')
    .set({ hold_until: holdEnd(now, defaultLifecycle.holdHours) })
    .where('status', '=', 'pending_payment')
    .execute();
  await db
    .updateTable('travel_bookings')
    .set({ transfer_declared_at: sql`coalesce(updated_at, created_at)` })
    .where('status', '=', 'payment_initiated')
    .execute();
  const dated = await db
    .selectFrom('travel_bookings')
    .select(['id', 'start_date', 'created_at'])
    .where('start_date', 'is not', null)
    .execute();
  // In code rather than in SQL: the two engines subtract days from a text date differently.
  for (const row of dated) {
    const due = balanceDueDate(
      row.start_date!,
      new Date(row.created_at),
      defaultLifecycle.balanceDaysBefore,
    );
    await db
      .updateTable('travel_bookings')
      .set({ balance_due_date: due })
      .where('id', '=', row.id)
      .execute();
  }

  // "Avvisami se si libera un posto": one place per e-mail and departure, in order of arrival.
  // Releasing seats marks the departure; the waitlist's job claims the mark.
  await db.schema.alterTable('travel_dates').addColumn('seats_returned_at', 'text').execute();
  await db.schema
    .createIndex('travel_dates_seats_returned')
    .on('travel_dates')
    .column('seats_returned_at')
    .execute();
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('travel_date_id', 'text', (c) =>
      c.notNull().references('travel_dates.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats between 1 and 10`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when the seats-free e-mail is written: the entry has had its turn.
    .addColumn('notified_at', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_entries_person')
    .on('waitlist_entries')
    .columns(['travel_date_id', 'email_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('waitlist_entries_queue')
    .on('waitlist_entries')
    .columns(['travel_date_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute();
  await db.schema.dropIndex('travel_dates_seats_returned').execute();
  await db.schema.alterTable('travel_dates').dropColumn('seats_returned_at').execute();
  await db.schema.dropIndex('travel_bookings_balance_due').execute();
  await db.schema.dropIndex('travel_bookings_status_hold').execute();
  for (const column of [
    'balance_reminders_sent',
    'balance_paid_on',
    'balance_due_date',
    'cancellation_reason',
    'transfer_flagged_at',
    'transfer_declared_at',
    'hold_reminded_at',
    'hold_until',
  ]) {
    await db.schema.alterTable('travel_bookings').dropColumn(column).execute();
  }
}
