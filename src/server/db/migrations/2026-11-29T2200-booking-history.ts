import type { Kysely } from 'kysely';

/*
 * A booking's history (issue 30): what staff changed on it (a traveller's name or passport
 * corrected, a note), who and when. Airlines need names exact, so a correction is kept with
 * what it replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) =>
      c.notNull().references('travel_bookings.id').onDelete('cascade'),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_history_by_booking')
    .on('booking_history')
    .columns(['booking_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_history').execute();
}
