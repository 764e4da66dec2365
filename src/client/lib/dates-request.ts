import { useSyncExternalStore } from 'react';
import type { TripSummary } from '#domain/catalogue.ts';

/**
 * Which trip's departures a visitor asked to see, from any card or page. The dialogs that
 * answer live in one place (features/departures, mounted by app.tsx) and load on first use.
 */
let requested: TripSummary | null = null;
/** What had the focus when the dialogs were asked for: it gets it back when they close. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function askForDates(trip: TripSummary): void {
  requested = trip;
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  notify();
}

export function clearDatesRequest(): void {
  requested = null;
  notify();
  // The dialogs unmount with the request, so they cannot hand the focus back themselves; a
  // page left meanwhile (chat, booking form) no longer has the opener, and is left alone.
  const back = opener;
  opener = null;
  requestAnimationFrame(() => {
    if (back?.isConnected) back.focus();
  });
}

export function useDatesRequest(): TripSummary | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => null,
  );
}
