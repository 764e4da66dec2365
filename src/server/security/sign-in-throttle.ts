import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { clientAddress } from './client-address.ts';
import { countRequest, currentWindow, forgetRequests, uncountRequest } from './rate-limit.ts';

/** Five wrong passwords for one account within the window, then no more tries until it ends. */
const PER_ACCOUNT = { limit: 5, windowMinutes: 15 };
/**
 * One address trying many accounts is guessing too; an office behind one address may mistype
 * more often than one person does, so it has a larger allowance.
 */
const PER_ADDRESS = { limit: 20, windowMinutes: 15 };

const accountKey = (email: string) => `staff-sign-in:${email}`;
const addressKey = (c: Context<AppEnv>) => `staff-sign-in-address:${clientAddress(c)}`;

/**
 * Counts a sign-in attempt before its password is checked, so guesses sent all at once are
 * counted too, and refuses it with 429 once the account or the address has used its
 * allowance: then even the right password waits for the window to end.
 */
export async function countSignInAttempt(c: Context<AppEnv>, email: string): Promise<void> {
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const accountAllowed = await countRequest(db, accountKey(email), PER_ACCOUNT, now);
  const addressAllowed = await countRequest(db, addressKey(c), PER_ADDRESS, now);
  if (accountAllowed && addressAllowed) return;
  c.header('Retry-After', String(currentWindow(now, PER_ACCOUNT.windowMinutes).secondsLeft));
  throw new HttpError(
    429,
    'too_many_requests',
    'Troppi tentativi di accesso: riprova tra qualche minuto.',
  );
}

/** A right password: the account's failures are forgotten and this attempt is not held against the address. */
export async function signInSucceeded(c: Context<AppEnv>, email: string): Promise<void> {
  const { db, clock } = c.var.deps;
  await forgetRequests(db, accountKey(email));
  await uncountRequest(db, addressKey(c), PER_ADDRESS, clock.now());
}
