import type { Region } from '#domain/region.ts';
import { storage, storageKeys } from './storage.ts';

/** Where the site says the visitor is (`/api/visitor/location`): a country and its region. */
export type VisitorLocation = {
  countryCode: string | null;
  countryName: string | null;
  region: Region;
};

/** The visitor's country and region as noted under `userCountry`, or null before the look-up. */
export function visitorLocation(): VisitorLocation | null {
  return storage.read<VisitorLocation>(storageKeys.userCountry);
}

/**
 * Asks the site once where the visitor is (its own answer: the address never goes to anyone
 * else) and notes it under the spec's keys. A failure is logged and the page carries on; the
 * next visit asks again.
 */
export async function noteVisitorLocation(): Promise<void> {
  if (storage.readText(storageKeys.userCountryCode) !== null) return;
  try {
    const res = await fetch('/api/visitor/location');
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const location = (await res.json()) as VisitorLocation;
    storage.write(storageKeys.userCountry, location);
    storage.writeText(storageKeys.userCountryCode, location.countryCode ?? 'unknown');
  } catch (error) {
    console.warn('Posizione del visitatore non disponibile:', error);
  }
}
