import { Hono, type Context } from 'hono';
import { myBookingMessages, type MyBookingDocumentsResult } from '#domain/my-booking.ts';
import type { AppEnv } from '../context.ts';
import {
  documentsBodyLimit,
  readDocumentsForm,
  receiveDocuments,
} from '../files/document-upload.ts';
import { HttpError } from '../http-error.ts';
import { bookingIdOfLink } from '../repositories/booking-page-links.ts';
import { declareTransfer, findOpenBooking, myBooking } from '../repositories/bookings.ts';
import { rateLimit } from '../security/rate-limit.ts';

/** The booking a private link opens, or the same 404 for every link that opens none. */
async function linkedBookingId(c: Context<AppEnv>): Promise<string> {
  const id = await bookingIdOfLink(c.var.deps.db, c.req.param('token') ?? '');
  if (!id) throw new HttpError(404, 'not_found', myBookingMessages.notFound);
  return id;
}

/** The traveller’s own booking page, opened by its private link (issue 15). */
export const myBookingRoutes = new Hono<AppEnv>()
  .get(
    '/:token',
    // A traveller opens their page a few times a day; hundreds of links from one address are
    // someone trying links (256 random bits each: cheap to refuse, hopeless to guess).
    rateLimit({ name: 'my-booking', limit: 60, windowMinutes: 10 }),
    async (c) => {
      const { db, config } = c.var.deps;
      const booking = await myBooking(db, await linkedBookingId(c), config.site);
      c.header('Cache-Control', 'private, no-store');
      return c.json(booking);
    },
  )
  .post(
    '/:token/payment-confirmation',
    // "Ho fatto il bonifico" from the traveller's own page: the allowance of the public route.
    rateLimit({ name: 'payment-confirmation', limit: 10, windowMinutes: 10 }),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const id = await linkedBookingId(c);
      await declareTransfer(db, id, clock.now(), config);
      return c.json(await myBooking(db, id, config.site));
    },
  )
  .post(
    '/:token/documents',
    // Each traveller of a group sends their photos, a few tries each.
    rateLimit({ name: 'my-booking-documents', limit: 30, windowMinutes: 10 }),
    documentsBodyLimit,
    async (c) => {
      const { db, config } = c.var.deps;
      const id = await linkedBookingId(c);
      const booking = await findOpenBooking(db, id);
      if (!booking) throw new HttpError(409, 'conflict', myBookingMessages.cancelled);
      const { documents } = await receiveDocuments(c, await readDocumentsForm(c), booking);
      const result: MyBookingDocumentsResult = {
        documents,
        booking: await myBooking(db, id, config.site),
      };
      return c.json(result, 201);
    },
  );
