import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { keyedHash } from './server-secret.ts';

/**
 * OWASP's "device cookie": it names a browser that has signed in to a staff account before,
 * so that guesses at the account from elsewhere never lock that browser out.
 */
export const DEVICE_COOKIE = 'mv_device';
const DEVICE_DAYS = 365;

/** A random nonce and the server's keyed hash of it with the account: nothing else to store. */
const COOKIE_VALUE = /^([\w-]{22})\.([0-9a-f]{64})$/;

const proof = (db: Db, email: string, nonce: string) =>
  keyedHash(db, 'staff-device', `${email}\0${nonce}`);

/** The nonce of the browser's device cookie when this server issued it for `email`; else null. */
export async function trustedDevice(c: Context<AppEnv>, email: string): Promise<string | null> {
  const [, nonce, given] = COOKIE_VALUE.exec(getCookie(c, DEVICE_COOKIE) ?? '') ?? [];
  if (!nonce || !given) return null;
  const expected = Buffer.from(await proof(c.var.deps.db, email, nonce), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected) ? nonce : null;
}

/** Names this browser as one that signed in to `email`, with a new nonce. */
export async function trustDevice(c: Context<AppEnv>, email: string): Promise<void> {
  const { db, config } = c.var.deps;
  const nonce = randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${nonce}.${await proof(db, email, nonce)}`, {
    httpOnly: true,
    secure: config.https,
    sameSite: 'Strict',
    // Only the sign-in reads it.
    path: '/api/staff/session',
    maxAge: DEVICE_DAYS * 86_400,
  });
}
