import { Hono } from 'hono';
import { validator } from 'hono/validator';
import {
  passportLinkMessages,
  passportLinkOpenSchema,
  type PassportLinkOpened,
} from '#domain/passport-links.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { rateLimit } from '../security/rate-limit.ts';

export const passportVerificationRoutes = new Hono<AppEnv>().post(
  '/open',
  // Tokens cannot be guessed (128+ bits), but nobody needs dozens of tries per address.
  rateLimit({ name: 'passport-link-open', limit: 30, windowMinutes: 10 }),
  // The page shows the message as it comes: the spec's words, not the form-wide one.
  validator('json', (value) => {
    const parsed = passportLinkOpenSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = passportLinkMessages.missing;
    throw new HttpError(400, 'validation_failed', message, { token: message });
  }),
  async (c) => {
    const { token } = c.req.valid('json');
    const { db, clock } = c.var.deps;
    // One conditional update uses the link up: of simultaneous openings exactly one wins.
    const opened = await db
      .updateTable('passport_verification_links')
      .set({ used: true, used_at: clock.now().toISOString() })
      .where('token', '=', token)
      .where('used', '=', false)
      .returning(['verification_url', 'customer_name'])
      .executeTakeFirst();
    c.header('Cache-Control', 'no-store');
    if (opened) {
      const answer: PassportLinkOpened = {
        verificationUrl: opened.verification_url,
        customerName: opened.customer_name,
      };
      return c.json(answer, 200);
    }
    const known = await db
      .selectFrom('passport_verification_links')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirst();
    if (known) throw new HttpError(409, 'conflict', passportLinkMessages.used);
    throw new HttpError(404, 'not_found', passportLinkMessages.notFound);
  },
);
