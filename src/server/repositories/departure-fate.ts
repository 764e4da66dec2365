import { seatHoldingStatuses, cancellation } from '#domain/booking-status.ts';
import { todayInRome } from '#domain/calendar.ts';
import { formatEuro } from '#domain/format.ts';
import type { DepartureRefund } from '#domain/backoffice.ts';
import { departureFateMessages, refundOwed } from '#domain/departure-fate.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import {
  departureCancelledMessage,
  departureConfirmedMessage,
  waitlistDepartureCancelledMessage,
} from '../mail/departure-messages.tsx';
import type { MailSettings } from '../mail/messages.tsx';
import type { StaffUser } from '../security/staff-auth.ts';
import {
  cancelWithin,
  mailAfter,
  toBooking,
  toBookingView,
  toMailBooking,
  type Booking,
  type Still,
} from './bookings.ts';
import { bookingRecord, departureRecord, recordAudit } from './audit.ts';
import { staffDepartureById } from './departures.ts';
import { enqueue, type OutboxMessage } from './outbox.ts';

/** The bookings holding seats of a departure, in id order (the order they are locked in). */
async function bookingsOf(db: Db, departureId: string): Promise<Booking[]> {
  const rows = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('travel_date_id', '=', departureId)
    .where('status', 'in', seatHoldingStatuses)
    .orderBy('id')
    .execute();
  return rows.map(toBooking);
}

/** A booking, a departure's bookings or its queue changed while its e-mails were written. */
class ChangedMeanwhile extends Error {}

/** Runs `attempt` again while the bookings it read change under it (a declared transfer). */
async function untilSettled<T>(attempt: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) throw error;
    }
  }
}

const sameIds = (a: readonly { id: string }[], b: Iterable<string>) =>
  JSON.stringify(a.map((row) => row.id).sort()) === JSON.stringify([...b].sort());

/**
 * "Conferma partenza": every booking holding seats is told the trip goes ahead, once. The mark
 * and the e-mails are written in one transaction, claimed only while the departure is neither
 * confirmed nor cancelled: a second press, or a colleague's, writes nothing and is told so.
 */
export async function confirmDeparture(
  db: Db,
  {
    departureId,
    staff,
    now,
    mail,
  }: { departureId: string; staff: StaffUser; now: Date; mail: MailSettings },
) {
  const departure = await staffDepartureById(db, departureId); // 404 when there is none
  if (departure.cancelled)
    throw new HttpError(409, 'conflict', departureFateMessages.confirmCancelled);
  return untilSettled(async () => {
    const bookings = await bookingsOf(db, departureId);
    const messages = await Promise.all(
      bookings.map((booking) => departureConfirmedMessage(toMailBooking(booking), mail)),
    );
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('travel_dates')
        .set({
          confirmed_at: now.toISOString(),
          confirmed_by: staff.name,
          updated_at: now.toISOString(),
        })
        .where('id', '=', departureId)
        .where('confirmed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n)
        throw new HttpError(409, 'conflict', departureFateMessages.alreadyConfirmed);
      // A booking made or cancelled meanwhile: its e-mail is written again, or not at all.
      if (
        !sameIds(
          await bookingsOf(trx, departureId),
          bookings.map((b) => b.id),
        )
      )
        throw new ChangedMeanwhile();
      await enqueue(trx, messages, now);
      await recordAudit(
        trx,
        { staff, now },
        'departure_confirmed',
        await departureRecord(trx, departureId),
        { after: { 'Viaggiatori avvisati': bookings.length } },
      );
    });
    return staffDepartureById(db, departureId);
  });
}

/** The booking still where its e-mail found it: its status and payment (a declared transfer moves both). */
const asRead =
  (bookings: readonly Booking[]) =>
  (id: string): Still => {
    const booking = bookings.find((candidate) => candidate.id === id)!;
    return (eb) =>
      eb.and([
        eb('status', '=', booking.status),
        eb('payment_status', '=', booking.payment_status),
        booking.balance_paid_on === null
          ? eb('balance_paid_on', 'is', null)
          : eb('balance_paid_on', '=', booking.balance_paid_on),
      ]);
  };

/**
 * "Annulla partenza", with the reason its travellers read: in one transaction the departure is
 * marked cancelled and closed, every booking on it is cancelled (seats back, each traveller
 * e-mailed with what they get back) and its waitlist is closed, each person waiting told. A
 * second cancellation finds it cancelled and writes nothing. A booking that moves meanwhile (a
 * traveller declaring a transfer) is read and written again, so its e-mail says what it paid.
 */
export async function cancelDeparture(
  db: Db,
  {
    departureId,
    reason,
    staff,
    now,
    mail,
  }: { departureId: string; reason: string; staff: StaffUser; now: Date; mail: MailSettings },
) {
  const departure = await staffDepartureById(db, departureId); // 404 when there is none
  if (departure.cancelled)
    throw new HttpError(409, 'conflict', departureFateMessages.alreadyCancelled);
  return untilSettled(async () => {
    const bookings = await bookingsOf(db, departureId);
    const notices = new Map<string, OutboxMessage>();
    for (const booking of bookings)
      notices.set(
        booking.id,
        await departureCancelledMessage(
          mailAfter(booking, cancellation, { cancellation_reason: 'departure_cancelled' }),
          { reason, refund: refundOwed(toBookingView(booking)).amount },
          mail,
        ),
      );
    const waiting = await db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('travel_date_id', '=', departureId)
      .execute();
    const told = await Promise.all(
      waiting.map((entry) => waitlistDepartureCancelledMessage(entry, departure, mail)),
    );
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('travel_dates')
        .set({
          cancelled_at: now.toISOString(),
          cancelled_by: staff.name,
          cancellation_note: reason,
          closed: true,
          updated_at: now.toISOString(),
        })
        .where('id', '=', departureId)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n)
        throw new HttpError(409, 'conflict', departureFateMessages.alreadyCancelled);
      if (!sameIds(await bookingsOf(trx, departureId), notices.keys()))
        throw new ChangedMeanwhile();
      if (!(await cancelWithin(trx, notices, 'departure_cancelled', now, asRead(bookings))))
        throw new ChangedMeanwhile();
      const removed = await trx
        .deleteFrom('waitlist_entries')
        .where('travel_date_id', '=', departureId)
        .returning('id')
        .execute();
      if (
        !sameIds(
          removed,
          waiting.map((entry) => entry.id),
        )
      )
        throw new ChangedMeanwhile();
      await enqueue(trx, told, now);
      await recordAudit(
        trx,
        { staff, now },
        'departure_cancelled',
        await departureRecord(trx, departureId),
        {
          after: {
            Motivo: reason,
            'Prenotazioni annullate': bookings.length,
            "Persone in lista d'attesa avvisate": waiting.length,
          },
        },
      );
    });
    return staffDepartureById(db, departureId);
  });
}

/**
 * A refund paid back to a booking cancelled with its departure: all it paid (refundOwed), to the
 * account staff wrote, on today's date. Recorded once.
 */
export async function recordRefund(
  db: Db,
  { bookingId, iban, staff, now }: { bookingId: string; iban: string; staff: StaffUser; now: Date },
) {
  const row = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  const booking = toBooking(row);
  if (booking.cancellation_reason !== 'departure_cancelled')
    throw new HttpError(409, 'conflict', departureFateMessages.notCancelled);
  const { amount } = refundOwed(toBookingView(booking));
  if (amount === 0) throw new HttpError(409, 'conflict', departureFateMessages.nothingToRefund);
  const recorded = await db.transaction().execute(async (trx) => {
    const refunded = await trx
      .updateTable('travel_bookings')
      .set({
        refund_iban: iban,
        refunded_on: todayInRome(now),
        refunded_amount: amount,
        refunded_by: staff.name,
        updated_at: now.toISOString(),
      })
      .where('id', '=', bookingId)
      .where('refunded_on', 'is', null)
      .executeTakeFirst();
    if (refunded.numUpdatedRows === 0n) return false;
    await recordAudit(trx, { staff, now }, 'refund_recorded', await bookingRecord(trx, bookingId), {
      after: { Importo: formatEuro(amount), IBAN: iban },
    });
    return true;
  });
  if (!recorded) throw new HttpError(409, 'conflict', departureFateMessages.alreadyRefunded);
}

/** The bookings a cancelled departure owes money back to, and what has been paid back. */
export async function departureRefunds(db: Db, departureId: string): Promise<DepartureRefund[]> {
  const rows = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('travel_date_id', '=', departureId)
    .where('cancellation_reason', '=', 'departure_cancelled')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const view = toBookingView(toBooking(row));
    const owed = refundOwed(view);
    if (owed.amount === 0) return [];
    return [
      {
        bookingId: row.id,
        lead: `${view.primary.firstName} ${view.primary.lastName}`,
        email: view.primary.email,
        phone: view.primary.phone,
        paymentStatus: view.paymentStatus,
        owed: owed.amount,
        toCheck: owed.toCheck,
        refunded: row.refunded_on
          ? {
              on: row.refunded_on,
              amount: row.refunded_amount ?? owed.amount,
              iban: row.refund_iban ?? '',
              by: row.refunded_by ?? '',
            }
          : null,
      },
    ];
  });
}
