/**
 * The catalogue's shapes: what the content holds and what the API hands to the pages.
 * Every text is Italian, written for Maestrale Viaggi.
 */

import type { AgencySettings } from './agency-settings.ts';
import type { Area } from './areas.ts';
import type { TripPhoto } from './trip-photos.ts';

/** A package's key: from its name ("paradisi-esotici"); the shipped ones' are "exotic", "city"… */
export type CategoryId = string;

export type Category = {
  id: CategoryId;
  /** Upper case, as on the cards: "PARADISI ESOTICI". */
  title: string;
  originalPrice: number;
  discountedPrice: number;
  minPrice: number;
  maxPrice: number;
  /** "7-10 giorni" */
  duration: string;
  destinationIds: string[];
  includes: string[];
};

export type Hotel = {
  name: string;
  stars: 3 | 4 | 5;
  description?: string;
};

export type Experience = {
  title: string;
  description?: string;
};

/** The moments of a day the programme names; an hour ("08:30") is written as it is. */
export const activityMoments = [
  'Mattina',
  'Pomeriggio',
  'Sera',
  'Alba',
  'Pranzo',
  'Tramonto',
] as const;
export type ActivityTime = `${number}:${number}` | (typeof activityMoments)[number];

export const activityTypes = [
  'flight',
  'hotel',
  'food',
  'tour',
  'activity',
  'free',
  'transfer',
  'ship',
  'beach',
] as const;
export type ActivityType = (typeof activityTypes)[number];

export type Activity = {
  /** "08:30" or one of the words of the spec. */
  time: ActivityTime;
  title: string;
  type: ActivityType;
  location?: string;
};

export type ItineraryDay = {
  day: number;
  title: string;
  description: string;
  /** The day travellers remember: shown with a badge. */
  highlight?: boolean;
  activities: Activity[];
};

export type Review = {
  id: string;
  authorName: string;
  /** Italian city of the traveller: "Bari", "Lecce". */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Italian month and year: "ottobre 2025". */
  date: string;
};

/** Figures of reviews the agency collected elsewhere (a reviews site), and where. */
export type RatingFigures = {
  /** Out of 5, one decimal: 4.8. */
  average: number;
  count: number;
  /** Where they were collected: "Recensioni verificate". */
  source: string;
};

/** The rating a trip shows: from the figures staff entered, or from its own reviews. */
export type TripRating = {
  average: number;
  count: number;
  /** Where the figures come from; null when they are the trip's own reviews. */
  source: string | null;
};

/** Everything the site says about one trip. */
export type Destination = {
  /** As in the URL: "maldive-dubai". */
  id: string;
  title: string;
  /** Two or three sentences for cards and search (never empty). */
  description: string;
  /** Price per person in euro; 0 = not priced yet (shown at the fallback price). */
  price: number;
  tripDays: number;
  categoryId: CategoryId;
  /** Flights in one sentence: "Voli di linea da Milano e Roma con scalo a Dubai, bagaglio da 23 kg incluso." */
  flights: string;
  hotels: Hotel[];
  experiences: Experience[];
  /** What the price includes, item by item. */
  includes: string[];
  itinerary: ItineraryDay[];
  reviews: Review[];
};

/** Where a trip stands: only a published one is shown to visitors. */
export const tripStates = ['bozza', 'pubblicato', 'archiviato'] as const;
export type TripState = (typeof tripStates)[number];

/** Who last saved a trip or a package, and when: the back office shows it, the editor checks it. */
export type Edited = {
  /** Goes up by one with every save: a save made from an older one is refused. */
  version: number;
  updatedAt: string;
  /** The staff member's name; null for what the site shipped with. */
  updatedBy: string | null;
};

/**
 * A trip as the agency keeps it in the database and edits it in the back office. `id` is its
 * address ("grecia"), which staff may change; `key` never changes and ties its departures.
 */
export type TripRecord = Destination &
  Edited & {
    key: string;
    state: TripState;
    /** Place in the listing among the trips of the whole site (lower first). */
    position: number;
    /** The airports a traveller can leave from; "Altro" is always offered beside them. */
    airports: string[];
    /** Which of the site's generated illustrations stands in for photos (scripts/artwork). */
    artwork: string;
    /** The photo of its card and page, or null while staff have uploaded none. */
    cover: TripPhoto | null;
    /** Its page's gallery of photos, in order. */
    gallery: TripPhoto[];
    /** The list price staff set, above the price: what a reduction is shown against. */
    listPrice: number | null;
    /** Figures of reviews collected elsewhere, or null (the rating then follows its reviews). */
    ratingFigures: RatingFigures | null;
    /** The ids of the areas it is in (areas.ts): the listing's destination filter. */
    areas: string[];
    /** Whether the home shows it, with the other trips of its package. */
    onHome: boolean;
  };

/** A package as the agency keeps it: the price range and its trips follow from the trips. */
export type PackageRecord = Omit<Category, 'minPrice' | 'maxPrice' | 'destinationIds'> &
  Edited & { position: number; artwork: string; cover: TripPhoto | null };

/** An illustration of the trip (the site draws its own: see scripts/artwork). */
export type ArtworkImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** A CSS gradient of the image's main colours, shown while it loads. */
  placeholder: string;
};

/** A trip as cards and the listing show it. */
export type TripSummary = {
  id: string;
  title: string;
  description: string;
  /** Price per person shown (the fallback when the trip has none yet). */
  price: number;
  /**
   * The struck-through price: the list price staff set, never above the lowest price the trip
   * was on sale at in the previous 30 days (pricing.ts, `struckPrice`); null for none.
   */
  listPrice: number | null;
  /** Its rating, or null when nobody has rated it (trip-rating.ts). */
  rating: TripRating | null;
  tripDays: number;
  categoryId: CategoryId;
  categoryTitle: string;
  image: ArtworkImage;
  /** The photo staff chose for it: shown instead of `image` when there is one. */
  cover: TripPhoto | null;
  hasItinerary: boolean;
  /** The airports it leaves from, "Altro" offered beside them (airports.ts). */
  airports: string[];
  /** The ids of the areas it is in. */
  areas: string[];
  /** Whether the home shows it (staff choose). */
  onHome: boolean;
};

export type CategorySummary = Omit<Category, 'includes'> & {
  includes: string[];
  image: ArtworkImage;
  /** The photo staff gave it, shown beside its name on the home. */
  cover: TripPhoto | null;
};

export type Catalogue = {
  categories: CategorySummary[];
  /** In listing order. */
  trips: TripSummary[];
  /** Reviews of the Maldive & Dubai trip, on the home page. */
  testimonials: Review[];
  /** The figures the agency gives of itself (its settings): the home, the hero, the footer. */
  agency: Pick<AgencySettings, 'stats'>;
  /** Every area, in the filter's order (the filter offers those with trips). */
  areas: Area[];
  /** Drafts staff preview at their real address: only in the catalogue signed-in staff get. */
  drafts?: TripSummary[];
  /**
   * In the staff's preview (`?anteprima`), the trips shown with the edits prepared for their next
   * version, not yet published ("Anteprima: modifiche non pubblicate").
   */
  pendingEdits?: string[];
};

/** A trip's page: everything about it, and the other trips of its package. */
export type TripDetail = TripSummary &
  Pick<Destination, 'flights' | 'hotels' | 'experiences' | 'includes' | 'itinerary' | 'reviews'> & {
    gallery: ArtworkImage[];
    photos: ArtworkImage[];
    /** The photos staff uploaded for its gallery (shown instead of the artwork when there are). */
    photoGallery: TripPhoto[];
    related: TripSummary[];
  };

/** The ads page's honest urgency: real visitors of the day and the trip's last booking. */
export type TripInterest = {
  /** Distinct visitors who opened the trip in the last 24 hours (0 below 2). */
  viewsLast24h: number;
  /** When the trip was last booked (not cancelled), or null. */
  lastBookingAt: string | null;
};

/** What changes by the minute: seats, departures, who is looking. */
export type TripAvailability = {
  /** Bookable departures with at least one free seat. */
  departures: number;
  /** Free seats on the next bookable departure, or null when there is none. */
  nextDepartureSeats: number | null;
  totalSpots: number;
  /**
   * Per person, of the cheapest departure a visitor can book (`lowestBookablePrice`), or null
   * when there is none: the trip's headline price follows it (pricing.ts, `headlinePrice`).
   */
  lowestPrice: number | null;
  /** Visitors who opened the trip in the last 15 minutes (0 below 2). */
  viewers: number;
  label: string | null;
};
