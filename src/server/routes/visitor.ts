import { Hono } from 'hono';
import { regionOf } from '#domain/region.ts';
import type { AppEnv } from '../context.ts';

/**
 * Where the visitor is, from the trusted proxy's country header (COUNTRY_HEADER): no third
 * party is ever asked. Without the header, or with a value that is not a country code, the
 * answer is an unknown country in the "global" region.
 */
export const visitorRoutes = new Hono<AppEnv>().get('/location', (c) => {
  const header = c.var.deps.config.countryHeader;
  const value = header ? c.req.header(header)?.trim().toUpperCase() : undefined;
  const countryCode = value && /^[A-Z]{2}$/.test(value) ? value : null;
  c.header('Cache-Control', 'private, no-store');
  return c.json({ countryCode, region: regionOf(countryCode) });
});
