import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once the browser runs the site: what
 * only the browser knows (its storage) is read after hydration, so the first render matches the
 * server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
