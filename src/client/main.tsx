import type { PageQueries } from './lib/query-client.ts';

/**
 * The API answers the application reads as it starts, asked for beside its code so neither
 * waits for the other: the catalogue and the agency (lib/page-data.ts) and those the page did
 * not carry (app.tsx). A preload is the answer fetch() then uses: same address, same credentials.
 */
function preloadAnswers() {
  const queryState = document.getElementById('query-state')?.textContent;
  const { read = [] } = queryState ? (JSON.parse(queryState) as PageQueries) : {};
  for (const href of ['/api/catalogue', '/api/agency', ...read.map(({ path }) => path)]) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      href,
      as: 'fetch',
      crossOrigin: 'anonymous',
    });
    document.head.append(link);
  }
}

/**
 * The whole stylesheet, for what the application draws beyond the server's page (menus,
 * dialogs, other pages): the page itself carries only the rules it uses (server/page-styles.ts).
 */
function loadStylesheet() {
  const href = document.getElementById('page-styles')?.dataset.stylesheet;
  if (href)
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href }),
    );
}

let started = false;
/** Starts the application; app.tsx then asks for the page's own code. */
function start() {
  if (started) return;
  started = true;
  loadStylesheet();
  preloadAnswers();
  // React's DOM renderer and the application: fetched side by side, each evaluated in a task of
  // its own (the renderer is the larger half).
  void import('react-dom/client');
  void import('./app.tsx');
  // Local storage opens slowly the first time (its contents come from the browser's process);
  // the application reads it as it starts, so it is opened now, while that code is on its way,
  // in a task of its own.
  setTimeout(() => {
    try {
      void window.localStorage.length;
    } catch {
      // Storage refused (private modes): the site works without it.
    }
  });
}

// The server has drawn the page (its fonts are preloaded by index.html): the application
// starts once that page has painted its content, so the first paint waits for no script.
const paintTimed =
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('paint');
if (paintTimed) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
}
// Without paint timing, or in a tab in the background (which paints nothing), the page's load
// starts it; the load can come before the paint (the fonts' short wait), so a visible page
// only falls back to it late, should its paint never be reported.
function afterLoad() {
  if (!paintTimed || document.visibilityState === 'hidden') start();
  else setTimeout(start, 3000);
}
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
