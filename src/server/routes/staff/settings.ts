import { Hono } from 'hono';
import { agencySettingsInputSchema } from '#domain/agency-settings-input.ts';
import type { AppEnv } from '../../context.ts';
import { readAgencySettings, saveAgencySettings } from '../../repositories/agency-settings.ts';
import { requireOwner, type StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

type Env = AppEnv & StaffEnv;

/**
 * "Impostazioni": the agency's figures and defaults; a save shows on every page at once. Every
 * member reads them, the owner alone changes them.
 */
export const staffSettingsRoutes = new Hono<Env>()
  .use('*', async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  })
  .get('/', async (c) => c.json(await readAgencySettings(c.var.deps.db)))
  .put('/', requireOwner, validate('json', agencySettingsInputSchema), async (c) => {
    const { db, catalogue, clock } = c.var.deps;
    const saved = await saveAgencySettings(db, c.req.valid('json'), {
      staff: c.var.staff,
      now: clock.now(),
    });
    await catalogue.refresh();
    return c.json(saved);
  });
