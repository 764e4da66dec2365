import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import {
  tripFieldLabels,
  type CatalogueChange,
  type FieldChange,
  type PendingEdits,
  type StaffPackage,
  type StaffTrip,
  type StaffTripRow,
} from '#domain/catalogue-admin.ts';
import type { PackageRecord, TripRecord, TripState } from '#domain/catalogue.ts';
import { keyOfName } from '#domain/words.ts';
import { todayInRome, type IsoDate } from '#domain/calendar.ts';
import { lowestRecentPrice } from '#domain/pricing.ts';
import {
  editedMeanwhileMessage,
  editorValues,
  packageMessages,
  publishProblems,
  tripAddressMessages,
  type NewPackage,
  type PackageInput,
  type TripInput,
} from '#domain/trip-input.ts';
import type { Db, PackagesTable, TripsTable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { StaffUser } from '../security/staff-auth.ts';
import { invalidFields } from '../validation.ts';
import { checkAreasExist } from './areas.ts';
import { auditValue, recordAudit, type StaffAct } from './audit.ts';
import { moveCatalogueVersion } from './catalogue-version.ts';
import { toPackageRecord, toTripRecord } from './catalogue.ts';
import { openDeparturesByDestination } from './departures.ts';

/**
 * Staff's changes to the catalogue. Every save is checked against the version the editor
 * opened (a colleague's save in between refuses it, nothing of either is lost), records who,
 * when, which fields changed and the whole as saved, and moves the catalogue's version in the
 * same transaction, so every process reloads it (decision 035).
 */

/** A trip's editable fields, as the editor names them. */
type TripFields = Omit<TripInput, 'version'> & { state: TripState };

/** What the editor sends, without the version it opened. */
const withoutVersion = <T extends { version: number }>({ version: _version, ...fields }: T) =>
  fields;

/** A trip's fields as a save records them (its snapshot, what "Ripristina" brings back). */
export function savedFields(trip: TripRecord): TripFields {
  return {
    ...(withoutVersion(editorValues(trip)) as Omit<TripInput, 'version'>),
    state: trip.state,
  };
}

type PendingColumns = 'pending' | 'pending_at' | 'pending_by';

/** The columns of these fields; the programme's days numbered by their order. */
function columnsOf(
  fields: TripFields,
): Omit<
  TripsTable,
  'id' | 'position' | 'artwork' | 'version' | 'updated_at' | 'updated_by' | PendingColumns
> {
  return {
    slug: fields.slug,
    state: fields.state,
    package_id: fields.packageId,
    title: fields.title,
    description: fields.description,
    price: fields.price,
    trip_days: fields.tripDays,
    flights: fields.flights,
    hotels: JSON.stringify(fields.hotels),
    experiences: JSON.stringify(fields.experiences),
    includes: JSON.stringify(fields.includes),
    itinerary: JSON.stringify(fields.itinerary.map((day, index) => ({ day: index + 1, ...day }))),
    reviews: JSON.stringify(
      fields.reviews.map((review) => ({ ...review, id: review.id ?? randomUUID() })),
    ),
    airports: JSON.stringify(fields.airports),
    cover: fields.cover === null ? null : JSON.stringify(fields.cover),
    gallery: JSON.stringify(fields.gallery),
    list_price: fields.listPrice,
    rating_figures: fields.ratingFigures === null ? null : JSON.stringify(fields.ratingFigures),
    areas: JSON.stringify(fields.areas),
    on_home: fields.onHome,
  };
}

/** The fields whose value differs, as they were and as they become. */
function changedFields<T extends object>(before: T | null, after: T): FieldChange[] {
  return (Object.keys(after) as (keyof T & string)[]).flatMap((field) => {
    const was = before ? before[field] : null;
    return JSON.stringify(was) === JSON.stringify(after[field])
      ? []
      : [{ field, before: was, after: after[field] }];
  });
}

type Saver = { staff: StaffUser; now: Date };

/** The price a trip is on sale at from this save on: none while it is not published. */
const priceOnSale = (trip: TripFields) =>
  trip.state === 'pubblicato' && trip.price > 0 ? trip.price : null;

/** A save as the audit trail keeps it: each changed field by its Italian name. */
function auditedFields(fields: FieldChange[]) {
  const named = (pick: (change: FieldChange) => unknown) =>
    Object.fromEntries(
      fields.map((change) => [
        tripFieldLabels[change.field] ?? change.field,
        auditValue(pick(change)),
      ]),
    );
  return { before: named((change) => change.before), after: named((change) => change.after) };
}

async function recordChange(
  trx: Db,
  subject: 'trip' | 'package',
  subjectId: string,
  version: number,
  fields: FieldChange[],
  snapshot: TripFields | Omit<PackageInput, 'version'>,
  { staff, now }: Saver,
): Promise<void> {
  const created = version === 1;
  const { before, after } = auditedFields(fields);
  await recordAudit(
    trx,
    { staff, now },
    `${subject}_${created ? 'created' : 'changed'}`,
    { id: subjectId, label: snapshot.title },
    created ? { after } : { before, after },
  );
  await trx
    .insertInto('catalogue_changes')
    .values({
      id: randomUUID(),
      subject,
      subject_id: subjectId,
      version,
      changed_at: now.toISOString(),
      changed_by: staff.name,
      fields: JSON.stringify(fields),
      snapshot: JSON.stringify(snapshot),
      price_on_sale: subject === 'trip' ? priceOnSale(snapshot as TripFields) : null,
    })
    .execute();
  await moveCatalogueVersion(trx, now);
}

/** The trip as visitors see it, and the edits prepared for its next version (or null). */
async function readEditedTrip(
  db: Db,
  key: string,
): Promise<{ trip: TripRecord; pending: PendingEdits | null }> {
  const row = await db.selectFrom('trips').selectAll().where('id', '=', key).executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Viaggio non trovato.');
  return {
    trip: toTripRecord(row),
    pending:
      row.pending === null
        ? null
        : {
            fields: JSON.parse(row.pending) as PendingEdits['fields'],
            savedAt: row.pending_at!,
            savedBy: row.pending_by,
          },
  };
}

async function readTrip(db: Db, key: string): Promise<TripRecord> {
  return (await readEditedTrip(db, key)).trip;
}

/** A refusal that names who saved since the editor opened the trip. */
function editedMeanwhile(current: { updatedBy: string | null; updatedAt: string }): HttpError {
  return new HttpError(
    409,
    'conflict',
    editedMeanwhileMessage(current.updatedBy, current.updatedAt),
  );
}

/** The address is free: no other trip has it now, nor had it before (its old links redirect). */
async function checkAddressFree(trx: Db, slug: string, key: string | null): Promise<void> {
  const now = await trx
    .selectFrom('trips')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  const before = await trx
    .selectFrom('trip_addresses')
    .select('trip_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  const owner = now?.id ?? before?.trip_id;
  if (owner !== undefined && owner !== key)
    throw invalidFields({ slug: tripAddressMessages.taken });
}

/** No edits waiting: what goes live replaces those prepared before. */
const nothingPending = { pending: null, pending_at: null, pending_by: null } as const;

/**
 * Writes `fields` over the trip at `version` (the one the editor opened): the conditional update
 * makes two simultaneous saves of one version impossible, whatever the engine. The edits
 * prepared for its next version are dropped (the editor sent them, as they opened with them),
 * unless only its state changes.
 */
async function writeTrip(
  db: Db,
  key: string,
  version: number,
  change: (current: TripRecord, pending: PendingEdits | null) => TripFields,
  saver: Saver,
  { keepPending = false } = {},
): Promise<TripRecord> {
  return db.transaction().execute(async (trx) => {
    const { trip: current, pending } = await readEditedTrip(trx, key);
    if (current.version !== version) throw editedMeanwhile(current);
    const fields = change(current, pending);
    await checkAreasExist(trx, fields.areas);
    await checkPackageExists(trx, fields.packageId);
    const changes = changedFields(savedFields(current), fields);
    if (fields.slug !== current.id) {
      await checkAddressFree(trx, fields.slug, key);
      // The old address keeps working: it answers with a redirect to the new one.
      await trx.deleteFrom('trip_addresses').where('slug', '=', fields.slug).execute();
      await trx.insertInto('trip_addresses').values({ slug: current.id, trip_id: key }).execute();
    }
    const values: Updateable<TripsTable> = {
      ...columnsOf(fields),
      ...(keepPending ? {} : nothingPending),
      version: version + 1,
      updated_at: saver.now.toISOString(),
      updated_by: saver.staff.name,
    };
    const updated = await trx
      .updateTable('trips')
      .set(values)
      .where('id', '=', key)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw editedMeanwhile(await readTrip(db, key));
    const saved = toTripRecord(updated);
    await recordChange(trx, 'trip', key, saved.version, changes, savedFields(saved), saver);
    return saved;
  });
}

/** A published trip stays fit to be shown: visitors would read a price or a programme nobody set. */
function keepPublishable(fields: TripFields): TripFields {
  const problems = fields.state === 'pubblicato' ? publishProblems(fields) : [];
  if (problems.length > 0) {
    throw new HttpError(
      400,
      'validation_failed',
      `Il viaggio è pubblicato: ${problems.join(' ')} Salvalo come bozza delle modifiche per lavorarci.`,
    );
  }
  return fields;
}

export function saveTrip(db: Db, key: string, input: TripInput, saver: Saver) {
  const edited = withoutVersion(input);
  return writeTrip(
    db,
    key,
    input.version,
    (current) => keepPublishable({ ...edited, state: current.state }),
    saver,
  );
}

export function setTripState(
  db: Db,
  key: string,
  { version, state }: { version: number; state: TripState },
  saver: Saver,
) {
  return writeTrip(
    db,
    key,
    version,
    (current) => {
      const problems = state === 'pubblicato' ? publishProblems(current) : [];
      if (problems.length > 0) {
        throw new HttpError(
          400,
          'validation_failed',
          `Non si può pubblicare: ${problems.join(' ')}`,
        );
      }
      return { ...savedFields(current), state };
    },
    saver,
    { keepPending: true },
  );
}

/**
 * "Salva come bozza" on a published trip: its edits are kept for its next version, previewed at
 * its address by staff, while visitors keep seeing the published one. Checked as a save is,
 * except for what publishing will check (a price, a programme).
 */
export async function savePendingEdits(db: Db, key: string, input: TripInput, saver: Saver) {
  const fields = withoutVersion(input);
  await db.transaction().execute(async (trx) => {
    const current = await readTrip(trx, key);
    if (current.version !== input.version) throw editedMeanwhile(current);
    if (current.state !== 'pubblicato') {
      throw new HttpError(
        409,
        'conflict',
        'Il viaggio non è pubblicato: le modifiche si salvano direttamente.',
      );
    }
    await checkAreasExist(trx, fields.areas);
    await checkPackageExists(trx, fields.packageId);
    if (fields.slug !== current.id) await checkAddressFree(trx, fields.slug, key);
    const updated = await trx
      .updateTable('trips')
      .set({
        pending: JSON.stringify(fields),
        pending_at: saver.now.toISOString(),
        pending_by: saver.staff.name,
        version: input.version + 1,
        updated_at: saver.now.toISOString(),
        updated_by: saver.staff.name,
      })
      .where('id', '=', key)
      .where('version', '=', input.version)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw editedMeanwhile(await readTrip(db, key));
    await recordAudit(
      trx,
      saver,
      'trip_edits_prepared',
      { id: key, label: current.title },
      auditedFields(changedFields(savedFields(current), { ...fields, state: current.state })),
    );
    // Every process rebuilds the staff's preview of the trip.
    await moveCatalogueVersion(trx, saver.now);
  });
}

const nothingToPublish = () =>
  new HttpError(409, 'conflict', 'Non ci sono modifiche in attesa: ricarica il viaggio.');

/** "Pubblica le modifiche": the prepared edits become the trip visitors see. */
export function publishPendingEdits(
  db: Db,
  key: string,
  { version }: { version: number },
  saver: Saver,
) {
  return writeTrip(
    db,
    key,
    version,
    (current, pending) => {
      if (!pending) throw nothingToPublish();
      return keepPublishable({ ...pending.fields, state: current.state });
    },
    saver,
  );
}

/** "Scarta le modifiche": the prepared edits are dropped; the trip stays as visitors see it. */
export async function discardPendingEdits(
  db: Db,
  key: string,
  { version }: { version: number },
  saver: Saver,
) {
  await db.transaction().execute(async (trx) => {
    const { trip, pending } = await readEditedTrip(trx, key);
    if (trip.version !== version) throw editedMeanwhile(trip);
    if (!pending) throw nothingToPublish();
    const updated = await trx
      .updateTable('trips')
      .set({
        ...nothingPending,
        version: version + 1,
        updated_at: saver.now.toISOString(),
        updated_by: saver.staff.name,
      })
      .where('id', '=', key)
      .where('version', '=', version)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw editedMeanwhile(await readTrip(db, key));
    await recordAudit(trx, saver, 'trip_edits_discarded', { id: key, label: trip.title });
    await moveCatalogueVersion(trx, saver.now);
  });
}

/** "Ripristina": the trip as a previous save left it, saved anew (its state stays as it is). */
export async function restoreTrip(
  db: Db,
  key: string,
  { version, changeId }: { version: number; changeId: string },
  saver: Saver,
) {
  const change = await db
    .selectFrom('catalogue_changes')
    .select('snapshot')
    .where('id', '=', changeId)
    .where('subject', '=', 'trip')
    .where('subject_id', '=', key)
    .executeTakeFirst();
  if (!change) throw new HttpError(404, 'not_found', 'Versione non trovata.');
  // A save from before the home's choice existed has none.
  const snapshot = JSON.parse(change.snapshot) as Omit<TripFields, 'onHome'> &
    Partial<Pick<TripFields, 'onHome'>>;
  return writeTrip(
    db,
    key,
    version,
    (current) => keepPublishable({ onHome: current.onHome, ...snapshot, state: current.state }),
    saver,
  );
}

/** A new trip, a draft, last in the listing, with its package's illustration until photos come. */
async function insertTrip(db: Db, fields: TripFields, artwork: string | null, saver: Saver) {
  return db.transaction().execute(async (trx) => {
    await checkAddressFree(trx, fields.slug, null);
    await checkAreasExist(trx, fields.areas);
    await checkPackageExists(trx, fields.packageId);
    const last = await trx
      .selectFrom('trips')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    const pack = await trx
      .selectFrom('packages')
      .select('artwork')
      .where('id', '=', fields.packageId)
      .executeTakeFirstOrThrow();
    const key = await freeKey(trx, fields.slug);
    const row = await trx
      .insertInto('trips')
      .values({
        id: key,
        ...columnsOf(fields),
        position: (last?.position ?? -1) + 1,
        artwork: artwork ?? pack.artwork,
        version: 1,
        updated_at: saver.now.toISOString(),
        updated_by: saver.staff.name,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const saved = toTripRecord(row);
    await recordChange(
      trx,
      'trip',
      key,
      1,
      changedFields(null, savedFields(saved)),
      savedFields(saved),
      saver,
    );
    return saved;
  });
}

/** A trip's key is its first address; a trip deleted long ago may have left it taken. */
async function freeKey(trx: Db, slug: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? slug : `${slug}-${n}`;
    const taken = await trx
      .selectFrom('trips')
      .select('id')
      .where('id', '=', key)
      .executeTakeFirst();
    if (!taken) return key;
  }
}

export function createTrip(db: Db, input: TripInput, saver: Saver) {
  return insertTrip(db, { ...withoutVersion(input), state: 'bozza' }, null, saver);
}

/** "Duplica": a draft copy at the address staff chose, with the same illustration and photos. */
export async function duplicateTrip(db: Db, key: string, slug: string, saver: Saver) {
  const source = await readTrip(db, key);
  // The copy is another trip: the original's reviews, rating and list price are not its own.
  const fields = {
    ...savedFields(source),
    slug,
    title: `${source.title} (copia)`,
    reviews: [],
    ratingFigures: null,
    listPrice: null,
    state: 'bozza' as const,
  };
  return insertTrip(db, fields, source.artwork, saver);
}

/** Whether a trip has departures or bookings: then it can only be archived, never deleted. */
async function isInUse(db: Db, trip: TripRecord): Promise<boolean> {
  const departure = await db
    .selectFrom('travel_dates')
    .select('id')
    .where('destination_id', '=', trip.key)
    .executeTakeFirst();
  if (departure) return true;
  const booking = await db
    .selectFrom('travel_bookings')
    .select('id')
    .where('destination_id', '=', trip.id)
    .executeTakeFirst();
  return booking !== undefined;
}

export async function deleteTrip(db: Db, key: string, act: StaffAct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trip = await readTrip(trx, key);
    if (await isInUse(trx, trip)) {
      throw new HttpError(
        409,
        'conflict',
        'Questo viaggio ha partenze o prenotazioni: puoi archiviarlo, non eliminarlo.',
      );
    }
    await trx
      .deleteFrom('catalogue_changes')
      .where('subject', '=', 'trip')
      .where('subject_id', '=', key)
      .execute();
    await trx.deleteFrom('trips').where('id', '=', key).execute();
    await recordAudit(trx, act, 'trip_deleted', { id: key, label: trip.title });
    await moveCatalogueVersion(trx, act.now);
  });
}

async function historyOf(
  db: Db,
  subject: 'trip' | 'package',
  id: string,
): Promise<CatalogueChange[]> {
  const rows = await db
    .selectFrom('catalogue_changes')
    .select(['id', 'version', 'changed_at', 'changed_by', 'fields'])
    .where('subject', '=', subject)
    .where('subject_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    changedAt: row.changed_at,
    changedBy: row.changed_by,
    fields: JSON.parse(row.fields) as FieldChange[],
  }));
}

/** What the editor needs besides the trip to say which price visitors see, and why. */
async function pricesSeen(db: Db, key: string, now: Date): Promise<StaffTrip['pricesSeen']> {
  const saves = await db
    .selectFrom('catalogue_changes')
    .select(['changed_at', 'price_on_sale'])
    .where('subject', '=', 'trip')
    .where('subject_id', '=', key)
    .orderBy('version')
    .execute();
  const open = await openDeparturesByDestination(db, todayInRome(now));
  return {
    lowestDeparturePrice: open.find((row) => row.destination_id === key)?.lowest_price ?? null,
    lowestRecentPrice: lowestRecentPrice(
      saves.map((save) => ({ price: save.price_on_sale, since: save.changed_at })),
      now,
    ),
  };
}

/** The bookings still to travel on the trip's departures: what taking it off the site leaves. */
async function bookingsToTravel(
  db: Db,
  key: string,
  now: Date,
): Promise<StaffTrip['bookingsToTravel']> {
  const rows = await db
    .selectFrom('travel_bookings')
    .innerJoin('travel_dates', 'travel_dates.id', 'travel_bookings.travel_date_id')
    .select('travel_bookings.travelers')
    .where('travel_dates.destination_id', '=', key)
    .where('travel_dates.start_date', '>=', todayInRome(now))
    .where('travel_bookings.status', '!=', 'cancelled')
    .execute();
  return {
    bookings: rows.length,
    travellers: rows.reduce((sum, row) => sum + (JSON.parse(row.travelers) as unknown[]).length, 0),
  };
}

export async function staffTrip(db: Db, key: string, now: Date): Promise<StaffTrip> {
  const { trip, pending } = await readEditedTrip(db, key);
  return {
    trip,
    deletable: !(await isInUse(db, trip)),
    bookingsToTravel: await bookingsToTravel(db, key, now),
    history: await historyOf(db, 'trip', key),
    pending,
    pricesSeen: await pricesSeen(db, key, now),
  };
}

/**
 * The listing's order, as staff set it in "Viaggi": every trip, each once, first to last. A trip
 * created or deleted since the list was read makes it another list: refused, nothing moves.
 */
export async function orderTrips(db: Db, keys: string[], act: StaffAct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trips = await trx
      .selectFrom('trips')
      .select(['id', 'title'])
      .orderBy('position')
      .execute();
    const known = new Set(trips.map((trip) => trip.id));
    if (
      keys.length !== known.size ||
      new Set(keys).size !== keys.length ||
      keys.some((key) => !known.has(key))
    ) {
      throw new HttpError(
        409,
        'conflict',
        'L’elenco dei viaggi è cambiato nel frattempo: ricarica la pagina e riprova.',
      );
    }
    for (const [position, key] of keys.entries())
      await trx.updateTable('trips').set({ position }).where('id', '=', key).execute();
    const titles = new Map(trips.map((trip) => [trip.id, trip.title]));
    const listed = (order: string[]) => order.map((key) => titles.get(key)).join(', ');
    await recordAudit(
      trx,
      act,
      'trips_reordered',
      { id: 'viaggi', label: 'Elenco dei viaggi' },
      {
        before: { Ordine: auditValue(listed(trips.map((trip) => trip.id))) },
        after: { Ordine: auditValue(listed(keys)) },
      },
    );
    await moveCatalogueVersion(trx, act.now);
  });
}

/** The "Viaggi" list: every trip in listing order, with its next departure and seats sold. */
export async function staffTrips(db: Db, today: IsoDate): Promise<StaffTripRow[]> {
  const trips = await db
    .selectFrom('trips')
    .innerJoin('packages', 'packages.id', 'trips.package_id')
    .select([
      'trips.id',
      'trips.slug',
      'trips.title',
      'trips.state',
      'trips.price',
      'trips.updated_at',
      'trips.updated_by',
      'packages.title as package_title',
    ])
    .orderBy('trips.position')
    .orderBy('trips.id')
    .execute();
  const departures = await db
    .selectFrom('travel_dates')
    .select(['destination_id', 'start_date', 'spots_available', 'total_spots'])
    .where('start_date', '>=', today)
    .orderBy('start_date')
    .execute();
  // Seats gone on its departures from today on: booked online, held, or sold at the desk.
  const sold = new Map<string, number>();
  for (const departure of departures) {
    const gone = departure.total_spots - departure.spots_available;
    sold.set(departure.destination_id, (sold.get(departure.destination_id) ?? 0) + gone);
  }
  return trips.map((trip) => ({
    key: trip.id,
    slug: trip.slug,
    title: trip.title,
    state: trip.state,
    packageTitle: trip.package_title,
    price: trip.price,
    nextDeparture: departures.find((d) => d.destination_id === trip.id)?.start_date ?? null,
    seatsSold: sold.get(trip.id) ?? 0,
    updatedAt: trip.updated_at,
    updatedBy: trip.updated_by,
  }));
}

/** The packages in the site's order, each with the titles of the trips filed under it. */
export async function staffPackages(db: Db): Promise<StaffPackage[]> {
  const [rows, trips] = await Promise.all([
    db.selectFrom('packages').selectAll().orderBy('position').execute(),
    db.selectFrom('trips').select(['package_id', 'title']).orderBy('position').execute(),
  ]);
  return rows.map((row) => ({
    ...toPackageRecord(row),
    trips: trips.filter((trip) => trip.package_id === row.id).map((trip) => trip.title),
  }));
}

/** A trip is filed under a package that exists (a colleague may have just removed it). */
async function checkPackageExists(db: Db, id: string): Promise<void> {
  const found = await db
    .selectFrom('packages')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw invalidFields({ packageId: packageMessages.gone });
}

/**
 * A new package, last in the site's order. Its key comes from its name; a name that gives the
 * key (or a name) of a package already there is refused, even when two colleagues add it at
 * once. Its illustration (the site's link preview may show it) is the first package's.
 */
export async function addPackage(db: Db, input: NewPackage, saver: Saver): Promise<PackageRecord> {
  return db.transaction().execute(async (trx) => {
    const packages = await trx
      .selectFrom('packages')
      .select(['id', 'title', 'artwork', 'position'])
      .orderBy('position')
      .execute();
    const id = keyOfName(input.title);
    // The shipped packages' keys are not their names' ("islands"): both are compared.
    if (packages.some((pack) => pack.id === id || keyOfName(pack.title) === id))
      throw invalidFields({ title: packageMessages.taken });
    const added = await trx
      .insertInto('packages')
      .values({
        id,
        title: input.title,
        original_price: input.originalPrice,
        discounted_price: input.discountedPrice,
        duration: input.duration,
        includes: JSON.stringify(input.includes),
        artwork: packages[0]?.artwork ?? 'grecia',
        cover: input.cover && JSON.stringify(input.cover),
        position: (packages.at(-1)?.position ?? -1) + 1,
        version: 1,
        updated_at: saver.now.toISOString(),
        updated_by: saver.staff.name,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!added) throw invalidFields({ title: packageMessages.taken });
    await recordChange(trx, 'package', id, 1, [], input, saver);
    return toPackageRecord(added);
  });
}

/**
 * Removes a package no trip is filed under (drafts and archived trips count: they may come
 * back). One with trips is refused, naming them.
 */
export async function deletePackage(db: Db, id: string, act: StaffAct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trips = await trx
      .selectFrom('trips')
      .select('title')
      .where('package_id', '=', id)
      .orderBy('position')
      .execute();
    if (trips.length > 0)
      throw new HttpError(409, 'conflict', packageMessages.inUse(trips.map((trip) => trip.title)));
    const deleted = await trx
      .deleteFrom('packages')
      .where('id', '=', id)
      .returning('title')
      .executeTakeFirst();
    if (!deleted) throw new HttpError(404, 'not_found', 'Pacchetto non trovato.');
    await recordAudit(trx, act, 'package_deleted', { id, label: deleted.title });
    await moveCatalogueVersion(trx, act.now);
  });
}

export async function savePackage(
  db: Db,
  id: string,
  { version, ...input }: PackageInput,
  saver: Saver,
): Promise<PackageRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('packages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'not_found', 'Pacchetto non trovato.');
    const current = toPackageRecord(row);
    if (current.version !== version) throw editedMeanwhile(current);
    const before = {
      title: current.title,
      originalPrice: current.originalPrice,
      discountedPrice: current.discountedPrice,
      duration: current.duration,
      includes: current.includes,
      cover: current.cover,
    };
    const values: Updateable<PackagesTable> = {
      title: input.title,
      original_price: input.originalPrice,
      discounted_price: input.discountedPrice,
      duration: input.duration,
      includes: JSON.stringify(input.includes),
      cover: input.cover && JSON.stringify(input.cover),
      version: version + 1,
      updated_at: saver.now.toISOString(),
      updated_by: saver.staff.name,
    };
    const updated = await trx
      .updateTable('packages')
      .set(values)
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw editedMeanwhile(current);
    await recordChange(trx, 'package', id, version + 1, changedFields(before, input), input, saver);
    return toPackageRecord(updated);
  });
}
