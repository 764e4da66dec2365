import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  SECOND_STEP_MINUTES,
  type SecondFactor,
  type SecondFactorDue,
} from '#domain/second-factor.ts';
import { teamRefusals, type StaffRole } from '#domain/staff-team.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { hashPassword } from './passwords.ts';

export const STAFF_COOKIE = 'mv_staff';
const SESSION_HOURS = 12;

export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How a session was opened: with which second factor, or still waiting for one (then it opens
 * nothing but the second step, for a few minutes).
 */
export type SessionStart = { secondFactor?: SecondFactor; due?: SecondFactorDue };

/** Creates a session row and sets its cookie; only the token's hash is stored. */
export async function startStaffSession<E extends AppEnv>(
  c: Context<E>,
  staffUserId: string,
  start: SessionStart = {},
): Promise<void> {
  const { db, clock, config } = c.var.deps;
  // A second step half done in this browser ends with the session it opens.
  const previous = currentSessionId(c);
  if (previous)
    await db
      .deleteFrom('staff_sessions')
      .where('id', '=', previous)
      .where('second_factor_due', 'is not', null)
      .execute();
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const lasts = start.due ? SECOND_STEP_MINUTES * 60_000 : SESSION_HOURS * 3_600_000;
  const expires = new Date(now.getTime() + lasts);
  await db
    .insertInto('staff_sessions')
    .values({
      id: digest(token),
      staff_user_id: staffUserId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      user_agent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      second_factor: start.secondFactor ?? null,
      second_factor_due: start.due ?? null,
    })
    .execute();
  setCookie(c, STAFF_COOKIE, token, {
    httpOnly: true,
    secure: config.https,
    sameSite: 'Strict',
    path: '/',
    expires,
  });
}

export async function endStaffSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, STAFF_COOKIE);
  if (token)
    await c.var.deps.db.deleteFrom('staff_sessions').where('id', '=', digest(token)).execute();
  deleteCookie(c, STAFF_COOKIE, { path: '/' });
}

/** The id of this request's session (the hash of its cookie), or null without one. */
export function currentSessionId<E extends AppEnv>(c: Context<E>): string | null {
  const token = getCookie(c, STAFF_COOKIE);
  return token ? digest(token) : null;
}

/**
 * This request's session, unexpired, of an account not disabled: whose it is, the step it still
 * waits for, and whether it lacks the second factor the owner now requires.
 */
async function openSession<E extends AppEnv>(c: Context<E>) {
  const session = currentSessionId(c);
  if (!session) return undefined;
  const { db, clock } = c.var.deps;
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_user_id')
    .select([
      'staff_users.id',
      'staff_users.email',
      'staff_users.name',
      'staff_users.role',
      'staff_sessions.second_factor_due as due',
      sql<boolean | number>`(staff_sessions.second_factor is null and exists (
        select 1 from agency_settings where agency_settings.second_factor_required))`.as(
        'lacksFactor',
      ),
    ])
    .where('staff_sessions.id', '=', session)
    .where('staff_sessions.expires_at', '>', clock.now().toISOString())
    .where('staff_users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { due, lacksFactor, ...staff } = row;
  return { staff, due, lacksFactor: Boolean(lacksFactor) };
}

/**
 * The account of this request's session: no second step due, and opened with a second factor if
 * the owner requires one (sessions opened before the requirement end with it).
 */
export async function currentStaff<E extends AppEnv>(c: Context<E>): Promise<StaffUser | null> {
  const open = await openSession(c);
  return open && !open.due && !open.lacksFactor ? open.staff : null;
}

/** A session between the password and the second factor: whose, and which step is due. */
export async function pendingSignIn<E extends AppEnv>(
  c: Context<E>,
): Promise<{ staff: StaffUser; due: SecondFactorDue } | null> {
  const open = await openSession(c);
  return open?.due ? { staff: open.staff, due: open.due } : null;
}

/** The routes behind requireStaff read the signed-in account from `c.var.staff`. */
export type StaffEnv = { Variables: { staff: StaffUser } };

/** The answer to a request without a full session. */
export const signInNeeded = () =>
  new HttpError(401, 'unauthorized', 'Accedi con il tuo account dello staff.');

/** Lets a request through only with a valid, unexpired staff session; 401 otherwise. */
export const requireStaff = createMiddleware<AppEnv & StaffEnv>(async (c, next) => {
  const staff = await currentStaff(c);
  if (!staff) throw signInNeeded();
  c.set('staff', staff);
  await next();
});

/** The routes that add a second factor read the member and whether they are still signing in. */
export type EnrollingEnv = { Variables: { staff: StaffUser; enrolling: boolean } };

/**
 * A full session, or one whose password was right and which must add the second factor the
 * owner requires before anything else (`enrolling`); 401 otherwise.
 */
export const requireStaffOrEnrolling = createMiddleware<AppEnv & EnrollingEnv>(async (c, next) => {
  const staff = await currentStaff(c);
  const pending = staff ? null : await pendingSignIn(c);
  if (staff) c.set('staff', staff);
  else if (pending?.due === 'enrol') c.set('staff', pending.staff);
  else throw signInNeeded();
  c.set('enrolling', staff === null);
  await next();
});

/** Behind requireStaff: only the owner ("titolare") goes on; 403 for staff, nothing changed. */
export const requireOwner = createMiddleware<AppEnv & StaffEnv>(async (c, next) => {
  if (c.var.staff.role !== 'titolare')
    throw new HttpError(403, 'forbidden', teamRefusals.ownersOnly);
  await next();
});

/**
 * Creates an account: an owner on first start (STAFF_EMAIL) and by the staff:create command, a
 * colleague with the role of their invitation.
 */
export async function createStaffUser(
  db: Db,
  input: { email: string; name: string; password: string; role?: StaffRole },
  now: Date,
): Promise<StaffUser> {
  const user = {
    id: randomUUID(),
    email: input.email.toLowerCase(),
    name: input.name,
    role: input.role ?? 'titolare',
  };
  await db
    .insertInto('staff_users')
    .values({
      ...user,
      password_hash: await hashPassword(input.password),
      created_at: now.toISOString(),
    })
    .execute();
  return user;
}

/** The first account from the environment, only while no staff account exists. */
export async function ensureFirstStaff(
  db: Db,
  first: { email: string; password: string } | null,
  now: Date,
) {
  if (!first) return null;
  const existing = await db.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  return createStaffUser(
    db,
    { email: first.email, name: 'Amministrazione', password: first.password },
    now,
  );
}

/** An account the staff:create command may create; the password also fits the sign-in form. */
const staffAccountSchema = z.object({
  email: z.email('the e-mail address is not valid').transform((email) => email.toLowerCase()),
  name: z.string().trim().min(1, 'the name is missing').max(80, 'the name is too long'),
  password: z
    .string()
    .min(12, 'the password must be at least 12 characters long')
    .max(200, 'the password must be at most 200 characters long'),
});

/** A refusal of the staff:create command, with a message for the person who ran it. */
export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

/** The core of `npm run staff:create`: checks the input, refuses a taken e-mail, creates the account. */
export async function createStaffAccount(
  db: Db,
  input: { email: string; name: string; password: string },
  now: Date,
): Promise<StaffUser> {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success) {
    throw new StaffAccountError(parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const { email } = parsed.data;
  const taken = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken) throw new StaffAccountError(`a staff account with the e-mail ${email} already exists`);
  return createStaffUser(db, parsed.data, now);
}
