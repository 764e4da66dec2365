import { Hono } from 'hono';
import {
  invitationIdParam,
  memberIdParam,
  passwordChangeSchema,
  sessionIdParam,
  staffInvitationSchema,
  staffRoleChangeSchema,
} from '#domain/staff-team.ts';
import { secondFactorRequirementSchema } from '#domain/second-factor.ts';
import type { AppEnv } from '../../context.ts';
import { setSecondFactorRequirement } from '../../repositories/second-factor.ts';
import {
  changePassword,
  changeRole,
  disableMember,
  enableMember,
  endOwnSession,
  inviteColleague,
  resendInvitation,
  revokeInvitation,
  sessionsOf,
  teamOf,
} from '../../repositories/staff-team.ts';
import { currentSessionId, requireOwner, type StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

/** "Team": every member sees who is in it; only the owner invites, changes roles, disables. */
export const staffTeamRoutes = new Hono<AppEnv & StaffEnv>()
  .get('/', async (c) => {
    const { db, clock } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    return c.json(await teamOf(db, clock.now()));
  })
  .post('/invitations', requireOwner, validate('json', staffInvitationSchema), async (c) => {
    const { db, clock, config } = c.var.deps;
    const now = clock.now();
    await inviteColleague(db, c.req.valid('json'), c.var.staff, config, now);
    return c.json(await teamOf(db, now), 201);
  })
  .post('/invitations/:id/send', requireOwner, validate('param', invitationIdParam), async (c) => {
    const { db, clock, config } = c.var.deps;
    const now = clock.now();
    await resendInvitation(db, c.req.valid('param').id, c.var.staff, config, now);
    return c.json(await teamOf(db, now));
  })
  .delete('/invitations/:id', requireOwner, validate('param', invitationIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    await revokeInvitation(db, c.req.valid('param').id, { staff: c.var.staff, now });
    return c.json(await teamOf(db, now));
  })
  .put(
    '/members/:id/role',
    requireOwner,
    validate('param', memberIdParam),
    validate('json', staffRoleChangeSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const act = { staff: c.var.staff, now: clock.now() };
      await changeRole(db, c.req.valid('param').id, c.req.valid('json').role, act);
      return c.json(await teamOf(db, act.now));
    },
  )
  .post('/members/:id/disable', requireOwner, validate('param', memberIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    await disableMember(db, c.req.valid('param').id, c.var.staff, now);
    return c.json(await teamOf(db, now));
  })
  .put(
    '/second-factor',
    requireOwner,
    validate('json', secondFactorRequirementSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const act = { staff: c.var.staff, now: clock.now(), session: currentSessionId(c) };
      await setSecondFactorRequirement(db, c.req.valid('json').required, act);
      return c.json(await teamOf(db, act.now));
    },
  )
  .post('/members/:id/enable', requireOwner, validate('param', memberIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    const act = { staff: c.var.staff, now: clock.now() };
    await enableMember(db, c.req.valid('param').id, act);
    return c.json(await teamOf(db, act.now));
  });

/** "Il tuo account": one's password and one's own sessions. */
export const staffAccountRoutes = new Hono<AppEnv & StaffEnv>()
  .get('/', async (c) => {
    const { db, clock } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    const sessions = await sessionsOf(db, c.var.staff.id, currentSessionId(c), clock.now());
    return c.json({ staff: c.var.staff, sessions });
  })
  // The account as it now is: the other sessions have ended.
  .put('/password', validate('json', passwordChangeSchema), async (c) => {
    const { db, clock } = c.var.deps;
    await changePassword(db, c.var.staff, c.req.valid('json'), currentSessionId(c), clock.now());
    const sessions = await sessionsOf(db, c.var.staff.id, currentSessionId(c), clock.now());
    return c.json({ staff: c.var.staff, sessions });
  })
  .delete('/sessions/:id', validate('param', sessionIdParam), async (c) => {
    const { db, clock } = c.var.deps;
    await endOwnSession(db, c.req.valid('param').id, { staff: c.var.staff, now: clock.now() });
    const sessions = await sessionsOf(db, c.var.staff.id, currentSessionId(c), clock.now());
    return c.json({ staff: c.var.staff, sessions });
  });
