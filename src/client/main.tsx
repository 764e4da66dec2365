import frauncesUrl from './fonts/fraunces-headings.woff2?url';
import interUrl from './fonts/inter-text.woff2?url';
import { holdEarlyEnquiries } from './features/contact/early-submit.ts';
import './styles.css';

// The server's enquiry form can be sent before the application runs: held for it (see there).
holdEarlyEnquiries();

function preloadFont(href: string) {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href });
  link.setAttribute('as', 'font');
  link.setAttribute('type', 'font/woff2');
  link.crossOrigin = '';
  document.head.append(link);
}

// The fonts first (text shows at once in the fallback). The server has drawn the page: the
// application starts after that first paint, so the paint waits for nothing but the HTML and
// the styles (app.tsx then asks for the page's own code).
preloadFont(frauncesUrl);
preloadFont(interUrl);
requestAnimationFrame(() => setTimeout(() => void import('./app.tsx')));
