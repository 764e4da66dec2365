import { Hono } from 'hono';
import { areaInputSchema } from '#domain/area-input.ts';
import type { AppEnv } from '../../context.ts';
import { addArea, listAreas } from '../../repositories/areas.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

type Env = AppEnv & StaffEnv;

/** The areas trips are filed under: the editor lists them and adds one; the listing follows. */
export const staffAreasRoutes = new Hono<Env>()
  .use('*', async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  })
  .get('/', async (c) => c.json({ areas: await listAreas(c.var.deps.db) }))
  .post('/', validate('json', areaInputSchema), async (c) => {
    const { db, catalogue, clock } = c.var.deps;
    const area = await addArea(db, c.req.valid('json').name, {
      staff: c.var.staff,
      now: clock.now(),
    });
    await catalogue.refresh();
    return c.json({ area }, 201);
  });
