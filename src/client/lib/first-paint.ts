import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the site has painted its first screen. Requests for data the first screen can do
 * without (seats, a trip's programme) and its secondary pictures wait for it, so they never
 * hold that paint back.
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
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (painted) return setDone(true);
    // What follows the first paint renders in an interruptible pass, not in one long task.
    const listener = () => startTransition(() => setDone(true));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  return done;
}

/**
 * Resolves once the first screen is painted, for code that may wait for it; at once on the
 * server, where nothing paints and the page is rendered whole.
 */
export function firstPaintDone(): Promise<void> {
  if (painted || typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}
