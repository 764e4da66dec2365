import { Hono } from 'hono';
import { destinationIdParam } from '#domain/destination-param.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { bookableDepartures } from '../repositories/departures.ts';
import { validate } from '../validation.ts';

export const departureRoutes = new Hono<AppEnv>().get(
  '/destinations/:id/departures',
  validate('param', destinationIdParam),
  async (c) => {
    const { db, clock, config, catalogue } = c.var.deps;
    const destination = catalogue.current().find(c.req.valid('param').id);
    if (!destination) throw new HttpError(404, 'not_found', 'Destinazione non trovata');
    c.header('Cache-Control', 'no-store');
    return c.json({
      destinationId: destination.id,
      departures: await bookableDepartures(db, destination, clock.now(), config.lifecycle),
    });
  },
);
