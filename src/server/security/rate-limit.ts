import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { clientAddress } from './client-address.ts';

export type RateLimit = {
  /** Which write is counted: each has its own allowance. */
  name: string;
  /** Requests allowed per client in one window. */
  limit: number;
  windowMinutes: number;
};

/** Rules count over windows of an hour at most: rows of windows that began earlier are spent. */
const LONGEST_WINDOW_MS = 60 * 60_000;

/** The window of `windowMinutes` that holds `now`: its start and the seconds left in it. */
export function currentWindow(now: Date, windowMinutes: number) {
  const windowMs = windowMinutes * 60_000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    start: new Date(start).toISOString(),
    secondsLeft: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
  };
}

/**
 * Counts one request of `key` in the window that holds `now` and says whether it is within
 * the limit. One atomic upsert, so simultaneous requests on any instance count correctly.
 */
export async function countRequest(
  db: Db,
  key: string,
  { limit, windowMinutes }: Pick<RateLimit, 'limit' | 'windowMinutes'>,
  now: Date,
): Promise<boolean> {
  const windowStart = currentWindow(now, windowMinutes).start;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet((update) => ({ hits: update('rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  // Clearing spent windows now and then keeps the table small. Only those older than the
  // longest rule's window: rules of other lengths share the table.
  if (row.hits === 1) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())
      .execute();
  }
  return row.hits <= limit;
}

/** Takes back one request of `key` counted in the current window (it turned out harmless). */
export async function uncountRequest(
  db: Db,
  key: string,
  { windowMinutes }: Pick<RateLimit, 'windowMinutes'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', currentWindow(now, windowMinutes).start)
    .where('hits', '>', 0)
    .execute();
}

/** Forgets every request counted for `key`. */
export async function forgetRequests(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Refuses a client's requests beyond `limit` per window with 429, before any work is done. */
export function rateLimit(rule: RateLimit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, clock } = c.var.deps;
    const allowed = await countRequest(db, `${rule.name}:${clientAddress(c)}`, rule, clock.now());
    if (!allowed) {
      c.header('Retry-After', String(rule.windowMinutes * 60));
      throw new HttpError(
        429,
        'too_many_requests',
        'Troppe richieste in poco tempo: riprova tra qualche minuto.',
      );
    }
    await next();
  });
}
