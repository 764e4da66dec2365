import { sql, type Kysely } from 'kysely';
import { emailStates } from '#domain/emails.ts';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/*
 * The e-mail outbox (docs/decisions/021): each message written in the transaction of the change
 * that causes it, then delivered by the sender. A message is due while pending and its next
 * attempt has come; `lease_until` marks it as taken by one sender until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No CHECK on the kind: the next features add e-mails without rebuilding the table.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('booking_id', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(oneOf('state', emailStates)))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_token', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The senders' question: which pending messages are due, earliest first.
  await db.schema
    .createIndex('outbox_messages_due')
    .on('outbox_messages')
    .columns(['state', 'next_attempt_at'])
    .execute();
  // The back office's list, newest first.
  await db.schema
    .createIndex('outbox_messages_created')
    .on('outbox_messages')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
