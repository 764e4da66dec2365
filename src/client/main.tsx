import { holdEarlyEnquiries } from './features/contact/early-submit.ts';
import './styles.css';

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
if (typeof PerformanceObserver !== 'undefined') {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
}
// A page that paints no content (a tab in the background) starts when it has loaded.
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
