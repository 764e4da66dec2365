/**
 * The departure airports a traveller can choose: each trip's own (staff set them in the back
 * office), the ads booking page's list of the spec, and "Altro". The dialogs, the booking form
 * and the server read them here, so what a page offers is what the server accepts.
 */

/** Offered beside every list: the traveller leaves from elsewhere, agreed with the agency. */
export const OTHER_AIRPORT = 'Altro';

/** The ads booking page's airports, as the spec lists them before "Altro". */
const ADS_BOOKING_AIRPORTS = [
  'Milano Malpensa',
  'Roma Fiumicino',
  'Venezia Marco Polo',
  'Bologna Guglielmo Marconi',
  'Napoli Capodichino',
];

/** The longest airport name a booking or an enquiry carries (as a trip's list allows). */
export const AIRPORT_MAX_LENGTH = 60;

export const INVALID_AIRPORT = 'Aeroporto non valido.';

/** A trip's own airports, "Altro" never among them (trip-input.ts). */
type Airports = { airports: readonly string[] };

/** The airport dialog's choice: the trip's airports, then "Altro". */
export function dialogAirports(trip: Airports): string[] {
  return [...trip.airports, OTHER_AIRPORT];
}

/**
 * The ads booking page's choice: the spec's list, the trip's airports not already in it, then
 * "Altro" (without a trip, the spec's list alone). It holds the dialog's choice too, so it is
 * every airport a booking or an enquiry of the trip may name.
 */
export function offeredAirports(trip?: Airports | null): string[] {
  const own = trip?.airports.filter((airport) => !ADS_BOOKING_AIRPORTS.includes(airport)) ?? [];
  return [...ADS_BOOKING_AIRPORTS, ...own, OTHER_AIRPORT];
}

export function isOfferedAirport(trip: Airports | null | undefined, airport: string): boolean {
  return offeredAirports(trip).includes(airport);
}
