import { Hono, type Context } from 'hono';
import {
  factorRemovalSchema,
  passkeyIdParam,
  passkeyRegistrationSchema,
  totpConfirmSchema,
} from '#domain/second-factor.ts';
import type { AppEnv } from '../../context.ts';
import {
  accountSecurity,
  addPasskey,
  confirmAuthenticatorApp,
  passkeyRegistrationChallenge,
  removeAuthenticatorApp,
  removePasskey,
  renewRecoveryCodes,
  startAuthenticatorApp,
} from '../../repositories/second-factor.ts';
import {
  currentSessionId,
  requireStaffOrEnrolling,
  signInNeeded,
  startStaffSession,
  type EnrollingEnv,
} from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

type Env = AppEnv & EnrollingEnv;

/** The member and the moment of a change, with the session it is made in. */
const actOf = (c: Context<Env>) => ({
  staff: c.var.staff,
  now: c.var.deps.clock.now(),
  session: currentSessionId(c),
});

/** Taking a factor away is for a signed-in member, not one still adding their first. */
const signedIn = (c: Context<Env>) => {
  if (c.var.enrolling) throw signInNeeded();
};

/**
 * What follows a factor added: the account's security, the recovery codes once, and for a
 * member who was adding the factor the owner requires, the session it completes.
 */
async function added(c: Context<Env>, factor: 'passkey' | 'totp', recoveryCodes: string[] | null) {
  const { db } = c.var.deps;
  if (c.var.enrolling) await startStaffSession(c, c.var.staff.id, { secondFactor: factor });
  return {
    security: await accountSecurity(db, c.var.staff.id),
    recoveryCodes,
    staff: c.var.staff,
  };
}

/**
 * "Accesso in due passaggi" (issue 31, item 2): a member's passkeys, authenticator app and
 * recovery codes. Mounted before the back office's guard: a member the owner requires a second
 * factor of adds it here between the password and their first page.
 */
export const staffSecondFactorRoutes = new Hono<Env>()
  .use('*', requireStaffOrEnrolling)
  .get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await accountSecurity(c.var.deps.db, c.var.staff.id));
  })
  .post('/passkeys/options', async (c) => {
    const { db, clock, config } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    return c.json(await passkeyRegistrationChallenge(db, c.var.staff, config, clock.now()));
  })
  .post('/passkeys', validate('json', passkeyRegistrationSchema), async (c) => {
    const { db, config } = c.var.deps;
    const { recoveryCodes } = await addPasskey(db, c.req.valid('json'), config, actOf(c));
    return c.json(await added(c, 'passkey', recoveryCodes), 201);
  })
  .post(
    '/passkeys/:id/remove',
    validate('param', passkeyIdParam),
    validate('json', factorRemovalSchema),
    async (c) => {
      signedIn(c);
      const { db } = c.var.deps;
      await removePasskey(db, c.req.valid('param').id, c.req.valid('json').password, actOf(c));
      return c.json({ security: await accountSecurity(db, c.var.staff.id) });
    },
  )
  .post('/app', async (c) => {
    const { db, config } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    return c.json(await startAuthenticatorApp(db, c.var.staff, config));
  })
  .put('/app', validate('json', totpConfirmSchema), async (c) => {
    const { db } = c.var.deps;
    const { recoveryCodes } = await confirmAuthenticatorApp(db, c.req.valid('json').code, actOf(c));
    return c.json(await added(c, 'totp', recoveryCodes));
  })
  .post('/app/remove', validate('json', factorRemovalSchema), async (c) => {
    signedIn(c);
    const { db } = c.var.deps;
    await removeAuthenticatorApp(db, c.req.valid('json').password, actOf(c));
    return c.json({ security: await accountSecurity(db, c.var.staff.id) });
  })
  .post('/recovery-codes', validate('json', factorRemovalSchema), async (c) => {
    signedIn(c);
    const { db } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    const recoveryCodes = await renewRecoveryCodes(db, c.req.valid('json').password, actOf(c));
    return c.json({ security: await accountSecurity(db, c.var.staff.id), recoveryCodes });
  });
