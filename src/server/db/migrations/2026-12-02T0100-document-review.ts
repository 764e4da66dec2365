import { sql, type Kysely } from 'kysely';

/*
 * Staff review each document (issue 30, item 7): "Verificato" or "Da rifare" with the reason
 * the traveller reads, who and when. A document to redo stops counting as received.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('document_uploads')
    .addColumn('review', 'text', (c) => c.check(sql`review in ('verified', 'redo')`))
    .execute();
  for (const column of ['reviewed_at', 'reviewed_by', 'redo_reason']) {
    await db.schema.alterTable('document_uploads').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['redo_reason', 'reviewed_by', 'reviewed_at', 'review']) {
    await db.schema.alterTable('document_uploads').dropColumn(column).execute();
  }
}
