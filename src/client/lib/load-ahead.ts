import type { FocusEvent, PointerEvent } from 'react';

/**
 * A button's part (a menu, a sheet) loads its code before the click: when a mouse comes over the
 * button, or the keyboard brings the focus to it. Not for a tap: there the pointer and the focus
 * arrive with the tap itself, and the loading (the bundler's preload links, a few ms each on a
 * slow phone) would hold back the tap's answer (decision 039); the part loads as it opens.
 */
export function loadAhead(load: () => unknown) {
  return {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') void load();
    },
    onFocus: (event: FocusEvent) => {
      if (event.currentTarget.matches(':focus-visible')) void load();
    },
  };
}
