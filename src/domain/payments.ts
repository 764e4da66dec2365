import type { IsoDate } from './calendar.ts';
import { formatEuro } from './format.ts';

/**
 * Every sum a booking received, as staff recorded it: the deposit (or the one transfer of a
 * booking paid in full), any instalment towards the balance, and the balance itself; with the day
 * it arrived and who recorded it, so the agency can always say who saw what money arrive.
 */

export const paymentKinds = ['deposit', 'instalment', 'balance'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentKindLabels: Record<PaymentKind, string> = {
  deposit: 'Caparra',
  instalment: 'Acconto sul saldo',
  balance: 'Saldo',
};

/** One sum received, in whole euros. `recordedBy` is null for those recorded before the register. */
export type BookingPayment = {
  id: string;
  kind: PaymentKind;
  amount: number;
  receivedOn: IsoDate;
  recordedAt: string;
  recordedBy: string | null;
};

/**
 * What the balance still asks of a booking: the total less the deposit and the instalments
 * received; once the balance is recorded, the sum that paid it off.
 */
export function balanceLeft(booking: {
  totalPrice: number;
  depositAmount: number;
  instalmentsPaid: number;
}): number {
  return booking.totalPrice - booking.depositAmount - booking.instalmentsPaid;
}

export const instalmentMessages = {
  amount: 'Indica l’importo ricevuto, in euro interi.',
  over: (left: number) =>
    `L’importo supera il saldo: restano ${formatEuro(left)}. Per l’ultimo pagamento usa “Registra saldo”.`,
} as const;
