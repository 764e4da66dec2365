import { Hono } from 'hono';
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import {
  STAFF_PAGE_SIZE,
  type Page,
  type StaffBookingDetail,
  type StaffBookingRow,
  type StaffTraveller,
} from '#domain/backoffice.ts';
import { staffBookingsQuery } from '#domain/backoffice-input.ts';
import { bookingIdParam } from '#domain/booking.ts';
import type { BookingStatus } from '#domain/booking-status.ts';
import type { AppEnv } from '../../context.ts';
import type { Db, TravelBookingsTable } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { validate } from '../../validation.ts';
import { toBookingView } from '../bookings.ts';
import { documentsOfBooking } from './documents.ts';

type BookingRow = Selectable<TravelBookingsTable>;

/** Statuses that still wait for the deposit: staff record it only on these. */
const AWAITING_DEPOSIT: BookingStatus[] = ['pending_payment', 'payment_initiated'];

const travellersOf = (row: Pick<BookingRow, 'travelers'>) =>
  JSON.parse(row.travelers) as StaffTraveller[];

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

function toStaffBookingRow(row: BookingRow & { documents: number }): StaffBookingRow {
  const view = toBookingView(row);
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
    documents: Number(row.documents),
  };
}

async function bookingDetail(db: Db, row: BookingRow): Promise<StaffBookingDetail> {
  return {
    ...toBookingView(row),
    updatedAt: row.updated_at,
    travelDateId: row.travel_date_id,
    travellers: travellersOf(row).map((traveller) => ({
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      birthDate: traveller.birthDate,
      address: traveller.address,
      passportNumber: traveller.passportNumber,
      email: traveller.email ?? null,
      phone: traveller.phone ?? null,
    })),
    documents: await documentsOfBooking(db, row.id),
  };
}

async function findBooking(db: Db, id: string): Promise<BookingRow> {
  const row = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  return row;
}

/**
 * The deposit has arrived. One conditional update: it holds only while the booking still waits
 * for it, so a cancellation made meanwhile is never overwritten.
 */
async function recordDeposit(db: Db, id: string, now: Date): Promise<BookingRow> {
  const updated = await db
    .updateTable('travel_bookings')
    .set({ status: 'confirmed', payment_status: 'received', updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', AWAITING_DEPOSIT)
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  await findBooking(db, id); // 404 when there is no such booking
  throw new HttpError(
    409,
    'conflict',
    'La caparra si registra solo su una prenotazione in attesa di pagamento.',
  );
}

/**
 * Cancels a booking and gives its travellers' seats back to its departure, in one transaction.
 * The status update is conditional, so two cancellations never release the seats twice, and
 * the departure never shows more seats than it has.
 */
async function cancelBooking(db: Db, id: string, now: Date): Promise<BookingRow> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('travel_bookings')
      .set({ status: 'cancelled', updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '!=', 'cancelled')
      .returningAll()
      .executeTakeFirst();
    if (!cancelled) {
      await findBooking(trx, id);
      throw new HttpError(409, 'conflict', 'La prenotazione è già annullata.');
    }
    if (cancelled.travel_date_id) {
      const seats = travellersOf(cancelled).length;
      await trx
        .updateTable('travel_dates')
        .set((eb) => ({
          spots_available: eb
            .case()
            .when(eb('spots_available', '+', seats), '>', eb.ref('total_spots'))
            .then(eb.ref('total_spots'))
            .else(eb('spots_available', '+', seats))
            .end(),
          updated_at: now.toISOString(),
        }))
        .where('id', '=', cancelled.travel_date_id)
        .execute();
    }
    return cancelled;
  });
}

export const staffBookingsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', staffBookingsQuery), async (c) => {
    const { search, status, page } = c.req.valid('query');
    const { db } = c.var.deps;
    let filtered = db.selectFrom('travel_bookings');
    if (search) filtered = filtered.where(matches(search));
    if (status) filtered = filtered.where('status', '=', status);
    const [rows, count] = await Promise.all([
      filtered
        .selectAll('travel_bookings')
        .select((eb) =>
          eb
            .selectFrom('document_uploads')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('document_uploads.booking_id', '=', 'travel_bookings.id')
            .as('documents'),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const answer: Page<StaffBookingRow> = {
      items: rows.map((row) => toStaffBookingRow({ ...row, documents: Number(row.documents) })),
      page,
      pageSize: STAFF_PAGE_SIZE,
      total: Number(count.total),
    };
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  })
  .get('/:id', validate('param', bookingIdParam), async (c) => {
    const { db } = c.var.deps;
    const detail = await bookingDetail(db, await findBooking(db, c.req.valid('param').id));
    c.header('Cache-Control', 'private, no-store');
    return c.json(detail);
  })
  .post('/:id/deposit', validate('param', bookingIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const booking = await recordDeposit(db, c.req.valid('param').id, clock.now());
    return c.json(await bookingDetail(db, booking));
  })
  .post('/:id/cancel', validate('param', bookingIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const booking = await cancelBooking(db, c.req.valid('param').id, clock.now());
    return c.json(await bookingDetail(db, booking));
  });
