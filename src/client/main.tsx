import { openingPage } from './route-modules.ts';
import './styles.css';

// Start the opening page's code and picture together with the application (see route-modules.ts).
const { module, image } = openingPage(window.location.hash);
void module?.();
if (image) {
  const preload = Object.assign(document.createElement('link'), { rel: 'preload', href: image });
  preload.setAttribute('as', 'image');
  preload.setAttribute('fetchpriority', 'high');
  document.head.append(preload);
}
void import('./app.tsx');
