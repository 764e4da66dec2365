import { sql, type Kysely } from 'kysely';

/*
 * A repeat sign-up to a departure's waitlist (same e-mail) changes nothing until the link e-mailed
 * to that address confirms it (issue 27, decision 032): the change waits here with the name and
 * seats it asks for. The link is 256 random bits; only its keyed hash is kept, so a copy of the
 * database confirms nothing. `used_at` makes the link single-use; rows go some days after
 * `expires_at` (jobs/waitlist-changes-purge.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Set as the e-mail leaves (its link is made then, decision 033): none while it waits.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('travel_date_id', 'text', (c) =>
      c.notNull().references('travel_dates.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats between 1 and 10`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_changes_expiry')
    .on('waitlist_changes')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_changes').execute();
}
