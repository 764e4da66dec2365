import type { TripPhoto } from '#domain/trip-photos.ts';
import type { Db } from '../db/database.ts';

type NamesPhotos = { cover?: TripPhoto | null; gallery?: readonly TripPhoto[] };

const photoIds = (fields: NamesPhotos) => [
  ...(fields.cover ? [fields.cover.id] : []),
  ...(fields.gallery ?? []).map((photo) => photo.id),
];

/**
 * Every photo a version of a trip or a package names: as they are, the trips' edits prepared
 * for their next version, and every save in the history ("Ripristina" brings its photos back).
 */
export async function namedTripPhotos(db: Db): Promise<Set<string>> {
  const [trips, packages, changes] = await Promise.all([
    db.selectFrom('trips').select(['cover', 'gallery', 'pending']).execute(),
    db.selectFrom('packages').select('cover').execute(),
    db.selectFrom('catalogue_changes').select('snapshot').execute(),
  ]);
  const named = new Set<string>();
  const add = (fields: NamesPhotos) => photoIds(fields).forEach((id) => named.add(id));
  for (const trip of trips) {
    add({
      cover: trip.cover ? (JSON.parse(trip.cover) as TripPhoto) : null,
      gallery: JSON.parse(trip.gallery) as TripPhoto[],
    });
    if (trip.pending) add(JSON.parse(trip.pending) as NamesPhotos);
  }
  for (const pack of packages) if (pack.cover) add({ cover: JSON.parse(pack.cover) as TripPhoto });
  for (const change of changes) add(JSON.parse(change.snapshot) as NamesPhotos);
  return named;
}
