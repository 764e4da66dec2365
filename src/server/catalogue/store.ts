import type { BuiltCatalogue } from './build.ts';

/**
 * Where every request reads the catalogue: the one the database holds now. Read it once per
 * request (`current()`), so one answer never mixes two versions.
 */
export type CatalogueStore = {
  current(): BuiltCatalogue;
};

/** A catalogue that never changes (tests of one fixed catalogue). */
export function fixedCatalogue(built: BuiltCatalogue): CatalogueStore {
  return { current: () => built };
}
