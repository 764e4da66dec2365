import type { Kysely } from 'kysely';
import { defaultAgencySettings } from '#domain/agency-settings.ts';
import type { Db } from '../database.ts';

/*
 * The agency's settings (issue 39): the home's figures and the airports new trips leave from,
 * one row staff edit instead of numbers written in code.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await db.schema
    .createTable('agency_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('stats', 'text', (c) => c.notNull())
    .addColumn('airports', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db
    .insertInto('agency_settings')
    .values({
      id: 1,
      stats: JSON.stringify(defaultAgencySettings.stats),
      airports: JSON.stringify(defaultAgencySettings.airports),
      version: 1,
      updated_at: new Date().toISOString(),
      updated_by: null,
    })
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await (untyped as unknown as Db).schema.dropTable('agency_settings').execute();
}
