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

/** Blurred and faint until it has arrived, then sharp: a fade rather than a sudden change. */
export const ARRIVAL =
  'opacity-60 blur-md transition-[filter,opacity] duration-700 data-[loaded=true]:opacity-100 data-[loaded=true]:blur-none motion-reduce:transition-none';
