import { Hono } from 'hono';
import { INVALID_AIRPORT, isOfferedAirport } from '#domain/airports.ts';
import {
  bookingHeadersSchema,
  bookingIdParam,
  bookingRequestSchema,
} from '#domain/booking-input.ts';
import type { AppEnv } from '../context.ts';
import { bookingSummary, createBooking, declareTransfer } from '../repositories/bookings.ts';
import { visitorAddress } from '../security/client-address.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { keyedHash } from '../security/server-secret.ts';
import { invalidFields, validate } from '../validation.ts';

export const bookingRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // A family books once or twice; dozens of bookings from one address are a script.
    rateLimit({ name: 'booking', limit: 10, windowMinutes: 10 }),
    validate('header', bookingHeadersSchema),
    validate('json', bookingRequestSchema),
    async (c) => {
      const request = c.req.valid('json');
      const { db, clock, config, catalogue } = c.var.deps;
      const destination = catalogue.current().find(request.destinationId);
      if (!destination) throw invalidFields({ destinationId: 'Destinazione non valida.' });
      if (request.airport && !isOfferedAirport(destination, request.airport)) {
        throw invalidFields({ airport: INVALID_AIRPORT });
      }
      const visitor = {
        clientAddressHash: await keyedHash(db, 'client-address', visitorAddress(c)),
        now: clock.now(),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      };
      const caps = {
        seatsPerContact: config.unpaidSeats.perContact,
        seatsPerAddress: config.unpaidSeats.perAddress,
        agency: config.site,
      };
      return c.json(await createBooking(db, request, destination, visitor, caps, config), 201);
    },
  )
  .get(
    '/:id',
    // The payment and success pages read their booking a few times; many codes from one
    // address are someone trying them.
    rateLimit({ name: 'booking-read', limit: 60, windowMinutes: 10 }),
    validate('param', bookingIdParam),
    async (c) => {
      const booking = await bookingSummary(c.var.deps.db, c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      return c.json(booking);
    },
  )
  .post(
    '/:id/payment-confirmation',
    rateLimit({ name: 'payment-confirmation', limit: 10, windowMinutes: 10 }),
    validate('param', bookingIdParam),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      return c.json(await declareTransfer(db, c.req.valid('param').id, clock.now(), config));
    },
  );
