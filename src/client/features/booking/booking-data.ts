import { isIsoDate, type IsoDate } from '#domain/calendar.ts';
import { storage, storageKeys } from '../../lib/storage.ts';

/**
 * The trip chosen in the dialogs (local storage "bookingData", the spec's fields and the ids
 * the server needs). Shown by the booking pages; the server decides the money from the ids.
 */
export type BookingData = {
  destinationId: string;
  departureId: string | null;
  destinationTitle: string;
  startDate: IsoDate;
  endDate: IsoDate;
  tripDays: number;
  nights: number;
  airport: string;
  price: number;
  coordinators: string;
  seatsLeft: number;
};

/** The spec's alternative reservation: kept only when its dates make sense. */
export function hasValidDates(data: { startDate?: unknown; endDate?: unknown }): boolean {
  const { startDate, endDate } = data;
  return (
    typeof startDate === 'string' &&
    typeof endDate === 'string' &&
    isIsoDate(startDate) &&
    isIsoDate(endDate) &&
    startDate <= endDate
  );
}

/** The stored choice, or null when there is none or it cannot be used. */
export function readBookingData(): BookingData | null {
  const data = storage.read<Partial<BookingData>>(storageKeys.bookingData);
  if (!data || typeof data.destinationId !== 'string' || !hasValidDates(data)) return null;
  return data as BookingData;
}
