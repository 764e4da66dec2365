import { Suspense, lazy } from 'react';
import { Hero } from './hero.tsx';
import { LoadingVeil } from './loading-veil.tsx';
import { PackagesSection } from './packages-section.tsx';
import { useFirstPaintDone } from '../../lib/first-paint.ts';
import { useInView } from '../../lib/use-in-view.ts';

const BelowTheFold = lazy(() => import('./below-the-fold.tsx'));

export function HomePage() {
  // The hero paints first; the packages, below it, follow in interruptible steps.
  const packagesReady = useFirstPaintDone();
  // Starts loading the lower sections well before they scroll into view.
  const { ref, inView } = useInView<HTMLDivElement>(0, '1200px');
  return (
    <>
      <LoadingVeil />
      <Hero />
      {packagesReady ? <PackagesSection /> : <div id="travel-section" className="min-h-[150vh]" />}
      <div ref={ref} className={inView ? undefined : 'min-h-[200vh]'}>
        {inView && (
          <Suspense fallback={<div className="min-h-[200vh]" />}>
            <BelowTheFold />
          </Suspense>
        )}
      </div>
    </>
  );
}
