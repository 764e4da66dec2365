import type { Logger } from 'pino';
import type { CatalogueStore } from './catalogue/store.ts';
import type { TripViewers } from './catalogue/viewers.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { FileStore } from './files/file-store.ts';

/** Time comes from here, never from `new Date()` in a handler, so tests can set it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export type AppDeps = {
  db: Db;
  files: FileStore;
  config: Config;
  clock: Clock;
  logger: Logger;
  catalogue: CatalogueStore;
};

/** What the app builds for itself at start, from its dependencies. */
export type AppRuntime = AppDeps & {
  viewers: TripViewers;
};

export type AppEnv = {
  Variables: { deps: AppRuntime; requestId: string };
};
