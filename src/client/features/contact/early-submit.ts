/**
 * The enquiry form is in the server's page and works without JavaScript. With it, a form sent
 * before its code has taken over (a quick click once the page shows) is held rather than sent
 * by the browser, then handed to that code: its field messages and toasts, as always. Should
 * the code never arrive, the browser sends the held form after all and the server answers.
 */
export const ENQUIRY_FORM_ID = 'enquiry-form';
const GIVE_UP_MS = 8000;

let takenOver = false;
let held: HTMLFormElement | null = null;

/** Installed by the first script of the page, before any form can be sent. */
export function holdEarlyEnquiries(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (takenOver || !(form instanceof HTMLFormElement) || form.id !== ENQUIRY_FORM_ID) return;
      event.preventDefault();
      if (held) return;
      held = form;
      setTimeout(() => {
        if (!takenOver && held) HTMLFormElement.prototype.submit.call(held);
      }, GIVE_UP_MS);
    },
    { capture: true },
  );
}

/** The form's code handles its submits from now on; a held one is sent through it at once. */
export function enquiryFormTakesOver(form: HTMLFormElement): void {
  takenOver = true;
  const waiting = held;
  held = null;
  if (waiting) form.requestSubmit();
}
