import { Hono } from 'hono';
import {
  airportChangeSchema,
  bookingNoteSchema,
  cancelBookingsSchema,
  holdExtensionSchema,
  refundSchema,
  staffBookingsQuery,
  staffSaleSchema,
  travellerCorrectionSchema,
  travellerParam,
  travellerSwapSchema,
} from '#domain/backoffice-input.ts';
import { bookingIdParam } from '#domain/booking-input.ts';
import type { AppEnv } from '../../context.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import {
  addNote,
  changeAirport,
  correctTraveller,
  replaceTraveller,
} from '../../repositories/booking-history.ts';
import { makeBookingLink, sendBookingLinkAgain } from '../../repositories/booking-links.ts';
import { recordRefund } from '../../repositories/departure-fate.ts';
import {
  cancelBooking,
  cancelBookings,
  createBooking,
  extendHold,
  recordDeposit,
  staffBooking,
  staffBookings,
} from '../../repositories/bookings.ts';
import { invalidFields, validate } from '../../validation.ts';
import { INVALID_AIRPORT, isOfferedAirport } from '#domain/airports.ts';

export const staffBookingsRoutes = new Hono<AppEnv & StaffEnv>()
  .get('/', validate('query', staffBookingsQuery), async (c) => {
    const { db, clock } = c.var.deps;
    const page = await staffBookings(db, c.req.valid('query'), clock.now());
    c.header('Cache-Control', 'private, no-store');
    return c.json(page);
  })
  // "Nuova prenotazione": a sale at the desk or by phone, its seats taken as a visitor's are.
  .post('/', validate('json', staffSaleSchema), async (c) => {
    const { attempt, pricePerPerson, ...request } = c.req.valid('json');
    const { db, clock, config, catalogue } = c.var.deps;
    const destination = catalogue.current().find(request.destinationId);
    if (!destination) throw invalidFields({ destinationId: 'Destinazione non valida.' });
    if (request.airport && !isOfferedAirport(destination, request.airport))
      throw invalidFields({ airport: INVALID_AIRPORT });
    const now = clock.now();
    const sale = { pricePerPerson, staff: c.var.staff };
    const booking = await createBooking(
      db,
      request,
      destination,
      { clientAddressHash: null, now, idempotencyKey: attempt, sale },
      null,
      config,
    );
    return c.json(await staffBooking(db, booking.id, now), 201);
  })
  .get('/:id', validate('param', bookingIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const detail = await staffBooking(db, c.req.valid('param').id, clock.now());
    c.header('Cache-Control', 'private, no-store');
    return c.json(detail);
  })
  // A traveller's name, birth date or passport as the airline needs them; kept in the history.
  .patch(
    '/:id/travellers/:index',
    validate('param', travellerParam),
    validate('json', travellerCorrectionSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id, index } = c.req.valid('param');
      const now = clock.now();
      await correctTraveller(db, {
        bookingId: id,
        travellerIndex: index,
        correction: c.req.valid('json'),
        staff: c.var.staff,
        now,
      });
      return c.json(await staffBooking(db, id, now));
    },
  )
  // "Cambia aeroporto": one the trip offers, kept in the history.
  .put(
    '/:id/airport',
    validate('param', bookingIdParam),
    validate('json', airportChangeSchema),
    async (c) => {
      const { db, clock, catalogue } = c.var.deps;
      const { id } = c.req.valid('param');
      const now = clock.now();
      await changeAirport(db, {
        bookingId: id,
        airport: c.req.valid('json').airport,
        isOffered: (destinationId, airport) =>
          isOfferedAirport(destinationId ? catalogue.current().find(destinationId) : null, airport),
        staff: c.var.staff,
        now,
      });
      return c.json(await staffBooking(db, id, now));
    },
  )
  // "Sostituisci": another person in this traveller's place; their documents asked again.
  .put(
    '/:id/travellers/:index',
    validate('param', travellerParam),
    validate('json', travellerSwapSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id, index } = c.req.valid('param');
      const now = clock.now();
      await replaceTraveller(db, {
        bookingId: id,
        travellerIndex: index,
        traveller: c.req.valid('json'),
        staff: c.var.staff,
        now,
      });
      return c.json(await staffBooking(db, id, now));
    },
  )
  // A note for colleagues, kept in the booking's history.
  .post(
    '/:id/notes',
    validate('param', bookingIdParam),
    validate('json', bookingNoteSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id } = c.req.valid('param');
      const now = clock.now();
      await addNote(db, { bookingId: id, text: c.req.valid('json').text, staff: c.var.staff, now });
      return c.json(await staffBooking(db, id, now), 201);
    },
  )
  // The traveller's private link: e-mailed again ("Invia di nuovo"), or made for staff to copy.
  .post('/:id/link/send', validate('param', bookingIdParam), async (c) => {
    const { db, clock, config } = c.var.deps;
    const { id } = c.req.valid('param');
    const now = clock.now();
    await sendBookingLinkAgain(db, { bookingId: id, staff: c.var.staff, now }, config);
    return c.json(await staffBooking(db, id, now));
  })
  .post('/:id/link', validate('param', bookingIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const { id } = c.req.valid('param');
    const now = clock.now();
    const path = await makeBookingLink(db, { bookingId: id, staff: c.var.staff, now });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ path, booking: await staffBooking(db, id, now) }, 201);
  })
  // "Registra rimborso": a booking of a cancelled departure paid back, to the account given.
  .post(
    '/:id/refund',
    validate('param', bookingIdParam),
    validate('json', refundSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id } = c.req.valid('param');
      const now = clock.now();
      await recordRefund(db, {
        bookingId: id,
        iban: c.req.valid('json').iban,
        staff: c.var.staff,
        now,
      });
      return c.json(await staffBooking(db, id, now));
    },
  )
  .post('/:id/deposit', validate('param', bookingIdParam), async (c) => {
    const { db, clock, config } = c.var.deps;
    const act = { staff: c.var.staff, now: clock.now() };
    return c.json(await recordDeposit(db, c.req.valid('param').id, act, config));
  })
  // More time for the transfer: the hold ends later, and its reminder goes again before then.
  .post(
    '/:id/hold',
    validate('param', bookingIdParam),
    validate('json', holdExtensionSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id } = c.req.valid('param');
      const act = { staff: c.var.staff, now: clock.now() };
      return c.json(await extendHold(db, id, c.req.valid('json').hours, act));
    },
  )
  .post('/:id/cancel', validate('param', bookingIdParam), async (c) => {
    const { db, clock, config } = c.var.deps;
    const act = { staff: c.var.staff, now: clock.now() };
    return c.json(await cancelBooking(db, c.req.valid('param').id, act, config));
  })
  // "Annulla insieme": a booking and the other unpaid ones sharing its e-mail or address.
  .post('/cancel', validate('json', cancelBookingsSchema), async (c) => {
    const { db, clock, config } = c.var.deps;
    const act = { staff: c.var.staff, now: clock.now() };
    return c.json(await cancelBookings(db, c.req.valid('json').ids, act, config));
  });
