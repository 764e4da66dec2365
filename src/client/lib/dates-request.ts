import { useSyncExternalStore } from 'react';
import type { TripSummary } from '#domain/catalogue.ts';

/**
 * Which trip's departures a visitor asked to see, from any card or page. The dialogs that
 * answer live in one place (features/departures, mounted by app.tsx) and load on first use.
 */
let requested: TripSummary | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function askForDates(trip: TripSummary): void {
  requested = trip;
  notify();
}

export function clearDatesRequest(): void {
  requested = null;
  notify();
}

export function useDatesRequest(): TripSummary | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
