import { Hono } from 'hono';
import { departureIdParam } from '#domain/backoffice-input.ts';
import { waitlistSignUpSchema } from '#domain/waitlist.ts';
import type { AppEnv } from '../context.ts';
import { joinWaitlist } from '../repositories/waitlist.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { validate } from '../validation.ts';

/**
 * "Avvisami se si libera un posto": a place in a full departure's queue. 201 with the place for
 * a new one; 200 with the same place when that e-mail already waits on this departure.
 */
export const waitlistRoutes = new Hono<AppEnv>().post(
  '/departures/:id/waitlist',
  // A person signs up for a date or two, not dozens: more from one address is a script.
  rateLimit({ name: 'waitlist', limit: 5, windowMinutes: 10 }),
  validate('param', departureIdParam),
  validate('json', waitlistSignUpSchema),
  async (c) => {
    const { db, clock, config } = c.var.deps;
    const place = await joinWaitlist(
      db,
      c.req.valid('param').id,
      c.req.valid('json'),
      clock.now(),
      config,
    );
    return c.json(place, place.alreadyListed ? 200 : 201);
  },
);
