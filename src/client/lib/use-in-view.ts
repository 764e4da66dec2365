import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * True from the first time at least `threshold` of the element is on screen (or within
 * `rootMargin`). `onEnter` is called at that moment, outside React's rendering.
 */
export function useInView<T extends Element>(
  threshold = 0.2,
  rootMargin = '0px',
  onEnter?: () => void,
) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      onEnter?.();
      return setInView(true);
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          onEnter?.();
          // What it reveals is not urgent: rendered without blocking the page.
          startTransition(() => setInView(true));
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin, onEnter]);
  return { ref, inView };
}
