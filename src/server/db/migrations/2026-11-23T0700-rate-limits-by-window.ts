import type { Kysely } from 'kysely';

/* The clean-up of old counters deletes by window: without this index it read the whole table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('rate_limits_window_start')
    .on('rate_limits')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_limits_window_start').execute();
}
