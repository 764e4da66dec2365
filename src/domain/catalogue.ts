/**
 * The catalogue's shapes: what the content holds and what the API hands to the pages.
 * Every text is Italian, written for Maestrale Viaggi.
 */

export type CategoryId = 'exotic' | 'city' | 'adventure' | 'islands' | 'emerging' | 'europe';

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

export type ActivityTime =
  `${number}:${number}` | 'Mattina' | 'Pomeriggio' | 'Sera' | 'Alba' | 'Pranzo' | 'Tramonto';

export type ActivityType =
  'flight' | 'hotel' | 'food' | 'tour' | 'activity' | 'free' | 'transfer' | 'ship' | 'beach';

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
  /** The struck-through price before the early-booking discount. */
  originalPrice: number;
  discountPercentage: number;
  tripDays: number;
  categoryId: CategoryId;
  categoryTitle: string;
  image: ArtworkImage;
  hasItinerary: boolean;
};

export type CategorySummary = Omit<Category, 'includes'> & {
  includes: string[];
  image: ArtworkImage;
};

export type Catalogue = {
  categories: CategorySummary[];
  /** In listing order. */
  trips: TripSummary[];
  /** Reviews of the Maldive & Dubai trip, on the home page. */
  testimonials: Review[];
};

/** A trip's page: everything about it, and the other trips of its package. */
export type TripDetail = TripSummary &
  Pick<Destination, 'flights' | 'hotels' | 'experiences' | 'includes' | 'itinerary' | 'reviews'> & {
    gallery: ArtworkImage[];
    photos: ArtworkImage[];
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
