import type { Kysely } from 'kysely';

/*
 * Keys the server signs and hashes with (device cookies, hashed client addresses), made on
 * the first start and kept in the database, so every instance uses the same ones and
 * nothing has to be configured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
