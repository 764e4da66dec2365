import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { clientAddress, visitorAddress } from './client-address.ts';
import {
  type Allowance,
  countRequest,
  forgetRequests,
  tooManyRequests,
  uncountRequest,
} from './rate-limit.ts';
import { keyedHash } from './server-secret.ts';
import { trustDevice, trustedDevice } from './staff-device.ts';

const WINDOW_MINUTES = 15;
/** A browser with the account's device cookie: five wrong passwords, then that browser waits. */
const PER_DEVICE = 5;
/** Any other browser: five wrong passwords for one account from one address. */
const PER_ACCOUNT_AND_ADDRESS = 5;
/**
 * One address trying many accounts is guessing too; an office behind one address may mistype
 * more often than one person does, so it has a larger allowance.
 */
const PER_ADDRESS = 20;
/**
 * Guesses at one account from many addresses: past this, browsers without the account's
 * device cookie wait, while the browsers its staff signed in from still sign in.
 */
const PER_ACCOUNT_UNTRUSTED = 10;

const allowance = (key: string, limit: number): Allowance => ({
  key,
  limit,
  windowMinutes: WINDOW_MINUTES,
});

export type SignInAttempt = {
  /** The password was wrong or the account unknown: logged, and left counted. */
  failed(): Promise<void>;
  /** The password was right: the browser's failures are forgotten and it is trusted from now on. */
  succeeded(): Promise<void>;
};

/**
 * Counts a sign-in attempt before its password (or its second step's code) is checked, so
 * guesses sent all at once are counted too, and refuses it with 429 once an allowance is used up. A browser with a device
 * cookie for the account answers only for itself; any other is counted per account and
 * address, per address, and with every other untrusted browser of the account.
 */
export async function countSignInAttempt(
  c: Context<AppEnv>,
  email: string,
  accountExists: boolean,
  wrong: 'wrong_password' | 'wrong_code' = 'wrong_password',
): Promise<SignInAttempt> {
  const { db, clock, logger } = c.var.deps;
  const now = clock.now();
  /** Who is counted: an IPv6 /64 as one address. */
  const address = visitorAddress(c);
  const device = await trustedDevice(c, email);
  /** Forgotten on success. */
  const own = device
    ? allowance(`staff-sign-in-device:${device}`, PER_DEVICE)
    : allowance(`staff-sign-in:${email}:${address}`, PER_ACCOUNT_AND_ADDRESS);
  /** Shared with others: on success only this attempt is taken back. */
  const shared = device
    ? []
    : [
        allowance(`staff-sign-in-address:${address}`, PER_ADDRESS),
        allowance(`staff-sign-in-untrusted:${email}`, PER_ACCOUNT_UNTRUSTED),
      ];

  const logFailure = async (reason: 'throttled' | typeof wrong | 'unknown_account') =>
    logger.warn(
      {
        reqId: c.var.requestId,
        reason,
        // What was typed for an unknown account may be a password in the wrong field.
        ...(accountExists ? { email } : { emailHash: await keyedHash(db, 'sign-in-log', email) }),
        address: clientAddress(c),
        trustedDevice: device !== null,
      },
      'staff sign-in failed',
    );

  const wait = await countRequest(db, [own, ...shared], now);
  if (wait > 0) {
    await logFailure('throttled');
    throw tooManyRequests(c, wait, 'Troppi tentativi di accesso: riprova tra qualche minuto.');
  }
  return {
    failed: () => logFailure(accountExists ? wrong : 'unknown_account'),
    async succeeded() {
      await forgetRequests(db, own.key);
      for (const { key } of shared) await uncountRequest(db, key, now);
      await trustDevice(c, email);
    },
  };
}
