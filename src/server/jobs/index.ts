import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { auditPurge } from './audit-purge.ts';
import { outboxPurge } from './outbox-purge.ts';
import { balanceReminders } from './balance-reminders.ts';
import type { Job } from './scheduler.ts';
import { seatHolds } from './seat-holds.ts';
import { storeSweep } from './store-sweep.ts';
import { waitlistChangesPurge } from './waitlist-changes-purge.ts';
import { waitlistOffersJob } from './waitlist-offers.ts';

/** Every job of the scheduler, in the order of each pass (docs/operations.md#timed-work). */
export function timedWork(
  db: Db,
  config: Config,
  store: { files: FileStore; logger: Logger },
): Job[] {
  return [
    ...seatHolds(db, config),
    // After the holds: seats an expired hold returns are offered in the same pass.
    waitlistOffersJob(db, config),
    balanceReminders(db, config),
    outboxPurge(db, config.mail),
    waitlistChangesPurge(db),
    auditPurge(db, config.auditRetentionYears),
    storeSweep(db, store.files, store.logger),
  ];
}
