/**
 * The question asked before the Back or Forward button leaves a page with unsaved work (the back
 * office's editors set it): asked before the router hears of the move, so a "no" leaves the page
 * as it is and only puts the address back.
 */
let ask: (() => boolean) | null = null;

/** Sets (or, with null, clears) the question; it answers true to let the visitor go. */
export function guardLeaving(question: (() => boolean) | null) {
  ask = question;
}

let watching = false;
let puttingBack = false;

/**
 * Listens to the history's moves before the router does (listeners run in the order they were
 * added: call this before the router starts). Idempotent.
 */
export function watchTraversals() {
  if (watching) return;
  watching = true;
  window.addEventListener('popstate', (event) => {
    if (puttingBack) {
      puttingBack = false;
      event.stopImmediatePropagation();
      return;
    }
    if (!ask || ask()) return;
    event.stopImmediatePropagation();
    puttingBack = true;
    window.history.go(1);
  });
}
