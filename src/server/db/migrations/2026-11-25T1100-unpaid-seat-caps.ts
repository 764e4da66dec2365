import { sql, type Kysely } from 'kysely';
import { contactEmailKey } from '#domain/booking.ts';

/*
 * What the caps on unpaid seats read (docs/decisions/019): the contact e-mail as it is
 * compared, and a keyed hash of the client address while the booking is open and unpaid.
 * SQLite adds a NOT NULL column only with a default; the app always writes the key, and the
 * existing rows get theirs from the same rule the app uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('travel_bookings')
    .addColumn('contact_email_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('travel_bookings').addColumn('client_address_hash', 'text').execute();
  const { rows } = await sql<{
    id: string;
    contact_email: string;
  }>`select id, contact_email from travel_bookings`.execute(db);
  for (const row of rows) {
    await sql`update travel_bookings set contact_email_key = ${contactEmailKey(row.contact_email)} where id = ${row.id}`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('travel_bookings_contact_key_status')
    .on('travel_bookings')
    .columns(['contact_email_key', 'status'])
    .execute();
  await db.schema
    .createIndex('travel_bookings_address_hash_created')
    .on('travel_bookings')
    .columns(['client_address_hash', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('travel_bookings_address_hash_created').execute();
  await db.schema.dropIndex('travel_bookings_contact_key_status').execute();
  await db.schema.alterTable('travel_bookings').dropColumn('client_address_hash').execute();
  await db.schema.alterTable('travel_bookings').dropColumn('contact_email_key').execute();
}
