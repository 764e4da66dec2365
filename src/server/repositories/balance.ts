import type { ExpressionBuilder } from 'kysely';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import {
  balancePaidOnProblem,
  balanceRefusal,
  type RecordInstalmentInput,
} from '#domain/balance-input.ts';
import { balanceLeft, instalmentMessages } from '#domain/payments.ts';
import { balanceDueSoonUntil, balanceRemindersDue } from '#domain/booking-lifecycle.ts';
import { balanceRecorded, depositRecorded, paymentStateOf } from '#domain/booking-status.ts';
import { todayInRome, type IsoDate } from '#domain/calendar.ts';
import type { Database, Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import {
  balanceRecordedMessage,
  balanceReminderMessage,
  instalmentRecordedMessage,
} from '../mail/balance-messages.tsx';
import type { MailSettings } from '../mail/messages.tsx';
import { invalidFields } from '../validation.ts';
import { findOpenBooking, staffBooking } from './bookings.ts';
import { enqueue } from './outbox.ts';
import { recordPayment } from './payments.ts';
import type { StaffUser } from '../security/staff-auth.ts';

/**
 * The balance of a booking (total − deposit − instalments, due on `balance_due_date`): the scheduler's
 * reminders, and staff recording it received. Both claim the booking with one conditional
 * update in the transaction that writes the traveller's e-mail, so each goes exactly once.
 */

/** Confirmed (its deposit received), and its balance not recorded yet. */
function awaitingBalance(eb: ExpressionBuilder<Database, 'travel_bookings'>) {
  return eb.and([
    eb('status', 'in', balanceRecorded.from),
    eb('payment_status', '=', depositRecorded.to.paymentStatus),
    eb('balance_paid_on', 'is', null),
  ]);
}

/**
 * Writes the balance reminders due at `now`: for each booking awaiting its balance, before its
 * departure, whose reminders due by today (balanceRemindersDue) are more than those sent. A
 * booking confirmed late gets only the latest. Answers how many were written.
 */
export async function sendBalanceReminders(db: Db, now: Date, mail: MailSettings): Promise<number> {
  const today = todayInRome(now);
  const candidates = await db
    .selectFrom('travel_bookings')
    .select(['id', 'balance_due_date', 'balance_reminders_sent'])
    .where(awaitingBalance)
    // Due by the first reminder's day; indexed on (status, balance_due_date).
    .where('balance_due_date', '<=', balanceDueSoonUntil(today))
    .where('start_date', '>', today)
    .orderBy('balance_due_date')
    .orderBy('id')
    .execute();
  let written = 0;
  for (const row of candidates) {
    const due = balanceRemindersDue(row.balance_due_date!, today);
    if (due <= row.balance_reminders_sent) continue;
    if (await remind(db, row.id, row.balance_reminders_sent, due, now, mail)) written += 1;
  }
  return written;
}

/**
 * One reminder, rendered before its transaction and written only if the booking still awaits
 * its balance with `sent` reminders: another process, or staff recording the balance meanwhile,
 * leave it unwritten. It carries a private link to the page, made as it leaves.
 */
async function remind(
  db: Db,
  id: string,
  sent: number,
  due: number,
  now: Date,
  mail: MailSettings,
): Promise<boolean> {
  const booking = await findOpenBooking(db, id);
  const dueDate = booking?.balanceDueDate;
  if (!booking || !dueDate) return false;
  const message = await balanceReminderMessage(
    { ...booking, balanceDueDate: dueDate },
    todayInRome(now),
    mail,
  );
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('travel_bookings')
      .set({ balance_reminders_sent: due })
      .where('id', '=', id)
      .where('balance_reminders_sent', '=', sent)
      .where(awaitingBalance)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await enqueue(trx, message, now);
    return true;
  });
}

/** The departure's two coordinators, who write to the group before it leaves. */
async function coordinatorsOf(db: Db, bookingId: string): Promise<[string, string] | null> {
  const row = await db
    .selectFrom('travel_bookings')
    .innerJoin('travel_dates', 'travel_dates.id', 'travel_bookings.travel_date_id')
    .select(['travel_dates.coordinator1', 'travel_dates.coordinator2'])
    .where('travel_bookings.id', '=', bookingId)
    .executeTakeFirst();
  return row ? [row.coordinator1, row.coordinator2] : null;
}

/** Why the balance cannot be recorded on the booking as it is now (404 when there is none). */
async function refusal(db: Db, id: string, now: Date): Promise<HttpError> {
  const booking = await staffBooking(db, id, now);
  return new HttpError(
    409,
    'conflict',
    balanceRefusal(booking) ?? 'La prenotazione è cambiata nel frattempo: ricarica la pagina.',
  );
}

/**
 * A sum towards the balance can be recorded on the booking as it stands: the day it arrived
 * (today in Rome unless given; not in the future, not before the booking), and a confirmed booking
 * whose balance is not recorded yet.
 */
async function awaitingItsBalance(db: Db, id: string, paidOn: IsoDate | undefined, now: Date) {
  const booking = await findOpenBooking(db, id);
  if (!booking) throw await refusal(db, id, now); // 404, or cancelled
  const today = todayInRome(now);
  const day = paidOn ?? today;
  const problem = balancePaidOnProblem(day, {
    today,
    bookedOn: todayInRome(new Date(booking.createdAt)),
  });
  if (problem) throw invalidFields({ paidOn: problem });
  const refused = balanceRefusal(booking);
  if (refused) throw new HttpError(409, 'conflict', refused);
  return { booking, day };
}

/**
 * Staff's "Saldo ricevuto": what the balance still asks, on the day it arrived, with the
 * traveller's e-mail (with a private link to their page) and the sum in the register, in one
 * transaction that claims the booking as it was read.
 */
export async function recordBalance(
  db: Db,
  id: string,
  paidOn: IsoDate | undefined,
  { staff, now }: { staff: StaffUser; now: Date },
  mail: MailSettings,
): Promise<StaffBookingDetail> {
  const { booking, day } = await awaitingItsBalance(db, id, paidOn, now);
  const receipt = await balanceRecordedMessage(
    { ...booking, paymentStatus: paymentStateOf('received', day), balancePaidOn: day },
    await coordinatorsOf(db, id),
    mail,
  );
  const recorded = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('travel_bookings')
      .set({ balance_paid_on: day, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where(awaitingBalance)
      .where('instalments_paid', '=', booking.instalmentsPaid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await enqueue(trx, receipt, now);
    await recordPayment(trx, {
      bookingId: id,
      kind: 'balance',
      amount: balanceLeft(booking),
      receivedOn: day,
      staff,
      now,
    });
    return true;
  });
  if (!recorded) throw await refusal(db, id, now); // changed meanwhile
  return staffBooking(db, id, now);
}

/**
 * "Registra acconto": part of the balance arrived. The booking then owes the rest, and the
 * traveller gets a receipt saying so; a sum that pays off all of it is the balance, recorded as
 * such; more is refused.
 * Written only if the booking is still as read: two staff recording one transfer count it once.
 */
export async function recordInstalment(
  db: Db,
  id: string,
  { amount, paidOn }: RecordInstalmentInput,
  act: { staff: StaffUser; now: Date },
  mail: MailSettings,
): Promise<StaffBookingDetail> {
  const { booking, day } = await awaitingItsBalance(db, id, paidOn, act.now);
  const left = balanceLeft(booking);
  if (amount > left) throw invalidFields({ amount: instalmentMessages.over(left) });
  if (amount === left) return recordBalance(db, id, day, act, mail);
  const receipt = await instalmentRecordedMessage(
    { ...booking, instalmentsPaid: booking.instalmentsPaid + amount },
    amount,
    mail,
  );
  const recorded = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('travel_bookings')
      .set({
        instalments_paid: booking.instalmentsPaid + amount,
        updated_at: act.now.toISOString(),
      })
      .where('id', '=', id)
      .where(awaitingBalance)
      .where('instalments_paid', '=', booking.instalmentsPaid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await enqueue(trx, receipt, act.now);
    await recordPayment(trx, {
      bookingId: id,
      kind: 'instalment',
      amount,
      receivedOn: day,
      ...act,
    });
    return true;
  });
  if (!recorded) throw await refusal(db, id, act.now); // changed meanwhile
  return staffBooking(db, id, act.now);
}
