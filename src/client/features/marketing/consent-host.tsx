import { Suspense, lazy, useEffect } from 'react';
import { useCookieConsent } from '../../lib/consent.ts';
import { useFirstPaintDone } from '../../lib/first-paint.ts';
import { applyCookieChoice } from './pixel.ts';

const CookieBanner = lazy(() => import('./cookie-banner.tsx'));

/**
 * Asks once for marketing cookies (only when a pixel is configured, the one thing that needs
 * consent) and keeps the pixel in line with the answer. Both wait for the first paint.
 */
export function ConsentHost() {
  const { choice, reviewing } = useCookieConsent();
  const painted = useFirstPaintDone();
  useEffect(() => {
    if (painted) applyCookieChoice();
  }, [painted, choice]);
  if (!painted || (choice && !reviewing)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
