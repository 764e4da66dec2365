import { Hono } from 'hono';
import { departureIdParam } from '#domain/backoffice-input.ts';
import { waitlistSignUpSchema } from '#domain/waitlist.ts';
import type { AppEnv } from '../context.ts';
import {
  confirmWaitlistChange,
  readWaitlistChange,
  signUpForWaitlist,
} from '../repositories/waitlist.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { validate } from '../validation.ts';

/**
 * "Avvisami se si libera un posto" on a full departure, and the link that confirms a repeat
 * sign-up (decision 032). Every sign-up answers 202 with the same body: the e-mail says the rest.
 */
export const waitlistRoutes = new Hono<AppEnv>()
  .post(
    '/departures/:id/waitlist',
    // A person signs up for a date or two, not dozens: more from one address is a script.
    rateLimit({ name: 'waitlist', limit: 5, windowMinutes: 10 }),
    validate('param', departureIdParam),
    validate('json', waitlistSignUpSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const received = await signUpForWaitlist(
        db,
        c.req.valid('param').id,
        c.req.valid('json'),
        clock.now(),
        config,
      );
      return c.json(received, 202);
    },
  )
  .get(
    '/waitlist-changes/:token',
    // Someone opens their link once or twice; hundreds from one address are links being tried.
    rateLimit({ name: 'waitlist-change', limit: 60, windowMinutes: 10 }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const change = await readWaitlistChange(db, c.req.param('token'), clock.now());
      c.header('Cache-Control', 'private, no-store');
      return c.json(change);
    },
  )
  .post(
    '/waitlist-changes/:token/confirmation',
    rateLimit({ name: 'waitlist-change-confirmation', limit: 10, windowMinutes: 10 }),
    async (c) => {
      const { db, clock } = c.var.deps;
      return c.json(await confirmWaitlistChange(db, c.req.param('token'), clock.now()));
    },
  );
