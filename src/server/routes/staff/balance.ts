import { Hono } from 'hono';
import { recordBalanceSchema } from '#domain/balance-input.ts';
import { bookingIdParam } from '#domain/booking-input.ts';
import type { AppEnv } from '../../context.ts';
import { recordBalance } from '../../repositories/balance.ts';
import { validate } from '../../validation.ts';

/** The balance of a booking, mounted under /api/staff/bookings beside its other actions. */
export const staffBalanceRoutes = new Hono<AppEnv>().post(
  '/:id/balance',
  validate('param', bookingIdParam),
  validate('json', recordBalanceSchema),
  async (c) => {
    const { db, clock, config } = c.var.deps;
    const { id } = c.req.valid('param');
    const { paidOn } = c.req.valid('json');
    return c.json(await recordBalance(db, id, paidOn, clock.now(), config));
  },
);
