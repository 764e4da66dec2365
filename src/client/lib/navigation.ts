import type { NavigateFunction } from 'react-router';

let navigate: NavigateFunction | null = null;

/** The router registers its navigation here (router.tsx), for code outside the page tree. */
export function setNavigation(next: NavigateFunction | null): void {
  navigate = next;
}

/** Opens a page of the site, as a link would, from code that is not a component (a dialog's end). */
export function goTo(path: string): void {
  if (navigate) void navigate(path);
  else window.location.assign(path);
}

/** A spec address written with a hash (`/#/travel/x`) as the real path it names (`/travel/x`). */
export function pathOfHash(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}
