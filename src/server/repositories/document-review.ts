import type { DocumentReviewInput } from '#domain/backoffice-input.ts';
import { isCancelled } from '#domain/booking-status.ts';
import { documentReviewMessages } from '#domain/document-review.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { documentRedoMessage, type MailSettings } from '../mail/messages.tsx';
import type { StaffUser } from '../security/staff-auth.ts';
import { writeHistory } from './booking-history.ts';
import { toBooking, toMailBooking } from './bookings.ts';
import { enqueue } from './outbox.ts';

/**
 * A document reviewed by staff (domain/document-review.ts), in one transaction with its line in
 * the booking's history and, for one to redo, the e-mail that tells the traveller why. The review
 * is written only if it changes the document's: two staff pressing "Da rifare" at once, or one
 * pressing twice, send one e-mail. Answers the document's booking.
 */
export async function reviewDocument(
  db: Db,
  {
    documentId,
    review,
    staff,
    now,
  }: { documentId: string; review: DocumentReviewInput; staff: StaffUser; now: Date },
  mail: MailSettings,
): Promise<string> {
  const document = await db
    .selectFrom('document_uploads')
    .select(['booking_id', 'document_type', 'traveller_index'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document) throw new HttpError(404, 'not_found', 'Documento non trovato');
  const bookingId = document.booking_id;
  const booking = bookingId
    ? await db
        .selectFrom('travel_bookings')
        .selectAll()
        .where('id', '=', bookingId)
        .executeTakeFirst()
    : undefined;
  if (!bookingId || !booking)
    throw new HttpError(409, 'conflict', documentReviewMessages.noBooking);
  const reason = review.review === 'redo' ? review.reason : null;
  // Nobody travels on a cancelled booking: nothing to ask them again.
  if (reason !== null && isCancelled(booking.status))
    throw new HttpError(409, 'conflict', documentReviewMessages.cancelled);
  const details = {
    documentType: document.document_type,
    travellerIndex: document.traveller_index,
    review: review.review,
    reason,
  };
  const email =
    reason === null
      ? null
      : await documentRedoMessage(toMailBooking(toBooking(booking)), { ...details, reason }, mail);
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('document_uploads')
      .set({
        review: review.review,
        reviewed_at: now.toISOString(),
        reviewed_by: staff.name,
        redo_reason: reason,
      })
      .where('id', '=', documentId)
      .where((eb) => eb.or([eb('review', 'is', null), eb('review', '!=', review.review)]))
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    if (email) await enqueue(trx, email, now);
    await writeHistory(trx, { bookingId, staff, now }, 'document_reviewed', details);
  });
  return bookingId;
}
