import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request comes from a page of this site, or from no page at all (curl, tests).
 * Browsers say it with Sec-Fetch-Site, which no page can set: when present it decides alone,
 * so a proxy that rewrites Host cannot make the site refuse its own pages. Browsers without
 * it send Origin, whose host must then be the request's own.
 */
export function fromThisSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(c.req.url).host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
}

/**
 * Defence in depth for the back office, beside the SameSite=Strict cookie: a staff request
 * that changes something (sign-in and sign-out included) is refused with 403 when a browser
 * says another site sent it.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (STATE_CHANGING.has(c.req.method) && !fromThisSite(c)) {
    throw new HttpError(
      403,
      'forbidden',
      'Richiesta rifiutata: le modifiche del back office si fanno solo dal sito.',
    );
  }
  await next();
});
