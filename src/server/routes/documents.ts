import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  bookingLookupMessages,
  bookingLookupSchema,
  documentMessages,
  documentTypes,
  MAX_DOCUMENT_BYTES,
  type DocumentType,
  type DocumentUploadResult,
} from '#domain/documents.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { preparePhoto, type StoredPhoto } from '../files/photo.ts';
import { HttpError } from '../http-error.ts';
import {
  findOpenBookingByCode,
  insertDocuments,
  openBookingId,
} from '../repositories/documents.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { invalidFields, validate } from '../validation.ts';

/** Two photos at the limit plus the form's own few bytes; anything bigger is refused unread. */
const MAX_REQUEST_BYTES = 2 * MAX_DOCUMENT_BYTES + 1024 * 1024;

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

/**
 * Writes the files (passport first, then selfie, as the spec orders) under
 * `document_uploads/docs-{timestamp}/{type}-{timestamp}-{random}`, then records both rows.
 * Both are kept or neither: on any failure the files already written are removed.
 */
async function storeDocuments(
  db: Db,
  files: FileStore,
  photos: Photo[],
  bookingId: string,
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

export const documentsRoutes = new Hono<AppEnv>()
  .post(
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
        throw new HttpError(
          400,
          'bad_request',
          'Richiesta non valida: invia le foto con il modulo.',
        );
      });
      const { db, files, clock } = c.var.deps;
      // Photos belong to an open booking; without one nothing is decoded, let alone kept.
      const requested = z.uuid().safeParse(form.bookingId);
      const bookingId = requested.success ? await openBookingId(db, requested.data) : null;
      if (!bookingId) throw invalidFields({ bookingId: documentMessages.noBooking });

      const fields: Record<string, string> = {};
      const photos: Photo[] = [];
      for (const type of documentTypes) {
        const photo = await checkPhoto(form[type], type);
        if (typeof photo === 'string') fields[type] = photo;
        else photos.push(photo);
      }
      if (Object.keys(fields).length > 0) throw invalidFields(fields);

      const result = await storeDocuments(db, files, photos, bookingId, clock.now());
      return c.json(result, 201);
    },
  )
  .post(
    '/booking-lookup',
    // A visitor types their code once or twice; more is someone guessing codes.
    rateLimit({ name: 'booking-lookup', limit: 10, windowMinutes: 15 }),
    validate('json', bookingLookupSchema),
    async (c) => {
      const booking = await findOpenBookingByCode(c.var.deps.db, c.req.valid('json'));
      if (!booking) throw new HttpError(404, 'not_found', bookingLookupMessages.notFound);
      c.header('Cache-Control', 'no-store');
      return c.json(booking);
    },
  );
