import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import { findDestination } from '#content/catalogue.ts';
import type { TripInterest } from '#domain/catalogue.ts';
import { todayInRome } from '#domain/calendar.ts';
import { destinationIdParam } from '#domain/destination-param.ts';
import { loadAvailability } from '../catalogue/availability.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { lastBookingAt } from '../repositories/bookings.ts';
import { visitorKey } from '../security/client-address.ts';
import { validate } from '../validation.ts';

/** The catalogue only changes with a new release: browsers revalidate and mostly get a 304. */
const revalidate = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-cache');
});

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/catalogue', etag(), revalidate, (c) => c.json(c.var.deps.catalogue.catalogue))
  .get('/catalogue/availability', async (c) => {
    const { db, clock, viewers, catalogue } = c.var.deps;
    const now = clock.now();
    const order = catalogue.catalogue.trips.map((trip) => trip.id);
    c.header('Cache-Control', 'no-store');
    return c.json(await loadAvailability(db, todayInRome(now), now, viewers, order));
  })
  .get('/destinations/:id', etag(), revalidate, validate('param', destinationIdParam), (c) => {
    const { id } = c.req.valid('param');
    const { catalogue, viewers, clock } = c.var.deps;
    const detail = catalogue.details.get(findDestination(id)?.id ?? '');
    if (!detail) throw new HttpError(404, 'not_found', 'Destinazione non trovata');
    viewers.record(detail.id, visitorKey(c), clock.now());
    return c.json(detail);
  })
  .get('/destinations/:id/interest', validate('param', destinationIdParam), async (c) => {
    const trip = findDestination(c.req.valid('param').id);
    if (!trip) throw new HttpError(404, 'not_found', 'Destinazione non trovata');
    const { db, viewers, clock } = c.var.deps;
    const lastBooking = await lastBookingAt(db, trip.id);
    c.header('Cache-Control', 'no-store');
    const interest: TripInterest = {
      viewsLast24h: viewers.countToday(trip.id, clock.now()),
      lastBookingAt: lastBooking,
    };
    return c.json(interest);
  });
