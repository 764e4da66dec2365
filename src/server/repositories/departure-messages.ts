import type { DepartureMessageInput } from '#domain/backoffice-input.ts';
import {
  messageProblems,
  messageRecipients,
  type DepartureMessage,
} from '#domain/departure-messages.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { departureNoteMessage } from '../mail/departure-messages.tsx';
import type { MailSettings } from '../mail/messages.tsx';
import type { StaffUser } from '../security/staff-auth.ts';
import { departureTravellers, toBooking, toMailBooking } from './bookings.ts';
import { staffDepartureById } from './departures.ts';
import { departureRecord, recordAudit } from './audit.ts';
import { enqueue } from './outbox.ts';

/**
 * A message to a departure's travellers: one e-mail per booking the audience reaches, through
 * the outbox, written with the message in one transaction. The form names the message (its id):
 * a second request with it (a double click, a retry) finds it written and sends nothing more.
 */
export async function sendDepartureMessage(
  db: Db,
  {
    departureId,
    message,
    staff,
    now,
    mail,
  }: {
    departureId: string;
    message: DepartureMessageInput;
    staff: StaffUser;
    now: Date;
    mail: MailSettings;
  },
): Promise<void> {
  const departure = await staffDepartureById(db, departureId); // 404 when there is none
  const recipients = messageRecipients(
    await departureTravellers(db, departure, now),
    message.audience,
  );
  if (recipients.length === 0) throw new HttpError(409, 'conflict', messageProblems.nobody);
  const bookings = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', 'in', recipients)
    .execute();
  const emails = await Promise.all(
    bookings.map((row) => departureNoteMessage(toMailBooking(toBooking(row)), message, mail)),
  );
  await db.transaction().execute(async (trx) => {
    const written = await trx
      .insertInto('departure_messages')
      .values({
        id: message.id,
        departure_id: departureId,
        audience: message.audience,
        subject: message.subject,
        body: message.body,
        created_at: now.toISOString(),
        created_by: staff.name,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    // Sent already, by this same form: nothing more goes.
    if (Number(written.numInsertedOrUpdatedRows ?? 0n) === 0) return;
    await enqueue(trx, emails, now);
    await recordAudit(
      trx,
      { staff, now },
      'departure_message_sent',
      await departureRecord(trx, departureId),
      { after: { Oggetto: message.subject, 'Prenotazioni raggiunte': emails.length } },
    );
  });
}

/** The messages written to a departure, newest first, with each booking's delivery. */
export async function departureMessages(db: Db, departureId: string): Promise<DepartureMessage[]> {
  const messages = await db
    .selectFrom('departure_messages')
    .selectAll()
    .where('departure_id', '=', departureId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  if (messages.length === 0) return [];
  const deliveries = await db
    .selectFrom('outbox_messages')
    .select(['departure_message_id', 'booking_id', 'recipient', 'state', 'sent_at'])
    .where(
      'departure_message_id',
      'in',
      messages.map((message) => message.id),
    )
    .orderBy('recipient')
    .execute();
  return messages.map((message) => ({
    id: message.id,
    audience: message.audience,
    subject: message.subject,
    body: message.body,
    createdAt: message.created_at,
    createdBy: message.created_by,
    deliveries: deliveries
      .filter((delivery) => delivery.departure_message_id === message.id)
      .map((delivery) => ({
        bookingId: delivery.booking_id ?? '',
        recipient: delivery.recipient,
        state: delivery.state,
        sentAt: delivery.sent_at,
      })),
  }));
}
