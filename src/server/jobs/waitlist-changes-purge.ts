import type { Db } from '../db/database.ts';
import { purgeWaitlistChanges } from '../repositories/waitlist.ts';
import type { Job } from './scheduler.ts';

/**
 * Repeat waitlist sign-ups keep a name and an e-mail until their link is used or expires: some
 * days after the expiry (while the link still answers "scaduto") their rows go.
 */
export function waitlistChangesPurge(db: Db): Job {
  return { name: 'waitlist-changes-purge', run: (now) => purgeWaitlistChanges(db, now) };
}
