import type { Kysely } from 'kysely';
import { defaultAgencySettings } from '#domain/agency-settings.ts';

/*
 * The fewest travellers a new departure leaves with (issue 30): one of the agency's settings,
 * which staff change under "Impostazioni", no longer a number in code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('agency_settings')
    .addColumn('min_group', 'integer', (c) => c.notNull().defaultTo(defaultAgencySettings.minGroup))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agency_settings').dropColumn('min_group').execute();
}
