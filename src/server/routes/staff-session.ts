import { Hono, type Context } from 'hono';
import {
  passkeySignInSchema,
  secondFactorRefusals,
  secondStepSchema,
} from '#domain/second-factor.ts';
import { staffSignInSchema } from '#domain/staff.ts';
import {
  linkTokenParam,
  PASSWORD_RESET_SENT,
  passwordChoiceSchema,
  passwordResetRequestSchema,
  teamRefusals,
} from '#domain/staff-team.ts';
import {
  acceptInvitation,
  invitationOf,
  requestPasswordReset,
  resetPassword,
} from '../repositories/staff-team.ts';
import {
  passkeySignInChallenge,
  secondStepFor,
  signInWithPasskey,
  verifySecondStep,
} from '../repositories/second-factor.ts';
import { rateLimit } from '../security/rate-limit.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { verifyPassword } from '../security/passwords.ts';
import { countSignInAttempt } from '../security/sign-in-throttle.ts';
import {
  endStaffSession,
  pendingSignIn,
  requireStaff,
  startStaffSession,
  type StaffUser,
} from '../security/staff-auth.ts';
import { validate } from '../validation.ts';

/** A verified hash to compare against when the e-mail is unknown, so timing tells nothing. */
const UNKNOWN_USER_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Reset e-mails asked from one address, as many as wrong passwords it may type (sign-in). */
const RESET_REQUESTS = { name: 'staff-password-reset', limit: 5, windowMinutes: 15 };
/** Passwords chosen through a link: a person needs a few tries, a script guessing links more. */
const LINK_ATTEMPTS = { name: 'staff-account-link', limit: 10, windowMinutes: 15 };
/** Passkey sign-ins from one address: a person retries a few times, a forger many. */
const PASSKEY_ATTEMPTS = { name: 'staff-passkey', limit: 20, windowMinutes: 15 };

/**
 * A right password opens a session, or only the second step when the member has a second
 * factor or the owner requires one: then the answer says which.
 */
async function afterPassword(c: Context<AppEnv>, staff: StaffUser) {
  const step = await secondStepFor(c.var.deps.db, staff.id);
  await startStaffSession(c, staff.id, step ? { due: step.due } : {});
  return step ? { secondStep: step } : { staff };
}

export const staffSessionRoutes = new Hono<AppEnv>()
  .post('/', validate('json', staffSignInSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const user = await c.var.deps.db
      .selectFrom('staff_users')
      .select(['id', 'email', 'name', 'role', 'password_hash', 'disabled_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    const attempt = await countSignInAttempt(c, email, user !== undefined);
    const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
    if (!user || !valid) {
      await attempt.failed();
      throw new HttpError(401, 'unauthorized', 'Email o password non corretti.');
    }
    // Told only to whoever knows the password: the account is there, and closed.
    if (user.disabled_at) throw new HttpError(403, 'forbidden', teamRefusals.disabled);
    // The session's cookie first: clients that read one Set-Cookie read the session's.
    const staff = { id: user.id, email: user.email, name: user.name, role: user.role };
    const next = await afterPassword(c, staff);
    // With a second step due the attempt stays counted: a wrong code after it counts too, and
    // the password typed again forgets neither (countSignInAttempt).
    if ('staff' in next) await attempt.succeeded();
    return c.json(next);
  })
  .get('/', requireStaff, async (c) => c.json({ staff: c.var.staff }))
  // The second step: the app's code or a recovery code, counted as wrong passwords are.
  .post('/second-step', validate('json', secondStepSchema), async (c) => {
    const { db, clock } = c.var.deps;
    const pending = await pendingSignIn(c);
    if (pending?.due !== 'verify')
      throw new HttpError(401, 'unauthorized', secondFactorRefusals.expiredStep);
    const attempt = await countSignInAttempt(c, pending.staff.email, true, 'wrong_code');
    const factor = await verifySecondStep(db, pending.staff, c.req.valid('json').code, clock.now());
    if (!factor) {
      await attempt.failed();
      throw new HttpError(401, 'unauthorized', secondFactorRefusals.wrongCode, {
        code: secondFactorRefusals.wrongCode,
      });
    }
    await startStaffSession(c, pending.staff.id, { secondFactor: factor });
    await attempt.succeeded();
    return c.json({ staff: pending.staff });
  })
  // A passkey is both factors at once: it signs in alone, or completes a second step.
  .post('/passkey/options', rateLimit(PASSKEY_ATTEMPTS), async (c) => {
    const { db, clock, config } = c.var.deps;
    const pending = await pendingSignIn(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await passkeySignInChallenge(db, pending?.staff.id ?? null, config, clock.now()));
  })
  .post(
    '/passkey',
    rateLimit(PASSKEY_ATTEMPTS),
    validate('json', passkeySignInSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const staff = await signInWithPasskey(db, c.req.valid('json'), config, clock.now());
      await startStaffSession(c, staff.id, { secondFactor: 'passkey' });
      return c.json({ staff });
    },
  )
  // An invited colleague's link: who is invited, then the password that makes the account.
  .get('/invitations/:token', validate('param', linkTokenParam), async (c) => {
    const { db, clock } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    return c.json(await invitationOf(db, c.req.valid('param').token, clock.now()));
  })
  .post(
    '/invitations/:token',
    rateLimit(LINK_ATTEMPTS),
    validate('param', linkTokenParam),
    validate('json', passwordChoiceSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { token } = c.req.valid('param');
      const staff = await acceptInvitation(db, token, c.req.valid('json').password, clock.now());
      return c.json(await afterPassword(c, staff), 201);
    },
  )
  // "Password dimenticata?": the same answer whether or not the address is a member's.
  .post(
    '/password-reset',
    rateLimit(RESET_REQUESTS),
    validate('json', passwordResetRequestSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      await requestPasswordReset(db, c.req.valid('json').email, config, clock.now());
      return c.json({ message: PASSWORD_RESET_SENT }, 202);
    },
  )
  .post(
    '/password-reset/:token',
    rateLimit(LINK_ATTEMPTS),
    validate('param', linkTokenParam),
    validate('json', passwordChoiceSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { token } = c.req.valid('param');
      const staff = await resetPassword(db, token, c.req.valid('json').password, clock.now());
      return c.json(await afterPassword(c, staff));
    },
  )
  .delete('/', async (c) => {
    await endStaffSession(c);
    return c.body(null, 204);
  });
