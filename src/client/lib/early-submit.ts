/**
 * A form of the server's page sent, or a link or button of it pressed, before its code has taken over (a
 * quick tap once the page shows, seconds before the code runs on a phone) is held rather than
 * lost, then handed to that code once it takes over: its checks, messages and dialogs, as
 * always. One helper for every form, link and button: it opts in with `data-held-until-ready` and an
 * id, and its code calls `takesOver` once it runs. One that also works without JavaScript says
 * so with `data-sends-without-code`: should the code never arrive, the browser sends the form
 * or follows the link after all.
 *
 * The page's first script (first-script.ts, a classic script in the head) installs the
 * listeners before the browser has read the page's content, so no press comes before them; the
 * application's code, a separate bundle, hands the presses on through the same state, kept on
 * the window for both.
 */
const GIVE_UP_MS = 8000;

/** The attributes that put a form, a link or a button in the helper's care. */
export const heldUntilReady = { 'data-held-until-ready': '' } as const;
export const sendsWithoutCode = { 'data-sends-without-code': '' } as const;

type Held = HTMLFormElement | HTMLAnchorElement | HTMLButtonElement;

interface EarlyPresses {
  takenOver: Set<string>;
  held: Map<string, Held>;
  /**
   * Any other button of the server's page pressed before the application has hydrated it (a
   * card's dates, "Filtra risultati", a filter chip): pressed again once it has, in order. Its
   * element stays the same: hydration adopts the server's elements.
   */
  pressedEarly: HTMLButtonElement[];
  pageTakenOver: boolean;
}

declare global {
  interface Window {
    earlyPresses?: EarlyPresses;
  }
}

function state(): EarlyPresses {
  return (window.earlyPresses ??= {
    takenOver: new Set(),
    held: new Map(),
    pressedEarly: [],
    pageTakenOver: false,
  });
}

/** What the browser does with it without the code: send the form, follow the link. */
function actWithoutCode(element: Held): void {
  if (element instanceof HTMLFormElement) HTMLFormElement.prototype.submit.call(element);
  else if (element instanceof HTMLAnchorElement) window.location.assign(element.href);
}

function hold(event: Event, element: Held): void {
  const { takenOver, held } = state();
  if (!element.id || takenOver.has(element.id)) return;
  // Neither the browser nor a handler of code already running acts on it: it waits.
  event.preventDefault();
  event.stopPropagation();
  if (held.has(element.id)) return;
  held.set(element.id, element);
  if (!element.hasAttribute('data-sends-without-code')) return;
  setTimeout(() => {
    if (!takenOver.has(element.id) && held.delete(element.id)) actWithoutCode(element);
  }, GIVE_UP_MS);
}

/** Installed by the first script of the page, before any form can be sent. */
export function holdEarlySubmits(): void {
  const early = state();
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && form.hasAttribute('data-held-until-ready')) {
        hold(event, form);
      }
    },
    { capture: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      const pressed = event.target instanceof Element ? event.target.closest('a, button') : null;
      // A press with a modifier (a new tab) is the browser's.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      if (pressed?.hasAttribute('data-held-until-ready')) return hold(event, pressed as Held);
      // The browser's own buttons (a popover's) work without the code: left to it.
      if (
        !early.pageTakenOver &&
        pressed instanceof HTMLButtonElement &&
        pressed.type === 'button' &&
        !pressed.hasAttribute('popovertarget') &&
        pressed.closest('#root')
      ) {
        event.preventDefault();
        event.stopPropagation();
        if (!early.pressedEarly.includes(pressed)) early.pressedEarly.push(pressed);
      }
    },
    { capture: true },
  );
}

/**
 * The code handles the form's submits or the presses from now on (call it once it can
 * answer a press rightly); a held one is carried out through it at once.
 */
export function takesOver(element: Held): void {
  const { takenOver, held } = state();
  takenOver.add(element.id);
  const waiting = held.get(element.id);
  held.delete(element.id);
  if (!waiting) return;
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else element.click();
}

/** The application has hydrated the page: the buttons pressed before then are pressed now. */
export function pageTakesOver(): void {
  const early = state();
  if (early.pageTakenOver) return;
  early.pageTakenOver = true;
  const pressed = early.pressedEarly.splice(0);
  // In a task of its own, out of the commit that hydrated the page: React hydrates a part of it
  // held back for a press (hydrates-near.tsx) only outside its own work.
  setTimeout(() => {
    for (const button of pressed) if (button.isConnected) button.click();
  });
}
