import type { Kysely } from 'kysely';
import { bookingSearchText } from '#domain/booking-search.ts';
import type { Db } from '../database.ts';

/*
 * The words each booking is found by in the back office (issue 31, item 6): every traveller's
 * name and passport number and the trip, without accents or case. Written for the bookings there
 * are, one by one (their travellers are JSON, read the same way on both engines).
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await db.schema
    .alterTable('travel_bookings')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await db
    .selectFrom('travel_bookings')
    .select(['id', 'travelers', 'destination_title'])
    .execute();
  for (const row of rows) {
    const travellers = JSON.parse(row.travelers) as Parameters<
      typeof bookingSearchText
    >[0]['travellers'];
    await db
      .updateTable('travel_bookings')
      .set({
        search_text: bookingSearchText({ travellers, destinationTitle: row.destination_title }),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('travel_bookings').dropColumn('search_text').execute();
}
