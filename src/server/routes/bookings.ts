import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { findDestination } from '#content/catalogue.ts';
import type { Destination } from '#domain/catalogue.ts';
import {
  bookingAmounts,
  bookingIdParam,
  bookingRequestSchema,
  birthDateStored,
  paymentReference,
  seatsShortMessage,
  UNSPECIFIED_AIRPORT,
  type BookingRequest,
  type BookingView,
  type Traveller,
} from '#domain/booking.ts';
import { transferConfirmation } from '#domain/booking-status.ts';
import { todayInRome } from '#domain/calendar.ts';
import { toDatabaseId } from '#domain/destination-ids.ts';
import { FALLBACK_PRICE } from '#domain/pricing.ts';
import { isBookable, nightsOf, tripEndDate } from '#domain/trip-dates.ts';
import type { AppEnv } from '../context.ts';
import type { Db, TravelBookingsTable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { invalidFields, validate } from '../validation.ts';

type BookingRow = Selectable<TravelBookingsTable>;

/** What the visitor may read back: contacts of the primary traveller, no passport data. */
export function toBookingView(row: BookingRow): BookingView {
  const travellers = JSON.parse(row.travelers) as Traveller[];
  const primary = travellers[0]!;
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
    destinationId: row.destination_id,
    destinationTitle: row.destination_title,
    startDate: row.start_date,
    endDate: row.end_date,
    tripDays: row.trip_days,
    nights: row.nights,
    airport: row.airport,
    travellersCount: travellers.length,
    primary: {
      firstName: primary.firstName,
      lastName: primary.lastName,
      email: row.contact_email,
      phone: row.contact_phone,
    },
    pricePerPerson: row.price,
    totalPrice: row.total_price,
    depositAmount: row.deposit_amount,
    paymentReference: row.payment_reference,
    createdAt: row.created_at,
  };
}

/**
 * Takes `seats` of a departure of `destination` with one conditional update, so simultaneous
 * bookings can never take more seats than are left. Answers the departure's day and price.
 */
async function reserveSeats(
  db: Db,
  departureId: string,
  destination: Destination,
  seats: number,
  now: Date,
) {
  const departure = await db
    .selectFrom('travel_dates')
    .select(['id', 'destination_id', 'start_date', 'price', 'closed'])
    .where('id', '=', departureId)
    .executeTakeFirst();
  if (
    !departure ||
    departure.destination_id !== toDatabaseId(destination.id) ||
    departure.closed ||
    !isBookable(departure.start_date, todayInRome(now))
  ) {
    throw invalidFields({ departureId: 'Partenza non valida o non più prenotabile.' });
  }
  const reserved = await db
    .updateTable('travel_dates')
    .set((eb) => ({
      spots_available: eb('spots_available', '-', seats),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', departure.id)
    .where('spots_available', '>=', seats)
    .where('closed', '=', false)
    .executeTakeFirst();
  if (reserved.numUpdatedRows === 0n) {
    const left = await db
      .selectFrom('travel_dates')
      .select(['spots_available', 'closed'])
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow();
    // Closed by staff in the meantime: for the visitor it is as full as a sold-out one.
    throw new HttpError(409, 'conflict', seatsShortMessage(left.closed ? 0 : left.spots_available));
  }
  return departure;
}

/** A booking for a departure (seats reserved in the same transaction) or an inquiry. */
async function createBooking(
  db: Db,
  request: BookingRequest,
  destination: Destination,
  now: Date,
): Promise<BookingRow> {
  const { travellers } = request;
  // The schema has required the primary traveller's e-mail and phone.
  const primary = travellers[0]!;
  return db.transaction().execute(async (trx) => {
    const departure = request.departureId
      ? await reserveSeats(trx, request.departureId, destination, travellers.length, now)
      : null;
    const price = departure ? departure.price : destination.price || FALLBACK_PRICE;
    const amounts = bookingAmounts(price, travellers.length);
    return trx
      .insertInto('travel_bookings')
      .values({
        id: randomUUID(),
        travelers: JSON.stringify(
          travellers.map((traveller, index) => ({
            ...traveller,
            birthDate: birthDateStored(traveller.birthDate),
            email: index === 0 ? traveller.email : null,
            phone: index === 0 ? traveller.phone : null,
          })),
        ),
        contact_email: primary.email!,
        contact_phone: primary.phone!,
        status: departure ? 'pending_payment' : 'inquiry',
        payment_status: 'pending',
        destination_id: destination.id,
        destination_title: destination.title,
        travel_date_id: departure?.id ?? null,
        start_date: departure?.start_date ?? null,
        end_date: departure ? tripEndDate(departure.start_date, destination.tripDays) : null,
        trip_days: departure ? destination.tripDays : null,
        nights: departure ? nightsOf(destination.tripDays) : null,
        airport: request.airport ?? UNSPECIFIED_AIRPORT,
        price: amounts.pricePerPerson,
        total_price: amounts.totalPrice,
        deposit_amount: amounts.depositAmount,
        payment_reference: paymentReference(primary, destination.title),
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

async function findBooking(db: Db, id: string): Promise<BookingRow> {
  const booking = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!booking) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  return booking;
}

/**
 * The visitor says the transfer is done. The update holds only if the status is still the
 * one read, so a change made meanwhile (by staff, or a second click) is never overwritten:
 * the booking is then judged again as it now is.
 */
async function confirmTransfer(db: Db, id: string, now: Date): Promise<BookingRow> {
  const booking = await findBooking(db, id);
  const decision = transferConfirmation(booking.status);
  if (decision === 'already') return booking;
  if (decision === 'refused') {
    throw new HttpError(409, 'conflict', 'Questa prenotazione non attende più un bonifico.');
  }
  const confirmed = await db
    .updateTable('travel_bookings')
    .set({
      status: 'payment_initiated',
      payment_status: 'pending_confirmation',
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', booking.status)
    .returningAll()
    .executeTakeFirst();
  return confirmed ?? confirmTransfer(db, id, now);
}

export const bookingRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // A family books once or twice; dozens of bookings from one address are a script.
    rateLimit({ name: 'booking', limit: 10, windowMinutes: 10 }),
    validate('json', bookingRequestSchema),
    async (c) => {
      const request = c.req.valid('json');
      const destination = findDestination(request.destinationId);
      if (!destination) throw invalidFields({ destinationId: 'Destinazione non valida.' });
      const { db, clock } = c.var.deps;
      const booking = await createBooking(db, request, destination, clock.now());
      return c.json(toBookingView(booking), 201);
    },
  )
  .get('/:id', validate('param', bookingIdParam), async (c) => {
    const booking = await findBooking(c.var.deps.db, c.req.valid('param').id);
    c.header('Cache-Control', 'no-store');
    return c.json(toBookingView(booking));
  })
  .post(
    '/:id/payment-confirmation',
    rateLimit({ name: 'payment-confirmation', limit: 10, windowMinutes: 10 }),
    validate('param', bookingIdParam),
    async (c) => {
      const { db, clock } = c.var.deps;
      const booking = await confirmTransfer(db, c.req.valid('param').id, clock.now());
      return c.json(toBookingView(booking));
    },
  );
