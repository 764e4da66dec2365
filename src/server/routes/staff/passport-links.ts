import { Hono } from 'hono';
import { passportLinkSchema } from '#domain/passport-links.ts';
import type { AppEnv } from '../../context.ts';
import { createPassportLink, latestPassportLinks } from '../../repositories/passport-links.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

export const staffPassportLinksRoutes = new Hono<AppEnv & StaffEnv>()
  .post('/', validate('json', passportLinkSchema), async (c) => {
    const { db, clock } = c.var.deps;
    const act = { staff: c.var.staff, now: clock.now() };
    return c.json(await createPassportLink(db, c.req.valid('json'), act), 201);
  })
  .get('/', async (c) => {
    const { db, clock } = c.var.deps;
    const items = await latestPassportLinks(db, clock.now());
    c.header('Cache-Control', 'no-store');
    return c.json({ items });
  });
