import { useEffect, useState } from 'react';
import { useFirstPaintDone } from './first-paint.ts';

/**
 * The performance mark of the first work done on idle: what the page asks for from then on
 * (the code of a dialog drawn ahead of its press) is not its first page's, and the bundle bench
 * counts it apart (`npm run bench:bundle`).
 */
export const IDLE_MARK = 'site:idle';

/** Runs `work` once the browser is idle (within `timeout` ms); answers how to call it off. */
export function whenIdle(work: () => void, timeout: number): () => void {
  const run = () => {
    if (performance.getEntriesByName(IDLE_MARK).length === 0) performance.mark(IDLE_MARK);
    work();
  };
  // Safari has no idle callback: a moment after the paint stands in for it.
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 500);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout });
  return () => cancelIdleCallback(idle);
}

/** True once the page has painted and then the browser was idle: for work no visitor waits on. */
export function useIdleAfterPaint(timeout = 3000): boolean {
  const painted = useFirstPaintDone();
  const [idle, setIdle] = useState(false);
  useEffect(
    () => (painted ? whenIdle(() => setIdle(true), timeout) : undefined),
    [painted, timeout],
  );
  return idle;
}
