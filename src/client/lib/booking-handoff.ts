import type { PaymentPlan } from '#domain/booking-lifecycle.ts';
import type { BookingView, CreatedBooking } from '#domain/booking.ts';
import type { IsoDate } from '#domain/calendar.ts';
import type { Departure } from '#domain/departures.ts';
import { hasValidDates, nightsOf } from '#domain/trip-dates.ts';
import { siteConfig } from './page-data.ts';
import { storage, storageKeys, tabStorage } from './storage.ts';
import { useInBrowser } from './use-in-browser.ts';

/**
 * The booking hand-off: what travels in the browser's storage between the dialogs, the booking
 * form, the payment page, the success page and the documents page (the spec's keys
 * "bookingData", "travelersData", "lastBookingId" and "paymentData", and the private link of
 * the booking just made). This module is the only one that reads or writes them; other
 * features reach it through the booking feature's index.
 */

/**
 * The trip chosen in the dialogs ("bookingData": the spec's fields and the ids the server
 * needs). Shown by the booking pages; the server decides the money from the ids.
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
  /** As the server's departure said when it was chosen; unknown (a deposit) otherwise. */
  paymentPlan?: PaymentPlan;
};

/** The trip the booking form will book (or ask about, without a departure). */
export function handOffTrip(data: BookingData): void {
  storage.write(storageKeys.bookingData, data);
}

/** A departure chosen with its airport becomes the booking's trip. */
export function handOffDeparture(
  trip: { id: string; title: string },
  departure: Departure,
  airport: string,
): void {
  handOffTrip({
    destinationId: trip.id,
    departureId: departure.id,
    destinationTitle: trip.title,
    startDate: departure.startDate,
    endDate: departure.endDate,
    tripDays: departure.tripDuration,
    nights: nightsOf(departure.tripDuration),
    airport,
    price: departure.price,
    coordinators: departure.coordinators.join(' & ') || 'Team locale',
    seatsLeft: departure.spotsAvailable,
    paymentPlan: departure.paymentPlan,
  });
}

/** The chosen trip, or null when there is none or it cannot be used. */
export function chosenTrip(): BookingData | null {
  const data = storage.read<Partial<BookingData>>(storageKeys.bookingData);
  if (!data || typeof data.destinationId !== 'string' || !hasValidDates(data)) return null;
  return data as BookingData;
}

/** The travellers typed in the form, kept until the server has them: a failed send loses nothing. */
export function keepTravellers(travellers: unknown[]): void {
  storage.write(storageKeys.travellersData, travellers);
}

export function keptTravellers(): unknown[] | null {
  return storage.read<unknown[]>(storageKeys.travellersData);
}

/**
 * The server holds the booking: its code is what the next pages read, and the passport data
 * leaves the browser (decision 014). Its private link comes only in this answer; the link is a
 * key to the booking, so it is kept in this tab's session storage (not local storage), for the
 * success page to show, and is gone when the tab closes: the traveller keeps it in the e-mail.
 */
export function bookingSaved(booking: CreatedBooking): void {
  storage.write(storageKeys.lastBookingId, booking.id);
  storage.remove(storageKeys.travellersData);
  tabStorage.write(storageKeys.bookingPageLink, {
    bookingId: booking.id,
    token: booking.bookingPageToken,
  });
}

/** The private link's token of this tab's booking `id`, or null (another tab, another booking). */
export function bookingPageToken(id: string): string | null {
  const link = tabStorage.read<{ bookingId?: string; token?: string }>(storageKeys.bookingPageLink);
  return link?.bookingId === id && typeof link.token === 'string' ? link.token : null;
}

/** The code of this browser's last booking, which the payment, success and documents pages use. */
export function lastBookingId(): string | null {
  return storage.read<string>(storageKeys.lastBookingId);
}

/**
 * lastBookingId for a page's render: undefined on the server and while the page hydrates (only
 * the browser knows it), so the page shows it is loading rather than that there is none.
 */
export function useLastBookingId(): string | null | undefined {
  return useInBrowser() ? lastBookingId() : undefined;
}

/** The spec's "paymentData": the transfer the visitor said they made. */
export function transferDeclared(booking: Omit<BookingView, 'primary'>): void {
  storage.write(storageKeys.paymentData, {
    travelersCount: booking.travellersCount,
    travel: booking.destinationTitle,
    startDate: booking.startDate,
    endDate: booking.endDate,
    totalPrice: booking.totalPrice,
    depositAmount: booking.depositAmount,
    paymentDetails: {
      accountHolder: siteConfig.accountHolder,
      iban: siteConfig.iban,
      reference: booking.paymentReference,
    },
  });
}
