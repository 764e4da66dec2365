import type { TripSummary } from '#domain/catalogue.ts';
import { askForAirport } from '../../lib/dates-request.ts';
import { DepartureList } from './departure-list.tsx';

/**
 * The departures in a trip page's own dates (a popover of its HTML, opened by the browser): a
 * departure chosen there closes them, and the airport follows as in the dialogs.
 */
export default function TripDepartures({
  trip,
  popoverId,
}: {
  trip: TripSummary;
  popoverId: string;
}) {
  return (
    <DepartureList
      trip={trip}
      onChoose={(departure) => {
        document.getElementById(popoverId)?.hidePopover?.();
        askForAirport(trip, departure);
      }}
    />
  );
}
