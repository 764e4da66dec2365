import type { Db } from '../db/database.ts';

/**
 * A save of the catalogue or of the agency's settings: the version every process watches goes
 * up in the save's own transaction, so each reloads what the pages show.
 */
export async function moveCatalogueVersion(trx: Db, now: Date): Promise<void> {
  await trx
    .updateTable('catalogue_state')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: now.toISOString() }))
    .where('id', '=', 1)
    .execute();
}

/** The catalogue's version: it goes up with every save, on whichever process made it. */
export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogue_state')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.version;
}
