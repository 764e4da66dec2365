import type { Clock } from '../context.ts';
import type { Db } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createMailSender } from '../mail/sender.ts';
import type { OutboxRow } from '../repositories/outbox.ts';

/**
 * The outbox's real sender delivering into memory: each message as it left, its private link
 * made and written in (the stored rows hold only a placeholder). Not a test file itself.
 */
export function testMailbox(db: Db, clock: Clock) {
  const delivered: OutboxRow[] = [];
  const sender = createMailSender({
    db,
    clock,
    logger: createLogger({ logLevel: 'silent' }),
    transport: {
      target: 'memory',
      deliver: async (message) => void delivered.push(message),
      close: () => {},
    },
  });
  let seen = 0;
  return {
    /** Delivers what is due; answers the messages delivered since the last call. */
    async deliver(): Promise<OutboxRow[]> {
      await sender.deliverDue();
      const fresh = delivered.slice(seen);
      seen = delivered.length;
      return fresh;
    },
  };
}
