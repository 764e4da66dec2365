import { artwork } from '#content/artwork.ts';
import { categories, categoryOf, destinations, findDestination } from '#content/catalogue.ts';
import type { Catalogue, Destination, TripDetail, TripSummary } from '#domain/catalogue.ts';
import { listingOrder } from '#domain/listing.ts';
import { FALLBACK_PRICE, originalPrice } from '#domain/pricing.ts';

export type BuiltCatalogue = {
  catalogue: Catalogue;
  details: Map<string, TripDetail>;
};

function artworkOf(id: string) {
  const images = artwork[id];
  if (!images) throw new Error(`No artwork for ${id}: run node scripts/artwork/generate.mjs`);
  return images;
}

function summaryOf(destination: Destination, discountPercentage: number): TripSummary {
  const category = categoryOf(destination.id);
  if (!category) throw new Error(`${destination.id} belongs to no category`);
  const price = destination.price || FALLBACK_PRICE;
  return {
    id: destination.id,
    title: destination.title,
    description: destination.description,
    price,
    originalPrice: originalPrice(price, discountPercentage),
    discountPercentage,
    tripDays: destination.tripDays,
    categoryId: category.id,
    categoryTitle: category.title,
    image: artworkOf(destination.id).main,
    hasItinerary: destination.itinerary.length > 0,
  };
}

/**
 * The catalogue never changes while the server runs: it is built once at start and every
 * read answers from memory.
 */
export function buildCatalogue(discountPercentage: number): BuiltCatalogue {
  const trips = listingOrder(destinations.map((d) => summaryOf(d, discountPercentage)));
  const catalogue: Catalogue = {
    categories: categories.map((category) => ({
      ...category,
      includes: [...category.includes],
      image: artworkOf(category.destinationIds[0]!).main,
    })),
    trips,
    testimonials: findDestination('maldive-dubai')?.reviews ?? [],
  };
  const details = new Map<string, TripDetail>();
  for (const destination of destinations) {
    const summary = trips.find((trip) => trip.id === destination.id)!;
    const detail: TripDetail = {
      ...summary,
      flights: destination.flights,
      hotels: destination.hotels,
      experiences: destination.experiences,
      includes: destination.includes,
      itinerary: destination.itinerary,
      reviews: destination.reviews,
      gallery: artworkOf(destination.id).gallery,
      photos: artworkOf(destination.id).photos,
      related: trips.filter(
        (trip) => trip.categoryId === summary.categoryId && trip.id !== summary.id,
      ),
    };
    details.set(destination.id, detail);
  }
  return { catalogue, details };
}
