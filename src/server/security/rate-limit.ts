import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { visitorAddress } from './client-address.ts';

/** At most `limit` requests counted under `key` in any `windowMinutes` (a sliding window). */
export type Allowance = { key: string; limit: number; windowMinutes: number };

export type RateLimit = {
  /** Which write is counted: each has its own allowance. */
  name: string;
  /** Requests allowed per client in any window. */
  limit: number;
  windowMinutes: number;
};

/** Allowances span an hour at most: seconds counted earlier are spent. */
const LONGEST_WINDOW_MS = 60 * 60_000;

/**
 * Requests are counted per second, one row per key and second (its `window_start`): a window
 * is the seconds within its length before now, so it slides instead of starting afresh.
 */
const secondOf = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();

/**
 * Counts one request of `key` in the second that holds `now`: one atomic upsert, so
 * simultaneous requests on any instance all count. Answers whether the row is new.
 */
async function hit(db: Db, key: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: secondOf(now), hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet((update) => ({ hits: update('rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits === 1;
}

/**
 * 0 when the requests counted in the window, this one included, are within the limit; else
 * the seconds until, this one taken back, enough of the oldest have left it to let one in.
 */
async function secondsToWait(
  db: Db,
  { key, limit, windowMinutes }: Allowance,
  now: Date,
): Promise<number> {
  const windowMs = windowMinutes * 60_000;
  const seconds = await db
    .selectFrom('rate_limits')
    .select(['window_start', 'hits'])
    .where('key', '=', key)
    .where('window_start', '>', new Date(now.getTime() - windowMs).toISOString())
    .orderBy('window_start')
    .execute();
  const excess = seconds.reduce((sum, { hits }) => sum + hits, 0) - limit;
  if (excess <= 0) return 0;
  let leaving = 0;
  const last = seconds.find(({ hits }) => (leaving += hits) >= excess)!;
  return Math.max(1, Math.ceil((Date.parse(last.window_start) + windowMs - now.getTime()) / 1000));
}

/**
 * Counts one request against every allowance, or against none: when any is used up the
 * request is taken back from all (a refused request does nothing, so it costs nothing) and
 * the answer is the seconds to wait, for `Retry-After`; 0 means go ahead. Each count is
 * written before it is read, so simultaneous requests never exceed a limit: at worst both
 * of two racing for the last place are refused.
 */
export async function countRequest(db: Db, allowances: Allowance[], now: Date): Promise<number> {
  let wait = 0;
  let newSecond = false;
  for (const allowance of allowances) {
    newSecond = (await hit(db, allowance.key, now)) || newSecond;
    wait = Math.max(wait, await secondsToWait(db, allowance, now));
  }
  if (wait > 0) for (const { key } of allowances) await uncountRequest(db, key, now);
  // Clearing spent seconds now and then keeps the table small; allowances of every length
  // share it, so only those older than the longest.
  if (newSecond) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())
      .execute();
  }
  return wait;
}

/** Takes back one request of `key` counted at `now` (it turned out harmless). */
export async function uncountRequest(db: Db, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', secondOf(now))
    .where('hits', '>', 0)
    .execute();
}

/** Forgets every request counted for `key`. */
export async function forgetRequests(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** The 429 answer to throw, telling the client the real wait in `Retry-After`. */
export function tooManyRequests(c: Context<AppEnv>, seconds: number, message: string): HttpError {
  c.header('Retry-After', String(seconds));
  return new HttpError(429, 'too_many_requests', message);
}

/**
 * Refused sends (a mistyped e-mail, a box left unticked) have an allowance of their own, so a
 * visitor correcting a form keeps every correct send; more generous, but a flood of them is a
 * script too. At least 30 in the write's window, or its own limit when that is larger.
 */
const REFUSED_SENDS = 30;
/** Answers that refuse a send for what it contains: the API's 400, the form page's 422. */
const REFUSED_FOR_CONTENT = new Set([400, 422]);

/**
 * Refuses a visitor's requests beyond `limit` in any window with 429, before any work is done.
 * Requests refused for their content count against an allowance of their own instead.
 */
export function rateLimit({ name, limit, windowMinutes }: RateLimit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, clock } = c.var.deps;
    const visitor = visitorAddress(c);
    const now = clock.now();
    const accepted = { key: `${name}:${visitor}`, limit, windowMinutes };
    const refused = {
      key: `${name}-refused:${visitor}`,
      limit: Math.max(REFUSED_SENDS, limit),
      windowMinutes,
    };
    // Counted against both until the answer tells which it was: simultaneous requests then
    // never exceed either allowance.
    const wait = await countRequest(db, [accepted, refused], now);
    if (wait > 0) {
      throw tooManyRequests(c, wait, 'Troppe richieste in poco tempo: riprova tra qualche minuto.');
    }
    await next();
    const other = REFUSED_FOR_CONTENT.has(c.res.status) ? accepted : refused;
    await uncountRequest(db, other.key, now);
  });
}
