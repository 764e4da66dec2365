import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import { makePrivateFolder, writePrivateFile } from '../files/private-paths.ts';
import type { OutboxRow } from '../repositories/outbox.ts';

/** Where a message goes once it leaves the outbox: an SMTP server, or a file. */
export type MailTransport = {
  /** Resolves once the message is accepted (by the server, or on disk); throws otherwise. */
  deliver(message: OutboxRow): Promise<void>;
  /** Where it delivers, for the start's log line. */
  readonly target: string;
  close(): void;
};

/** Short enough that a silent server gives the message back well within its lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * The message as nodemailer composes it. Its Message-ID comes from the outbox row, so every
 * attempt at the same message carries the same one.
 */
function composed(message: OutboxRow, config: MailConfig) {
  const domain = config.from.address.split('@')[1];
  return {
    from: config.from,
    to: message.recipient,
    ...(message.reply_to ? { replyTo: message.reply_to } : {}),
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: `<${message.message_id}@${domain}>`,
  };
}

/**
 * SMTP with `SMTP_URL`; without it (the embedded default) each message is written as an .eml
 * file under `config.dir`, which any mail client opens.
 */
export function createMailTransport(config: MailConfig): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      target: 'smtp',
      async deliver(message) {
        await smtp.sendMail(composed(message, config));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    target: 'files',
    async deliver(message) {
      const info = await files.sendMail(composed(message, config));
      // The messages hold names, amounts and private links: MAIL_DIR is private like the data.
      makePrivateFolder(config.dir, { own: true });
      await writePrivateFile(emlPath(config.dir, message), info.message as Buffer);
    },
    close: () => files.close(),
  };
}

/** "2026-11-25T14-03-07-booking_received-<id>.eml": sorted by time, named by kind. */
export function emlPath(dir: string, message: Pick<OutboxRow, 'id' | 'kind' | 'created_at'>) {
  const at = message.created_at.slice(0, 19).replace(/:/g, '-');
  return path.join(dir, `${at}-${message.kind}-${message.id}.eml`);
}
