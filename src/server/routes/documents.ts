import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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
import type { FileStore } from '../files/file-store.ts';
import { sniffImageType, type ImageType } from '../files/image-type.ts';
import { HttpError } from '../http-error.ts';
import { existingBookingId } from '../repositories/bookings.ts';
import { insertDocuments } from '../repositories/documents.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { invalidFields } from '../validation.ts';

/** Two photos at the limit plus the form's own few bytes; anything bigger is refused unread. */
const MAX_REQUEST_BYTES = 2 * MAX_DOCUMENT_BYTES + 1024 * 1024;

type Photo = { type: DocumentType; bytes: Uint8Array; mimeType: ImageType };

/** A photo of the form, or the message saying what is wrong with it. */
async function checkPhoto(value: unknown, type: DocumentType): Promise<Photo | string> {
  const messages = documentMessages[type];
  // Browsers send an empty part when no file was chosen.
  if (!(value instanceof File) || value.size === 0) return messages.missing;
  const bytes = new Uint8Array(await value.arrayBuffer());
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return messages.notImage;
  if (bytes.length > MAX_DOCUMENT_BYTES) return messages.tooLarge;
  return { type, bytes, mimeType };
}

/**
 * Writes the files (passport first, then selfie, as the spec orders) under
 * `document_uploads/docs-{timestamp}/{type}-{timestamp}-{random}`, then records both rows.
 * Both are kept or neither: on any failure the files already written are removed.
 */
async function storeDocuments(
  db: Db,
  files: FileStore,
  photos: Photo[],
  bookingId: string | null,
  now: Date,
): Promise<DocumentUploadResult> {
  const stamp = now.getTime();
  const written: string[] = [];
  // The spec's message names the step and the photo that failed.
  let failure: string = documentMessages.unexpected;
  try {
    for (const photo of photos) {
      failure = documentMessages[photo.type].storeFailed;
      written.push(
        await files.put(`document_uploads/docs-${stamp}`, `${photo.type}-${stamp}`, photo.bytes),
      );
    }
    failure = documentMessages.passport.recordFailed;
    const rows = photos.map((photo, i) => ({
      id: randomUUID(),
      booking_id: bookingId,
      document_type: photo.type,
      file_path: written[i]!,
      mime_type: photo.mimeType,
      size_bytes: photo.bytes.length,
      created_at: now.toISOString(),
    }));
    await insertDocuments(db, rows);
    return { documents: rows.map((row) => ({ id: row.id, documentType: row.document_type })) };
  } catch (error) {
    await Promise.allSettled(written.map((key) => files.remove(key)));
    throw new HttpError(500, 'internal_error', failure, undefined, { cause: error });
  }
}

export const documentsRoutes = new Hono<AppEnv>().post(
  '/',
  // A visitor sends their two photos once or twice; more from one address is a script.
  rateLimit({ name: 'documents', limit: 10, windowMinutes: 10 }),
  bodyLimit({
    maxSize: MAX_REQUEST_BYTES,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', documentMessages.requestTooLarge);
    },
  }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new HttpError(400, 'bad_request', 'Richiesta non valida: invia le foto con il modulo.');
    });
    const fields: Record<string, string> = {};
    const photos: Photo[] = [];
    for (const type of documentTypes) {
      const photo = await checkPhoto(form[type], type);
      if (typeof photo === 'string') fields[type] = photo;
      else photos.push(photo);
    }
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
    // The browser's last booking, if it is one at all: a stale value only leaves them untied.
    const bookingId = z.uuid().safeParse(form.bookingId);

    const { db, files, clock } = c.var.deps;
    const result = await storeDocuments(
      db,
      files,
      photos,
      bookingId.success ? await existingBookingId(db, bookingId.data) : null,
      clock.now(),
    );
    return c.json(result, 201);
  },
);
