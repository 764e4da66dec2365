import { randomBytes, randomUUID } from 'node:crypto';
import { PRIVATE_LINK_BYTES, privateLinkTokenSchema } from '#domain/my-booking.ts';
import {
  INVITATION_HOURS,
  PASSWORD_RESET_MINUTES,
  staffRoleLabels,
  teamRefusals,
  type OwnSession,
  type PendingInvitation,
  type StaffInvitationInput,
  type StaffRole,
  type Team,
} from '#domain/staff-team.ts';
import { isPostgres } from '../db/connect.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { MailSettings } from '../mail/messages.tsx';
import { passwordResetMessage, staffInvitationMessage } from '../mail/team-messages.tsx';
import { isCommonPassword } from '../security/common-passwords.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { keyedHash } from '../security/server-secret.ts';
import { createStaffUser, type StaffUser } from '../security/staff-auth.ts';
import { memberRecord, recordAudit, type StaffAct } from './audit.ts';
import { secondFactorRequired } from './second-factor.ts';
import { enqueue } from './outbox.ts';

/*
 * The agency's team (issue 31, item 1): invitations, roles, disabled accounts, passwords and a
 * member's own sessions. Every change is one transaction with its e-mail; a link's token is made
 * as its e-mail leaves, only its keyed hash kept (decision 033).
 */

const hours = (now: Date, n: number) => new Date(now.getTime() + n * 3_600_000).toISOString();

/** A new password the server accepts: long enough (the schema) and not a common one. */
function acceptable(password: string): string {
  if (isCommonPassword(password))
    throw new HttpError(422, 'unprocessable', teamRefusals.commonPassword, {
      password: teamRefusals.commonPassword,
    });
  return password;
}

export async function teamOf(db: Db, now: Date): Promise<Team> {
  const members = await db
    .selectFrom('staff_users')
    .select((eb) => [
      'id',
      'email',
      'name',
      'role',
      'created_at',
      'disabled_at',
      'totp_secret',
      eb
        .exists(
          eb
            .selectFrom('staff_passkeys')
            .select('staff_passkeys.id')
            .whereRef('staff_passkeys.staff_user_id', '=', 'staff_users.id'),
        )
        .as('has_passkey'),
    ])
    .orderBy('disabled_at', 'desc')
    .orderBy('name')
    .execute();
  const invitations = await pendingInvitations(db, now).execute();
  return {
    secondFactorRequired: await secondFactorRequired(db),
    members: members
      .map((m) => ({
        id: m.id,
        email: m.email,
        name: m.name,
        role: m.role,
        createdAt: m.created_at,
        disabledAt: m.disabled_at,
        secondFactor: Boolean(m.has_passkey) || m.totp_secret !== null,
      }))
      // Active members first, by name; then the disabled ones.
      .sort((a, b) => Number(a.disabledAt !== null) - Number(b.disabledAt !== null)),
    invitations: invitations.map(invitationView),
  };
}

function pendingInvitations(db: Db, now: Date) {
  return db
    .selectFrom('staff_invitations')
    .innerJoin('staff_users', 'staff_users.id', 'staff_invitations.invited_by')
    .select([
      'staff_invitations.id',
      'staff_invitations.email',
      'staff_invitations.name',
      'staff_invitations.role',
      'staff_invitations.created_at',
      'staff_invitations.expires_at',
      'staff_users.name as invited_by',
    ])
    .where('staff_invitations.accepted_at', 'is', null)
    .where('staff_invitations.revoked_at', 'is', null)
    .where('staff_invitations.expires_at', '>', now.toISOString())
    .orderBy('staff_invitations.created_at');
}

function invitationView(row: {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  invited_by: string;
  created_at: string;
  expires_at: string;
}): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/**
 * "Invita un collega": the invitation and its e-mail in one transaction. Refused for an address
 * that is already a member's or has an invitation waiting.
 */
export async function inviteColleague(
  db: Db,
  input: Required<StaffInvitationInput>,
  by: StaffUser,
  settings: MailSettings,
  now: Date,
): Promise<PendingInvitation> {
  const id = randomUUID();
  const message = await staffInvitationMessage({ id, ...input }, by.name, settings);
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (member) throw new HttpError(409, 'conflict', teamRefusals.emailTaken);
    const waiting = await pendingInvitations(trx, now)
      .where('staff_invitations.email', '=', input.email)
      .executeTakeFirst();
    if (waiting) throw new HttpError(409, 'conflict', teamRefusals.invitationPending);
    await trx
      .insertInto('staff_invitations')
      .values({
        id,
        email: input.email,
        name: input.name,
        role: input.role,
        invited_by: by.id,
        created_at: now.toISOString(),
        expires_at: hours(now, INVITATION_HOURS),
      })
      .execute();
    await enqueue(trx, message, now);
    await recordAudit(trx, { staff: by, now }, 'invitation_sent', memberRecord({ id, ...input }), {
      after: { Nome: input.name, Email: input.email, Ruolo: staffRoleLabels[input.role] },
    });
  });
  return invitationView({
    id,
    ...input,
    invited_by: by.name,
    created_at: now.toISOString(),
    expires_at: hours(now, INVITATION_HOURS),
  });
}

/** "Invia di nuovo": a waiting invitation's e-mail again, its three days counted from now. */
export async function resendInvitation(
  db: Db,
  id: string,
  by: StaffUser,
  settings: MailSettings,
  now: Date,
): Promise<PendingInvitation> {
  const row = await pendingInvitations(db, now)
    .where('staff_invitations.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', teamRefusals.invitationNotFound);
  const message = await staffInvitationMessage(row, by.name, settings);
  const expires = hours(now, INVITATION_HOURS);
  await db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('staff_invitations')
      .set({ expires_at: expires })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new HttpError(409, 'conflict', teamRefusals.changedMeanwhile);
    await enqueue(trx, message, now);
    await recordAudit(trx, { staff: by, now }, 'invitation_resent', memberRecord(row));
  });
  return invitationView({ ...row, expires_at: expires });
}

/** "Annulla invito": its link opens no more. */
export async function revokeInvitation(db: Db, id: string, act: StaffAct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('staff_invitations')
      .set({ revoked_at: act.now.toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning(['id', 'name', 'email'])
      .executeTakeFirst();
    if (!revoked) throw new HttpError(404, 'not_found', teamRefusals.invitationNotFound);
    await recordAudit(trx, act, 'invitation_revoked', memberRecord(revoked));
  });
}

const invitationHash = (db: Db, token: string) => keyedHash(db, 'staff-invitation', token);
const resetHash = (db: Db, token: string) => keyedHash(db, 'staff-password-reset', token);

/** The outbox's issuer for an invitation's link: a new token as the e-mail leaves. */
export async function issueInvitationLink(trx: Db, invitationId: string): Promise<string> {
  const token = randomBytes(PRIVATE_LINK_BYTES).toString('base64url');
  await trx
    .updateTable('staff_invitations')
    .set({ token_hash: await invitationHash(trx, token) })
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .execute();
  return token;
}

/** The outbox's issuer for a password reset's link. */
export async function issuePasswordResetLink(trx: Db, resetId: string): Promise<string> {
  const token = randomBytes(PRIVATE_LINK_BYTES).toString('base64url');
  await trx
    .updateTable('staff_password_resets')
    .set({ token_hash: await resetHash(trx, token) })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .execute();
  return token;
}

/** The invitation a link opens, still to accept; each other case refused with why. */
async function openInvitation(db: Db, token: string, now: Date) {
  const row = privateLinkTokenSchema.safeParse(token).success
    ? await db
        .selectFrom('staff_invitations')
        .selectAll()
        .where('token_hash', '=', await invitationHash(db, token))
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, 'not_found', teamRefusals.invitationNotFound);
  if (row.accepted_at) throw new HttpError(410, 'conflict', teamRefusals.invitationUsed);
  if (row.revoked_at) throw new HttpError(410, 'conflict', teamRefusals.invitationRevoked);
  if (row.expires_at <= now.toISOString())
    throw new HttpError(410, 'conflict', teamRefusals.invitationExpired);
  return row;
}

/** What the invitation page shows before the password is chosen. */
export async function invitationOf(db: Db, token: string, now: Date) {
  const row = await openInvitation(db, token, now);
  return { email: row.email, name: row.name, role: row.role };
}

/**
 * The colleague chooses a password: the account is made and the invitation used, in one
 * transaction, once (a second press finds it used).
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<StaffUser> {
  acceptable(password);
  const invitation = await openInvitation(db, token, now);
  return db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('staff_invitations')
      .set({ accepted_at: now.toISOString() })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new HttpError(410, 'conflict', teamRefusals.invitationUsed);
    const taken = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', invitation.email)
      .executeTakeFirst();
    if (taken) throw new HttpError(409, 'conflict', teamRefusals.emailTaken);
    const user = await createStaffUser(
      trx,
      { email: invitation.email, name: invitation.name, password, role: invitation.role },
      now,
    );
    await trx
      .updateTable('staff_invitations')
      .set({ staff_user_id: user.id })
      .where('id', '=', invitation.id)
      .execute();
    await recordAudit(trx, { staff: user, now }, 'invitation_accepted', memberRecord(user), {
      after: { Email: user.email, Ruolo: staffRoleLabels[user.role] },
    });
    return user;
  });
}

/**
 * The active owners other than `memberId`. On PostgreSQL every active owner's row is locked, in
 * one order, until the transaction ends: two owners demoting or disabling each other at once are
 * taken one after the other (never a deadlock), and the second counts what the first left.
 */
async function otherActiveOwners(trx: Db, memberId: string): Promise<number> {
  const owners = trx
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'titolare')
    .where('disabled_at', 'is', null)
    .orderBy('id');
  const rows = await (isPostgres(trx) ? owners.forUpdate() : owners).execute();
  return rows.filter((row) => row.id !== memberId).length;
}

/** A member or an invited colleague, as the trail names them: "Marco Rossi (marco@…)". */

async function memberRow(trx: Db, memberId: string) {
  const member = await trx
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'role', 'disabled_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new HttpError(404, 'not_found', teamRefusals.memberNotFound);
  return member;
}

/** "Ruolo": refused when it would leave the team without an active owner. */
export async function changeRole(
  db: Db,
  memberId: string,
  role: StaffRole,
  act: StaffAct,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const others = await otherActiveOwners(trx, memberId);
    const member = await memberRow(trx, memberId);
    const losesOwner = member.role === 'titolare' && role !== 'titolare' && !member.disabled_at;
    if (losesOwner && others === 0) throw new HttpError(409, 'conflict', teamRefusals.lastOwner);
    if (member.role === role) return;
    await trx.updateTable('staff_users').set({ role }).where('id', '=', memberId).execute();
    await recordAudit(trx, act, 'role_changed', memberRecord(member), {
      before: { Ruolo: staffRoleLabels[member.role] },
      after: { Ruolo: staffRoleLabels[role] },
    });
  });
}

/**
 * "Disattiva": the account signs in no more and its sessions end at once (its open pages get 401
 * on their next request); what it did stays in the records. Never the last active owner.
 */
export async function disableMember(db: Db, memberId: string, by: StaffUser, now: Date) {
  await db.transaction().execute(async (trx) => {
    const others = await otherActiveOwners(trx, memberId);
    const member = await memberRow(trx, memberId);
    if (member.disabled_at) return;
    if (member.role === 'titolare' && others === 0)
      throw new HttpError(409, 'conflict', teamRefusals.lastOwner);
    await trx
      .updateTable('staff_users')
      .set({ disabled_at: now.toISOString(), disabled_by: by.id })
      .where('id', '=', memberId)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_user_id', '=', memberId).execute();
    await trx.deleteFrom('staff_password_resets').where('staff_user_id', '=', memberId).execute();
    await recordAudit(trx, { staff: by, now }, 'member_disabled', memberRecord(member));
  });
}

/** "Riattiva": the account signs in again with its password. */
export async function enableMember(db: Db, memberId: string, act: StaffAct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await memberRow(trx, memberId);
    if (!member.disabled_at) return;
    await trx
      .updateTable('staff_users')
      .set({ disabled_at: null, disabled_by: null })
      .where('id', '=', memberId)
      .execute();
    await recordAudit(trx, act, 'member_enabled', memberRecord(member));
  });
}

/** "Cambia password": the current one checked; every other session of the member ends. */
export async function changePassword(
  db: Db,
  member: StaffUser,
  input: { currentPassword: string; newPassword: string },
  currentSession: string | null,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('staff_users')
    .select('password_hash')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.currentPassword, row.password_hash)))
    throw new HttpError(422, 'unprocessable', teamRefusals.wrongPassword, {
      currentPassword: teamRefusals.wrongPassword,
    });
  const hash = await hashPassword(acceptable(input.newPassword));
  await db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('staff_users')
      .set({ password_hash: hash })
      .where('id', '=', member.id)
      .where('password_hash', '=', row.password_hash)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new HttpError(409, 'conflict', teamRefusals.changedMeanwhile);
    const ended = await trx
      .deleteFrom('staff_sessions')
      .where('staff_user_id', '=', member.id)
      .where('id', '<>', currentSession ?? '')
      .executeTakeFirst();
    await recordAudit(trx, { staff: member, now }, 'password_changed', memberRecord(member), {
      after: { 'Altre sessioni chiuse': Number(ended.numDeletedRows) },
    });
  });
}

/** "Le tue sessioni": the member's unexpired sessions, this one marked. */
export async function sessionsOf(
  db: Db,
  memberId: string,
  currentSession: string | null,
  now: Date,
): Promise<OwnSession[]> {
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'expires_at', 'user_agent'])
    .where('staff_user_id', '=', memberId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    current: row.id === currentSession,
  }));
}

/** "Chiudi" on one of one's own sessions; another member's is not found. */
export async function endOwnSession(db: Db, sessionId: string, act: StaffAct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom('staff_sessions')
      .where('id', '=', sessionId)
      .where('staff_user_id', '=', act.staff.id)
      .returning('user_agent')
      .executeTakeFirst();
    if (!ended) throw new HttpError(404, 'not_found', teamRefusals.sessionNotFound);
    await recordAudit(trx, act, 'session_ended', memberRecord(act.staff), {
      before: { Browser: ended.user_agent },
    });
  });
}

/**
 * "Password dimenticata?": for an active member, a reset and its e-mail in one transaction; for
 * any other address nothing, and the caller answers the same (PASSWORD_RESET_SENT).
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  settings: MailSettings,
  now: Date,
): Promise<void> {
  const member = await db
    .selectFrom('staff_users')
    .select(['id', 'email', 'name'])
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!member) return;
  const id = randomUUID();
  const message = await passwordResetMessage(member, id, settings);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_password_resets')
      .values({
        id,
        staff_user_id: member.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000).toISOString(),
      })
      .execute();
    await enqueue(trx, message, now);
  });
}

/**
 * A new password from the reset's link: set once, within its half hour, for an account still
 * active. Every session of the account ends; the caller signs this browser in.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<StaffUser> {
  const hash = await hashPassword(acceptable(password));
  const invalid = new HttpError(410, 'conflict', teamRefusals.resetInvalid);
  if (!privateLinkTokenSchema.safeParse(token).success) throw invalid;
  const tokenHash = await resetHash(db, token);
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('staff_password_resets')
      .innerJoin('staff_users', 'staff_users.id', 'staff_password_resets.staff_user_id')
      .select([
        'staff_password_resets.id',
        'staff_users.id as memberId',
        'staff_users.email',
        'staff_users.name',
        'staff_users.role',
      ])
      .where('staff_password_resets.token_hash', '=', tokenHash)
      .where('staff_password_resets.used_at', 'is', null)
      .where('staff_password_resets.expires_at', '>', now.toISOString())
      .where('staff_users.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!reset) throw invalid;
    const { numUpdatedRows } = await trx
      .updateTable('staff_password_resets')
      .set({ used_at: now.toISOString() })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw invalid;
    await trx
      .updateTable('staff_users')
      .set({ password_hash: hash })
      .where('id', '=', reset.memberId)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_user_id', '=', reset.memberId).execute();
    const member = { id: reset.memberId, email: reset.email, name: reset.name, role: reset.role };
    await recordAudit(trx, { staff: member, now }, 'password_reset', memberRecord(member));
    return member;
  });
}
