import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date (no layout is read). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    // Pages are rendered on the server for phones first; a wide screen catches up after hydration.
    () => false,
  );
}

/** Tailwind's `lg`: from here a page shows its side column (filters, booking panel). */
export const WIDE_SCREEN = '(min-width: 1024px)';
