import type { NavigateFunction } from 'react-router';

let navigate: NavigateFunction | null = null;

/** The router registers its navigation here (router.tsx), for code outside the page tree. */
export function setNavigation(next: NavigateFunction | null): void {
  navigate = next;
}

/**
 * Opens a page of the site, as a link does (components/site-link.tsx), also from code that is not
 * a component (a dialog's end). The page already shown is opened again in its place in the
 * history, not as a new step of it. Before the router has started, the browser opens it.
 */
export function goTo(path: string): void {
  if (!navigate) return window.location.assign(path);
  const { pathname, search, hash } = window.location;
  void navigate(path, { replace: path === pathname + search + hash });
}

/** A click a page may follow itself: the main button, no key held (those ask for a new tab or a download). */
export const plainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
) => event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** A stand-in for the site's own origin: where a path would lead is read against it. */
const THIS_SITE = 'https://maestrale.invalid';

/** Whether `path` stays on the site, read as the browser reads a link's address. */
const staysOnSite = (path: string) => new URL(path, THIS_SITE).origin === THIS_SITE;

/**
 * A spec address written with a hash (`/#/travel/x`) as the real path it names (`/travel/x`),
 * or null for any other hash. A hash that names another site (`/#//evil.com`, `/#/\evil.com`,
 * which browsers read as `//evil.com`), also once its escapes are undone (`/#/%2F%2Fevil.com`),
 * is the home: the page must not leave the site, nor throw before the application starts.
 */
export function pathOfHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const wanted = hash.slice(1);
  if (!staysOnSite(wanted)) return '/';
  const { pathname, search, hash: fragment } = new URL(wanted, THIS_SITE);
  let unescaped: string;
  try {
    unescaped = decodeURIComponent(pathname);
  } catch {
    return '/'; // a broken escape names no page
  }
  return staysOnSite(unescaped) ? pathname + search + fragment : '/';
}
