import { Suspense, lazy, useState } from 'react';
import { Navigate } from 'react-router';
import { ADS_PREFIX } from '#domain/site-paths.ts';
import { useFromAds } from '../../lib/referral.ts';
import { Hero } from './hero.tsx';
import { LoadingVeil } from './loading-veil.tsx';
import { PackagesSection } from './packages-section.tsx';
import { drawingServerPage, useFirstPaintDone } from '../../lib/first-paint.ts';
import { useInView } from '../../lib/use-in-view.ts';

const BelowTheFold = lazy(() => import('./below-the-fold.tsx'));

function MainHome() {
  // The server's home is whole: its HTML holds every section, and hydrates as it is.
  const [drawnOnServer] = useState(drawingServerPage);
  // Drawn in the browser, the hero paints first; the packages, below it, follow in
  // interruptible steps.
  const packagesReady = useFirstPaintDone() || drawnOnServer;
  // Starts loading the lower sections well before they scroll into view.
  const lower = useInView<HTMLDivElement>(0, '1200px');
  const { ref } = lower;
  const inView = lower.inView || drawnOnServer;
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

/** The home; a visitor who came from an ad has the ads home instead (the spec's redirect). */
export function HomePage() {
  return useFromAds() ? <Navigate to={ADS_PREFIX} replace /> : <MainHome />;
}
