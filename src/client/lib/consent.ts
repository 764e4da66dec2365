import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from './storage.ts';

/** The visitor's answer to the cookie banner; technical storage needs no consent. */
export type CookieChoice = { marketing: boolean; decidedAt: string };

type ConsentState = { choice: CookieChoice | null; reviewing: boolean };

let state: ConsentState = {
  choice: storage.read<CookieChoice>(storageKeys.cookieConsent),
  reviewing: false,
};
const listeners = new Set<() => void>();

function update(next: ConsentState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const cookieConsent = {
  current: (): ConsentState => state,
  /** Remembered for the next visits; a refusal is as final as an acceptance. */
  decide(marketing: boolean) {
    const choice = { marketing, decidedAt: new Date().toISOString() };
    storage.write(storageKeys.cookieConsent, choice);
    update({ choice, reviewing: false });
  },
  /** The footer's "Preferenze cookie": the banner again, to change one's mind. */
  review() {
    update({ ...state, reviewing: true });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useCookieConsent(): ConsentState {
  return useSyncExternalStore(cookieConsent.subscribe, cookieConsent.current);
}
