import { startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { unwrap } from './lib/api.ts';
import { pathOfHash } from './lib/navigation.ts';
import { datedNow, queryClient, type PageQueries } from './lib/query-client.ts';
import { openingPage } from './route-modules.ts';
import { SiteRouter } from './router.tsx';
import { Site } from './site.tsx';

// The spec's links are written with a hash (`/#/travel/x`): they land on the real path.
const hashPath = pathOfHash(window.location.hash);
if (hashPath) window.history.replaceState(null, '', hashPath);

// The page's own code (and, when the server drew another page, its largest picture) at once,
// while this chunk starts the router.
const { module, image } = openingPage(window.location.pathname);
void module?.();
if (image && hashPath) {
  const link = Object.assign(document.createElement('link'), { rel: 'preload' });
  if ('href' in image) {
    link.href = image.href;
  } else {
    // As the server's head preloads it (server/page-head.ts): the variant the picture will pick.
    link.imageSrcset = image.srcset;
    link.imageSizes = image.sizes;
    link.type = 'image/avif';
  }
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element: the application cannot start.');

// The answers the server rendered the page with: the page hydrates with the same data, those
// it did not carry read from the API (main.tsx asked for them already).
const queryState = document.getElementById('query-state')?.textContent;
if (queryState) {
  const { carried, read } = JSON.parse(queryState) as PageQueries;
  hydrate(queryClient, datedNow(carried));
  await Promise.all(
    read.map(({ key, path }) =>
      unwrap(fetch(path)).then(
        (answer) => void queryClient.setQueryData(key, answer),
        // Unreadable now: the page's own query asks again and says so.
        () => undefined,
      ),
    ),
  );
}

// The whole stylesheet (main.tsx) is there before the application draws anything the page's
// own rules may lack.
const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
if (stylesheet && !stylesheet.sheet) {
  await new Promise((loaded) => {
    stylesheet.addEventListener('load', loaded, { once: true });
    stylesheet.addEventListener('error', loaded, { once: true });
  });
}

// React's DOM renderer: a chunk of its own that main.tsx asked for beside this one, evaluated
// in a task of its own rather than in one long task with the rest.
const { createRoot, hydrateRoot } = await import('react-dom/client');

const site = (
  <Site client={queryClient}>
    <SiteRouter />
  </Site>
);

// The server rendered the page of its address; after a hash address (`/#/travels`, moved to
// its path above) the page in hand is another one, and is drawn afresh.
// Either way the first render is interruptible: built in short slices rather than one long task.
if (root.dataset.path === window.location.pathname) {
  startTransition(() => void hydrateRoot(root, site));
} else {
  root.replaceChildren();
  startTransition(() => createRoot(root).render(site));
}
