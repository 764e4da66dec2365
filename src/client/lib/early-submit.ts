/**
 * A form of the server's page sent before its code has taken over (a quick tap once the page
 * shows, seconds before the code runs on a phone) is held rather than lost, then handed to that
 * code once it takes over: its checks, messages and toasts, as always. One helper for every
 * form: a form opts in with `data-held-until-ready` and an id, and its code calls
 * `formTakesOver` once it runs. A form that also works without JavaScript says so with
 * `data-sends-without-code`: should the code never arrive, the browser sends it after all.
 */
const GIVE_UP_MS = 8000;

/** The attributes that put a form in the helper's care. */
export const heldUntilReady = { 'data-held-until-ready': '' } as const;
export const sendsWithoutCode = { 'data-sends-without-code': '' } as const;

const takenOver = new Set<string>();
const held = new Map<string, HTMLFormElement>();

/** Installed by the first script of the page, before any form can be sent. */
export function holdEarlySubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-held-until-ready')) return;
      if (!form.id || takenOver.has(form.id)) return;
      // Neither the browser nor a handler of code already running sends it: it waits.
      event.preventDefault();
      event.stopPropagation();
      if (held.has(form.id)) return;
      held.set(form.id, form);
      if (!form.hasAttribute('data-sends-without-code')) return;
      setTimeout(() => {
        if (!takenOver.has(form.id) && held.delete(form.id))
          HTMLFormElement.prototype.submit.call(form);
      }, GIVE_UP_MS);
    },
    { capture: true },
  );
}

/**
 * The form's code handles its submits from now on (call it once the form can answer a press
 * rightly); a held one is sent through it at once.
 */
export function formTakesOver(form: HTMLFormElement): void {
  takenOver.add(form.id);
  const waiting = held.get(form.id);
  held.delete(form.id);
  if (waiting) form.requestSubmit();
}
