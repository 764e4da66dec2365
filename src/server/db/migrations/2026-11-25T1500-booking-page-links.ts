import type { Kysely } from 'kysely';

/*
 * The traveller's own booking page (issue 15). Each private link is 256 random bits handed out
 * once (the booking's answer, the e-mails that carry it); only its SHA-256 is kept, so a copy
 * of the database opens no booking. A booking may have several links: each e-mail that links
 * to the page carries a new one, as the first cannot be read back from its hash. Bookings made
 * before this have none: their travellers keep the code + e-mail lookup of the documents page.
 * Documents now say whose they are: `traveller_index` in the booking's list of travellers,
 * 0 (the primary traveller) for those sent before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_page_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) =>
      c.notNull().references('travel_bookings.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_page_links_booking')
    .on('booking_page_links')
    .column('booking_id')
    .execute();
  await db.schema
    .alterTable('document_uploads')
    .addColumn('traveller_index', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_uploads').dropColumn('traveller_index').execute();
  await db.schema.dropTable('booking_page_links').execute();
}
