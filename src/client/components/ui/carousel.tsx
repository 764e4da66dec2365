import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from './cn.ts';

/**
 * A carousel on native scroll snapping: swipe on phones, arrows and dots everywhere.
 * One card per view on phones, three from 1024 px; arrows move one card and stop at the ends.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const slides = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    // Which cards are in view comes from an observer, never from reading the layout, so
    // building the page stays cheap.
    const element = track.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const items = [...element.children];
    const shown = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const at = items.indexOf(entry.target);
          if (entry.intersectionRatio >= 0.6) shown.add(at);
          else shown.delete(at);
        }
        if (shown.size === 0) return;
        setIndex(Math.min(...shown));
        setAtEnd(shown.has(items.length - 1));
      },
      { root: element, threshold: 0.6 },
    );
    items.forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [slides.length]);

  const goTo = (target: number) => {
    const element = track.current;
    const slide = element?.children[target] as HTMLElement | undefined;
    if (element && slide)
      element.scrollTo({ left: slide.offsetLeft - element.offsetLeft, behavior: 'smooth' });
  };
  const arrow =
    'grid size-12 place-items-center rounded-full bg-white shadow-[var(--shadow-card)] disabled:opacity-40';

  return (
    <div role="region" aria-roledescription="carosello" aria-label={label}>
      <ul
        ref={track}
        // Keyboard users scroll it with the arrow keys, like any scrolling region.
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4 [scrollbar-width:none] md:mx-0 md:scroll-px-0 md:px-0"
      >
        {slides.map((slide, i) => (
          <li
            key={i}
            aria-roledescription="slide"
            aria-label={`${i + 1} di ${slides.length}`}
            className="w-[85%] shrink-0 snap-start sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]"
          >
            {slide}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-center justify-between gap-4">
        <div className="flex flex-wrap gap-1.5" aria-hidden>
          {slides.map((_, i) => (
            <span
              key={i}
              className={cn(
                'h-2 rounded-full transition-all',
                i === index ? 'w-6 bg-navy-900' : 'w-2 bg-navy-200',
              )}
            />
          ))}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={arrow}
            onClick={() => goTo(index - 1)}
            disabled={index <= 0}
            aria-label="Precedente"
          >
            <ChevronLeft className="size-6" aria-hidden />
          </button>
          <button
            type="button"
            className={arrow}
            onClick={() => goTo(index + 1)}
            disabled={atEnd}
            aria-label="Successivo"
          >
            <ChevronRight className="size-6" aria-hidden />
          </button>
        </div>
      </div>
    </div>
  );
}
