import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';

/**
 * The largest JSON body the API reads. The biggest real ones stay well under it: a booking of
 * ten travellers with every field at its limit is under 25 KB even in three-byte characters,
 * an enquiry of 4000 characters each escaped as `\uXXXX` under 30 KB.
 */
export const MAX_JSON_BODY_BYTES = 100 * 1024;

/** Refuses a body over `maxSize` with 413 and `message`, before anything reads it. */
const limit = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', message);
    },
  });

/** The limits routes declare for themselves: the API's own one leaves their bodies to them. */
const ownLimits = new WeakSet<MiddlewareHandler>();

/**
 * A route's own body limit, declared among its middleware: the body is refused with 413 and
 * `message` past `maxSize`, and the API's JSON limit does not apply to that route.
 */
export function ownBodyLimit(maxSize: number, message: string): MiddlewareHandler<AppEnv> {
  const own = limit(maxSize, message);
  ownLimits.add(own);
  return own;
}

const limitJson = limit(
  MAX_JSON_BODY_BYTES,
  'I dati inviati sono troppo grandi: accorcia i testi e riprova.',
);

/**
 * Refuses an API body over the JSON limit with 413 before anything reads it: by its declared
 * length at once, or while it streams in when no length is declared. A route that declares its
 * own limit (`ownBodyLimit`) gets that one instead: the router already knows every handler the
 * request will meet, so no list of paths is kept here.
 */
export const apiBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (matchedRoutes(c).some((route) => ownLimits.has(route.handler))) return next();
  return limitJson(c, next);
});
