import type { MailSettings } from '../mail/messages.tsx';
import type { Db } from '../db/database.ts';
import { onSeatsReturned } from '../repositories/departures.ts';
import { offerReturnedSeats } from '../repositories/waitlist.ts';
import type { Job } from './scheduler.ts';

/**
 * The waitlist's offers: each departure whose seats returned (a cancellation, an expired hold,
 * staff raising its seats) is claimed once and its free seats are offered to the queue. It runs
 * on every pass, and within a second of seats returning in this process.
 */
export function waitlistOffersJob(db: Db, settings: MailSettings): Job {
  return {
    name: 'waitlist-offers',
    run: (now) => offerReturnedSeats(db, now, settings),
    wakeOn: onSeatsReturned,
  };
}
