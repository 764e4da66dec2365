import { sql, type Kysely } from 'kysely';

/*
 * The register of the sums each booking received (issue 30, item 7): kind, amount, the day it
 * arrived, when and by whom it was recorded. The deposits and balances recorded before it are
 * written in from the bookings, with no one named (nobody kept who it was). Each booking keeps
 * the sum of its instalments towards the balance, so what it still owes is read from its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('travel_bookings')
    .addColumn('instalments_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('booking_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) =>
      c.notNull().references('travel_bookings.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('deposit', 'instalment', 'balance')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text')
    .execute();
  await db.schema
    .createIndex('booking_payments_by_booking')
    .on('booking_payments')
    .columns(['booking_id', 'received_on'])
    .execute();
  // The deposits received so far (the day it was recorded is the booking's last change at best).
  await sql`
    insert into booking_payments (id, booking_id, kind, amount, received_on, recorded_at, recorded_by)
    select 'deposit-' || id, id, 'deposit', deposit_amount,
           substr(coalesce(updated_at, created_at), 1, 10), coalesce(updated_at, created_at), null
    from travel_bookings where payment_status = 'received'
  `.execute(db);
  await sql`
    insert into booking_payments (id, booking_id, kind, amount, received_on, recorded_at, recorded_by)
    select 'balance-' || id, id, 'balance', total_price - deposit_amount,
           balance_paid_on, coalesce(updated_at, created_at), null
    from travel_bookings
    where balance_paid_on is not null and payment_plan = 'deposit' and total_price > deposit_amount
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_payments').execute();
  await db.schema.alterTable('travel_bookings').dropColumn('instalments_paid').execute();
}
