import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../context.ts';
import type { Db } from '../db/database.ts';
import {
  claimDue,
  markNotSent,
  markSent,
  onEnqueue,
  privateLinkOf,
  type OutboxRow,
} from '../repositories/outbox.ts';
import { issuePrivateLink } from '../repositories/private-links.ts';
import { withToken } from './private-links.ts';
import type { MailTransport } from './transport.ts';

const MINUTE = 60_000;

/**
 * The pause after each failed attempt: 1 minute, 5, 30, 2 hours, 6, 12, 24. The attempt after
 * the last pause is the last one: about two days in all, then the message has failed.
 */
export const RETRY_PAUSES = [1, 5, 30, 120, 360, 720, 1440].map((minutes) => minutes * MINUTE);
export const MAX_ATTEMPTS = RETRY_PAUSES.length + 1;

/** When a message that failed its `attempts`-th attempt is tried again; null: never. */
export function retryAt(attempts: number, now: Date, permanent: boolean): Date | null {
  const pause = permanent ? undefined : RETRY_PAUSES[attempts - 1];
  return pause === undefined ? null : new Date(now.getTime() + pause);
}

/** A 5xx answer is the SMTP server's final word (unknown mailbox, refused): no point retrying. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export type SenderOptions = {
  /** How often a sender looks for due messages when nothing woke it. */
  pollMs?: number;
  /** How long a claimed message is the sender's own: past it, another sender may take it. */
  leaseMs?: number;
  /** Messages claimed (and sent side by side) at a time. */
  batch?: number;
};

export type MailSender = {
  /** Looks for due messages now and then every `pollMs`, and at once on every enqueue. */
  start(): void;
  /** Claims and delivers every due message; resolves when none is left. */
  deliverDue(): Promise<void>;
  /** Stops looking; waits (at most `graceMs`) for the deliveries under way. */
  stop(graceMs?: number): Promise<void>;
};

/** What a failed attempt tells the log: codes only, as the error's text may name the recipient. */
function failure(error: unknown) {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return { code, responseCode };
}

/**
 * The outbox's sender, inside the server process: it claims due messages with a lease, delivers
 * them, marks each sent or schedules its next attempt, and keeps the last error. Several
 * processes on one PostgreSQL each run one; each message is claimed by one at a time.
 */
export function createMailSender(deps: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  options?: SenderOptions;
}): MailSender {
  const { db, transport, clock, logger } = deps;
  const { pollMs = 2000, leaseMs = 5 * MINUTE, batch = 5 } = deps.options ?? {};
  const token = randomUUID();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * The message as it leaves: with a private link, a new token is made for this delivery and
   * written in (docs/decisions/033); null when the sender no longer holds the message.
   */
  async function outgoing(message: OutboxRow): Promise<OutboxRow | null> {
    const link = privateLinkOf(message);
    if (!link) return message;
    const token = await issuePrivateLink(db, message, link, clock.now());
    return token === null ? null : withToken(message, token);
  }

  async function deliver(message: OutboxRow): Promise<void> {
    const log = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
    try {
      const ready = await outgoing(message);
      if (!ready) {
        logger.warn(log, 'e-mail left to another sender: its lease ran out');
        return;
      }
      await transport.deliver(ready);
    } catch (error) {
      const next = retryAt(message.attempts, clock.now(), isPermanent(error));
      const reason = error instanceof Error ? error.message : String(error);
      await markNotSent(db, message, reason.slice(0, 1000), next);
      logger.warn(
        { ...log, ...failure(error), retryAt: next },
        next ? 'e-mail not sent yet' : 'e-mail failed',
      );
      return;
    }
    // Accepted: should the process die before this update, the lease runs out and the message
    // goes again, with the same Message-ID and a link of its own (at least once, never lost).
    await markSent(db, message, clock.now());
    logger.info({ ...log, via: transport.target }, 'e-mail sent');
  }

  async function deliverDue(): Promise<void> {
    while (!stopped) {
      const now = clock.now();
      const claimed = await claimDue(db, {
        token,
        now,
        leaseUntil: new Date(now.getTime() + leaseMs),
        limit: batch,
      });
      if (claimed.length === 0) return;
      await Promise.all(claimed.map(deliver));
    }
  }

  /** One pass at a time; a wake during a pass asks for another right after it. */
  function pass(): void {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = deliverDue()
      .catch((error: unknown) => logger.warn({ err: error }, 'e-mail outbox not read'))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          pass();
        } else timer = setTimeout(pass, pollMs);
      });
  }

  let stopListening = () => {};

  return {
    start() {
      started = true;
      stopListening = onEnqueue(pass);
      pass();
    },
    deliverDue,
    async stop(graceMs = 3000) {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      if (running) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise((resolve) => (grace = setTimeout(resolve, graceMs))),
        ]);
        clearTimeout(grace);
      }
      transport.close();
    },
  };
}
