import { Hono } from 'hono';
import { documentIdParam, documentReviewSchema, staffPageQuery } from '#domain/backoffice-input.ts';
import type { AppEnv } from '../../context.ts';
import { staffBooking } from '../../repositories/bookings.ts';
import { reviewDocument } from '../../repositories/document-review.ts';
import {
  documentFile,
  recordDocumentOpened,
  staffDocuments,
} from '../../repositories/documents.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

export const staffDocumentsRoutes = new Hono<AppEnv & StaffEnv>()
  .get('/', validate('query', staffPageQuery), async (c) => {
    const page = await staffDocuments(c.var.deps.db, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(page);
  })
  .get('/:id/file', async (c) => {
    const { db, files, clock } = c.var.deps;
    const document = await documentFile(db, c.req.param('id'));
    const bytes = await files.read(document.file_path);
    await recordDocumentOpened(db, document, { staff: c.var.staff, now: clock.now() });
    // Personal data: shown in the staff's browser, never kept by it or by any cache.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': document.mime_type,
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  // "Verificato" or "Da rifare" (the traveller e-mailed why); answers the document's booking.
  .post(
    '/:id/review',
    validate('param', documentIdParam),
    validate('json', documentReviewSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const now = clock.now();
      const bookingId = await reviewDocument(
        db,
        {
          documentId: c.req.valid('param').id,
          review: c.req.valid('json'),
          staff: c.var.staff,
          now,
        },
        config,
      );
      return c.json(await staffBooking(db, bookingId, now));
    },
  );
