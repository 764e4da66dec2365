import { lazy, type ComponentType } from 'react';

/**
 * A part of the page whose code loads only once it is wanted (`want()`: the visitor comes near
 * it, opens it). Until then a part of the server's page stays its HTML: React leaves a suspended
 * part of what it hydrates as the server drew it. On the server, which draws every part, it is
 * wanted from the start.
 */
export function lazyWhenWanted<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let want = () => {};
  const wanted =
    typeof document === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => (want = resolve));
  return { Part: lazy(() => wanted.then(load)), want };
}
