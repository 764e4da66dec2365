import type { Kysely } from 'kysely';

/*
 * Which trips the home shows (issue 39): staff choose them in the editor. Every trip the home
 * showed before stays there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('on_home', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trips').dropColumn('on_home').execute();
}
