/**
 * The life of a booking, in one place: every status and payment status the site knows, what the
 * staff read for each, and which moves are allowed. The database column types, the migration's
 * CHECK, the API's enums and the pages all derive from these lists; no other source file spells
 * a status.
 */

export const bookingStatuses = [
  'inquiry',
  'pending_payment',
  'payment_initiated',
  'confirmed',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The payment as stored: nothing yet, a transfer declared, the deposit received. */
export const paymentStatuses = ['pending', 'pending_confirmation', 'received'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The payment as the pages read it: the stored status, or paid in full once staff have
 * recorded the balance (a date of its own, `balance_paid_on`, so the stored CHECK stays).
 */
export type PaymentState = PaymentStatus | 'paid_in_full';
export const paymentStateOf = (
  status: PaymentStatus,
  balancePaidOn: string | null,
): PaymentState => (balancePaidOn ? 'paid_in_full' : status);

export const bookingStatusLabels: Record<BookingStatus, string> = {
  inquiry: 'Richiesta',
  pending_payment: 'In attesa di bonifico',
  payment_initiated: 'Bonifico dichiarato',
  confirmed: 'Confermata',
  cancelled: 'Annullata',
};

export const paymentStatusLabels: Record<PaymentState, string> = {
  pending: 'Da pagare',
  pending_confirmation: 'Da verificare',
  received: 'Ricevuta',
  paid_in_full: 'Saldata',
};

/** How a status reads at a glance in the back office: still open, waiting for money, done or gone. */
export const bookingStatusTone: Record<BookingStatus, 'neutral' | 'waiting' | 'good' | 'bad'> = {
  inquiry: 'neutral',
  pending_payment: 'waiting',
  payment_initiated: 'waiting',
  confirmed: 'good',
  cancelled: 'bad',
};

/** The payment line of a booking: a deposit received, or the whole trip paid, reads as done. */
export const paymentStatusTone = (status: PaymentState) =>
  status === 'received' || status === 'paid_in_full' ? 'good' : 'neutral';

type BookingState = { status: BookingStatus; paymentStatus: PaymentStatus };
type Transition = {
  from: readonly BookingStatus[];
  to: { status: BookingStatus; paymentStatus?: PaymentStatus };
};

/** A booking for a departure waits for its deposit; one without a departure is an inquiry. */
export function newBookingState(hasDeparture: boolean): BookingState {
  return { status: hasDeparture ? 'pending_payment' : 'inquiry', paymentStatus: 'pending' };
}

/** The visitor says the transfer is done ("Ho effettuato il bonifico"). */
export const transferDeclared = {
  from: ['inquiry', 'pending_payment'],
  to: { status: 'payment_initiated', paymentStatus: 'pending_confirmation' },
} as const satisfies Transition;

/** Staff have seen the deposit arrive: only a booking that still waits for it. */
export const depositRecorded = {
  from: ['pending_payment', 'payment_initiated'],
  to: { status: 'confirmed', paymentStatus: 'received' },
} as const satisfies Transition;

/**
 * Staff have seen the balance arrive: a confirmed booking (its deposit received) whose balance
 * is not recorded yet. The status stays confirmed; the payment reads paid in full.
 */
export const balanceRecorded = {
  from: ['confirmed'],
  to: { status: 'confirmed' },
} as const satisfies Transition;

/** Staff cancel a booking: any that is not cancelled already. */
export const cancellation = {
  from: ['inquiry', 'pending_payment', 'payment_initiated', 'confirmed'],
  to: { status: 'cancelled' },
} as const satisfies Transition;

/** The bookings whose travellers hold seats of their departure: all but the cancelled ones. */
export const seatHoldingStatuses = cancellation.from;

/**
 * Open and unpaid: the deposit has not arrived and the booking is not cancelled. The caps on
 * unpaid seats count these, and a booking's client address is kept only while it is one.
 */
export const unpaidOpenStatuses: readonly BookingStatus[] = seatHoldingStatuses.filter(
  (status) => status !== depositRecorded.to.status,
);

const allows = (transition: Transition, status: BookingStatus) => transition.from.includes(status);

export const isInquiry = (status: BookingStatus) => status === 'inquiry';
export const awaitsDeposit = (status: BookingStatus) => allows(depositRecorded, status);
export const isCancelled = (status: BookingStatus) => status === cancellation.to.status;
/** The deposit (or the whole trip) has arrived and staff have recorded it. */
export const isConfirmed = (status: BookingStatus) => status === depositRecorded.to.status;
export const canCancel = (status: BookingStatus) => allows(cancellation, status);
/** Only a booking waiting for its transfer holds its seats on a clock (booking-lifecycle.ts). */
export const holdsOnClock = (status: BookingStatus) => status === 'pending_payment';
export const isUnpaidOpen = (status: BookingStatus) => unpaidOpenStatuses.includes(status);

/**
 * The visitor says the transfer is done: open bookings move on, a second confirmation
 * changes nothing, a confirmed or cancelled booking no longer waits for one.
 */
export function transferConfirmation(status: BookingStatus): 'confirm' | 'already' | 'refused' {
  if (allows(transferDeclared, status)) return 'confirm';
  if (status === transferDeclared.to.status) return 'already';
  return 'refused';
}
