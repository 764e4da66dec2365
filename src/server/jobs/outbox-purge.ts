import fs from 'node:fs/promises';
import type { MailConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { emlPath } from '../mail/transport.ts';
import { purgeSentEmails } from '../repositories/outbox.ts';
import type { Job } from './scheduler.ts';

/**
 * Sent e-mails hold private links to booking pages: after SENT_EMAILS_KEPT_DAYS their rows go,
 * and so do their `.eml` copies when the site writes files instead of using SMTP.
 */
export function outboxPurge(db: Db, mail: MailConfig): Job {
  return {
    name: 'outbox-purge',
    async run(now) {
      const purged = await purgeSentEmails(db, now);
      if (!mail.smtpUrl) {
        await Promise.all(purged.map((row) => fs.rm(emlPath(mail.dir, row), { force: true })));
      }
      return purged.length;
    },
  };
}
