import { Suspense, lazy, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useFirstPaintDone, watchFirstPaint } from '../lib/first-paint.ts';
import { siteConfig } from '../lib/page-data.ts';
import { storage, storageKeys, tabStorage } from '../lib/storage.ts';
import { noteVisitorLocation } from '../lib/visitor-location.ts';
import { useInView } from '../lib/use-in-view.ts';
import { useIdleAfterPaint } from '../lib/when-idle.ts';
import { Navbar } from './navbar.tsx';

const Footer = lazy(() => import('./footer.tsx'));

/**
 * The footer's code loads when the end of the page comes near, and never before the first
 * screen has painted (a short page starts near its end).
 */
function LazyFooter() {
  const { ref: sentinel, inView: near } = useInView<HTMLDivElement>(0, '600px');
  const painted = useFirstPaintDone();
  return (
    <div ref={sentinel}>
      {near && painted && (
        <Suspense fallback={<div className="h-96 bg-navy-950" />}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Every navigation starts at the top of the new page, and is noted in this tab (the spec's
 * `lastKnownRoute`), with the site's brand and version (`brandVersion`).
 */
function useScrollToTopOnNavigation() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  useEffect(() => {
    tabStorage.writeText(storageKeys.lastKnownRoute, `${pathname}${search}`);
  }, [pathname, search]);
  useEffect(() => storage.writeText(storageKeys.brandVersion, siteConfig.brandVersion), []);
}

/** The visitor's country, asked once the page has painted, when the browser is idle. */
function useVisitorLocationNoted() {
  const idle = useIdleAfterPaint(5000);
  useEffect(() => {
    if (idle) void noteVisitorLocation();
  }, [idle]);
}

/**
 * What every frame of the site does: each navigation starts at the top and is noted, and the
 * first page's commit lets what waits for its paint start.
 */
export function usePageFrame() {
  useScrollToTopOnNavigation();
  useEffect(watchFirstPaint, []);
}

/** "Vai al contenuto": the keyboard's way past the header, to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      className="sr-only z-50 rounded-full bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Vai al contenuto
    </a>
  );
}

/** The site's frame; the ads variant brings its own header, the back office a frame of its own. */
export function MainLayout({ header = <Navbar /> }: { header?: ReactNode }) {
  usePageFrame();
  useVisitorLocationNoted();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <LazyFooter />
    </div>
  );
}
