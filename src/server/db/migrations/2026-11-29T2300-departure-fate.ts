import type { Kysely } from 'kysely';
import { defaultAgencySettings } from '#domain/agency-settings.ts';

/*
 * A departure's own fate (issue 30): the smallest group it leaves with, when staff confirmed it
 * to its travellers, or cancelled it and why; and on a booking, the refund owed once its
 * departure is cancelled (the account it goes to, when and how much was paid back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('travel_dates')
    .addColumn('min_group', 'integer', (c) => c.notNull().defaultTo(defaultAgencySettings.minGroup))
    .execute();
  for (const column of [
    'confirmed_at',
    'confirmed_by',
    'cancelled_at',
    'cancelled_by',
    'cancellation_note',
  ])
    await db.schema.alterTable('travel_dates').addColumn(column, 'text').execute();
  for (const column of ['refund_iban', 'refunded_on', 'refunded_by'])
    await db.schema.alterTable('travel_bookings').addColumn(column, 'text').execute();
  await db.schema.alterTable('travel_bookings').addColumn('refunded_amount', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['refund_iban', 'refunded_on', 'refunded_by', 'refunded_amount'])
    await db.schema.alterTable('travel_bookings').dropColumn(column).execute();
  for (const column of [
    'min_group',
    'confirmed_at',
    'confirmed_by',
    'cancelled_at',
    'cancelled_by',
    'cancellation_note',
  ])
    await db.schema.alterTable('travel_dates').dropColumn(column).execute();
}
