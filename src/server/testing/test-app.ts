import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app.ts';
import { buildCatalogue } from '../catalogue/build.ts';
import { fixedCatalogue, watchCatalogue } from '../catalogue/store.ts';
import { shippedContent } from '../db/catalogue-seed.ts';
import { loadConfig } from '../config.ts';
import type { Clock } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { TestEngine } from './databases.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createFileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';

/** A clock the test moves by hand. */
export function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return { now: () => new Date(now), set: (next) => (now = new Date(next)) };
}

/**
 * A test file's own database on the engine, and the real app on it. The client's address is read
 * from X-Forwarded-For, so each request can come from an address of its own.
 */
export async function openTestApp(engine: TestEngine, options: { clock?: Clock } = {}) {
  const database = await engine.open();
  const env = { CLIENT_IP_HEADER: 'x-forwarded-for' };
  return { database, ...(await createTestApp(database.db, { ...options, env })) };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The real app on a migrated test database, with silent logs and a private upload folder. */
export async function createTestApp(
  db: Db,
  options: { env?: NodeJS.ProcessEnv; clock?: Clock } = {},
) {
  await migrateToLatest(db);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOADS_DIR: uploads,
    CLIENT_DIR: path.join(uploads, 'no-client'),
    ...options.env,
  });
  const clock = options.clock ?? fixedClock('2026-11-22T10:00:00Z');
  const logger = createLogger(config);
  const catalogue = await watchCatalogue(db, { clock, logger });
  const app = createApp({ db, files: createFileStore(uploads), config, clock, logger, catalogue });
  return { app, config, clock };
}

/** The catalogue the site shipped with, fixed: for apps whose tests change no trip. */
export function shippedCatalogue() {
  return fixedCatalogue(buildCatalogue(shippedContent(), new Date()));
}
