import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { Logger } from 'pino';

/**
 * The country of an internet address, from a database shipped with the site and read on this
 * server: the visitor's address never leaves it. The database is ip-location-db's
 * "geo-whois-asn-country" (the five regional registries' data, CC BY 4.0 by the NRO, credited
 * in the README), opened when first asked for and kept open.
 */
type CountryRecord = { country_code?: string };

const databaseFile = () =>
  createRequire(import.meta.url).resolve(
    '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
  );

let opening: Promise<Reader<Response> | null> | undefined;

/** The two-letter code of the address's country, or null (a private address, none known). */
export async function countryOfAddress(address: string, logger: Logger): Promise<string | null> {
  opening ??= maxmind.open(databaseFile()).catch((error: unknown) => {
    // Without its database the site still works: every country is unknown.
    logger.warn({ cause: (error as Error).message }, 'country database not opened');
    return null;
  });
  const reader = await opening;
  if (!reader || !maxmind.validate(address)) return null;
  // This database's records hold the country's code alone.
  const record = reader.get(address) as CountryRecord | null;
  const code = record?.country_code?.toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
