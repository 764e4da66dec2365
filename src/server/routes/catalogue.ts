import { Hono } from 'hono';
import type { TripInterest } from '#domain/catalogue.ts';
import { todayInRome } from '#domain/calendar.ts';
import { destinationIdParam, previewQuery } from '#domain/destination-param.ts';
import { PREVIEW_PARAM } from '#domain/site-paths.ts';
import { loadAvailability } from '../catalogue/availability.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { sendPrecomputed } from '../http/compression.ts';
import { lastBookingAt } from '../repositories/bookings.ts';
import { visitorKey } from '../security/client-address.ts';
import { currentStaff } from '../security/staff-auth.ts';
import { validate } from '../validation.ts';

/**
 * The catalogue and a destination's page change only when staff save: their answers are
 * serialized, hashed and compressed once per version; browsers revalidate and mostly get a 304.
 * (Seats, viewers and bookings are per request: /availability, /interest and /departures.)
 * Signed-in staff also get the drafts, to preview them at their real address, and with
 * `?anteprima` the edits prepared for published trips; those answers are theirs alone.
 */
const REVALIDATE = 'no-cache';
const STAFF_ONLY = 'private, no-store';

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/catalogue', validate('query', previewQuery), async (c) => {
    const current = c.var.deps.catalogue.current();
    if (!(await currentStaff(c))) return sendPrecomputed(c, current.catalogue, REVALIDATE);
    const previewing = c.req.valid('query')[PREVIEW_PARAM] !== undefined;
    return sendPrecomputed(
      c,
      previewing ? current.withPendingEdits : current.withDrafts,
      STAFF_ONLY,
    );
  })
  .get('/catalogue/availability', async (c) => {
    const { db, clock, viewers, catalogue } = c.var.deps;
    const now = clock.now();
    const { published } = catalogue.current();
    c.header('Cache-Control', 'no-store');
    return c.json(await loadAvailability(db, todayInRome(now), now, viewers, published));
  })
  .get(
    '/destinations/:id',
    validate('param', destinationIdParam),
    validate('query', previewQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      const { catalogue, viewers, clock } = c.var.deps;
      const current = catalogue.current();
      const pending = current.pendingDetails.get(id);
      if (pending && c.req.valid('query')[PREVIEW_PARAM] !== undefined && (await currentStaff(c)))
        return sendPrecomputed(c, pending, STAFF_ONLY);
      const detail = current.details.get(current.find(id)?.id ?? '');
      if (!detail) {
        const draft = current.draftDetails.get(id);
        if (draft && (await currentStaff(c))) return sendPrecomputed(c, draft, STAFF_ONLY);
        throw new HttpError(404, 'not_found', 'Destinazione non trovata');
      }
      // A visit counts even when the browser already holds the page's data (304).
      viewers.record(detail.id, visitorKey(c), clock.now());
      return sendPrecomputed(c, detail, REVALIDATE);
    },
  )
  .get('/destinations/:id/interest', validate('param', destinationIdParam), async (c) => {
    const { db, viewers, clock, catalogue } = c.var.deps;
    const trip = catalogue.current().find(c.req.valid('param').id);
    if (!trip) throw new HttpError(404, 'not_found', 'Destinazione non trovata');
    const lastBooking = await lastBookingAt(db, trip.id);
    c.header('Cache-Control', 'no-store');
    const interest: TripInterest = {
      viewsLast24h: viewers.countToday(trip.id, clock.now()),
      lastBookingAt: lastBooking,
    };
    return c.json(interest);
  });
