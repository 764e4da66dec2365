import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createFileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { departureRow } from '../routes/staff/staff-testing.ts';
import { bookingRequest } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, fixedClock, shippedCatalogue } from '../testing/test-app.ts';

/**
 * A full disk under SQLite (issue 40): SQLite undoes the booking's transaction itself, and the
 * answer is the outage's (503, Retry-After, in Italian), logged once with its cause, not the
 * library's failed ROLLBACK as an unexpected error. Nothing of the booking is kept, and the
 * next booking once there is room goes through.
 */
describe('a booking when the disk is full, on sqlite', () => {
  let database: TestDatabase;
  const lines: Record<string, unknown>[] = [];
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await testEngines[0]!.open();
    const clock = fixedClock('2027-03-01T09:00:00.000Z');
    const { config, clock: appClock } = await createTestApp(database.db, { clock });
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
    const log = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    app = createApp({
      db: database.db,
      catalogue: shippedCatalogue(),
      files: createFileStore(config.uploadsDir),
      config,
      clock: appClock,
      logger: createLogger({ logLevel: 'info' }, log),
    });
  });
  afterAll(async () => database.drop());

  const book = () =>
    app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest()),
    });
  const count = async (table: 'travel_bookings' | 'outbox_messages') =>
    (await database.db.selectFrom(table).select('id').execute()).length;

  it('a transaction SQLite has already undone fails with its cause, not with the ROLLBACK after it', async () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const attempt = database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rate_limits')
        .values({ key: 'k', hits: 1, window_start: 'x' })
        .execute();
      // As SQLite does on a full disk: the transaction is gone before the error reaches us.
      await sql`rollback`.execute(trx);
      throw full;
    });
    await expect(attempt).rejects.toBe(full);
    expect(await database.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });

  it('answers 503 with the cause in the log, keeps nothing, and books once there is room', async () => {
    // The file may not grow by a single page: as a disk with no room left.
    const { page_count } = (
      await sql<{ page_count: number }>`pragma page_count`.execute(database.db)
    ).rows[0]!;
    await sql.raw(`pragma max_page_count = ${page_count}`).execute(database.db);
    const res = await book();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect((await res.json()).error).toEqual({
      code: 'unavailable',
      message: 'Il servizio non è al momento disponibile: riprova tra qualche minuto.',
    });
    const warning = lines.find((line) => line.msg === 'database unavailable');
    expect(warning).toMatchObject({ level: 40 });
    expect(String(warning!.cause)).toMatch(/SQLITE_FULL/);
    expect(JSON.stringify(lines)).not.toMatch(/cannot rollback|"stack"/);
    expect(lines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    expect(await count('travel_bookings')).toBe(0);
    expect(await count('outbox_messages')).toBe(0);

    await sql.raw('pragma max_page_count = 1073741823').execute(database.db);
    expect((await book()).status).toBe(201);
    expect(await count('travel_bookings')).toBe(1);
  });
});
