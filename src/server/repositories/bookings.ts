import { randomUUID } from 'node:crypto';
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { StaffBookingDetail, StaffBookingRow, StaffTraveller } from '#domain/backoffice.ts';
import {
  cancellation,
  depositRecorded,
  newBookingState,
  seatHoldingStatuses,
  transferConfirmation,
  transferDeclared,
  type BookingStatus,
} from '#domain/booking-status.ts';
import {
  bookingAmounts,
  paymentReference,
  UNSPECIFIED_AIRPORT,
  type BookingRequest,
  type BookingView,
} from '#domain/booking.ts';
import { todayInRome } from '#domain/calendar.ts';
import type { Destination } from '#domain/catalogue.ts';
import { FALLBACK_PRICE } from '#domain/pricing.ts';
import { nightsOf, tripEndDate } from '#domain/trip-dates.ts';
import type { Db, TravelBookingsTable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import * as departures from './departures.ts';
import { documentsOfBooking } from './documents.ts';
import { staffPage, type StaffPageRequest } from './staff-page.ts';
import { parseTravellers, serializeTravellers } from './travellers.ts';

/** A stored booking, its travellers read and checked once. */
type Booking = Omit<Selectable<TravelBookingsTable>, 'travelers'> & {
  travellers: StaffTraveller[];
};

function toBooking({ travelers, ...row }: Selectable<TravelBookingsTable>): Booking {
  return { ...row, travellers: parseTravellers(travelers) };
}

/** What the visitor may read back: contacts of the primary traveller, no passport data. */
export function toBookingView(booking: Booking): BookingView {
  const primary = booking.travellers[0]!;
  return {
    id: booking.id,
    status: booking.status,
    paymentStatus: booking.payment_status,
    destinationId: booking.destination_id,
    destinationTitle: booking.destination_title,
    startDate: booking.start_date,
    endDate: booking.end_date,
    tripDays: booking.trip_days,
    nights: booking.nights,
    airport: booking.airport,
    travellersCount: booking.travellers.length,
    primary: {
      firstName: primary.firstName,
      lastName: primary.lastName,
      email: booking.contact_email,
      phone: booking.contact_phone,
    },
    pricePerPerson: booking.price,
    totalPrice: booking.total_price,
    depositAmount: booking.deposit_amount,
    paymentReference: booking.payment_reference,
    createdAt: booking.created_at,
  };
}

/** A booking for a departure (its seats reserved in the same transaction) or an inquiry. */
export async function createBooking(
  db: Db,
  request: BookingRequest,
  destination: Destination,
  now: Date,
): Promise<BookingView> {
  const { travellers } = request;
  // The schema has required the primary traveller's e-mail and phone.
  const primary = travellers[0]!;
  const row = await db.transaction().execute(async (trx) => {
    const departure = request.departureId
      ? await departures.reserve(
          trx,
          {
            departureId: request.departureId,
            destinationId: destination.id,
            seats: travellers.length,
          },
          now,
          todayInRome(now),
        )
      : null;
    const amounts = bookingAmounts(
      departure ? departure.price : destination.price || FALLBACK_PRICE,
      travellers.length,
    );
    const state = newBookingState(departure !== null);
    return trx
      .insertInto('travel_bookings')
      .values({
        id: randomUUID(),
        travelers: serializeTravellers(travellers),
        contact_email: primary.email!,
        contact_phone: primary.phone!,
        status: state.status,
        payment_status: state.paymentStatus,
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
  return toBookingView(toBooking(row));
}

async function findBooking(db: Db, id: string): Promise<Booking> {
  const row = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  return toBooking(row);
}

export async function bookingView(db: Db, id: string): Promise<BookingView> {
  return toBookingView(await findBooking(db, id));
}

/** The id of the booking, when there is one (a stale id from a browser is not an error). */
export async function existingBookingId(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('travel_bookings')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** When the trip was last booked (a booking that still stands), for the ads page's interest line. */
export async function lastBookingAt(db: Db, destinationId: string): Promise<string | null> {
  const last = await db
    .selectFrom('travel_bookings')
    .select('created_at')
    .where('destination_id', '=', destinationId)
    .where('status', 'in', seatHoldingStatuses)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.created_at ?? null;
}

/**
 * Moves a booking on with one conditional update: it holds only while the booking is still in a
 * status the move starts from, so a change made meanwhile (by staff, or a second click) is never
 * overwritten. Answers the moved booking, or null when its status did not allow the move.
 */
async function move(
  db: Db,
  id: string,
  transition: typeof transferDeclared | typeof depositRecorded | typeof cancellation,
  now: Date,
): Promise<Booking | null> {
  const { status, ...payment } = transition.to;
  const row = await db
    .updateTable('travel_bookings')
    .set({
      status,
      ...('paymentStatus' in payment ? { payment_status: payment.paymentStatus } : {}),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', 'in', transition.from)
    .returningAll()
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/** The visitor says the transfer is done; a second confirmation changes nothing. */
export async function declareTransfer(db: Db, id: string, now: Date): Promise<BookingView> {
  const booking = await findBooking(db, id);
  const decision = transferConfirmation(booking.status);
  if (decision === 'already') return toBookingView(booking);
  if (decision === 'refused') {
    throw new HttpError(409, 'conflict', 'Questa prenotazione non attende più un bonifico.');
  }
  const declared = await move(db, id, transferDeclared, now);
  // Changed meanwhile: judged again as it now is.
  return declared ? toBookingView(declared) : declareTransfer(db, id, now);
}

/** The deposit has arrived: only on a booking that still waits for it. */
export async function recordDeposit(db: Db, id: string, now: Date): Promise<StaffBookingDetail> {
  const recorded = await move(db, id, depositRecorded, now);
  if (recorded) return staffBookingDetail(db, recorded);
  await findBooking(db, id); // 404 when there is no such booking
  throw new HttpError(
    409,
    'conflict',
    'La caparra si registra solo su una prenotazione in attesa di pagamento.',
  );
}

/**
 * Cancels a booking and gives its travellers' seats back to its departure, in one transaction.
 * The status update is conditional, so two cancellations never release the seats twice.
 */
export async function cancelBooking(db: Db, id: string, now: Date): Promise<StaffBookingDetail> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const booking = await move(trx, id, cancellation, now);
    if (!booking) {
      await findBooking(trx, id);
      throw new HttpError(409, 'conflict', 'La prenotazione è già annullata.');
    }
    if (booking.travel_date_id) {
      await departures.release(trx, booking.travel_date_id, booking.travellers.length, now);
    }
    return booking;
  });
  return staffBookingDetail(db, cancelled);
}

/** `%`, `_` and `\` typed in the search box are searched for, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The search box: names, e-mail, phone, trip and the start of the booking code, whatever the
 * case. The primary traveller's name is read from the causale ("Chiara Loiacono Caparra
 * Viaggio Maldive & Dubai"), which holds it as plain text on both engines, unlike the
 * travellers' JSON.
 */
function matches(search: string): Expression<SqlBool> {
  const anywhere = `%${likeEscaped(search)}%`;
  const like = (column: string, pattern: string) =>
    sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
  return sql<SqlBool>`(${sql.join(
    [
      like('payment_reference', anywhere),
      like('destination_title', anywhere),
      like('contact_email', anywhere),
      // "333 1234567" and "3331234567" find the same phone.
      sql<SqlBool>`replace(contact_phone, ' ', '') like ${`%${likeEscaped(search.replaceAll(' ', ''))}%`} escape '\\'`,
      like('id', `${likeEscaped(search)}%`),
    ],
    sql` or `,
  )})`;
}

function toStaffBookingRow(booking: Booking, documents: number): StaffBookingRow {
  const view = toBookingView(booking);
  return {
    id: view.id,
    createdAt: view.createdAt,
    status: view.status,
    paymentStatus: view.paymentStatus,
    destinationTitle: view.destinationTitle,
    startDate: view.startDate,
    travellersCount: view.travellersCount,
    contactName: `${view.primary.firstName} ${view.primary.lastName}`,
    contactEmail: view.primary.email,
    contactPhone: view.primary.phone,
    totalPrice: view.totalPrice,
    depositAmount: view.depositAmount,
    documents,
  };
}

/** The staff's list: newest first, filtered by the search box and the status. */
export function staffBookings(
  db: Db,
  request: StaffPageRequest & { search?: string; status?: BookingStatus },
) {
  const { search, status } = request;
  const filtered = db
    .selectFrom('travel_bookings')
    .$if(Boolean(search), (query) => query.where(matches(search!)))
    .$if(status !== undefined, (query) => query.where('status', '=', status!));
  return staffPage(
    request.page,
    filtered,
    (query) =>
      query
        .selectAll('travel_bookings')
        .select((eb) =>
          eb
            .selectFrom('document_uploads')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('document_uploads.booking_id', '=', 'travel_bookings.id')
            .as('documents'),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    (rows) =>
      rows.map(({ documents, ...row }) => toStaffBookingRow(toBooking(row), Number(documents))),
  );
}

async function staffBookingDetail(db: Db, booking: Booking): Promise<StaffBookingDetail> {
  return {
    ...toBookingView(booking),
    updatedAt: booking.updated_at,
    travelDateId: booking.travel_date_id,
    travellers: booking.travellers,
    documents: await documentsOfBooking(db, booking.id),
  };
}

export async function staffBooking(db: Db, id: string): Promise<StaffBookingDetail> {
  return staffBookingDetail(db, await findBooking(db, id));
}
