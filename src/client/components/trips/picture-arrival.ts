import type { SyntheticEvent } from 'react';

// Load and failure only touch the element itself: no re-render for each picture that arrives.

/** Marks the picture as arrived (`data-loaded`): `ARRIVAL` then shows it sharp. */
export const markLoaded = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.dataset.loaded = 'true';
};

/** A picture that never arrives is hidden: the box's colours stay. */
export const hideBroken = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

/** A picture of the server's HTML may have arrived before the page hydrated: no load event then. */
export const markArrived = (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth > 0) img.dataset.loaded = 'true';
};

/**
 * Faint until it has arrived, then whole: a fade rather than a sudden change. Opacity only: the
 * compositor fades it, where a blur's transition restyled the page on the main thread at every
 * frame for 700 ms (decision 039). Without JavaScript nothing marks it: it is whole at once.
 */
export const ARRIVAL =
  'transition-opacity duration-700 scripting:not-data-[loaded=true]:opacity-60 motion-reduce:transition-none';
