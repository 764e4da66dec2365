import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';
import { randomUUID } from 'node:crypto';
import { savedFields } from '../../repositories/catalogue-edits.ts';
import { toTripRecord } from '../../repositories/catalogue.ts';
import { shippedCatalogueRows } from '../catalogue-seed.ts';
import type { Db, PackagesTable, TripsTable } from '../database.ts';

/*
 * The catalogue moves from the code into the database (issue 28, decision 035): packages, trips
 * (their lists as JSON), the addresses a trip had before, every save with its snapshot, and one
 * version the processes watch. The trips the site shipped with are written here, so departures
 * can reference their trip by a foreign key.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await db.schema
    .createTable('packages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull().check(sql`original_price > 0`))
    .addColumn('discounted_price', 'integer', (c) => c.notNull().check(sql`discounted_price > 0`))
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('includes', 'text', (c) => c.notNull())
    .addColumn('artwork', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('trips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('bozza', 'pubblicato', 'archiviato')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('trip_days', 'integer', (c) => c.notNull().check(sql`trip_days between 1 and 60`))
    .addColumn('flights', 'text', (c) => c.notNull())
    .addColumn('hotels', 'text', (c) => c.notNull())
    .addColumn('experiences', 'text', (c) => c.notNull())
    .addColumn('includes', 'text', (c) => c.notNull())
    .addColumn('itinerary', 'text', (c) => c.notNull())
    .addColumn('reviews', 'text', (c) => c.notNull())
    .addColumn('airports', 'text', (c) => c.notNull())
    .addColumn('artwork', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('gallery', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('trip_addresses')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject in ('trip', 'package')`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addUniqueConstraint('catalogue_changes_save', ['subject', 'subject_id', 'version'])
    .execute();
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  const { packages, trips } = shippedCatalogueRows(now);
  // The columns later migrations add (a package's photo; a trip's list price, rating figures,
  // areas, pending edits, home) are theirs to fill: the tables have none of them yet.
  await (db as unknown as Kysely<{ packages: Omit<PackagesTable, 'cover'> }>)
    .insertInto('packages')
    .values(packages.map(({ cover: _later, ...row }) => row))
    .execute();
  const laterColumns = [
    'list_price',
    'rating_figures',
    'areas',
    'pending',
    'pending_at',
    'pending_by',
    'on_home',
  ];
  await (db as unknown as Kysely<{ trips: Omit<TripsTable, 'areas'> }>)
    .insertInto('trips')
    .values(
      trips.map(
        (row) =>
          Object.fromEntries(
            Object.entries(row).filter(([column]) => !laterColumns.includes(column)),
          ) as Omit<TripsTable, 'areas'>,
      ),
    )
    .execute();
  // Each trip's first version, so "Ripristina" can bring back the trip as it shipped.
  await db
    .insertInto('catalogue_changes')
    .values(
      trips.map((row) => {
        const trip = toTripRecord({ ...row, list_price: null, rating_figures: null, areas: '[]' });
        return {
          id: randomUUID(),
          subject: 'trip' as const,
          subject_id: trip.key,
          version: trip.version,
          changed_at: now,
          changed_by: null,
          fields: '[]',
          snapshot: JSON.stringify(savedFields(trip)),
        };
      }),
    )
    .execute();
  await db.insertInto('catalogue_state').values({ id: 1, version: 1, changed_at: now }).execute();
  await tieDeparturesToTrips(db, true);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await tieDeparturesToTrips(db, false);
  for (const table of [
    'catalogue_state',
    'catalogue_changes',
    'trip_addresses',
    'trips',
    'packages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

const TIE = '"destination_id" text not null references "trips" ("id")';
const LOOSE = '"destination_id" text not null';

/**
 * Departures reference their trip. PostgreSQL adds the constraint; SQLite cannot, so the table
 * is rebuilt as its documentation says (foreign keys off, new table, copy, swap, check).
 */
async function tieDeparturesToTrips(db: Db, tie: boolean): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        tie
          ? 'alter table travel_dates add constraint travel_dates_trip foreign key (destination_id) references trips (id)'
          : 'alter table travel_dates drop constraint travel_dates_trip',
      )
      .execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'travel_dates'`.execute(db);
  const table = rows.find((row) => row.type === 'table')!.sql!;
  const indexes = rows.flatMap((row) => (row.type === 'index' && row.sql ? [row.sql] : []));
  const rebuilt = tie ? table.replace(LOOSE, TIE) : table.replace(TIE, LOOSE);
  if (rebuilt === table) throw new Error('travel_dates: unexpected definition');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql
      .raw(rebuilt.replace('CREATE TABLE "travel_dates"', 'CREATE TABLE "travel_dates_next"'))
      .execute(db);
    await sql`insert into travel_dates_next select * from travel_dates`.execute(db);
    await sql`drop table travel_dates`.execute(db);
    await sql`alter table travel_dates_next rename to travel_dates`.execute(db);
    for (const index of indexes) await sql.raw(index).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) {
      throw new Error(`Departures of unknown trips: ${JSON.stringify(broken.rows.slice(0, 5))}`);
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
