import type { Kysely } from 'kysely';

/*
 * One booking per attempt to book (issue 27): the form names each attempt with an
 * Idempotency-Key, and a retry of the same request (its answer lost with the connection) gets
 * the booking already made. Only hashes are kept: of the key (unique, so of two requests at
 * once one booking is made) and of the request it came with, to refuse the key with another.
 * Bookings made before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['idempotency_key_hash', 'idempotency_request_hash']) {
    await db.schema.alterTable('travel_bookings').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('travel_bookings_idempotency_key')
    .on('travel_bookings')
    .column('idempotency_key_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('travel_bookings_idempotency_key').execute();
  for (const column of ['idempotency_request_hash', 'idempotency_key_hash']) {
    await db.schema.alterTable('travel_bookings').dropColumn(column).execute();
  }
}
