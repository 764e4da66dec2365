import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { todayCounts } from '../../repositories/today.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';

/** "Oggi": what needs doing now, counted (domain/today.ts). */
export const staffTodayRoutes = new Hono<AppEnv & StaffEnv>().get('/', async (c) => {
  const { db, clock } = c.var.deps;
  c.header('Cache-Control', 'private, no-store');
  return c.json(await todayCounts(db, clock.now()));
});
