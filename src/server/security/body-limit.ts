import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';

/**
 * The largest JSON body the API reads. The biggest real ones stay well under it: a booking of
 * ten travellers with every field at its limit is under 25 KB even in three-byte characters,
 * an enquiry of 4000 characters each escaped as `\uXXXX` under 30 KB.
 */
export const MAX_JSON_BODY_BYTES = 100 * 1024;

/** The photo upload reads its multipart body under a larger limit of its own. */
const OWN_LIMIT = new Set(['/api/documents']);

const limitJson = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new HttpError(
      413,
      'payload_too_large',
      'I dati inviati sono troppo grandi: accorcia i testi e riprova.',
    );
  },
});

/**
 * Refuses an API body over the limit with 413 before anything reads it: by its declared
 * length at once, or while it streams in when no length is declared.
 */
export const apiBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (OWN_LIMIT.has(c.req.path)) return next();
  return limitJson(c, next);
});
