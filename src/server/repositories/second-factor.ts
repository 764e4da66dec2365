import { randomBytes, randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  normalRecoveryCode,
  RECOVERY_CODES,
  secondFactorRefusals as refusals,
  type AccountSecurity,
  type SecondFactor,
  type SecondStep,
} from '#domain/second-factor.ts';
import { teamRefusals } from '#domain/staff-team.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { verifyPassword } from '../security/passwords.ts';
import { keyedHash } from '../security/server-secret.ts';
import type { StaffUser } from '../security/staff-auth.ts';
import { memberRecord, recordAudit, type StaffAct } from './audit.ts';

/*
 * A member's second factor (issue 31, item 2): passkeys checked by @simplewebauthn/server, an
 * authenticator app's codes by otplib, single-use recovery codes, and the owner's requirement.
 * Every change is recorded in the audit trail in its own transaction.
 */

type SiteAddress = Pick<Config, 'mail' | 'site'>;

/** The browser's answer to a ceremony: its shape checked by the schema, its contents by the library. */
type WebauthnAnswer = { id: string } & Record<string, unknown>;

/** The relying party is the site's public address: a passkey works there and nowhere else. */
function relyingParty(config: SiteAddress) {
  const url = new URL(config.mail.siteUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: config.site.name };
}

/** A ceremony must be answered within five minutes. */
const CHALLENGE_MINUTES = 5;
/** An app's code is taken from the step before and after too: a phone's clock drifts. */
const TOTP_TOLERANCE_SECONDS = 30;

async function newChallenge(
  db: Db,
  challenge: string,
  purpose: 'registration' | 'authentication',
  memberId: string | null,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  // Answered or not, a challenge is gone after a while: those of the last hour are swept here.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id,
      challenge,
      purpose,
      staff_user_id: memberId,
      expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
    })
    .execute();
  return id;
}

/** A challenge is answered once: taken from the table, whichever process gets there first. */
async function takeChallenge(
  db: Db,
  id: string,
  purpose: 'registration' | 'authentication',
  memberId: string | null,
  now: Date,
): Promise<string> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString());
  if (memberId) query = query.where('staff_user_id', '=', memberId);
  const row = await query.returning('challenge').executeTakeFirst();
  if (!row) throw new HttpError(410, 'conflict', refusals.challengeExpired);
  return row.challenge;
}

/** Whether the owner requires a second factor of every member. */
export async function secondFactorRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('agency_settings')
    .select('second_factor_required')
    .executeTakeFirst();
  return row?.second_factor_required ?? false;
}

async function factorsOf(db: Db, memberId: string) {
  const [passkeys, member] = await Promise.all([
    db
      .selectFrom('staff_passkeys')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('staff_user_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('staff_users')
      .select(['totp_secret', 'password_hash'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    passkey: Number(passkeys.count) > 0,
    totp: member.totp_secret !== null,
    passwordHash: member.password_hash,
  };
}

/**
 * What a right password leads to: nothing more (null), the factor the member has, or, when the
 * owner requires one and the member has none yet, adding one before anything else.
 */
export async function secondStepFor(db: Db, memberId: string): Promise<SecondStep | null> {
  const { passkey, totp } = await factorsOf(db, memberId);
  if (passkey || totp) return { due: 'verify', passkey, totp };
  if (await secondFactorRequired(db)) return { due: 'enrol', passkey, totp };
  return null;
}

/** "Accesso in due passaggi" on one's account. */
export async function accountSecurity(db: Db, memberId: string): Promise<AccountSecurity> {
  const [passkeys, member, codes, required] = await Promise.all([
    db
      .selectFrom('staff_passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('staff_user_id', '=', memberId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('staff_users')
      .select('totp_secret')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('staff_recovery_codes')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('staff_user_id', '=', memberId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
    secondFactorRequired(db),
  ]);
  return {
    passkeys: passkeys.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    })),
    totp: member.totp_secret !== null,
    recoveryCodesLeft: Number(codes.count),
    required,
  };
}

/** The letters and digits of a recovery code, none that reads as another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newRecoveryCode(): string {
  // 32 is a divisor of 256 only for a 32-letter alphabet: draw and redraw past 31 × 8.
  let code = '';
  while (code.length < 10) {
    for (const byte of randomBytes(16)) {
      if (byte < CODE_ALPHABET.length * 8 && code.length < 10)
        code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A fresh set of recovery codes for the member, the old ones void; only their hashes kept. */
async function newRecoveryCodes(db: Db) {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const hashes = await Promise.all(
    codes.map((code) => keyedHash(db, 'recovery-code', normalRecoveryCode(code))),
  );
  return {
    codes,
    async store(trx: Db, memberId: string, now: Date) {
      await trx.deleteFrom('staff_recovery_codes').where('staff_user_id', '=', memberId).execute();
      await trx
        .insertInto('staff_recovery_codes')
        .values(
          hashes.map((code_hash) => ({
            code_hash,
            staff_user_id: memberId,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    },
  };
}

/** Marks the session a factor was just added in as opened with it: the member proved it. */
async function sessionProvedBy(trx: Db, sessionId: string | null, factor: SecondFactor) {
  if (!sessionId) return;
  await trx
    .updateTable('staff_sessions')
    .set({ second_factor: factor })
    .where('id', '=', sessionId)
    .where('second_factor', 'is', null)
    .execute();
}

/** "Aggiungi una passkey": the options the browser hands to the device, and their challenge. */
export async function passkeyRegistrationChallenge(
  db: Db,
  member: StaffUser,
  config: SiteAddress,
  now: Date,
) {
  const { rpID, rpName } = relyingParty(config);
  const existing = await db
    .selectFrom('staff_passkeys')
    .select(['id', 'transports'])
    .where('staff_user_id', '=', member.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: member.email,
    userDisplayName: member.name,
    userID: new TextEncoder().encode(member.id),
    attestationType: 'none',
    // A passkey signs in by itself: it must hold the account (resident) and ask for a PIN or a
    // fingerprint (user verification).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      transports: JSON.parse(row.transports) as string[],
    })),
  });
  const challengeId = await newChallenge(db, options.challenge, 'registration', member.id, now);
  return { challengeId, options };
}

/**
 * The device's answer to "Aggiungi una passkey", checked and kept. With the member's first
 * second factor come their recovery codes, returned once.
 */
export async function addPasskey(
  db: Db,
  input: { challengeId: string; name: string; response: WebauthnAnswer },
  config: SiteAddress,
  act: StaffAct & { session: string | null },
): Promise<{ recoveryCodes: string[] | null }> {
  const { rpID, origin } = relyingParty(config);
  const expectedChallenge = await takeChallenge(
    db,
    input.challengeId,
    'registration',
    act.staff.id,
    act.now,
  );
  const refused = new HttpError(422, 'unprocessable', refusals.passkeyNotSaved);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => {
    throw refused;
  });
  if (!verification.verified) throw refused;
  const { credential } = verification.registrationInfo;
  const before = await factorsOf(db, act.staff.id);
  const codes = before.passkey || before.totp ? null : await newRecoveryCodes(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_passkeys')
      .values({
        id: credential.id,
        staff_user_id: act.staff.id,
        name: input.name,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: act.now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await codes?.store(trx, act.staff.id, act.now);
    await sessionProvedBy(trx, act.session, 'passkey');
    await recordAudit(trx, act, 'passkey_added', memberRecord(act.staff), {
      after: { Passkey: input.name },
    });
  });
  return { recoveryCodes: codes?.codes ?? null };
}

/** The options of a sign-in with a passkey: any of the site's, or the pending member's own. */
export async function passkeySignInChallenge(
  db: Db,
  memberId: string | null,
  config: SiteAddress,
  now: Date,
) {
  const { rpID } = relyingParty(config);
  const own = memberId
    ? await db
        .selectFrom('staff_passkeys')
        .select(['id', 'transports'])
        .where('staff_user_id', '=', memberId)
        .execute()
    : [];
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: own.map((row) => ({
      id: row.id,
      transports: JSON.parse(row.transports) as never,
    })),
  });
  const challengeId = await newChallenge(db, options.challenge, 'authentication', null, now);
  return { challengeId, options };
}

/**
 * A sign-in with a passkey: the device's signature over the challenge, checked against the
 * public key kept for it. Whatever is wrong (unknown key, forged or replayed signature, another
 * site's) is refused the same way.
 */
export async function signInWithPasskey(
  db: Db,
  input: { challengeId: string; response: WebauthnAnswer },
  config: SiteAddress,
  now: Date,
): Promise<StaffUser> {
  const { rpID, origin } = relyingParty(config);
  const expectedChallenge = await takeChallenge(db, input.challengeId, 'authentication', null, now);
  const refused = new HttpError(401, 'unauthorized', refusals.passkeyRefused);
  const passkey = await db
    .selectFrom('staff_passkeys')
    .innerJoin('staff_users', 'staff_users.id', 'staff_passkeys.staff_user_id')
    .select([
      'staff_passkeys.id as passkeyId',
      'staff_passkeys.public_key',
      'staff_passkeys.counter',
      'staff_passkeys.transports',
      'staff_users.id',
      'staff_users.email',
      'staff_users.name',
      'staff_users.role',
      'staff_users.disabled_at',
    ])
    .where('staff_passkeys.id', '=', input.response.id)
    .executeTakeFirst();
  if (!passkey) throw refused;
  const verification = await verifyAuthenticationResponse({
    response: input.response as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.passkeyId,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: passkey.counter,
      transports: JSON.parse(passkey.transports) as never,
    },
  }).catch(() => {
    throw refused;
  });
  if (!verification.verified) throw refused;
  if (passkey.disabled_at) throw new HttpError(403, 'forbidden', teamRefusals.disabled);
  await db
    .updateTable('staff_passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where('id', '=', passkey.passkeyId)
    .execute();
  return { id: passkey.id, email: passkey.email, name: passkey.name, role: passkey.role };
}

/** "Rimuovi" on a passkey, with the password; not the last factor while the owner requires one. */
export async function removePasskey(
  db: Db,
  passkeyId: string,
  password: string,
  act: StaffAct,
): Promise<void> {
  const factors = await checkedPassword(db, act.staff.id, password);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('staff_passkeys')
      .where('id', '=', passkeyId)
      .where('staff_user_id', '=', act.staff.id)
      .returning('name')
      .executeTakeFirst();
    if (!removed) throw new HttpError(404, 'not_found', refusals.passkeyNotFound);
    await keepsAFactor(trx, act.staff.id, factors.totp);
    await recordAudit(trx, act, 'passkey_removed', memberRecord(act.staff), {
      before: { Passkey: removed.name },
    });
  });
}

/** The member's password, checked before a factor goes; what factors they have. */
async function checkedPassword(db: Db, memberId: string, password: string) {
  const factors = await factorsOf(db, memberId);
  if (!(await verifyPassword(password, factors.passwordHash)))
    throw new HttpError(422, 'unprocessable', teamRefusals.wrongPassword, {
      password: teamRefusals.wrongPassword,
    });
  return factors;
}

/** Inside a removal: while the owner requires a second factor, the member keeps one. */
async function keepsAFactor(trx: Db, memberId: string, totp: boolean) {
  if (totp || !(await secondFactorRequired(trx))) return;
  const left = await trx
    .selectFrom('staff_passkeys')
    .select('id')
    .where('staff_user_id', '=', memberId)
    .executeTakeFirst();
  if (!left) throw new HttpError(409, 'conflict', refusals.lastFactor);
}

/** "Usa un'app di autenticazione": a new secret, kept aside until a code confirms it. */
export async function startAuthenticatorApp(
  db: Db,
  member: StaffUser,
  config: SiteAddress,
): Promise<{ secret: string; uri: string }> {
  const secret = generateSecret();
  const { numUpdatedRows } = await db
    .updateTable('staff_users')
    .set({ totp_pending: secret })
    .where('id', '=', member.id)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw new HttpError(409, 'conflict', refusals.appAlreadyOn);
  const { rpName } = relyingParty(config);
  return { secret, uri: generateURI({ issuer: rpName, label: member.email, secret }) };
}

/** The time step an app's code is right for, after the last one taken; null if it is wrong. */
async function codeStep(secret: string, code: string, lastStep: number | null, now: Date) {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The app's first code: the secret is then the member's, and with a first factor, the codes. */
export async function confirmAuthenticatorApp(
  db: Db,
  code: string,
  act: StaffAct & { session: string | null },
): Promise<{ recoveryCodes: string[] | null }> {
  const member = await db
    .selectFrom('staff_users')
    .select(['totp_pending', 'totp_secret'])
    .where('id', '=', act.staff.id)
    .executeTakeFirstOrThrow();
  if (member.totp_secret) throw new HttpError(409, 'conflict', refusals.appAlreadyOn);
  const secret = member.totp_pending;
  if (!secret) throw new HttpError(409, 'conflict', refusals.noPendingApp);
  const step = await codeStep(secret, code, null, act.now);
  if (step === null)
    throw new HttpError(422, 'unprocessable', refusals.wrongCode, { code: refusals.wrongCode });
  const before = await factorsOf(db, act.staff.id);
  const codes = before.passkey ? null : await newRecoveryCodes(db);
  await db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('staff_users')
      .set({ totp_secret: secret, totp_pending: null, totp_last_step: step })
      .where('id', '=', act.staff.id)
      .where('totp_pending', '=', secret)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new HttpError(409, 'conflict', refusals.noPendingApp);
    await codes?.store(trx, act.staff.id, act.now);
    await sessionProvedBy(trx, act.session, 'totp');
    await recordAudit(trx, act, 'totp_enabled', memberRecord(act.staff));
  });
  return { recoveryCodes: codes?.codes ?? null };
}

/** "Disattiva" the app, with the password; not the last factor while the owner requires one. */
export async function removeAuthenticatorApp(
  db: Db,
  password: string,
  act: StaffAct,
): Promise<void> {
  await checkedPassword(db, act.staff.id, password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
      .where('id', '=', act.staff.id)
      .execute();
    await keepsAFactor(trx, act.staff.id, false);
    await recordAudit(trx, act, 'totp_disabled', memberRecord(act.staff));
  });
}

/** "Nuovi codici di recupero", with the password: the old ones stop working. */
export async function renewRecoveryCodes(
  db: Db,
  password: string,
  act: StaffAct,
): Promise<string[]> {
  const factors = await checkedPassword(db, act.staff.id, password);
  if (!factors.passkey && !factors.totp) throw new HttpError(409, 'conflict', refusals.noFactorYet);
  const codes = await newRecoveryCodes(db);
  await db.transaction().execute(async (trx) => {
    await codes.store(trx, act.staff.id, act.now);
    await recordAudit(trx, act, 'recovery_codes_renewed', memberRecord(act.staff));
  });
  return codes.codes;
}

/**
 * The second step of a sign-in: the app's current code (each taken once), or one of the
 * recovery codes (each used once). Which factor it was, or null when the code is wrong.
 */
export async function verifySecondStep(
  db: Db,
  member: StaffUser,
  input: string,
  now: Date,
): Promise<SecondFactor | null> {
  const digits = input.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const row = await db
      .selectFrom('staff_users')
      .select(['totp_secret', 'totp_last_step'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    if (!row.totp_secret) return null;
    const step = await codeStep(row.totp_secret, digits, row.totp_last_step, now);
    if (step === null) return null;
    // Two requests with one code: the first to move the step on wins.
    const { numUpdatedRows } = await db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', member.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return numUpdatedRows > 0n ? 'totp' : null;
  }
  const hash = await keyedHash(db, 'recovery-code', normalRecoveryCode(input));
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('staff_recovery_codes')
      .set({ used_at: now.toISOString() })
      .where('code_hash', '=', hash)
      .where('staff_user_id', '=', member.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) return null;
    await recordAudit(trx, { staff: member, now }, 'recovery_code_used', memberRecord(member));
    return 'recovery_code';
  });
}

/**
 * The owner requires (or no longer requires) a second factor of everyone. The owner must have
 * one first; the sessions opened without one end, this one aside.
 */
export async function setSecondFactorRequirement(
  db: Db,
  required: boolean,
  act: StaffAct & { session: string | null },
): Promise<void> {
  if (required) {
    const own = await factorsOf(db, act.staff.id);
    if (!own.passkey && !own.totp)
      throw new HttpError(409, 'conflict', refusals.ownerWithoutFactor);
  }
  await db.transaction().execute(async (trx) => {
    const before = await secondFactorRequired(trx);
    if (before === required) return;
    await trx.updateTable('agency_settings').set({ second_factor_required: required }).execute();
    if (required)
      await trx
        .deleteFrom('staff_sessions')
        .where('second_factor', 'is', null)
        .where('id', '<>', act.session ?? '')
        .execute();
    await recordAudit(trx, act, 'second_factor_requirement', memberRecord(act.staff), {
      before: { 'Secondo fattore richiesto': before },
      after: { 'Secondo fattore richiesto': required },
    });
  });
}
