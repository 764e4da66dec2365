import { useEffect, useRef, useState } from 'react';
import { dialogAirports } from '#domain/airports.ts';
import type { TripSummary } from '#domain/catalogue.ts';
import { AIRPORT_AFTER_MS, CHAT_AFTER_MS, composeChatMessage } from '#domain/chat.ts';
import type { Departure } from '#domain/departures.ts';
import { sitePath } from '#domain/site-paths.ts';
import { formatDate } from '../../lib/format.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { goTo } from '../../lib/navigation.ts';
import { isFromAds } from '../../lib/referral.ts';
import { paths } from '../../paths.ts';
import { startChat } from '../chat/index.ts';
import { AirportDialog } from './airport-dialog.tsx';
import { DepartureDialog } from './departure-dialog.tsx';
import { hasValidDates } from '#domain/trip-dates.ts';
import { handOffDeparture } from '../../lib/booking-handoff.ts';

type Dates = { startDate: string; endDate: string };
type SelectedDate = Dates & { destId: string; coordinators: string };

/**
 * Booking by chat, from a trip card or page: the departures, then the airport, then
 * WhatsApp with the whole request written. Loaded when a visitor first asks for the dates.
 */
export default function BookByChat({
  trip,
  departure: chosenFirst,
  onClose,
}: {
  trip: TripSummary;
  /** Chosen from the trip page's own dates: the flow starts at the airport. */
  departure?: Departure;
  onClose: () => void;
}) {
  const [step, setStep] = useState<'dates' | 'airport' | 'done'>('dates');
  // The dates the airport dialog opened with: the first source of the chat message.
  const locked = useRef<Dates | null>(null);
  const chosen = useRef<Departure | null>(null);
  const timers = useRef<number[]>([]);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const chooseDeparture = (departure: Departure) => {
    const selected: SelectedDate = {
      destId: trip.id,
      startDate: departure.startDate,
      endDate: departure.endDate,
      coordinators: departure.coordinators.join(' & '),
    };
    storage.write(storageKeys.selectedDate, selected);
    chosen.current = departure;
    setStep('done');
    later(AIRPORT_AFTER_MS, () => {
      locked.current = { startDate: departure.startDate, endDate: departure.endDate };
      setStep('airport');
    });
  };
  useEffect(() => {
    if (chosenFirst) chooseDeparture(chosenFirst);
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
    // Once, as the flow opens: the departure is the request's, which keys this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseAirport = (airport: string) => {
    // Dates, in the spec's order: locked when the airport dialog opened, then the stored
    // selection, then the backup.
    const dates =
      locked.current ??
      storage.read<SelectedDate>(storageKeys.selectedDate) ??
      storage.read<Dates>(storageKeys.dateBackup);
    storage.write(storageKeys.dateBackup, {
      destination: trip.title,
      ...dates,
      airport,
      timestamp: new Date().toISOString(),
    });
    if (chosen.current) {
      handOffDeparture(trip, chosen.current, airport);
    }
    setStep('done');
    const message = composeChatMessage({
      destination: trip.title,
      start: dates && formatDate(dates.startDate),
      end: dates && formatDate(dates.endDate),
      airport,
    });
    later(CHAT_AFTER_MS, () => {
      void startChat({
        message,
        destination: trip.id,
        date: dates ? `${formatDate(dates.startDate)} - ${formatDate(dates.endDate)}` : undefined,
        airport,
      }).finally(onClose);
    });
  };

  // The alternative reservation: the chosen departure goes to the booking form, only with
  // dates that make sense (the spec aborts otherwise, with a line in the console).
  const reserve = (airport: string) => {
    const departure = chosen.current;
    if (!departure || !hasValidDates(departure)) {
      console.error('Booking aborted: the chosen departure has no valid dates.', departure);
      return;
    }
    handOffDeparture(trip, departure, airport);
    setStep('done');
    onClose();
    // Visitors from an ad pass through the ads booking page, which reads the same choice
    // from the address; the others go straight to the form.
    const choice = new URLSearchParams({
      destination: trip.id,
      departure: departure.id,
      startDate: departure.startDate,
      endDate: departure.endDate,
      airport,
    });
    goTo(isFromAds() ? sitePath(`${paths.booking}?${choice}`, true) : paths.booking);
  };

  return (
    <>
      <DepartureDialog
        trip={trip}
        open={step === 'dates' && !chosenFirst}
        onOpenChange={(open) => !open && onClose()}
        onChoose={chooseDeparture}
      />
      <AirportDialog
        destination={trip.title}
        airports={dialogAirports(trip)}
        dates={locked.current}
        open={step === 'airport'}
        onCancel={onClose}
        onChoose={chooseAirport}
        onReserve={reserve}
      />
    </>
  );
}
