import { Hono } from 'hono';
import {
  departureChangesSchema,
  departureIdParam,
  newDepartureSchema,
  staffDeparturesQuery,
} from '#domain/backoffice-input.ts';
import { explainSeats, type StaffDepartureManifest } from '#domain/backoffice.ts';
import { todayInRome } from '#domain/calendar.ts';
import type { TripRecord } from '#domain/catalogue.ts';
import type { CatalogueStore } from '../../catalogue/store.ts';
import type { AppEnv } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import * as bookings from '../../repositories/bookings.ts';
import * as departures from '../../repositories/departures.ts';
import { invalidFields, validate } from '../../validation.ts';

/** Any trip the agency keeps, drafts too: staff plan departures before a trip is published. */
function tripOf(catalogue: CatalogueStore, id: string): TripRecord {
  const trip = catalogue.current().records.find((record) => record.id === id);
  if (!trip) throw invalidFields({ destinationId: 'Destinazione non valida.' });
  return trip;
}

export const staffDeparturesRoutes = new Hono<AppEnv>()
  // A departure's own page: who travels, and its seats explained by its bookings.
  .get('/:id', validate('param', departureIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const { id } = c.req.valid('param');
    const departure = await departures.staffDepartureById(db, id);
    const travellers = await bookings.departureTravellers(db, id, clock.now());
    const manifest: StaffDepartureManifest = {
      departure,
      seats: explainSeats(departure, travellers),
      travellers,
    };
    c.header('Cache-Control', 'private, no-store');
    return c.json(manifest);
  })
  .get('/', validate('query', staffDeparturesQuery), async (c) => {
    const { destinationId, page } = c.req.valid('query');
    const { db, clock, catalogue } = c.var.deps;
    const trip = destinationId === undefined ? undefined : tripOf(catalogue, destinationId);
    const answer = await departures.upcomingDepartures(db, {
      page,
      tripKey: trip?.key,
      today: todayInRome(clock.now()),
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  })
  .post('/', validate('json', newDepartureSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, clock, catalogue } = c.var.deps;
    const trip = tripOf(catalogue, input.destinationId);
    const now = clock.now();
    if (input.startDate <= todayInRome(now)) {
      throw invalidFields({ startDate: 'La data di partenza deve essere nel futuro.' });
    }
    const departure = await departures.insertDeparture(
      db,
      trip.key,
      { ...input, destinationId: trip.id },
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
