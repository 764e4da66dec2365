import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { expireHolds, flagUncheckedTransfers, remindHolds } from '../repositories/bookings.ts';
import type { Job } from './scheduler.ts';

/**
 * The seat hold's clock (issue 16): the reminder a day before a hold ends, the end of a hold
 * never paid (its seats return), and the staff's check of a transfer declared long ago. Each
 * item is claimed in the transaction that does it (repositories/bookings.ts).
 */
export function seatHolds(db: Db, config: Config): Job[] {
  return [
    { name: 'hold-reminders', run: (now) => remindHolds(db, now, config) },
    { name: 'hold-expiry', run: (now) => expireHolds(db, now, config) },
    { name: 'transfer-checks', run: (now) => flagUncheckedTransfers(db, now, config) },
  ];
}
