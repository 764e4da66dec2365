/**
 * A picture that fades in as it arrives carries this mark; the page's first script
 * (`watchPictureArrivals`) sets `data-loaded` on it when it arrives, or hides it if it never does
 * (the box's colours stay). React leaves both to that script: hence no warning on hydration.
 */
export const ARRIVES = { 'data-arrives': '', suppressHydrationWarning: true } as const;

/**
 * Faint until it has arrived, then whole: a fade rather than a sudden change. Opacity only: the
 * compositor fades it, where a blur's transition restyled the page on the main thread at every
 * frame for 700 ms (decision 039). Without JavaScript nothing marks it: it is whole at once.
 */
export const ARRIVAL =
  'transition-opacity duration-700 scripting:not-data-[loaded=true]:opacity-60 motion-reduce:transition-none';

/**
 * Installed by the page's first script, before the browser reads any picture: each marked
 * picture is marked as it arrives, from the page's first bytes rather than once the application
 * has hydrated it (a phone's main picture would stay faint for seconds after it had arrived).
 * Load and error do not bubble: the document hears them on their way down.
 */
export function watchPictureArrivals(): void {
  const arrived = (event: Event) => {
    const picture = event.target;
    if (!(picture instanceof HTMLImageElement) || !picture.hasAttribute('data-arrives')) return;
    if (event.type === 'load') picture.dataset.loaded = 'true';
    else picture.hidden = true;
  };
  document.addEventListener('load', arrived, { capture: true });
  document.addEventListener('error', arrived, { capture: true });
}
