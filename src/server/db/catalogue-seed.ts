import { shippedAreas, shippedTripAreas } from '#content/areas.ts';
import { categories, destinations, shippedRatingFigures } from '#content/catalogue.ts';
import { defaultAgencySettings } from '#domain/agency-settings.ts';
import { airports } from '#domain/enquiry.ts';
import { toDatabaseId } from '#domain/destination-ids.ts';
import { listingOrder } from '#domain/listing.ts';
import { toPackageRecord, toTripRecord, type CatalogueContent } from '../repositories/catalogue.ts';
import type { PackagesTable, TripsTable } from './database.ts';

/**
 * The catalogue the site shipped with (src/content), as the rows a new database starts from:
 * the migration that brings the catalogue into the database writes them once, and from then on
 * the agency edits them. Trips keep the listing's order and the database ids their departures
 * already use.
 */
export function shippedCatalogueRows(now: string): {
  packages: PackagesTable[];
  trips: TripsTable[];
} {
  const packages = categories.map((category, index): PackagesTable => ({
    id: category.id,
    title: category.title,
    original_price: category.originalPrice,
    discounted_price: category.discountedPrice,
    duration: category.duration,
    includes: JSON.stringify(category.includes),
    artwork: category.destinationIds[0]!,
    cover: null,
    position: index,
    version: 1,
    updated_at: now,
    updated_by: null,
  }));
  const trips = listingOrder(destinations).map((trip, index): TripsTable => {
    const category = categories.find((c) => c.destinationIds.includes(trip.id));
    if (!category) throw new Error(`${trip.id} belongs to no package`);
    return {
      id: toDatabaseId(trip.id),
      slug: trip.id,
      state: 'pubblicato',
      position: index,
      package_id: category.id,
      title: trip.title,
      description: trip.description,
      price: trip.price,
      trip_days: trip.tripDays,
      flights: trip.flights,
      hotels: JSON.stringify(trip.hotels),
      experiences: JSON.stringify(trip.experiences),
      includes: JSON.stringify(trip.includes),
      itinerary: JSON.stringify(trip.itinerary),
      reviews: JSON.stringify(trip.reviews),
      airports: JSON.stringify(airports.filter((airport) => airport !== 'Altro')),
      artwork: trip.id,
      cover: null,
      gallery: '[]',
      list_price: null,
      rating_figures: JSON.stringify(shippedRatingFigures),
      areas: JSON.stringify(shippedTripAreas[trip.id] ?? []),
      pending: null,
      pending_at: null,
      pending_by: null,
      on_home: true,
      version: 1,
      updated_at: now,
      updated_by: null,
    };
  });
  return { packages, trips };
}

/** The shipped catalogue as records, without a database (the dev server's head, tests). */
export function shippedContent(): CatalogueContent {
  const shippedAt = '2026-11-27T23:00:00.000Z';
  const { packages, trips } = shippedCatalogueRows(shippedAt);
  return {
    version: 1,
    settings: defaultAgencySettings,
    areas: [...shippedAreas],
    packages: packages.map(toPackageRecord),
    trips: trips.map(toTripRecord),
    pendingTrips: [],
    formerAddresses: new Map(),
    pricesOnSale: new Map(trips.map((row) => [row.id, [{ price: row.price, since: shippedAt }]])),
  };
}
