import type { Kysely } from 'kysely';

/*
 * Messages to a departure's travellers (issue 30): what staff wrote, to whom, when; each e-mail
 * in the outbox names the message it belongs to, so the departure's page shows every
 * recipient's delivery. The id comes from the form that sends it: a double click sends once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('departure_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('departure_id', 'text', (c) =>
      c.notNull().references('travel_dates.id').onDelete('cascade'),
    )
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('departure_messages_by_departure')
    .on('departure_messages')
    .columns(['departure_id', 'created_at'])
    .execute();
  await db.schema.alterTable('outbox_messages').addColumn('departure_message_id', 'text').execute();
  await db.schema
    .createIndex('outbox_messages_by_departure_message')
    .on('outbox_messages')
    .column('departure_message_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_by_departure_message').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('departure_message_id').execute();
  await db.schema.dropTable('departure_messages').execute();
}
