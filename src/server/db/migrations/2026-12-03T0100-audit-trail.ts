import type { Kysely } from 'kysely';

/*
 * The audit trail (issue 31, item 3): every staff change and every opening of a passport photo
 * or selfie, who and when, on which record, before and after (domain/audit.ts). No reference to
 * the records: an entry outlives what it is about, until the retention purges it. The list is
 * read newest first, by person, by action or by record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_trail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('record_label', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_trail_at').on('audit_trail').columns(['at']).execute();
  await db.schema
    .createIndex('audit_trail_by_staff')
    .on('audit_trail')
    .columns(['staff_user_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_trail_by_record')
    .on('audit_trail')
    .columns(['record_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_trail').execute();
}
