import type { Kysely } from 'kysely';
import { shippedRatingFigures } from '#content/catalogue.ts';
import type { TripState } from '#domain/catalogue.ts';
import { shippedCatalogueRows } from '../catalogue-seed.ts';
import type { Db } from '../database.ts';

/*
 * Only numbers that are true (issue 39): a trip's list price (what a reduction is shown
 * against), the rating figures of reviews collected elsewhere (the shipped trips keep the spec's
 * 4.8 from 129 as such), and each save's price on sale, so a reduction is never shown against a
 * price higher than the lowest of the previous 30 days.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await db.schema.alterTable('trips').addColumn('list_price', 'integer').execute();
  await db.schema.alterTable('trips').addColumn('rating_figures', 'text').execute();
  await db.schema.alterTable('catalogue_changes').addColumn('price_on_sale', 'integer').execute();

  const shipped = new Set(shippedCatalogueRows('').trips.map((row) => row.id));
  const figures = JSON.stringify(shippedRatingFigures);
  const trips = await db.selectFrom('trips').select('id').execute();
  for (const { id } of trips.filter((trip) => shipped.has(trip.id))) {
    await db.updateTable('trips').set({ rating_figures: figures }).where('id', '=', id).execute();
  }
  const changes = await db
    .selectFrom('catalogue_changes')
    .select(['id', 'subject_id', 'snapshot'])
    .where('subject', '=', 'trip')
    .execute();
  for (const change of changes) {
    const snapshot = JSON.parse(change.snapshot) as {
      price: number;
      state: TripState;
      listPrice?: number | null;
      ratingFigures?: unknown;
    };
    // Saves made before these fields existed had none: the shipped figures where they stood.
    snapshot.listPrice ??= null;
    snapshot.ratingFigures ??= shipped.has(change.subject_id) ? shippedRatingFigures : null;
    await db
      .updateTable('catalogue_changes')
      .set({
        snapshot: JSON.stringify(snapshot),
        price_on_sale:
          snapshot.state === 'pubblicato' && snapshot.price > 0 ? snapshot.price : null,
      })
      .where('id', '=', change.id)
      .execute();
  }
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  await db.schema.alterTable('catalogue_changes').dropColumn('price_on_sale').execute();
  await db.schema.alterTable('trips').dropColumn('rating_figures').execute();
  await db.schema.alterTable('trips').dropColumn('list_price').execute();
}
