import { startTransition, useEffect, useState } from 'react';
import { drawingServerPage } from './first-paint.ts';

/**
 * How many of `total` items to render: `first` at once, then `step` more in each following
 * task. A long list is built in small pieces the browser can paint and answer input between,
 * instead of in one long task. The server's page has them all at once: its HTML holds the
 * whole list, and the browser hydrates it as it is.
 */
export function useStepwise(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(() =>
    drawingServerPage() ? Number.POSITIVE_INFINITY : first,
  );
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)));
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
