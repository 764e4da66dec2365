import { sql, type Kysely } from 'kysely';

/*
 * A late booking pays the whole trip in one transfer (issue 27; domain/booking-lifecycle.ts,
 * paymentPlanOf). The plan is written with the booking, like its balance's due date, so a later
 * change of BALANCE_DAYS_BEFORE or HOLD_HOURS never changes what a traveller was asked to pay.
 * Bookings made before keep the deposit and the balance they were given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('travel_bookings')
    .addColumn('payment_plan', 'text', (c) =>
      c
        .notNull()
        .defaultTo('deposit')
        .check(sql`payment_plan in ('deposit', 'in_full')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('travel_bookings').dropColumn('payment_plan').execute();
}
