import { startTransition, useEffect, useState } from 'react';
import { pageTakesOver } from './early-submit.ts';

/**
 * Whether the site has painted its first screen. Requests for data the first screen can do
 * without (seats, a trip's programme) and its secondary pictures wait for it, so they never
 * hold that paint back.
 */
let painted = false;
const listeners = new Set<() => void>();

/**
 * Called when the first page has been committed: it is on screen after the next frame, and it
 * is the application's, so the buttons pressed before are pressed now (early-submit.ts).
 */
export function watchFirstPaint(): void {
  pageTakesOver();
  requestAnimationFrame(() =>
    setTimeout(() => {
      painted = true;
      listeners.forEach((listener) => listener());
    }),
  );
}

/**
 * The address of the page the server drew, which the browser hydrates (app.tsx hydrates only
 * when it is the address shown); null once the visitor has moved on, or when nothing was drawn.
 */
let serverPath =
  typeof document === 'undefined' ? null : (document.getElementById('root')?.dataset.path ?? null);

/**
 * Whether what renders now is the page the server drew: on the server, and in the browser
 * until the visitor leaves its address. That page renders whole from the start, since its
 * hydration must match the server's HTML; pages drawn later in the browser may build in steps.
 */
export function drawingServerPage(): boolean {
  if (typeof document === 'undefined') return true;
  showingAddress(window.location.pathname);
  return serverPath !== null;
}

/** Called by the router for each address it shows: coming back to the server's is a new page. */
export function showingAddress(pathname: string): void {
  if (serverPath !== pathname) serverPath = null;
}

export function useFirstPaintDone(): boolean {
  // What hydrates the server's page sees what the server saw: not painted yet.
  const [done, setDone] = useState(() => painted && !drawingServerPage());
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
