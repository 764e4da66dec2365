import { Suspense, memo, useState } from 'react';
import { Navigate } from 'react-router';
import { ADS_PREFIX } from '#domain/site-paths.ts';
import { useFromAds } from '../../lib/referral.ts';
import { Hero } from './hero.tsx';
import { LoadingVeil } from './loading-veil.tsx';
import { PackagesSection } from './packages-section.tsx';
import { drawingServerPage, useFirstPaintDone } from '../../lib/first-paint.ts';
import { useInView } from '../../lib/use-in-view.ts';
import { lazyWhenWanted } from '../../lib/lazy-when-wanted.ts';

/**
 * The lower sections are wanted once the visitor comes within 1200 px of them. The server's home
 * holds them already, so until then the browser leaves that HTML as it is: their code (the
 * enquiry form and its checks, the reviews, the map) is neither loaded nor run, nor hydrated,
 * for a visitor who stays on the first screens.
 */
const NEAR_LOWER_SECTIONS = '1200px';
const { Part: BelowTheFold, want: wantLowerSections } = lazyWhenWanted(
  () => import('./below-the-fold.tsx'),
);

/**
 * Drawn once: the home's own later renders (after its first paint, as the visitor comes near)
 * pass it by, so React never has to hydrate it before it is wanted.
 */
const LowerSections = memo(function LowerSections() {
  return (
    <Suspense fallback={<div className="min-h-[200vh]" />}>
      <BelowTheFold />
    </Suspense>
  );
});

function MainHome() {
  // The server's home is whole: its HTML holds every section, and hydrates as it is.
  const [drawnOnServer] = useState(drawingServerPage);
  // Drawn in the browser, the hero paints first; the packages, below it, follow in
  // interruptible steps.
  const packagesReady = useFirstPaintDone() || drawnOnServer;
  // Starts loading the lower sections well before they scroll into view.
  const lower = useInView<HTMLDivElement>(0, NEAR_LOWER_SECTIONS, wantLowerSections);
  const { ref } = lower;
  // The server's sections are there from the start, and hydrate once wanted.
  const inView = lower.inView || drawnOnServer;
  return (
    <>
      <LoadingVeil />
      <Hero />
      {packagesReady ? <PackagesSection /> : <div id="travel-section" className="min-h-[150vh]" />}
      <div
        ref={ref}
        className={inView ? '[&>section]:render-when-near' : 'min-h-[200vh]'}
        data-hydrates-near-screen={NEAR_LOWER_SECTIONS}
      >
        {inView && <LowerSections />}
      </div>
    </>
  );
}

/** The home; a visitor who came from an ad has the ads home instead (the spec's redirect). */
export function HomePage() {
  return useFromAds() ? <Navigate to={ADS_PREFIX} replace /> : <MainHome />;
}
