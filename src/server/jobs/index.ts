import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { purgeSentEmails } from '../repositories/outbox.ts';
import type { Job } from './scheduler.ts';

/** Every job of the scheduler, in the order of each pass (docs/operations.md#timed-work). */
export function timedWork(db: Db, config: Config): Job[] {
  void config;
  return [{ name: 'outbox-purge', run: (now) => purgeSentEmails(db, now) }];
}
