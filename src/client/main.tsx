import { holdEarlyEnquiries } from './features/contact/early-submit.ts';

// The server's enquiry form can be sent before the application runs: held for it (see there).
holdEarlyEnquiries();

let started = false;
/** Starts the application; app.tsx then asks for the page's own code. */
function start() {
  if (started) return;
  started = true;
  void import('./app.tsx');
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
