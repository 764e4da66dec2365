import { isStoreUnavailable } from './store-unavailable.ts';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  documentMessages,
  documentTypes,
  MAX_DOCUMENT_BYTES,
  type DocumentType,
  type DocumentUploadResult,
} from '#domain/documents.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { documentsUploadedMessages, type MailBooking } from '../mail/messages.tsx';
import { documentsReceived, insertDocuments } from '../repositories/documents.ts';
import { enqueue } from '../repositories/outbox.ts';
import { ownBodyLimit } from '../security/body-limit.ts';
import { invalidFields } from '../validation.ts';
import { DOCUMENTS_FOLDER } from './file-keys.ts';
import { preparePhoto, type StoredPhoto } from './photo.ts';

/**
 * A traveller's passport photo and selfie, as both upload forms send them (`/api/documents`
 * and the private link's `/api/my-booking/:token/documents`): checked, decoded, stored and
 * recorded the same way, with the agency's notice in the same transaction as the rows.
 */

/** Two photos at the limit plus the form's own few bytes; anything bigger is refused unread. */
const MAX_REQUEST_BYTES = 2 * MAX_DOCUMENT_BYTES + 1024 * 1024;

/** Each upload route's body limit, in place of the API's JSON one. */
export const documentsBodyLimit = ownBodyLimit(MAX_REQUEST_BYTES, documentMessages.requestTooLarge);

type DocumentsForm = Record<string, string | File>;

export async function readDocumentsForm(c: Context<AppEnv>): Promise<DocumentsForm> {
  return c.req.parseBody().catch(() => {
    throw new HttpError(400, 'bad_request', 'Richiesta non valida: invia le foto con il modulo.');
  });
}

type Photo = { type: DocumentType } & StoredPhoto;

/** A photo of the form, decoded and re-encoded, or the message saying what is wrong with it. */
async function checkPhoto(value: unknown, type: DocumentType): Promise<Photo | string> {
  const messages = documentMessages[type];
  // Browsers send an empty part when no file was chosen.
  if (!(value instanceof File) || value.size === 0) return messages.missing;
  if (value.size > MAX_DOCUMENT_BYTES) return messages.tooLarge;
  const prepared = await preparePhoto(new Uint8Array(await value.arrayBuffer()));
  return typeof prepared === 'string' ? messages[prepared] : { type, ...prepared };
}

/** The `traveller` field: a traveller's place in the booking; the primary one (0) when absent. */
function travellerIndex(value: unknown, travellers: number): number | null {
  if (value === undefined || value === '') return 0;
  const index = z.coerce
    .number()
    .int()
    .min(0)
    .max(travellers - 1)
    .safeParse(value);
  return index.success ? index.data : null;
}

/** The travellers of the booking still without both photos, once `arriving`'s have arrived. */
async function stillMissing(db: Db, booking: MailBooking, arriving: number): Promise<number[]> {
  const received = await documentsReceived(db, booking.id);
  const complete = (index: number) =>
    index === arriving ||
    documentTypes.every((type) =>
      received.some((document) => document.travellerIndex === index && document.type === type),
    );
  return booking.travellers.map((_, index) => index).filter((index) => !complete(index));
}

/**
 * Writes the files (passport first, then selfie, as the spec orders) under
 * `document_uploads/docs-{timestamp}/{type}-{timestamp}-{random}`, then records both rows and
 * the agency's notice in one transaction. Both are kept or neither: on any failure the files
 * already written are removed.
 */
async function storeDocuments(
  c: Context<AppEnv>,
  photos: Photo[],
  booking: MailBooking,
  travellerIndex: number,
): Promise<DocumentUploadResult> {
  const { db, files, clock, config } = c.var.deps;
  const now = clock.now();
  const stamp = now.getTime();
  const notices = await documentsUploadedMessages(
    booking,
    {
      documents: photos.map((photo) => photo.type),
      travellerIndex,
      missing: await stillMissing(db, booking, travellerIndex),
    },
    config,
  );
  const written: string[] = [];
  // The spec's message names the step and the photo that failed.
  let failure: string = documentMessages.unexpected;
  try {
    for (const photo of photos) {
      failure = documentMessages[photo.type].storeFailed;
      written.push(
        await files.put(`${DOCUMENTS_FOLDER}/docs-${stamp}`, `${photo.type}-${stamp}`, photo.bytes),
      );
    }
    failure = documentMessages.passport.recordFailed;
    const rows = photos.map((photo, i) => ({
      id: randomUUID(),
      booking_id: booking.id,
      traveller_index: travellerIndex,
      document_type: photo.type,
      file_path: written[i]!,
      mime_type: photo.mimeType,
      size_bytes: photo.bytes.length,
      created_at: now.toISOString(),
    }));
    await db.transaction().execute(async (trx) => {
      await insertDocuments(trx, rows);
      await enqueue(trx, notices, now);
    });
    return { documents: rows.map((row) => ({ id: row.id, documentType: row.document_type })) };
  } catch (error) {
    const removals = await Promise.allSettled(written.map((key) => files.remove(key)));
    // A photo no row names, when the store is out: the scheduler's sweep removes it later
    // (jobs/store-sweep.ts), as it does the file of a server killed mid-upload.
    removals.forEach((removal, index) => {
      if (removal.status === 'rejected')
        c.var.deps.logger.warn(
          { key: written[index], cause: (removal.reason as Error).message },
          'an upload failed and its photo could not be removed yet: the sweep of stray documents will',
        );
    });
    // An outage is answered as one (503, app.ts); anything else names the step that failed.
    if (isStoreUnavailable(error)) throw error;
    throw new HttpError(500, 'internal_error', failure, undefined, { cause: error });
  }
}

/**
 * The form's photos for an open booking: the traveller and both photos checked (400 naming each
 * bad field), then stored. Nothing is kept unless everything is right.
 */
export async function receiveDocuments(
  c: Context<AppEnv>,
  form: DocumentsForm,
  booking: MailBooking,
): Promise<DocumentUploadResult> {
  const fields: Record<string, string> = {};
  const index = travellerIndex(form.traveller, booking.travellers.length);
  if (index === null) fields.traveller = documentMessages.traveller;
  const photos: Photo[] = [];
  for (const type of documentTypes) {
    const photo = await checkPhoto(form[type], type);
    if (typeof photo === 'string') fields[type] = photo;
    else photos.push(photo);
  }
  if (index === null || Object.keys(fields).length > 0) throw invalidFields(fields);
  return storeDocuments(c, photos, booking, index);
}
