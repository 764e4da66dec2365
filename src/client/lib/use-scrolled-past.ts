import { useEffect, useState } from 'react';

/**
 * True while the page is scrolled further than `threshold` pixels. It watches an invisible
 * marker of that height at the top of the page, so it never asks for a layout while the
 * page is being built (reading `scrollY` would).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${threshold}px;pointer-events:none;visibility:hidden`;
    document.body.append(marker);
    const observer = new IntersectionObserver(([entry]) => setPast(!entry?.isIntersecting));
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [threshold]);
  return past;
}
