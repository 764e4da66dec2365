import { balanceRecorded, isCancelled } from './booking-status.ts';
import type { BookingTrip } from './booking.ts';
import { isIsoDate, type IsoDate } from './calendar.ts';
import { formatDate } from './format.ts';
import { instalmentMessages } from './payments.ts';
import { z } from './zod.ts';

/**
 * Staff record the balance received (`POST /api/staff/bookings/:id/balance`): the day it
 * arrived, today unless they say otherwise. The back office's form and the server check it with
 * the same rules; the server judges "today" by its own clock.
 */

export const balanceMessages = {
  date: 'Data non valida: usa il formato AAAA-MM-GG.',
  future: 'La data del saldo non può essere nel futuro.',
  beforeBooking: (bookedOn: IsoDate) =>
    `La data del saldo non può precedere la prenotazione (${formatDate(bookedOn)}).`,
  cancelled: 'La prenotazione è annullata: il saldo non si può registrare.',
  depositFirst: 'Prima registra la caparra: il saldo si registra su una prenotazione confermata.',
  inFull:
    'Questa prenotazione si paga con un solo bonifico, senza saldo: registra il pagamento ricevuto.',
  already: (paidOn: IsoDate) =>
    `Il saldo di questa prenotazione è già registrato (ricevuto il ${formatDate(paidOn)}).`,
} as const;

const paidOn = z
  .string({ error: balanceMessages.date })
  .refine(isIsoDate, balanceMessages.date)
  .transform((value): IsoDate => value)
  .optional();

/** `{ paidOn? }`: the day the balance arrived, yyyy-MM-dd; left out, today in Rome. */
export const recordBalanceSchema = z.object({ paidOn });

/** `{ amount, paidOn? }`: an instalment towards the balance, in whole euros, and its day. */
export const recordInstalmentSchema = z.object({
  amount: z
    .number({ error: instalmentMessages.amount })
    .int(instalmentMessages.amount)
    .min(1, instalmentMessages.amount),
  paidOn,
});
export type RecordInstalmentInput = z.output<typeof recordInstalmentSchema>;

export type RecordBalanceInput = z.input<typeof recordBalanceSchema>;

/** Why a day cannot be the balance's: after today, or before the booking was made. */
export function balancePaidOnProblem(
  paidOn: IsoDate,
  days: { today: IsoDate; bookedOn: IsoDate },
): string | null {
  if (paidOn > days.today) return balanceMessages.future;
  if (paidOn < days.bookedOn) return balanceMessages.beforeBooking(days.bookedOn);
  return null;
}

/**
 * Why staff cannot record the balance of a booking as it stands (the API's 409, the back
 * office's reason to hide the action); null when they can: confirmed, balance not recorded.
 */
export function balanceRefusal(
  booking: Pick<BookingTrip, 'status' | 'balancePaidOn' | 'paymentPlan'>,
): string | null {
  if (isCancelled(booking.status)) return balanceMessages.cancelled;
  if (booking.balancePaidOn) return balanceMessages.already(booking.balancePaidOn);
  if (booking.paymentPlan === 'in_full') return balanceMessages.inFull;
  const from: readonly string[] = balanceRecorded.from;
  return from.includes(booking.status) ? null : balanceMessages.depositFirst;
}
