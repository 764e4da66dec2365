import type { ExpressionBuilder, Insertable } from 'kysely';
import type { StaffDocument } from '#domain/backoffice.ts';
import { cancellation, type BookingStatus } from '#domain/booking-status.ts';
import { bookingCode, contactEmailKey } from '#domain/booking.ts';
import {
  documentTypeLabels,
  type BookingLookup,
  type DocumentsBooking,
} from '#domain/documents.ts';
import type { Database, Db, DocumentUploadsTable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { recordAudit, type StaffAct } from './audit.ts';
import { staffPage, type StaffPageRequest } from './staff-page.ts';
import { parseTravellers } from './travellers.ts';

/** The passport photos and selfies (`document_uploads`); the files themselves are the file store's. */

/** Documents with what the staff need to recognise whose they are; newest first. */
function documentsQuery(db: Db) {
  return db
    .selectFrom('document_uploads as d')
    .leftJoin('travel_bookings as b', 'b.id', 'd.booking_id')
    .select([
      'd.id',
      'd.document_type',
      'd.traveller_index',
      'd.booking_id',
      'd.mime_type',
      'd.size_bytes',
      'd.created_at',
      'd.review',
      'd.reviewed_at',
      'd.reviewed_by',
      'd.redo_reason',
      'b.travelers',
      'b.destination_title',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.document_type');
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentsQuery>['execute']>>[number];

function toStaffDocument(row: DocumentRow): StaffDocument {
  const primary = row.travelers ? parseTravellers(row.travelers)[0] : undefined;
  return {
    id: row.id,
    documentType: row.document_type,
    travellerIndex: row.traveller_index,
    bookingId: row.booking_id,
    bookingLabel:
      primary && row.destination_title
        ? `${primary.firstName} ${primary.lastName} · ${row.destination_title}`
        : null,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
    review: row.review
      ? {
          state: row.review,
          at: row.reviewed_at ?? row.created_at,
          by: row.reviewed_by ?? '',
          reason: row.redo_reason,
        }
      : null,
  };
}

/** A document counts as received unless staff asked for it to be sent again. */
export function stillCounts(eb: ExpressionBuilder<Database, 'document_uploads'>) {
  return eb.or([eb('review', 'is', null), eb('review', '=', 'verified')]);
}

/** The documents that count as received. */
export function receivedDocuments(db: Db) {
  return db.selectFrom('document_uploads').where(stillCounts);
}

/** The documents of one booking, for the staff's booking page. */
export async function documentsOfBooking(db: Db, bookingId: string): Promise<StaffDocument[]> {
  const rows = await documentsQuery(db).where('d.booking_id', '=', bookingId).execute();
  return rows.map(toStaffDocument);
}

export function staffDocuments(db: Db, request: StaffPageRequest) {
  return staffPage(
    request.page,
    db.selectFrom('document_uploads'),
    () => documentsQuery(db),
    (rows) => rows.map(toStaffDocument),
  );
}

/** Where a document's file is kept, and its type. */
export async function documentFile(db: Db, id: string) {
  const document = await db
    .selectFrom('document_uploads')
    .select(['id', 'file_path', 'mime_type', 'booking_id', 'traveller_index', 'document_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!document) throw new HttpError(404, 'not_found', 'Documento non trovato');
  return document;
}

/**
 * A passport photo or selfie shown to staff (opened or downloaded: the same file): kept in the
 * audit trail, with whose it is ("Passaporto di Chiara Loiacono · #1a2b3c4d").
 */
export async function recordDocumentOpened(
  db: Db,
  document: Awaited<ReturnType<typeof documentFile>>,
  act: StaffAct,
): Promise<void> {
  const booking = document.booking_id
    ? await db
        .selectFrom('travel_bookings')
        .select(['id', 'travelers'])
        .where('id', '=', document.booking_id)
        .executeTakeFirst()
    : undefined;
  const traveller = booking && parseTravellers(booking.travelers)[document.traveller_index];
  const whose = traveller ? ` di ${traveller.firstName} ${traveller.lastName}` : '';
  const label = `${documentTypeLabels[document.document_type]}${whose}${booking ? ` · ${bookingCode(booking.id)}` : ''}`;
  await recordAudit(db, act, 'document_opened', { id: document.id, label });
}

/** Open bookings, the ones documents can still be sent for: any a cancellation could still end. */
export const openStatuses: readonly BookingStatus[] = cancellation.from;

/** Which documents of which traveller a booking has received (the traveller's checklist). */
export async function documentsReceived(db: Db, bookingId: string) {
  const rows = await receivedDocuments(db)
    .select(['traveller_index', 'document_type'])
    .distinct()
    .where('booking_id', '=', bookingId)
    .execute();
  return rows.map((row) => ({ travellerIndex: row.traveller_index, type: row.document_type }));
}

/**
 * The open booking whose code (whole, or the 8 characters the success page shows first) and
 * e-mail are these; null for a wrong code, a wrong e-mail or a cancelled booking alike.
 */
export async function findOpenBookingByCode(
  db: Db,
  { code, email }: BookingLookup,
): Promise<DocumentsBooking | null> {
  const row = await db
    .selectFrom('travel_bookings')
    .select(['id', 'destination_title', 'start_date'])
    // Codes are lower-case hex and dashes, so they hold no LIKE wildcard.
    .where('id', 'like', `${code}%`)
    .where('contact_email_key', '=', contactEmailKey(email))
    .where('status', 'in', openStatuses)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row
    ? { id: row.id, destinationTitle: row.destination_title, startDate: row.start_date }
    : null;
}

/** One statement: every row or none (in the caller's transaction, with its e-mail). */
export async function insertDocuments(trx: Db, rows: Insertable<DocumentUploadsTable>[]) {
  await trx.insertInto('document_uploads').values(rows).execute();
}

/** Documents uploaded before the cut-off, oldest first (the retention purge). */
export function documentsUploadedBefore(db: Db, cutoff: string) {
  return db
    .selectFrom('document_uploads')
    .select(['id', 'document_type', 'booking_id', 'file_path', 'size_bytes', 'created_at'])
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Every document's file, oldest first (the move of the files to a bucket). */
export function documentFiles(db: Db) {
  return db
    .selectFrom('document_uploads')
    .select(['id', 'file_path', 'size_bytes'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Deletes a document's row if it is still older than the cut-off; true when it did. */
export async function deleteDocumentBefore(db: Db, id: string, cutoff: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('document_uploads')
    .where('id', '=', id)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
