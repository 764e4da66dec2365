import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { todayCounts, todayFigures } from '../../repositories/today.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';

/** "Oggi": what needs doing now, counted (domain/today.ts). */
export const staffTodayRoutes = new Hono<AppEnv & StaffEnv>()
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/', async (c) => c.json(await todayCounts(c.var.deps.db, c.var.deps.clock.now())))
  // The figures and charts under the counts.
  .get('/figures', async (c) => c.json(await todayFigures(c.var.deps.db, c.var.deps.clock.now())));
