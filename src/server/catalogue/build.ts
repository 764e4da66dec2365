import { artwork, type DestinationArtwork } from '#content/artwork.ts';
import type {
  Catalogue,
  CategorySummary,
  PackageRecord,
  TripDetail,
  TripRecord,
  TripSummary,
} from '#domain/catalogue.ts';
import { canonicalTripId } from '#domain/destination-ids.ts';
import {
  FALLBACK_PRICE,
  lowestRecentPrice,
  lowestRecentPriceChangesAt,
  struckPrice,
  type PriceSince,
} from '#domain/pricing.ts';
import { tripRating } from '#domain/trip-rating.ts';
import type { CatalogueContent } from '../repositories/catalogue.ts';

/** The catalogue as requests read it: what visitors see, and every trip for the staff. */
export type BuiltCatalogue = {
  version: number;
  /**
   * When a struck-through price may change by time alone (a price leaving the 30 days it is
   * compared with), in ms since the epoch: the catalogue is built again then. Null for never.
   */
  rebuildAt: number | null;
  /** What `/api/catalogue` answers and the pages draw: published trips only. */
  catalogue: Catalogue;
  /** The page of each published trip, by its address. */
  details: Map<string, TripDetail>;
  /** The same with the drafts, for signed-in staff who preview them at their real address. */
  withDrafts: Catalogue;
  draftDetails: Map<string, TripDetail>;
  /**
   * The staff's preview of the site as it will be: drafts, and published trips with the edits
   * prepared for their next version in place of what visitors see.
   */
  withPendingEdits: Catalogue;
  pendingDetails: Map<string, TripDetail>;
  /** Every trip the agency keeps (drafts and archived ones too), in listing order. */
  records: TripRecord[];
  /** The trips visitors see, in listing order. */
  published: TripRecord[];
  packages: PackageRecord[];
  /** A published trip by its address or one of its other names ("giappone"). */
  find(id: string): TripRecord | undefined;
  /** Any trip by the key its departures use. */
  byKey(key: string): TripRecord | undefined;
  /**
   * Where the address of a trip not published leads: the trip's new address when it moved, the
   * list of trips when it was archived, null when there is nothing there (or a draft).
   */
  movedFrom(id: string): { trip: string } | 'archived' | null;
};

/** The trip whose reviews the home shows; another trip's if it is not published. */
const TESTIMONIALS_TRIP = 'maldive-dubai';

/**
 * The generated illustrations of a trip (scripts/artwork); a trip staff created gets those of
 * the trip it was duplicated from, so there is always a picture while no photo is uploaded.
 */
function artworkOf({ artwork: name }: { artwork: string }): DestinationArtwork {
  const images = artwork[name];
  if (!images) throw new Error(`No artwork "${name}"`);
  return images;
}

function summaryOf(
  trip: TripRecord,
  pack: PackageRecord,
  prices: readonly PriceSince[],
  now: Date,
): TripSummary {
  return {
    id: trip.id,
    title: trip.title,
    description: trip.description,
    price: trip.price || FALLBACK_PRICE,
    listPrice: struckPrice(trip.listPrice, lowestRecentPrice(prices, now)),
    rating: tripRating(trip),
    tripDays: trip.tripDays,
    categoryId: pack.id,
    categoryTitle: pack.title,
    image: artworkOf(trip).main,
    cover: trip.cover,
    hasItinerary: trip.itinerary.length > 0,
    airports: trip.airports,
    areas: trip.areas,
    onHome: trip.onHome,
  };
}

/** The price range of a package: its published trips' prices (the fallback where unpriced). */
function packageSummary(pack: PackageRecord, trips: TripSummary[]): CategorySummary | null {
  const own = trips.filter((trip) => trip.categoryId === pack.id);
  if (own.length === 0) return null;
  const prices = own.map((trip) => trip.price);
  return {
    id: pack.id,
    title: pack.title,
    originalPrice: pack.originalPrice,
    discountedPrice: pack.discountedPrice,
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    duration: pack.duration,
    destinationIds: own.map((trip) => trip.id),
    includes: [...pack.includes],
    image: artworkOf(pack).main,
    cover: pack.cover,
  };
}

/**
 * Everything the catalogue's readers need, computed once per version of the content: every
 * request then answers from memory.
 */
export function buildCatalogue(content: CatalogueContent, now: Date): BuiltCatalogue {
  const packages = new Map(content.packages.map((pack) => [pack.id, pack]));
  const summary = (trip: TripRecord) =>
    summaryOf(trip, packages.get(trip.categoryId)!, content.pricesOnSale.get(trip.key) ?? [], now);
  const published = content.trips.filter((trip) => trip.state === 'pubblicato');
  const bySlug = new Map(published.map((trip) => [trip.id, trip]));
  const byKey = new Map(content.trips.map((trip) => [trip.key, trip]));
  const catalogueOf = (shown: TripRecord[]) => {
    const trips = shown.map(summary);
    const catalogue: Catalogue = {
      categories: content.packages.flatMap((pack) => packageSummary(pack, trips) ?? []),
      trips,
      testimonials:
        (
          shown.find((trip) => trip.id === TESTIMONIALS_TRIP) ??
          shown.find((trip) => trip.reviews.length > 0)
        )?.reviews ?? [],
      agency: { stats: content.settings.stats },
      areas: content.areas,
    };
    return catalogue;
  };
  const catalogue = catalogueOf(published);
  const { trips } = catalogue;
  const drafts = content.trips.filter((trip) => trip.state === 'bozza');
  const draftSummaries = drafts.map(summary);
  const rebuildAt = content.trips
    .filter((trip) => trip.listPrice !== null)
    .map((trip) => lowestRecentPriceChangesAt(content.pricesOnSale.get(trip.key) ?? [], now))
    .reduce<number | null>(
      (soonest, at) => (at === null ? soonest : Math.min(soonest ?? at, at)),
      null,
    );
  const detailOf = (trip: TripRecord, summary: TripSummary, among = trips): TripDetail => {
    const images = artworkOf(trip);
    return {
      ...summary,
      flights: trip.flights,
      hotels: trip.hotels,
      experiences: trip.experiences,
      includes: trip.includes,
      itinerary: trip.itinerary,
      reviews: trip.reviews,
      gallery: images.gallery,
      photos: images.photos,
      photoGallery: trip.gallery,
      related: among.filter(
        (other) => other.categoryId === trip.categoryId && other.id !== trip.id,
      ),
    };
  };
  const details = new Map(published.map((trip, index) => [trip.id, detailOf(trip, trips[index]!)]));
  const draftDetails = new Map(
    drafts.map((trip, index) => [trip.id, detailOf(trip, draftSummaries[index]!)]),
  );
  const pendingByKey = new Map(content.pendingTrips.map((trip) => [trip.key, trip]));
  const withPendingEdits = catalogueOf(published.map((trip) => pendingByKey.get(trip.key) ?? trip));
  const pendingDetails = new Map(
    withPendingEdits.trips.flatMap((shown, index) => {
      const trip = pendingByKey.get(published[index]!.key);
      return trip ? [[shown.id, detailOf(trip, shown, withPendingEdits.trips)] as const] : [];
    }),
  );
  return {
    version: content.version,
    rebuildAt,
    catalogue,
    details,
    withDrafts: { ...catalogue, drafts: draftSummaries },
    draftDetails,
    withPendingEdits: {
      ...withPendingEdits,
      drafts: draftSummaries,
      pendingEdits: [...pendingDetails.keys()],
    },
    pendingDetails,
    records: content.trips,
    published,
    packages: content.packages,
    find: (id) => bySlug.get(canonicalTripId(id)),
    byKey: (key) => byKey.get(key),
    movedFrom: (id) => {
      const key = content.formerAddresses.get(id);
      const trip = key ? byKey.get(key) : content.trips.find((t) => t.id === id);
      if (trip?.state === 'archiviato') return 'archived';
      if (key && trip?.state === 'pubblicato') return { trip: trip.id };
      return null;
    },
  };
}
