import { sql, type Kysely } from 'kysely';

/*
 * Enquiries handled from the back office (issue 31, item 4): a state ("nuova" for those already
 * there), the colleague who took it, and its notes and answers, each answer's e-mail in the
 * outbox. Notes go with their enquiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_requests')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('nuova')
        .check(sql`state in ('nuova', 'in_corso', 'risposta_inviata')`),
    )
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('owner_id', 'text').execute();
  await db.schema
    .createTable('enquiry_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enquiry_id', 'text', (c) =>
      c.notNull().references('contact_requests.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('note', 'answer')`))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('email_id', 'text')
    .execute();
  await db.schema
    .createIndex('enquiry_notes_by_enquiry')
    .on('enquiry_notes')
    .columns(['enquiry_id', 'at'])
    .execute();
  await db.schema
    .createIndex('contact_requests_by_state')
    .on('contact_requests')
    .columns(['state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_notes').execute();
  await db.schema.dropIndex('contact_requests_by_state').execute();
  await db.schema.alterTable('contact_requests').dropColumn('owner_id').execute();
  await db.schema.alterTable('contact_requests').dropColumn('state').execute();
}
