import type { Kysely } from 'kysely';

/*
 * Edits prepared before they go live (issue 39): a published trip can hold the next version of
 * its fields, saved by staff and previewed at its address, while visitors keep seeing the
 * published one until staff publish or discard it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trips').addColumn('pending', 'text').execute();
  await db.schema.alterTable('trips').addColumn('pending_at', 'text').execute();
  await db.schema.alterTable('trips').addColumn('pending_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['pending', 'pending_at', 'pending_by'])
    await db.schema.alterTable('trips').dropColumn(column).execute();
}
