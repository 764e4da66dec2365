import { pathOfHash } from './lib/navigation.ts';
import { openingPage } from './route-modules.ts';
import frauncesUrl from './fonts/fraunces-headings.woff2?url';
import interUrl from './fonts/inter-text.woff2?url';
import './styles.css';

function preload(href: string, as: 'image' | 'font') {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href });
  link.setAttribute('as', as);
  if (as === 'font') {
    link.setAttribute('type', 'font/woff2');
    link.crossOrigin = '';
  } else link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

// The opening page's code first (its HTML is already on screen when the server drew it,
// unless the address is a spec's hash one, which app.tsx moves to its path), then the fonts
// (text shows at once in the fallback), while the application chunk announced in the page
// arrives (route-modules.ts).
const hashPath = pathOfHash(window.location.hash);
const { module, image } = openingPage(hashPath ?? window.location.pathname);
void module?.();
if (image && hashPath) preload(image, 'image');
preload(frauncesUrl, 'font');
preload(interUrl, 'font');
void import('./app.tsx');
