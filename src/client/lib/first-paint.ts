import { useSyncExternalStore } from 'react';

/**
 * Whether the site has painted its first screen. Requests for data the first screen can do
 * without (seats, a trip's programme) wait for it, so they never hold that paint back.
 */
let painted = false;
const listeners = new Set<() => void>();

/** Called when the first page has been committed: it is on screen after the next frame. */
export function watchFirstPaint(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      painted = true;
      listeners.forEach((listener) => listener());
    }),
  );
}

export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => painted,
  );
}
