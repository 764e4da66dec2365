import type { PackageRecord, TripRecord, TripState } from './catalogue.ts';
import type { TripInput } from './trip-input.ts';

/**
 * What the staff API answers about the catalogue (routes/staff/trips.ts), read by the back
 * office's "Viaggi" pages.
 */

/** A package in "Pacchetti": the titles of its trips say whether it can be removed. */
export type StaffPackage = PackageRecord & { trips: string[] };

/** A row of the "Viaggi" list. */
export type StaffTripRow = {
  /** The key its departures use: the editor's address (/admin/viaggi/:key). */
  key: string;
  /** Its public address ("grecia"). */
  slug: string;
  title: string;
  state: TripState;
  packageTitle: string;
  price: number;
  /** The first departure from today on, or null. */
  nextDeparture: string | null;
  /** Seats gone (booked, held or sold at the desk) on its departures from today on. */
  seatsSold: number;
  updatedAt: string;
  updatedBy: string | null;
};

/** One field of a save, as it was and as it became (lists and texts as they are stored). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** One save of a trip or a package, newest first on the trip's page. */
export type CatalogueChange = {
  id: string;
  version: number;
  changedAt: string;
  changedBy: string | null;
  fields: FieldChange[];
};

/** The editor's trip: the record, whether it has departures or bookings, and its history. */
export type StaffTrip = {
  trip: TripRecord;
  /** A trip with departures or bookings cannot be deleted, only archived. */
  deletable: boolean;
  /** Bookings not cancelled on its departures from today on, and their travellers. */
  bookingsToTravel: { bookings: number; travellers: number };
  history: CatalogueChange[];
  /** A published trip's next version, saved and previewed but not live yet; null for none. */
  pending: PendingEdits | null;
  /** What decides the price visitors see (pricing.ts, `headlinePrice` and `struckPrice`). */
  pricesSeen: {
    /** Of the departures a visitor can book now; null when none is on sale. */
    lowestDeparturePrice: number | null;
    /** The lowest it was on sale at in the previous 30 days; null when it was not on sale. */
    lowestRecentPrice: number | null;
  };
};

/** Edits saved for the next version of a published trip: visitors see them once published. */
export type PendingEdits = {
  fields: Omit<TripInput, 'version'>;
  savedAt: string;
  savedBy: string | null;
};

/** The Italian names of the fields, as the history shows them. */
export const tripFieldLabels: Record<string, string> = {
  slug: 'Indirizzo',
  title: 'Titolo',
  description: 'Descrizione',
  price: 'Prezzo a persona',
  listPrice: 'Prezzo di listino',
  ratingFigures: 'Valutazione raccolta altrove',
  areas: 'Aree',
  onHome: 'Nella home',
  tripDays: 'Giorni',
  packageId: 'Pacchetto',
  flights: 'Voli',
  hotels: 'Hotel',
  experiences: 'Esperienze',
  includes: 'La quota comprende',
  itinerary: 'Programma',
  reviews: 'Recensioni',
  airports: 'Aeroporti di partenza',
  state: 'Stato',
  cover: 'Foto di copertina',
  gallery: 'Galleria',
  originalPrice: 'Prezzo di listino',
  discountedPrice: 'Prezzo scontato',
  duration: 'Durata',
};
