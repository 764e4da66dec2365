import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { passportLinkMessages, passportLinkOpenSchema } from '#domain/passport-links.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { openPassportLink } from '../repositories/passport-links.ts';
import { rateLimit } from '../security/rate-limit.ts';

export const passportVerificationRoutes = new Hono<AppEnv>().post(
  '/open',
  // Tokens cannot be guessed (128+ bits), but nobody needs dozens of tries per address.
  rateLimit({ name: 'passport-link-open', limit: 30, windowMinutes: 10 }),
  // The page shows the message as it comes: the spec's words, not the form-wide one.
  validator('json', (value) => {
    const parsed = passportLinkOpenSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message ?? passportLinkMessages.missing;
    if (message === passportLinkMessages.notFound) {
      throw new HttpError(404, 'not_found', message);
    }
    throw new HttpError(400, 'validation_failed', message, { token: message });
  }),
  async (c) => {
    const { db, clock } = c.var.deps;
    const opened = await openPassportLink(db, c.req.valid('json').token, clock.now());
    c.header('Cache-Control', 'no-store');
    if (opened === 'used') throw new HttpError(409, 'conflict', passportLinkMessages.used);
    // The spec's one message for a link that is not, or no longer, valid.
    if (opened === 'unknown' || opened === 'expired') {
      throw new HttpError(404, 'not_found', passportLinkMessages.notFound);
    }
    return c.json(opened, 200);
  },
);
