import type { Selectable } from 'kysely';
import type { Category, PackageRecord, RatingFigures, TripRecord } from '#domain/catalogue.ts';
import type { PendingEdits } from '#domain/catalogue-admin.ts';
import type { AgencySettings } from '#domain/agency-settings.ts';
import type { Area } from '#domain/areas.ts';
import { listAreas } from './areas.ts';
import type { PriceSince } from '#domain/pricing.ts';
import { readAgencySettings } from './agency-settings.ts';
import { catalogueVersion } from './catalogue-version.ts';
import type { TripPhoto } from '#domain/trip-photos.ts';
import type { Db, PackagesTable, TripsTable } from '../db/database.ts';

/** Everything the agency keeps in its catalogue, at one version. */
export type CatalogueContent = {
  version: number;
  packages: PackageRecord[];
  /** Every trip, drafts and archived ones too, in listing order. */
  trips: TripRecord[];
  /** The trips with edits prepared for their next version, as they will be once published. */
  pendingTrips: TripRecord[];
  /** The addresses trips had before staff changed them, and the trip (key) each leads to. */
  formerAddresses: Map<string, string>;
  /** Each trip's prices on sale (by key), in the order they were set: its saves' history. */
  pricesOnSale: Map<string, PriceSince[]>;
  /** The agency's figures and defaults, read with the catalogue (one version for both). */
  settings: AgencySettings;
  /** Every area, in the filter's order. */
  areas: Area[];
};

export function toPackageRecord(row: Selectable<PackagesTable>): PackageRecord {
  return {
    id: row.id as Category['id'],
    title: row.title,
    originalPrice: row.original_price,
    discountedPrice: row.discounted_price,
    duration: row.duration,
    includes: JSON.parse(row.includes) as string[],
    artwork: row.artwork,
    cover: row.cover ? (JSON.parse(row.cover) as TripPhoto) : null,
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export function toTripRecord(row: Selectable<TripsTable>): TripRecord {
  return {
    id: row.slug,
    key: row.id,
    state: row.state,
    position: row.position,
    categoryId: row.package_id as Category['id'],
    title: row.title,
    description: row.description,
    price: row.price,
    tripDays: row.trip_days,
    flights: row.flights,
    hotels: JSON.parse(row.hotels) as TripRecord['hotels'],
    experiences: JSON.parse(row.experiences) as TripRecord['experiences'],
    includes: JSON.parse(row.includes) as string[],
    itinerary: JSON.parse(row.itinerary) as TripRecord['itinerary'],
    reviews: JSON.parse(row.reviews) as TripRecord['reviews'],
    airports: JSON.parse(row.airports) as string[],
    artwork: row.artwork,
    cover: row.cover === null ? null : (JSON.parse(row.cover) as TripPhoto),
    gallery: JSON.parse(row.gallery) as TripPhoto[],
    listPrice: row.list_price,
    ratingFigures:
      row.rating_figures === null ? null : (JSON.parse(row.rating_figures) as RatingFigures),
    areas: JSON.parse(row.areas) as string[],
    onHome: row.on_home,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/**
 * A trip as its prepared edits will make it, for the staff's preview. It keeps its address until
 * they are published (the preview is at the address visitors know); a review added meanwhile
 * gets its id when they are.
 */
export function withPendingEdits(
  trip: TripRecord,
  { slug: _address, packageId, itinerary, reviews, ...same }: PendingEdits['fields'],
): TripRecord {
  return {
    ...trip,
    ...same,
    categoryId: packageId,
    itinerary: itinerary.map((day, index) => ({
      day: index + 1,
      ...day,
    })) as TripRecord['itinerary'],
    reviews: reviews.map((review, index) => ({
      ...review,
      id: review.id ?? `nuova-${index}`,
    })) as TripRecord['reviews'],
  };
}

/** The whole catalogue, read in one transaction so it is one version. */
export function readCatalogue(db: Db): Promise<CatalogueContent> {
  return db.transaction().execute(async (trx) => {
    const version = await catalogueVersion(trx);
    const packages = await trx.selectFrom('packages').selectAll().orderBy('position').execute();
    const trips = await trx
      .selectFrom('trips')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
    const former = await trx.selectFrom('trip_addresses').selectAll().execute();
    const saves = await trx
      .selectFrom('catalogue_changes')
      .select(['subject_id', 'changed_at', 'price_on_sale'])
      .where('subject', '=', 'trip')
      .orderBy('subject_id')
      .orderBy('version')
      .execute();
    const pricesOnSale = new Map<string, PriceSince[]>();
    for (const save of saves) {
      const prices = pricesOnSale.get(save.subject_id) ?? [];
      prices.push({ price: save.price_on_sale, since: save.changed_at });
      pricesOnSale.set(save.subject_id, prices);
    }
    return {
      version,
      settings: (await readAgencySettings(trx)).settings,
      areas: await listAreas(trx),
      packages: packages.map(toPackageRecord),
      trips: trips.map(toTripRecord),
      pendingTrips: trips.flatMap((row) =>
        row.pending === null
          ? []
          : [
              withPendingEdits(
                toTripRecord(row),
                JSON.parse(row.pending) as PendingEdits['fields'],
              ),
            ],
      ),
      formerAddresses: new Map(former.map((row) => [row.slug, row.trip_id])),
      pricesOnSale,
    };
  });
}
