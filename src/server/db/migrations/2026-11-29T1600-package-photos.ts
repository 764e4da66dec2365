import type { Kysely } from 'kysely';

/*
 * A package's own photo (issue 39): staff add packages, each with a photo, shown beside its
 * name on the home. The shipped packages have none: the home shows them as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('packages').addColumn('cover', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('packages').dropColumn('cover').execute();
}
