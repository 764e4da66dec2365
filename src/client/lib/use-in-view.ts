import { startTransition, useEffect, useRef, useState } from 'react';

type Watch = { observer: IntersectionObserver; entering: Map<Element, Set<() => void>> };
/**
 * One observer for every element watched with the same threshold and margin: a listing's cards
 * each watch as they hydrate, and an observer of their own each cost the page's thread at start.
 */
const watches = new Map<string, Watch>();

/** Calls `enter` once, the first time `element` comes into view; the returned function stops. */
function watchEntry(element: Element, threshold: number, rootMargin: string, enter: () => void) {
  const key = `${threshold} ${rootMargin}`;
  let watch = watches.get(key);
  if (!watch) {
    const entering = new Map<Element, Set<() => void>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const entered = entry.isIntersecting && entering.get(entry.target);
          if (!entered) continue;
          entering.delete(entry.target);
          observer.unobserve(entry.target);
          entered.forEach((call) => call());
        }
      },
      { threshold, rootMargin },
    );
    watch = { observer, entering };
    watches.set(key, watch);
  }
  const { observer, entering } = watch;
  const calls = entering.get(element) ?? new Set();
  calls.add(enter);
  entering.set(element, calls);
  observer.observe(element);
  return () => {
    if (!calls.delete(enter) || calls.size > 0 || entering.get(element) !== calls) return;
    entering.delete(element);
    observer.unobserve(element);
  };
}

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
    return watchEntry(element, threshold, rootMargin, () => {
      onEnter?.();
      // What it reveals is not urgent: rendered without blocking the page.
      startTransition(() => setInView(true));
    });
  }, [threshold, rootMargin, onEnter]);
  return { ref, inView };
}
