import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import { bookingRow, signInStaff } from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, photo } from '../testing/photos.ts';
import { createTestApp, fixedClock, shippedCatalogue } from '../testing/test-app.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore, type BucketStore } from './s3-store.ts';
import { cuttableLink, startS3Server } from './s3-testing.ts';
import { DOCUMENTS_FOLDER } from './file-keys.ts';
import { storeSweep } from '../jobs/store-sweep.ts';
import { storeUnavailableMessage } from './store-unavailable.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const BOOKING_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe.each(testEngines)('passport documents in an S3 bucket on $name', (engine) => {
  let database: TestDatabase;
  let config: Config;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: BucketStore;
  let passport: Uint8Array<ArrayBuffer>;
  let selfie: Uint8Array<ArrayBuffer>;
  const clock = fixedClock(NOW);
  let address = 0;

  /** The real app with `files` as its store; the keys each upload wrote, in order. */
  const appWith = (files: FileStore, logger = createLogger(config)) =>
    createApp({
      db: database.db,
      files,
      config,
      clock,
      logger,
      catalogue: shippedCatalogue(),
    });
  const upload = (app: ReturnType<typeof appWith>) =>
    app.request('/api/documents', {
      method: 'POST',
      // Each upload from its own address: the rate limit is not what is tested here.
      headers: { 'x-forwarded-for': `10.7.0.${(address += 1)}` },
      body: documentsForm({ passport, selfie, bookingId: BOOKING_ID }),
    });
  const rows = () =>
    database.db.selectFrom('document_uploads').selectAll().orderBy('document_type').execute();
  /** The bucket store, noting every key it writes. */
  const recording = (keys: string[]): FileStore => ({
    ...bucket,
    put: async (...args) => {
      const key = await bucket.put(...args);
      keys.push(key);
      return key;
    },
  });

  beforeAll(async () => {
    [passport, selfie] = await Promise.all([photo(), photo({ format: 'png' })]);
    s3 = await startS3Server();
    bucket = createS3FileStore(s3.settings);
    database = await engine.open();
    ({ config } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db
      .insertInto('travel_bookings')
      .values(bookingRow({ id: BOOKING_ID, created_at: '2027-02-20T10:00:00.000Z' }))
      .execute();
  });
  afterAll(async () => {
    await database.drop();
    await s3.close();
    fs.rmSync(config.uploadsDir, { recursive: true, force: true });
  });

  it('stores both photos in the bucket, and the staff see them through the server', async () => {
    const written: string[] = [];
    const app = appWith(recording(written));
    expect((await upload(app)).status).toBe(201);

    const stored = await rows();
    expect(stored.map((row) => row.file_path)).toEqual(written);
    expect(fs.readdirSync(config.uploadsDir)).toEqual([]);
    const cookie = await signInStaff(app, database.db);
    for (const row of stored) {
      const res = await app.request(`/api/staff/documents/${row.id}/file`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(await bucket.read(row.file_path));
    }
    // Without a staff session, nothing.
    expect((await app.request(`/api/staff/documents/${stored[0]!.id}/file`)).status).toBe(401);
  });

  it('keeps both photos or neither: the passport goes when the selfie cannot be written', async () => {
    const written: string[] = [];
    const recorder = recording(written);
    let puts = 0;
    const failing: FileStore = {
      ...recorder,
      put: async (...args) => {
        puts += 1;
        if (puts === 2) throw new Error('bucket unreachable');
        return recorder.put(...args);
      },
    };

    const res = await upload(appWith(failing));

    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      error: { message: 'Errore durante il caricamento della selfie. Riprova.' },
    });
    expect(written).toHaveLength(1);
    expect(await bucket.exists(written[0]!)).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('leaves no passport in the bucket when the link is cut after it: the sweep removes it, and says so', async () => {
    const link = await cuttableLink(s3.settings.endpoint!);
    try {
      const linked = createS3FileStore({
        ...s3.settings,
        endpoint: link.endpoint,
        timeoutMs: 2000,
      });
      const log: { level: number; msg: string; key?: string }[] = [];
      const logger = createLogger(
        { logLevel: 'info' },
        {
          write: (line: string) => void log.push(JSON.parse(line)),
        },
      );
      link.cutAfterPuts(1);

      const res = await upload(appWith(linked, logger));

      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect((await res.json()).error.message).toBe(storeUnavailableMessage);
      expect(await rows()).toEqual([]);
      const left = log.find((line) => line.msg.includes('could not be removed yet'));
      expect(left).toMatchObject({ level: 40, key: expect.stringMatching(/\/passport-/) });
      expect(await bucket.exists(left!.key!)).toBe(true);

      // The link is back; the scheduler's sweep finds the photo no row names.
      link.heal();
      const sweep = storeSweep(database.db, linked, logger);
      expect(await sweep.run(new Date())).toBe(0); // an hour has not passed yet
      expect(await sweep.run(new Date(Date.now() + 61 * 60 * 1000))).toBeGreaterThanOrEqual(1);
      expect(await bucket.exists(left!.key!)).toBe(false);
      expect(await bucket.list(DOCUMENTS_FOLDER)).toEqual([]);
      expect(log).toContainEqual(
        expect.objectContaining({
          msg: 'stray document removed: no booking names it',
          key: left!.key,
        }),
      );
    } finally {
      link.close();
    }
  });
});
