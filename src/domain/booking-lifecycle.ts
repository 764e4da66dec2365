import { addDays, daysBetween, todayInRome, type IsoDate } from './calendar.ts';

/**
 * The clock of a booking (issue 16), in one place: how long unpaid seats are held, when a
 * declared transfer needs checking, when the balance is due and when each reminder goes. The
 * scheduler (src/server/jobs) and the pages read these rules; none is spelled anywhere else.
 */

/** What the agency may tune (HOLD_HOURS, TRANSFER_CHECK_DAYS, BALANCE_DAYS_BEFORE). */
export type LifecycleSettings = {
  /** How long a booking waiting for its deposit keeps its seats. */
  holdHours: number;
  /** Days after a declared transfer before staff are asked to check the account. */
  transferCheckDays: number;
  /** The balance is due this many days before departure. */
  balanceDaysBefore: number;
};

export const defaultLifecycle: LifecycleSettings = {
  holdHours: 72,
  transferCheckDays: 5,
  balanceDaysBefore: 30,
};

const HOUR = 3_600_000;

/** The reminder goes this long before the hold ends. */
export const HOLD_REMINDER_HOURS = 24;
/** Staff extend a hold by 1 hour to two weeks at a time. */
export const HOLD_EXTENSION_HOURS = { min: 1, max: 336 } as const;

/** When the seats of a booking made (or extended) at `from` stop being held. */
export function holdEnd(from: Date, hours: number): string {
  return new Date(from.getTime() + hours * HOUR).toISOString();
}

/** The instant the reminder is due: a day before the hold ends. */
export function holdReminderAt(holdUntil: string): string {
  return new Date(Date.parse(holdUntil) - HOLD_REMINDER_HOURS * HOUR).toISOString();
}

/** The latest declaration that is due for checking at `now`. */
export function transferCheckCutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * 24 * HOUR).toISOString();
}

/** Why a booking was cancelled: by staff, or by the clock when its hold ran out. */
export const cancellationReasons = ['staff', 'hold_expired', 'departure_cancelled'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const cancellationReasonLabels: Record<CancellationReason, string> = {
  staff: 'Annullata dallo staff',
  hold_expired: 'Posti non più riservati: bonifico non dichiarato in tempo',
  departure_cancelled: 'Partenza annullata dall’agenzia',
};

/**
 * The day the balance is due: `balanceDaysBefore` days before departure, or the day of booking
 * for a booking made later than that (the whole trip is then paid at once).
 */
export function balanceDueDate(startDate: IsoDate, bookedAt: Date, daysBefore: number): IsoDate {
  const due = addDays(startDate, -daysBefore);
  const booked = todayInRome(bookedAt);
  return due < booked ? booked : due;
}

/**
 * How a booking is paid: the deposit now and the balance before departure, or the whole trip in
 * one transfer (`in_full`).
 */
export const paymentPlans = ['deposit', 'in_full'] as const;
export type PaymentPlan = (typeof paymentPlans)[number];

/**
 * A booking whose balance would fall due before its seats' hold ends (booked within
 * `balanceDaysBefore` days of departure, or a few days more) pays the whole trip at once: a
 * deposit and then a balance due the same week, or the same day, would be two transfers for one
 * deadline, and a reminder of a balance due before the deposit's own deadline.
 */
export function paymentPlanOf(
  startDate: IsoDate,
  bookedAt: Date,
  settings: Pick<LifecycleSettings, 'holdHours' | 'balanceDaysBefore'>,
): PaymentPlan {
  const due = addDays(startDate, -settings.balanceDaysBefore);
  const holdLastDay = todayInRome(new Date(holdEnd(bookedAt, settings.holdHours)));
  return due <= holdLastDay ? 'in_full' : 'deposit';
}

/** Reminders of the balance go this many days before the due date, in this order. */
export const BALANCE_REMINDER_DAYS = [14, 3] as const;

/**
 * How many balance reminders should have gone by `today`: 0, 1 (14 days before) or 2 (3 days
 * before). A booking confirmed late skips to the latest one: the traveller gets one e-mail, not two.
 */
export function balanceRemindersDue(dueDate: IsoDate, today: IsoDate): number {
  const daysLeft = daysBetween(today, dueDate);
  return BALANCE_REMINDER_DAYS.filter((days) => daysLeft <= days).length;
}

/** Where the balance of a booking stands, as the back office lists it. */
export type BalanceState = 'later' | 'due_soon' | 'overdue' | 'paid';

export const balanceStateLabels: Record<BalanceState, string> = {
  later: 'Saldo più avanti',
  due_soon: 'Saldo in scadenza',
  overdue: 'Saldo scaduto',
  paid: 'Saldo ricevuto',
};

/** Due soon from the first reminder on; overdue once the due date has passed. */
export function balanceState(
  dueDate: IsoDate,
  paidOn: IsoDate | null,
  today: IsoDate,
): BalanceState {
  if (paidOn) return 'paid';
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= BALANCE_REMINDER_DAYS[0] ? 'due_soon' : 'later';
}

/** The last due date the back office's "balance due" list includes, as of `today`. */
export const balanceDueSoonUntil = (today: IsoDate): IsoDate =>
  addDays(today, BALANCE_REMINDER_DAYS[0]);

/**
 * Who on the waitlist is told that seats are free, in queue order: each request that fits in
 * the seats not yet offered to someone before them. A request too large is passed over, not
 * dropped: it keeps its place for the next seats that return.
 */
export function waitlistOffers<T extends { seats: number }>(
  queue: readonly T[],
  freeSeats: number,
): T[] {
  let left = freeSeats;
  const offered: T[] = [];
  for (const entry of queue) {
    if (entry.seats > left) continue;
    offered.push(entry);
    left -= entry.seats;
  }
  return offered;
}
