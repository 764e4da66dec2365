import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { outboxPurge } from './outbox-purge.ts';
import type { Job } from './scheduler.ts';

/** Every job of the scheduler, in the order of each pass (docs/operations.md#timed-work). */
export function timedWork(db: Db, config: Config): Job[] {
  return [outboxPurge(db, config.mail)];
}
