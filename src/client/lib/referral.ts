import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { ADS_PREFIX, ADS_REFERRAL, sitePath } from '#domain/site-paths.ts';
import { storage, storageKeys } from './storage.ts';

/**
 * Whether this browser came to the site from an advertisement (local storage, the spec's keys):
 * read when first asked, not as the code loads.
 */
let fromAds: boolean | undefined;
function cameFromAds(): boolean {
  fromAds ??= storage.readText(storageKeys.referralSource) === ADS_REFERRAL.source;
  return fromAds;
}
const listeners = new Set<() => void>();

/**
 * An ads page was visited: the ads home always (re)marks the visitor, the other ads pages only
 * when nothing is stored yet (the spec's rule).
 */
export function markAdsVisit({ always }: { always: boolean }): void {
  if (!always && storage.readText(storageKeys.referralSource) !== null) return;
  storage.writeText(storageKeys.referralSource, ADS_REFERRAL.source);
  storage.writeText(storageKeys.referralCode, ADS_REFERRAL.code);
  if (!cameFromAds()) {
    fromAds = true;
    listeners.forEach((listener) => listener());
  }
}

export function isFromAds(): boolean {
  return cameFromAds();
}

export function useFromAds(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cameFromAds,
    // The server cannot know: links render plain, then follow the browser's memory.
    () => false,
  );
}

/**
 * The link helper as a hook: `site(paths.travels)` is "/ads-special/travels" for a visitor from
 * an ad, and on any ads page (even before its layout has remembered the visitor).
 */
export function useSitePath(): (path: string) => string {
  const onAdsPage = useLocation().pathname.startsWith(ADS_PREFIX);
  const ads = useFromAds() || onAdsPage;
  return (path) => sitePath(path, ads);
}
