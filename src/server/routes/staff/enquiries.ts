import { Hono } from 'hono';
import { staffPageQuery } from '#domain/backoffice-input.ts';
import type { AppEnv } from '../../context.ts';
import { staffEnquiries } from '../../repositories/enquiries.ts';
import { validate } from '../../validation.ts';

export const staffEnquiriesRoutes = new Hono<AppEnv>().get(
  '/',
  validate('query', staffPageQuery),
  async (c) => {
    const page = await staffEnquiries(c.var.deps.db, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(page);
  },
);
