import type { Logger } from 'pino';
import type { Clock } from '../context.ts';
import type { Db } from '../db/database.ts';
import { catalogueVersion } from '../repositories/catalogue-version.ts';
import { readCatalogue } from '../repositories/catalogue.ts';
import { buildCatalogue, type BuiltCatalogue } from './build.ts';

/**
 * Where every request reads the catalogue: the one the database holds now. Read it once per
 * request (`current()`), so one answer never mixes two versions.
 */
export type CatalogueStore = {
  current(): BuiltCatalogue;
  /** Reads the database's version now and rebuilds if it moved (after this process's saves). */
  refresh(): Promise<void>;
  close(): void;
};

/** A catalogue that never changes (tests of one fixed catalogue). */
export function fixedCatalogue(built: BuiltCatalogue): CatalogueStore {
  return { current: () => built, refresh: () => Promise.resolve(), close: () => undefined };
}

/** How often each process asks the database whether the catalogue changed (decision 035). */
export const CATALOGUE_POLL_MS = 1000;

/**
 * The catalogue of the database, rebuilt when its version moves: this process's saves refresh
 * it at once, another process's are seen at the next poll, one indexed read of one row.
 */
export async function watchCatalogue(
  db: Db,
  options: { clock: Clock; logger: Logger; pollMs?: number },
): Promise<CatalogueStore> {
  const build = async () => buildCatalogue(await readCatalogue(db), options.clock.now());
  let built = await build();

  const check = async () => {
    const due = built.rebuildAt !== null && options.clock.now().getTime() >= built.rebuildAt;
    if ((await catalogueVersion(db)) === built.version && !due) return;
    const next = await build();
    // A slower read of an older version never replaces a newer one.
    if (next.version > built.version || (due && next.version === built.version)) {
      built = next;
      options.logger.info({ version: built.version }, 'catalogue reloaded');
    }
  };
  // One check at a time, in order: a save's refresh reads the version after the save.
  let last: Promise<void> = Promise.resolve();
  let waiting = 0;
  const refresh = () => {
    waiting += 1;
    last = last
      .catch(() => undefined)
      .then(check)
      .finally(() => (waiting -= 1));
    return last;
  };

  const timer = setInterval(() => {
    if (waiting > 0) return; // a slow database: the check in flight will do
    refresh().catch((error: unknown) =>
      options.logger.warn({ err: error }, 'catalogue version not read'),
    );
  }, options.pollMs ?? CATALOGUE_POLL_MS);
  timer.unref();

  return {
    current: () => built,
    refresh,
    close: () => clearInterval(timer),
  };
}
