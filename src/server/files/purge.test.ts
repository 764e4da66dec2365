import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createFileStore, type FileStore } from './file-store.ts';
import {
  createPurgeFiles,
  formatBytes,
  purgeDocuments,
  removeEmptyFolders,
  sweepStrayDocuments,
  type PurgeFiles,
} from './purge.ts';
import { createS3FileStore, type BucketStore } from './s3-store.ts';
import { startS3Server } from './s3-testing.ts';

const NOW = new Date('2027-06-01T03:00:00.000Z');
const daysAgo = (days: number, extraMs = 0) =>
  new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000 - extraMs).toISOString();

describe.each(testEngines)('purging passport documents on $name', (engine) => {
  let database: TestDatabase;
  let root: string;
  /** Writes the uploads as the documents route does. */
  let store: FileStore;
  let files: PurgeFiles;

  beforeAll(async () => {
    database = await engine.open();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-purge-'));
    store = createFileStore(root);
    files = createPurgeFiles(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** One upload as the documents route makes it: both files in their folder, both rows. */
  async function upload(createdAt: string, size = 100) {
    const stamp = Date.parse(createdAt);
    const ids: Record<'passport' | 'selfie', { id: string; key: string }> = {
      passport: { id: randomUUID(), key: '' },
      selfie: { id: randomUUID(), key: '' },
    };
    for (const type of ['passport', 'selfie'] as const) {
      const key = await store.put(
        `document_uploads/docs-${stamp}`,
        `${type}-${stamp}`,
        new Uint8Array(size),
      );
      ids[type].key = key;
      await database.db
        .insertInto('document_uploads')
        .values({
          id: ids[type].id,
          booking_id: null,
          document_type: type,
          file_path: key,
          mime_type: 'image/jpeg',
          size_bytes: size,
          created_at: createdAt,
        })
        .execute();
    }
    return ids;
  }

  const rowIds = async () =>
    (await database.db.selectFrom('document_uploads').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
  const exists = (key: string) => fs.existsSync(path.join(root, key));

  it('removes the rows and files older than the cut-off and keeps the newer ones', async () => {
    const old = await upload(daysAgo(200), 1000);
    const justOld = await upload(daysAgo(90, 1), 300);
    const atCutoff = await upload(daysAgo(90), 50);
    const recent = await upload(daysAgo(3), 70);

    const result = await purgeDocuments(database.db, files, { olderThanDays: 90, now: NOW });

    expect(result.dryRun).toBe(false);
    expect(result.cutoff).toBe(daysAgo(90));
    expect(result.documents.map((d) => d.id)).toEqual([
      ...[old.passport.id, old.selfie.id].sort(),
      ...[justOld.passport.id, justOld.selfie.id].sort(),
    ]);
    expect(result.bytes).toBe(2 * 1000 + 2 * 300);
    expect(result.missingFiles).toBe(0);
    expect(result.failures).toEqual([]);
    for (const doc of [old, justOld]) {
      expect(exists(doc.passport.key)).toBe(false);
      expect(exists(doc.selfie.key)).toBe(false);
    }
    for (const doc of [atCutoff, recent]) {
      expect(exists(doc.passport.key)).toBe(true);
      expect(exists(doc.selfie.key)).toBe(true);
    }
    expect(await rowIds()).toEqual(
      [atCutoff.passport.id, atCutoff.selfie.id, recent.passport.id, recent.selfie.id].sort(),
    );

    // The emptied upload folders go; the kept ones and the shared top folder stay.
    const removed = await removeEmptyFolders(
      root,
      result.documents.map((d) => d.filePath),
    );
    expect(removed).toBe(2);
    expect(fs.readdirSync(path.join(root, 'document_uploads')).sort()).toEqual(
      [`docs-${Date.parse(daysAgo(90))}`, `docs-${Date.parse(daysAgo(3))}`].sort(),
    );
  });

  it('changes nothing in a dry run, and lists what would go', async () => {
    const old = await upload(daysAgo(120), 400);
    const recent = await upload(daysAgo(10));
    const before = await rowIds();

    const result = await purgeDocuments(database.db, files, {
      olderThanDays: 90,
      now: NOW,
      dryRun: true,
    });

    expect(result.dryRun).toBe(true);
    expect(result.documents.map((d) => d.id).sort()).toEqual(
      [old.passport.id, old.selfie.id].sort(),
    );
    expect(result.documents[0]).toMatchObject({ sizeBytes: 400, createdAt: daysAgo(120) });
    expect(result.bytes).toBe(800);
    expect(await rowIds()).toEqual(before);
    for (const doc of [old, recent]) {
      expect(exists(doc.passport.key)).toBe(true);
      expect(exists(doc.selfie.key)).toBe(true);
    }
  });

  it('removes the row of a file already missing and carries on with the rest', async () => {
    const first = await upload(daysAgo(100), 10);
    const second = await upload(daysAgo(95), 20);
    fs.rmSync(path.join(root, first.passport.key));

    const result = await purgeDocuments(database.db, files, { olderThanDays: 90, now: NOW });

    expect(result.documents).toHaveLength(4);
    expect(result.missingFiles).toBe(1);
    expect(result.failures).toEqual([]);
    expect(result.bytes).toBe(60);
    expect(await rowIds()).toEqual([]);
    expect(exists(second.passport.key)).toBe(false);
    expect(exists(second.selfie.key)).toBe(false);
  });

  it('works with the plain file store too, which removes a missing file silently', async () => {
    const doc = await upload(daysAgo(100));
    fs.rmSync(path.join(root, doc.selfie.key));

    const result = await purgeDocuments(database.db, store, { olderThanDays: 90, now: NOW });

    expect(result.documents).toHaveLength(2);
    expect(result.missingFiles).toBe(0); // it cannot tell
    expect(result.failures).toEqual([]);
    expect(await rowIds()).toEqual([]);
    expect(exists(doc.passport.key)).toBe(false);
  });

  it('tolerates a store that reports a missing file as an error', async () => {
    const doc = await upload(daysAgo(100));
    const missingStore: PurgeFiles = {
      remove: () =>
        Promise.reject(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })),
    };

    const result = await purgeDocuments(database.db, missingStore, {
      olderThanDays: 90,
      now: NOW,
    });

    expect(result.missingFiles).toBe(2);
    expect(result.failures).toEqual([]);
    expect(await rowIds()).toEqual([]);
    expect(exists(doc.passport.key)).toBe(true); // that store never touched the disk
  });

  it('keeps the row when its file cannot be removed, and removes the others', async () => {
    const stuck = await upload(daysAgo(100));
    const other = await upload(daysAgo(99));
    const flaky: PurgeFiles = {
      remove: (key) =>
        key === stuck.selfie.key
          ? Promise.reject(
              Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }),
            )
          : files.remove(key),
    };

    const result = await purgeDocuments(database.db, flaky, { olderThanDays: 90, now: NOW });

    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]!.document.id).toBe(stuck.selfie.id);
    expect(result.failures[0]!.reason).toMatch(/EACCES/);
    expect(result.documents).toHaveLength(3);
    // The row whose file stayed is back (rolled back), and so is its file.
    expect(await rowIds()).toEqual([stuck.selfie.id]);
    expect(exists(stuck.selfie.key)).toBe(true);
    expect(exists(stuck.passport.key)).toBe(false);
    expect(exists(other.passport.key)).toBe(false);
    expect(exists(other.selfie.key)).toBe(false);
  });

  it('never touches a file outside the uploads folder', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-outside-'));
    const victim = path.join(outside, 'keep.txt');
    fs.writeFileSync(victim, 'not an upload');
    const doc = await upload(daysAgo(100));
    const badKeys = [
      path.relative(root, victim),
      victim,
      'document_uploads/../../x',
      'document_uploads',
    ];
    const badIds: string[] = [];
    for (const key of badKeys) {
      const id = randomUUID();
      badIds.push(id);
      await database.db
        .insertInto('document_uploads')
        .values({
          id,
          booking_id: null,
          document_type: 'passport',
          file_path: key,
          mime_type: 'image/jpeg',
          size_bytes: 1,
          created_at: daysAgo(100),
        })
        .execute();
    }
    try {
      const result = await purgeDocuments(database.db, files, { olderThanDays: 90, now: NOW });

      expect(fs.readFileSync(victim, 'utf8')).toBe('not an upload');
      expect(fs.existsSync(path.join(root, 'document_uploads'))).toBe(true);
      expect(result.failures.map((f) => f.document.id).sort()).toEqual([...badIds].sort());
      expect(result.documents.map((d) => d.id).sort()).toEqual(
        [doc.passport.id, doc.selfie.id].sort(),
      );
      expect(await rowIds()).toEqual([...badIds].sort());
      expect(await removeEmptyFolders(root, badKeys)).toBe(0);
      expect(fs.readFileSync(victim, 'utf8')).toBe('not an upload');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('sweeps the files no row names once they are an hour old, and only those', async () => {
    const named = await upload(daysAgo(2), 80);
    const strayAt = async (msAgo: number, size: number) => {
      const key = await store.put('document_uploads/docs-1', 'passport-1', new Uint8Array(size));
      const when = new Date(NOW.getTime() - msAgo);
      fs.utimesSync(path.join(root, key), when, when);
      return key;
    };
    const hour = 60 * 60 * 1000;
    const killedMidUpload = await strayAt(3 * hour, 1200);
    const justStray = await strayAt(hour + 1000, 300);
    const uploading = await strayAt(10 * 60 * 1000, 500);
    const dryRun = await sweepStrayDocuments(database.db, store, { now: NOW, dryRun: true });
    expect(dryRun.files.map((file) => file.key)).toEqual([killedMidUpload, justStray]);
    expect(exists(killedMidUpload)).toBe(true);

    const sweep = await sweepStrayDocuments(database.db, store, { now: NOW });

    expect(sweep.files.map((file) => [file.key, file.sizeBytes])).toEqual([
      [killedMidUpload, 1200],
      [justStray, 300],
    ]);
    expect(sweep.bytes).toBe(1500);
    expect(sweep.failures).toEqual([]);
    expect([killedMidUpload, justStray].map(exists)).toEqual([false, false]);
    // Named by its row however old, or too recent to be a leftover: kept.
    expect([named.passport.key, named.selfie.key, uploading].map(exists)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await rowIds()).toEqual([named.passport.id, named.selfie.id].sort());
  });

  it('sweeps nothing from a store that has no documents yet', async () => {
    expect(await sweepStrayDocuments(database.db, store, { now: NOW })).toEqual({
      files: [],
      bytes: 0,
      failures: [],
    });
  });

  it('refuses a retention that is not a whole number of days', async () => {
    for (const olderThanDays of [0, -1, 1.5, Number.NaN]) {
      await expect(purgeDocuments(database.db, files, { olderThanDays, now: NOW })).rejects.toThrow(
        'whole number of days',
      );
    }
  });
});

describe.each(testEngines)('purging passport documents in an S3 bucket on $name', (engine) => {
  let database: TestDatabase;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: BucketStore;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = createS3FileStore(s3.settings);
    database = await engine.open();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.drop();
    await s3.close();
  });

  async function upload(createdAt: string, type: 'passport' | 'selfie') {
    const stamp = Date.parse(createdAt);
    const id = randomUUID();
    const key = await bucket.put(
      `document_uploads/docs-${stamp}`,
      `${type}-${stamp}`,
      new Uint8Array(10),
    );
    await database.db
      .insertInto('document_uploads')
      .values({
        id,
        booking_id: null,
        document_type: type,
        file_path: key,
        mime_type: 'image/jpeg',
        size_bytes: 10,
        created_at: createdAt,
      })
      .execute();
    return { id, key };
  }

  it('removes the old objects and rows, counts an object already gone, keeps the newer', async () => {
    const old = await upload(daysAgo(120), 'passport');
    const gone = await upload(daysAgo(120), 'selfie');
    const recent = await upload(daysAgo(5), 'passport');
    await bucket.remove(gone.key);

    const result = await purgeDocuments(database.db, bucket, { olderThanDays: 90, now: NOW });

    expect(result.documents.map((d) => d.id).sort()).toEqual([old.id, gone.id].sort());
    expect(result.missingFiles).toBe(1);
    expect(result.failures).toEqual([]);
    expect(await bucket.exists(old.key)).toBe(false);
    expect(await bucket.exists(recent.key)).toBe(true);
    const left = await database.db.selectFrom('document_uploads').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });

  it('sweeps the objects no row names once they are an hour old', async () => {
    const named = await upload(daysAgo(1), 'selfie');
    const strays: string[] = [];
    for (let i = 0; i < 3; i += 1)
      strays.push(await bucket.put('document_uploads/docs-9', 'passport-9', new Uint8Array(7)));
    const justWritten = new Date();
    expect(await sweepStrayDocuments(database.db, bucket, { now: justWritten })).toMatchObject({
      files: [],
    });

    const anHourOn = new Date(justWritten.getTime() + 60 * 60 * 1000 + 5000);
    const sweep = await sweepStrayDocuments(database.db, bucket, { now: anHourOn });

    expect(sweep.files.map((file) => file.key).sort()).toEqual(strays.sort());
    expect(sweep.bytes).toBe(21);
    for (const key of strays) expect(await bucket.exists(key)).toBe(false);
    expect(await bucket.exists(named.key)).toBe(true);
  });
});

describe('formatBytes', () => {
  it('says sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
  });
});
