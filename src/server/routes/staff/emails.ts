import { Hono } from 'hono';
import { emailIdParam, staffEmailsQuery } from '#domain/backoffice-input.ts';
import type { AppEnv } from '../../context.ts';
import { resendEmail, staffEmail, staffEmails } from '../../repositories/outbox.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

/** The outbox as staff see it: every e-mail, its state and last error, and "reinvia". */
export const staffEmailsRoutes = new Hono<AppEnv & StaffEnv>()
  .get('/', validate('query', staffEmailsQuery), async (c) => {
    const { db, clock } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    return c.json(await staffEmails(db, c.req.valid('query'), clock.now()));
  })
  .get('/:id', validate('param', emailIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    return c.json(await staffEmail(db, c.req.valid('param').id, clock.now()));
  })
  .post('/:id/resend', validate('param', emailIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const act = { staff: c.var.staff, now: clock.now() };
    return c.json(await resendEmail(db, c.req.valid('param').id, act));
  });
