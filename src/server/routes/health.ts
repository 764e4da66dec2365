import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../context.ts';

/** A probe waits this long for the database; a slower answer counts as not ready. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process answers (never touches the database, so a database outage does not
 * get the process restarted). /readyz: and the database answers a real query, quickly.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  })
  .get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await withTimeout(sql`select 1`.execute(c.var.deps.db), READY_TIMEOUT_MS);
      return c.json({ status: 'ready' as const });
    } catch (error) {
      c.var.deps.logger.warn({ err: error }, 'database not ready');
      return c.json({ error: { code: 'unavailable', message: 'Database unavailable' } }, 503);
    }
  });
