import { Hono } from 'hono';
import { todayInRome } from '#domain/calendar.ts';
import { staffWaitlistQuery, waitlistEntryIdParam } from '#domain/waitlist.ts';
import type { AppEnv } from '../../context.ts';
import { removeWaitlistEntry, staffWaitlist } from '../../repositories/waitlist.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

/** "Lista d'attesa": the queues of the departures from today on, and removing a place. */
export const staffWaitlistRoutes = new Hono<AppEnv & StaffEnv>()
  .get('/', validate('query', staffWaitlistQuery), async (c) => {
    const { db, clock } = c.var.deps;
    const { page, departureId } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await staffWaitlist(db, { page, departureId, today: todayInRome(clock.now()) }));
  })
  .delete('/:id', validate('param', waitlistEntryIdParam), async (c) => {
    const { id } = c.req.valid('param');
    const { db, clock } = c.var.deps;
    await removeWaitlistEntry(db, id, { staff: c.var.staff, now: clock.now() });
    return c.json({ removed: id });
  });
