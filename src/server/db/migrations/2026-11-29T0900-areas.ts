import type { Kysely } from 'kysely';
import { shippedAreas, shippedTripAreas } from '#content/areas.ts';
import { toDatabaseId } from '#domain/destination-ids.ts';
import type { Db } from '../database.ts';

/*
 * Areas as data (issue 39): the parts of the world the listing filters by are a table staff add
 * to, and each trip names its own. The shipped trips get the spec's areas, completed; a trip
 * staff created before this gets none until an editor gives it one (the filter then misses it,
 * as it did before).
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await db.schema
    .createTable('areas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('areas')
    .values(
      shippedAreas.map((area, position) => ({
        ...area,
        position,
        created_at: now,
        created_by: null,
      })),
    )
    .execute();
  await db.schema
    .alterTable('trips')
    .addColumn('areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  // Shipped trips are keyed by their first address's database id (their departures use it).
  const shipped = new Map(
    Object.entries(shippedTripAreas).map(([site, areas]) => [toDatabaseId(site), areas]),
  );
  const trips = await db.selectFrom('trips').select('id').execute();
  const areasOf = new Map<string, string[]>();
  for (const trip of trips) {
    const areas = [...(shipped.get(trip.id) ?? [])];
    areasOf.set(trip.id, areas);
    await db
      .updateTable('trips')
      .set({ areas: JSON.stringify(areas) })
      .where('id', '=', trip.id)
      .execute();
  }
  // Every save's snapshot names the trip's areas, so "Ripristina" keeps them.
  const changes = await db
    .selectFrom('catalogue_changes')
    .select(['id', 'subject_id', 'snapshot'])
    .where('subject', '=', 'trip')
    .execute();
  for (const change of changes) {
    const snapshot = JSON.parse(change.snapshot) as { areas?: string[] };
    if (snapshot.areas?.length) continue;
    snapshot.areas = areasOf.get(change.subject_id) ?? [];
    await db
      .updateTable('catalogue_changes')
      .set({ snapshot: JSON.stringify(snapshot) })
      .where('id', '=', change.id)
      .execute();
  }
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await db.schema.alterTable('trips').dropColumn('areas').execute();
  await db.schema.dropTable('areas').execute();
}
