import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more in each following
 * task. A long list is built in small pieces the browser can paint and answer input between,
 * instead of in one long task.
 */
export function useStepwise(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)));
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
