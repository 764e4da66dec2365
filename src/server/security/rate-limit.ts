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
  const windowMs = windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
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
  // Old windows are of no further use; clearing them now and then keeps the table small.
  if (row.hits === 1) {
    await db.deleteFrom('rate_limits').where('window_start', '<', windowStart).execute();
  }
  return row.hits <= limit;
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
