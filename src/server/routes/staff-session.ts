import { Hono } from 'hono';
import { staffSignInSchema } from '#domain/staff.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { verifyPassword } from '../security/passwords.ts';
import { countSignInAttempt } from '../security/sign-in-throttle.ts';
import { endStaffSession, requireStaff, startStaffSession } from '../security/staff-auth.ts';
import { validate } from '../validation.ts';

/** A verified hash to compare against when the e-mail is unknown, so timing tells nothing. */
const UNKNOWN_USER_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const staffSessionRoutes = new Hono<AppEnv>()
  .post('/', validate('json', staffSignInSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const user = await c.var.deps.db
      .selectFrom('staff_users')
      .select(['id', 'email', 'name', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
    const attempt = await countSignInAttempt(c, email, user !== undefined);
    const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
    if (!user || !valid) {
      await attempt.failed();
      throw new HttpError(401, 'unauthorized', 'Email o password non corretti.');
    }
    // The session's cookie first: clients that read one Set-Cookie read the session's.
    await startStaffSession(c, user.id);
    await attempt.succeeded();
    return c.json({ staff: { id: user.id, email: user.email, name: user.name } });
  })
  .get('/', requireStaff, async (c) => c.json({ staff: c.var.staff }))
  .delete('/', async (c) => {
    await endStaffSession(c);
    return c.body(null, 204);
  });
