import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { PackageRecord, TripRecord } from '#domain/catalogue.ts';
import { editorValues, type PackageInput, type TripInputValues } from '#domain/trip-input.ts';

/**
 * What the editors' forms hold. Optional texts are '' (not missing) and flags false, as the
 * inputs give them back, so a form just opened is not "changed".
 */

/**
 * A trip's record as the editor's form opens it, at the version it was read: the domain's
 * editorValues, with an empty text where the catalogue leaves one out.
 */
export function tripValues(trip: TripRecord): TripInputValues {
  return formValues(editorValues(trip));
}

/**
 * What the editor opens a saved trip with: the edits prepared for its next version when there
 * are some (they are what staff work on), else the trip as visitors see it.
 */
export function openedTripValues({ trip, pending }: StaffTrip): TripInputValues {
  return pending
    ? formValues({ ...(pending.fields as TripInputValues), version: trip.version })
    : tripValues(trip);
}

function formValues(values: ReturnType<typeof editorValues>): TripInputValues {
  return {
    ...values,
    // Empty number inputs give NaN: an empty field, as the form will hold it.
    listPrice: values.listPrice ?? Number.NaN,
    ratingFigures: values.ratingFigures ?? noRatingFigures(),
    hotels: values.hotels.map((hotel) => ({ ...hotel, description: hotel.description ?? '' })),
    experiences: values.experiences.map((experience) => ({
      ...experience,
      description: experience.description ?? '',
    })),
    itinerary: values.itinerary.map((day) => ({
      ...day,
      highlight: day.highlight ?? false,
      activities: day.activities.map((activity) => ({
        ...activity,
        location: activity.location ?? '',
      })),
    })),
  };
}

/** Rating figures left empty: the trip's rating follows its own reviews. */
const noRatingFigures = () => ({ average: Number.NaN, count: Number.NaN, source: '' });

/** "Nuovo viaggio": an empty draft, leaving from the agency's airports (its settings). */
export function newTripValues(airports: readonly string[]): TripInputValues {
  return {
    version: 0,
    slug: '',
    title: '',
    description: '',
    price: Number.NaN,
    listPrice: Number.NaN,
    ratingFigures: noRatingFigures(),
    // Chosen in the form: none until then.
    areas: [],
    onHome: true,
    tripDays: Number.NaN,
    // Chosen from the list: an empty choice until then.
    packageId: '' as TripInputValues['packageId'],
    flights: '',
    hotels: [],
    experiences: [],
    includes: [],
    itinerary: [],
    reviews: [],
    airports: [...airports],
    cover: null,
    gallery: [],
  };
}

export function packageValues(record: PackageRecord): PackageInput {
  return {
    version: record.version,
    title: record.title,
    originalPrice: record.originalPrice,
    discountedPrice: record.discountedPrice,
    duration: record.duration,
    includes: [...record.includes],
    cover: record.cover,
  };
}

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/** The fields (top level: "price", "itinerary") where `current` differs from `opened`. */
export function editedFields<Values extends object>(opened: Values, current: Values): string[] {
  return (Object.keys(current) as (keyof Values & string)[]).filter(
    (field) => field !== 'version' && !same(opened[field], current[field]),
  );
}

/**
 * A newer version of the record arrived (a colleague's save, a change of state) while the form
 * holds edits: the newer one, with the fields this editor changed still as the editor left them.
 */
export function keepOwnEdits<Values extends object>(
  newer: Values,
  current: Values,
  edited: readonly string[],
): Values {
  const merged = { ...newer };
  for (const field of edited) {
    if (field in current) merged[field as keyof Values] = current[field as keyof Values];
  }
  return merged;
}
