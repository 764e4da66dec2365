import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore, type BucketStore } from './s3-store.ts';
import { startS3Server } from './s3-testing.ts';
import { moveDocumentsToBucket } from './to-bucket.ts';

const STAMP = Date.parse('2027-01-10T08:00:00.000Z');

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: BucketStore;
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3FileStore(s3.settings);
});
afterAll(() => s3.close());

/** A document as the upload route leaves it in the folder: its file and its row. */
async function upload(db: Db, folder: FileStore, bytes: number[]) {
  const key = await folder.put(
    `document_uploads/docs-${STAMP}`,
    `passport-${STAMP}`,
    new Uint8Array(bytes),
  );
  await db
    .insertInto('document_uploads')
    .values({
      id: randomUUID(),
      booking_id: null,
      document_type: 'passport',
      file_path: key,
      mime_type: 'image/jpeg',
      size_bytes: bytes.length,
      created_at: new Date(STAMP).toISOString(),
    })
    .execute();
  return key;
}

describe.each(testEngines)('moving the documents to the bucket on $name', (engine) => {
  let database: TestDatabase;
  let root: string;
  let folder: FileStore;

  beforeAll(async () => {
    database = await engine.open();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-move-'));
    folder = createFileStore(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const inFolder = (key: string) => fs.existsSync(path.join(root, key));
  const inBucket = async (key: string) => [...(await bucket.read(key))];
  const rows = () =>
    database.db.selectFrom('document_uploads').select('file_path').orderBy('file_path').execute();

  it('moves every referenced file under its key, and a second run changes nothing', async () => {
    const keys = [
      await upload(database.db, folder, [1, 2, 3]),
      await upload(database.db, folder, [4, 5]),
    ];
    // A file no row references is no document: it stays where it is.
    const stray = await folder.put('document_uploads/docs-1', 'passport-1', new Uint8Array([9]));
    const before = await rows();

    const first = await moveDocumentsToBucket(database.db, root, bucket);

    expect(first).toMatchObject({
      documents: 2,
      photos: 0,
      bytes: 5,
      alreadyInBucket: [],
      missing: [],
      conflicts: [],
      failures: [],
    });
    expect([...first.moved].sort()).toEqual([...keys].sort());
    expect(await inBucket(keys[0]!)).toEqual([1, 2, 3]);
    expect(await inBucket(keys[1]!)).toEqual([4, 5]);
    expect(keys.some(inFolder)).toBe(false);
    expect(inFolder(stray)).toBe(true);
    expect(await bucket.exists(stray)).toBe(false);
    expect(await rows()).toEqual(before);

    const second = await moveDocumentsToBucket(database.db, root, bucket);

    expect(second).toMatchObject({ moved: [], bytes: 0, missing: [], failures: [] });
    expect([...second.alreadyInBucket].sort()).toEqual([...keys].sort());
    expect(second.removedFromFolder).toEqual([]);
    expect(await inBucket(keys[0]!)).toEqual([1, 2, 3]);
  });

  it('moves the trips’ photos too, which no row names, under their own names', async () => {
    const document = await upload(database.db, folder, [1]);
    // The bucket outlives each test: a photo of its own, as each upload is.
    const id = randomUUID().replaceAll('-', '').slice(0, 24);
    const photos = [`trip-photos/${id}-480-avif`, `trip-photos/${id}-480-webp`];
    for (const [i, key] of photos.entries()) await folder.putAt(key, new Uint8Array([i, i]));
    // A write stopped halfway leaves its part aside, under no key: not a photo.
    fs.writeFileSync(path.join(root, `trip-photos/${id}-800-avif.ab.part`), 'x');

    const result = await moveDocumentsToBucket(database.db, root, bucket);

    expect(result).toMatchObject({ documents: 1, photos: 2, failures: [], missing: [] });
    expect([...result.moved].sort()).toEqual([document, ...photos].sort());
    expect(await inBucket(photos[1]!)).toEqual([1, 1]);
    expect(photos.some(inFolder)).toBe(false);
  });

  it('resumes a move stopped halfway', async () => {
    const done = await upload(database.db, folder, [1]);
    const copiedNotRemoved = await upload(database.db, folder, [2, 2]);
    const untouched = await upload(database.db, folder, [3, 3, 3]);
    // As the stopped run left them: one moved, one copied but still in the folder.
    await bucket.putAt(done, await folder.read(done));
    await folder.remove(done);
    await bucket.putAt(copiedNotRemoved, await folder.read(copiedNotRemoved));

    const result = await moveDocumentsToBucket(database.db, root, bucket);

    expect(result).toMatchObject({ moved: [untouched], bytes: 3, missing: [], failures: [] });
    expect([...result.alreadyInBucket].sort()).toEqual([done, copiedNotRemoved].sort());
    expect([...result.removedFromFolder].sort()).toEqual([copiedNotRemoved, untouched].sort());
    for (const key of [done, copiedNotRemoved, untouched]) expect(inFolder(key)).toBe(false);
    expect(await inBucket(copiedNotRemoved)).toEqual([2, 2]);
    expect(await inBucket(untouched)).toEqual([3, 3, 3]);
  });

  it('reports a file in neither place and different bytes in both, and keeps them', async () => {
    const lost = await upload(database.db, folder, [1]);
    await folder.remove(lost);
    const differs = await upload(database.db, folder, [2]);
    await bucket.putAt(differs, new Uint8Array([7, 7]));

    const result = await moveDocumentsToBucket(database.db, root, bucket);

    expect(result).toMatchObject({ moved: [], missing: [lost], conflicts: [differs] });
    expect(inFolder(differs)).toBe(true);
    expect(await inBucket(differs)).toEqual([7, 7]);
  });

  it('keeps the file when the copy read back differs, and drops the bad copy', async () => {
    const key = await upload(database.db, folder, [1, 2, 3]);
    const corrupting: BucketStore = {
      ...bucket,
      putAt: (k, bytes) => bucket.putAt(k, bytes.subarray(1)),
    };

    const result = await moveDocumentsToBucket(database.db, root, corrupting);

    expect(result.moved).toEqual([]);
    expect(result.failures).toEqual([
      { key, reason: 'the copy read back from the bucket differs' },
    ]);
    expect(inFolder(key)).toBe(true);
    expect(await bucket.exists(key)).toBe(false);
  });
});

describe('npm run documents:to-bucket', () => {
  const run = promisify(execFile);
  const tsx = path.resolve('node_modules/.bin/tsx');
  const command = path.resolve('src/server/cli/documents-to-bucket.ts');
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-to-bucket-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('moves the files of the configured database and says what it did, twice', async () => {
    const file = path.join(dir, 'maestrale.sqlite');
    const uploads = path.join(dir, 'uploads');
    const db = connectDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    const key = await upload(db, createFileStore(uploads), [5, 6, 7, 8]);
    await db.destroy();
    const env = {
      PATH: process.env.PATH,
      DATABASE_URL: file,
      UPLOADS_DIR: uploads,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };

    const first = await run(tsx, [command], { cwd: dir, env });
    expect(first.stdout).toContain('1 document in the database');
    expect(first.stdout).toContain('moved:             1 file (4 B)');
    expect(first.stdout).toContain('Every document is in the bucket.');
    expect([...(await bucket.read(key))]).toEqual([5, 6, 7, 8]);
    expect(fs.readdirSync(path.join(uploads, 'document_uploads'))).toEqual([]);

    const second = await run(tsx, [command], { cwd: dir, env });
    expect(second.stdout).toContain('moved:             0 files');
    expect(second.stdout).toContain('already in bucket: 1 file');
  });

  it('refuses to run without a bucket', async () => {
    const failure = await run(tsx, [command], {
      cwd: dir,
      env: { PATH: process.env.PATH, DATABASE_URL: path.join(dir, 'db.sqlite') },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('S3_BUCKET is not set');
  });
});
