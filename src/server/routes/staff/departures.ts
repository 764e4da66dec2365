import { Hono } from 'hono';
import { findDestination } from '#content/catalogue.ts';
import {
  departureChangesSchema,
  departureIdParam,
  newDepartureSchema,
  staffDeparturesQuery,
} from '#domain/backoffice-input.ts';
import { todayInRome } from '#domain/calendar.ts';
import type { AppEnv } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import * as departures from '../../repositories/departures.ts';
import { invalidFields, validate } from '../../validation.ts';

export const staffDeparturesRoutes = new Hono<AppEnv>()
  .get('/', validate('query', staffDeparturesQuery), async (c) => {
    const { destinationId, page } = c.req.valid('query');
    if (destinationId && !findDestination(destinationId)) {
      throw invalidFields({ destinationId: 'Destinazione non valida.' });
    }
    const { db, clock } = c.var.deps;
    const answer = await departures.upcomingDepartures(db, {
      page,
      destinationId,
      today: todayInRome(clock.now()),
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  })
  .post('/', validate('json', newDepartureSchema), async (c) => {
    const input = c.req.valid('json');
    const destination = findDestination(input.destinationId);
    if (!destination) throw invalidFields({ destinationId: 'Destinazione non valida.' });
    const { db, clock } = c.var.deps;
    const now = clock.now();
    if (input.startDate <= todayInRome(now)) {
      throw invalidFields({ startDate: 'La data di partenza deve essere nel futuro.' });
    }
    const departure = await departures.insertDeparture(
      db,
      { ...input, destinationId: destination.id },
      now,
    );
    if (!departure) {
      throw new HttpError(409, 'conflict', 'Questo viaggio ha già una partenza in questa data.');
    }
    return c.json(departure, 201);
  })
  .patch(
    '/:id',
    validate('param', departureIdParam),
    validate('json', departureChangesSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const departure = await departures.set(
        db,
        c.req.valid('param').id,
        c.req.valid('json'),
        clock.now(),
      );
      return c.json(departure);
    },
  );
