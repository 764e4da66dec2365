import { Hono } from 'hono';
import { regionOf } from '#domain/region.ts';
import type { AppEnv } from '../context.ts';
import { countryOfAddress } from '../geo/country-of-address.ts';
import { clientAddress } from '../security/client-address.ts';

const countryNames = new Intl.DisplayNames('it', { type: 'region' });
const asCountryCode = (value: string | undefined) => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
};

/**
 * Where the visitor is: the trusted proxy's country header (COUNTRY_HEADER) when one is set,
 * else the country database shipped with the site (geo/country-of-address.ts). No third party
 * is ever asked. A country neither knows is unknown, in the "global" region.
 */
export const visitorRoutes = new Hono<AppEnv>().get('/location', async (c) => {
  const { config, logger } = c.var.deps;
  const header = config.countryHeader;
  const countryCode = header
    ? asCountryCode(c.req.header(header))
    : await countryOfAddress(clientAddress(c), logger);
  c.header('Cache-Control', 'private, no-store');
  return c.json({
    countryCode,
    countryName: countryCode ? (countryNames.of(countryCode) ?? null) : null,
    region: regionOf(countryCode),
  });
});
