import fs from 'node:fs/promises';
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
 * Why this process should get no traffic now, or null: the database does not take a write (a
 * write that changes nothing, so a full disk or a read-only file shows, which `select 1` hides),
 * or the data folder is short of space.
 */
async function notReady(c: { var: AppEnv['Variables'] }): Promise<string | null> {
  const { db, config } = c.var.deps;
  try {
    await withTimeout(
      sql`update catalogue_state set version = version where id = 1`.execute(db),
      READY_TIMEOUT_MS,
    );
  } catch (error) {
    c.var.deps.logger.warn({ cause: (error as Error).message }, 'database takes no write');
    return 'Database unavailable';
  }
  const disk = await fs.statfs(config.dataDir).catch(() => null);
  if (disk && (disk.bavail * disk.bsize) / 1024 / 1024 < config.readyMinFreeMb) {
    c.var.deps.logger.warn({ dataDir: config.dataDir }, 'data folder short of space');
    return 'Disk almost full';
  }
  return null;
}

/**
 * /healthz: the process answers (never touches the database, so a database outage does not
 * get the process restarted). /readyz: and it can do its work: the database takes a write,
 * quickly, and the data folder has room.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  })
  .get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const problem = await notReady(c);
    if (problem) return c.json({ error: { code: 'unavailable', message: problem } }, 503);
    return c.json({ status: 'ready' as const });
  });
