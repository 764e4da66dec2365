import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../context.ts';

/** /healthz: the process answers. /readyz: and so does the database. */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' as const }))
  .get('/readyz', async (c) => {
    try {
      await sql`select 1`.execute(c.var.deps.db);
      return c.json({ status: 'ready' as const });
    } catch (error) {
      c.var.deps.logger.error({ err: error }, 'database not ready');
      return c.json({ error: { code: 'unavailable', message: 'Database unavailable' } }, 503);
    }
  });
