import { Hono } from 'hono';
import { recordBalanceSchema, recordInstalmentSchema } from '#domain/balance-input.ts';
import { bookingIdParam } from '#domain/booking-input.ts';
import type { AppEnv } from '../../context.ts';
import { recordBalance, recordInstalment } from '../../repositories/balance.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

/** The balance of a booking, mounted under /api/staff/bookings beside its other actions. */
export const staffBalanceRoutes = new Hono<AppEnv & StaffEnv>()
  .post(
    '/:id/balance',
    validate('param', bookingIdParam),
    validate('json', recordBalanceSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const { id } = c.req.valid('param');
      const { paidOn } = c.req.valid('json');
      const act = { staff: c.var.staff, now: clock.now() };
      return c.json(await recordBalance(db, id, paidOn, act, config));
    },
  )
  // "Registra acconto": part of the balance, of any amount up to what is left.
  .post(
    '/:id/instalments',
    validate('param', bookingIdParam),
    validate('json', recordInstalmentSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const act = { staff: c.var.staff, now: clock.now() };
      const { id } = c.req.valid('param');
      return c.json(await recordInstalment(db, id, c.req.valid('json'), act, config));
    },
  );
