import type { Db } from '../db/database.ts';
import type { MailSettings } from '../mail/messages.tsx';
import { sendBalanceReminders } from '../repositories/balance.ts';
import type { Job } from './scheduler.ts';

/** The balance's reminders, 14 and 3 days before it is due (domain/booking-lifecycle.ts). */
export function balanceReminders(db: Db, mail: MailSettings): Job {
  return { name: 'balance-reminders', run: (now) => sendBalanceReminders(db, now, mail) };
}
