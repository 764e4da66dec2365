import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { StaffEmailDetail, StaffEmailRow } from '#domain/backoffice.ts';
import { SENT_EMAILS_KEPT_DAYS, type EmailKind, type EmailState } from '#domain/emails.ts';
import { isPostgres } from '../db/connect.ts';
import type { Database, Db, OutboxMessagesTable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { readable, type PrivateLink } from '../mail/private-links.ts';
import { recordAudit, type StaffAct } from './audit.ts';
import { staffPage, type StaffPageRequest } from './staff-page.ts';

/**
 * The e-mail outbox (docs/decisions/021): routes write messages with `enqueue` inside the
 * transaction of the change that causes them; the sender (mail/sender.ts) claims the due ones
 * with a lease, delivers them and marks each sent or failed.
 */

/** An e-mail as rendered by mail/messages.ts, ready to be written to the outbox. */
export type OutboxMessage = {
  /** Given when the change keeps a reference to its e-mail (an enquiry's answer); else made here. */
  id?: string;
  kind: EmailKind;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  /** Whom a reply goes to, when not the sender. */
  replyTo: string | null;
  bookingId: string | null;
  /** The private link whose token the sender writes in at delivery (mail/private-links.ts). */
  privateLink: PrivateLink | null;
  /** The message to a departure's travellers it is one of (departure-messages.ts). */
  departureMessageId?: string;
};

export type OutboxRow = Selectable<OutboxMessagesTable>;

const written = new EventEmitter();

/**
 * Calls `listener` each time a message is written, so a sender wakes at once. The writing
 * transaction may not have ended yet: on SQLite the sender's next query waits for it anyway.
 */
export function onEnqueue(listener: () => void): () => void {
  written.on('message', listener);
  return () => written.off('message', listener);
}

/**
 * Writes messages to the outbox, due at once. Call it with the transaction of the change that
 * causes them: they are sent if, and only if, that change is committed.
 */
export async function enqueue(
  trx: Db,
  messages: OutboxMessage | readonly OutboxMessage[],
  now: Date,
): Promise<void> {
  const list = [messages].flat();
  if (list.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto('outbox_messages')
    .values(
      list.map((message) => ({
        id: message.id ?? randomUUID(),
        kind: message.kind,
        recipient: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        reply_to: message.replyTo,
        booking_id: message.bookingId,
        private_link_kind: message.privateLink?.kind ?? null,
        private_link_target: message.privateLink?.target ?? null,
        departure_message_id: message.departureMessageId ?? null,
        message_id: randomUUID(),
        state: 'pending' as const,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
  written.emit('message');
}

/** Pending, its time come, and held by no sender (or by one whose lease has run out). */
function due(at: string) {
  return (eb: ExpressionBuilder<Database, 'outbox_messages'>) =>
    eb.and([
      eb('state', '=', 'pending'),
      eb('next_attempt_at', '<=', at),
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]),
    ]);
}

export type Claim = { token: string; now: Date; leaseUntil: Date; limit: number };

/**
 * Takes up to `limit` due messages for one sender, each counted as an attempt, with one
 * conditional update: the due condition is checked again on each row as it is updated, so two
 * senders never hold the same message. PostgreSQL skips the rows another sender is taking
 * (SKIP LOCKED) instead of waiting for them; SQLite runs one writer at a time.
 */
export async function claimDue(db: Db, claim: Claim): Promise<OutboxRow[]> {
  const at = claim.now.toISOString();
  const postgres = isPostgres(db);
  return (
    db
      // Materialized: picked once, so PostgreSQL cannot run the LIMIT again row by row.
      .with(
        (cte) => cte('picked').materialized(),
        (query) => {
          const picked = query
            .selectFrom('outbox_messages')
            .select('id')
            .where(due(at))
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(claim.limit);
          return postgres ? picked.forUpdate().skipLocked() : picked;
        },
      )
      .updateTable('outbox_messages')
      .set({
        lease_token: claim.token,
        lease_until: claim.leaseUntil.toISOString(),
        attempts: sql`attempts + 1`,
      })
      .where('id', 'in', (eb) => eb.selectFrom('picked').select('id'))
      .where(due(at))
      .returningAll()
      .execute()
  );
}

/** The private link a stored message carries, if any. */
export function privateLinkOf(row: OutboxRow): PrivateLink | null {
  const { private_link_kind: kind, private_link_target: target } = row;
  return kind && target ? { kind, target } : null;
}

/** Delivered: only by the sender that still holds it. */
export async function markSent(db: Db, row: OutboxRow, now: Date): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ state: 'sent', sent_at: now.toISOString(), lease_token: null, lease_until: null })
    .where('id', '=', row.id)
    .where('lease_token', '=', row.lease_token)
    .execute();
}

/** Not delivered: tried again at `retryAt`, or failed for good without one. */
export async function markNotSent(
  db: Db,
  row: OutboxRow,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      state: retryAt ? 'pending' : 'failed',
      ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : {}),
      last_error: error,
      lease_token: null,
      lease_until: null,
    })
    .where('id', '=', row.id)
    .where('lease_token', '=', row.lease_token)
    .execute();
}

/** The columns of the staff's list. */
const listed = [
  'id',
  'created_at',
  'kind',
  'recipient',
  'subject',
  'state',
  'attempts',
  'last_error',
  'next_attempt_at',
  'sent_at',
  'booking_id',
  'lease_until',
] as const;

function toStaffEmailRow(row: Pick<OutboxRow, (typeof listed)[number]>, now: Date): StaffEmailRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    bookingId: row.booking_id,
    sending: row.lease_until !== null && row.lease_until > now.toISOString(),
  };
}

/** The staff's list, newest first, of one state or all. */
export function staffEmails(
  db: Db,
  request: StaffPageRequest & { state?: EmailState | undefined },
  now: Date,
) {
  let filtered = db.selectFrom('outbox_messages');
  if (request.state) filtered = filtered.where('state', '=', request.state);
  return staffPage(
    request.page,
    filtered,
    (query) => query.select(listed).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (rows) => rows.map((row) => toStaffEmailRow(row, now)),
  );
}

export async function staffEmail(db: Db, id: string, now: Date): Promise<StaffEmailDetail> {
  const row = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Messaggio non trovato.');
  // Its private link does not exist until it leaves: shown as what it is.
  const { html, text } = readable(row, row.private_link_kind);
  return { ...toStaffEmailRow(row, now), html, text };
}

/**
 * Staff's "reinvia": the message is due again now, one more attempt (with a private link of its
 * own, as every delivery). One already sent becomes a new delivery with a Message-ID of its own,
 * or the recipient's mailbox would drop it as a copy. A message a sender holds right now is left
 * to it.
 */
export async function resendEmail(db: Db, id: string, act: StaffAct): Promise<StaffEmailDetail> {
  const { now } = act;
  const at = now.toISOString();
  const resent = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('outbox_messages')
      .set({
        state: 'pending',
        next_attempt_at: at,
        message_id: sql`case when state = 'sent' then ${randomUUID()} else message_id end`,
      })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .returning(['subject', 'recipient'])
      .executeTakeFirst();
    if (row)
      await recordAudit(trx, act, 'email_resent', {
        id,
        label: `${row.subject} · ${row.recipient}`,
      });
    return row;
  });
  if (!resent) {
    await staffEmail(db, id, now); // 404 when there is no such message
    throw new HttpError(
      409,
      'conflict',
      'Il messaggio è in invio proprio ora: ricarica la pagina tra qualche minuto.',
    );
  }
  written.emit('message');
  return staffEmail(db, id, now);
}

/** Deletes the messages sent more than SENT_EMAILS_KEPT_DAYS ago; answers which they were. */
export async function purgeSentEmails(
  db: Db,
  now: Date,
): Promise<Pick<OutboxRow, 'id' | 'kind' | 'created_at'>[]> {
  const before = new Date(now.getTime() - SENT_EMAILS_KEPT_DAYS * 86_400_000).toISOString();
  return db
    .deleteFrom('outbox_messages')
    .where('state', '=', 'sent')
    .where('sent_at', '<', before)
    .returning(['id', 'kind', 'created_at'])
    .execute();
}
