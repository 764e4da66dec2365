import { randomUUID } from 'node:crypto';
import type { AuditAction } from '#domain/audit.ts';
import type { IsoDate } from '#domain/calendar.ts';
import { formatDate, formatEuro } from '#domain/format.ts';
import type { BookingPayment, PaymentKind } from '#domain/payments.ts';
import type { Db } from '../db/database.ts';
import type { StaffUser } from '../security/staff-auth.ts';
import { bookingRecord, recordAudit } from './audit.ts';

/** The register of the sums bookings received (domain/payments.ts). */

const audited: Record<PaymentKind, AuditAction> = {
  deposit: 'deposit_recorded',
  instalment: 'instalment_recorded',
  balance: 'balance_recorded',
};

/**
 * A sum received, written in the transaction of the change it makes to the booking, with its
 * line in the audit trail.
 */
export async function recordPayment(
  trx: Db,
  payment: {
    bookingId: string;
    kind: PaymentKind;
    amount: number;
    receivedOn: IsoDate;
    staff: StaffUser;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('booking_payments')
    .values({
      id: randomUUID(),
      booking_id: payment.bookingId,
      kind: payment.kind,
      amount: payment.amount,
      received_on: payment.receivedOn,
      recorded_at: payment.now.toISOString(),
      recorded_by: payment.staff.name,
    })
    .execute();
  await recordAudit(
    trx,
    payment,
    audited[payment.kind],
    await bookingRecord(trx, payment.bookingId),
    {
      after: { Importo: formatEuro(payment.amount), 'Ricevuto il': formatDate(payment.receivedOn) },
    },
  );
}

/** What a booking received, in the order it arrived. */
export async function paymentsOf(db: Db, bookingId: string): Promise<BookingPayment[]> {
  const rows = await db
    .selectFrom('booking_payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('received_on')
    .orderBy('recorded_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    receivedOn: row.received_on as IsoDate,
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  }));
}
