import { useSyncExternalStore } from 'react';
import type { TripSummary } from '#domain/catalogue.ts';
import type { Departure } from '#domain/departures.ts';

/**
 * Which trip's departures a visitor asked to see, from any card or page, or (a trip page, whose
 * dates are in its HTML) the departure they chose there. The dialogs that answer live in one
 * place (features/departures, mounted by site.tsx) and load on first use.
 */
export type DatesRequest = { trip: TripSummary; departure?: Departure };
let requested: DatesRequest | null = null;
/** What had the focus when the dialogs were asked for: it gets it back when they close. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function askForDates(trip: TripSummary): void {
  ask({ trip });
}

/** A departure chosen outside the dialogs: the airport is asked next. */
export function askForAirport(trip: TripSummary, departure: Departure): void {
  ask({ trip, departure });
}

function ask(request: DatesRequest): void {
  requested = request;
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

export function useDatesRequest(): DatesRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => null,
  );
}
