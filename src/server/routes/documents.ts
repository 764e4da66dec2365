import { Hono } from 'hono';
import { z } from 'zod';
import { bookingLookupMessages, bookingLookupSchema, documentMessages } from '#domain/documents.ts';
import type { AppEnv } from '../context.ts';
import {
  documentsBodyLimit,
  readDocumentsForm,
  receiveDocuments,
} from '../files/document-upload.ts';
import { HttpError } from '../http-error.ts';
import { findOpenBooking } from '../repositories/bookings.ts';
import { findOpenBookingByCode } from '../repositories/documents.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { invalidFields, validate } from '../validation.ts';

export const documentsRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // A visitor sends their two photos once or twice; more from one address is a script.
    rateLimit({ name: 'documents', limit: 10, windowMinutes: 10 }),
    documentsBodyLimit,
    async (c) => {
      const form = await readDocumentsForm(c);
      // Photos belong to an open booking; without one nothing is decoded, let alone kept.
      const requested = z.uuid().safeParse(form.bookingId);
      const booking = requested.success
        ? await findOpenBooking(c.var.deps.db, requested.data)
        : null;
      if (!booking) throw invalidFields({ bookingId: documentMessages.noBooking });
      return c.json(await receiveDocuments(c, form, booking), 201);
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
