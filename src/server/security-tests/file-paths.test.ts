import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createFileStore, type FileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { bookingRow, signInStaff } from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, photo } from '../testing/photos.ts';
import { fixedClock, shippedCatalogue } from '../testing/test-app.ts';
import {
  addresses,
  type App,
  clearAgencyData,
  everyTable,
  NOW,
  removeTestUploads,
  testApp,
} from './security-testing.ts';

/** Keys that try to leave the store's folder. */
const climbingKeys = (root: string) => [
  '../../etc/passwd',
  '../../../../../../../../etc/passwd',
  'document_uploads/../../secret.txt',
  'document_uploads/docs-1/../../../secret.txt',
  '..',
  '.',
  '',
  '/etc/passwd',
  path.resolve(root, '..', 'secret.txt'),
  // A sibling folder whose name starts like the store's own.
  `../${path.basename(root)}-sibling/secret.txt`,
];

describe('the private file store, given keys that climb out of it', () => {
  let parent: string;
  let root: string;
  let files: FileStore;

  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-paths-'));
    root = path.join(parent, 'uploads');
    fs.mkdirSync(root);
    fs.mkdirSync(`${root}-sibling`);
    // Files just outside the store, where a climbing key would land.
    fs.writeFileSync(path.join(parent, 'secret.txt'), 'segreto');
    fs.writeFileSync(path.join(`${root}-sibling`, 'secret.txt'), 'segreto');
    files = createFileStore(root);
  });
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('refuses to read any of them', async () => {
    for (const key of climbingKeys(root)) {
      await expect(files.read(key), key).rejects.toThrow('outside the store');
    }
  });

  it('refuses to remove any of them, and the files outside stay', async () => {
    for (const key of climbingKeys(root)) {
      await expect(files.remove(key), key).rejects.toThrow('outside the store');
    }
    expect(fs.readFileSync(path.join(parent, 'secret.txt'), 'utf8')).toBe('segreto');
    expect(fs.readFileSync(path.join(`${root}-sibling`, 'secret.txt'), 'utf8')).toBe('segreto');
    expect(fs.existsSync(root)).toBe(true);
  });

  it('writes nothing for a folder or name that is not a plain one', async () => {
    const unsafe: [folder: string, prefix: string][] = [
      ['..', 'passport'],
      ['document_uploads/..', 'passport'],
      ['document_uploads/../..', 'passport'],
      ['/tmp', 'passport'],
      [parent, 'passport'],
      ['document_uploads//docs', 'passport'],
      ['document_uploads/.hidden', 'passport'],
      ['docs', '../passport'],
      ['docs', '/etc/passwd'],
      ['docs', 'passport.jpg'],
      ['docs', 'passport\0'],
      ['docs\\..\\..', 'passport'],
      ['', 'passport'],
      ['docs', ''],
    ];
    for (const [folder, prefix] of unsafe) {
      await expect(
        files.put(folder, prefix, new Uint8Array([1])),
        `${folder} ${prefix}`,
      ).rejects.toThrow('Unsafe');
    }
    expect(fs.readdirSync(root)).toEqual([]);
    expect(fs.readdirSync(parent).sort()).toEqual(['secret.txt', 'uploads', 'uploads-sibling']);
  });

  it('still reads, inside its folder, what it wrote (the control case)', async () => {
    const key = await files.put('document_uploads/docs-1', 'passport-1', new Uint8Array([7]));
    expect([...(await files.read(key))]).toEqual([7]);
    expect([...(await files.read(path.join(root, key)))]).toEqual([7]);
  });
});

describe.each(testEngines)('file names and document ids on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  let uploadsDir: string;
  let cookie: string;
  /** Every key the app asked the store to read. */
  const reads: string[] = [];
  const from = addresses(23);
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await engine.open();
    const { app: plain, config } = await testApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    });
    uploadsDir = config.uploadsDir;
    const real = createFileStore(config.uploadsDir);
    const watched: FileStore = {
      ...real,
      read: (key) => {
        reads.push(key);
        return real.read(key);
      },
    };
    app = createApp({
      db: database.db,
      catalogue: shippedCatalogue(),
      files: watched,
      config,
      clock,
      logger: createLogger({ logLevel: 'silent' }),
    });
    cookie = await signInStaff(plain, database.db);
  });
  beforeEach(async () => {
    reads.length = 0;
    await clearAgencyData(database.db);
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    fs.mkdirSync(uploadsDir);
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  const staffGet = (url: string) => app.request(url, { headers: { cookie } });

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    '..\\..\\windows\\win.ini',
    "'; DROP TABLE document_uploads; --.jpg",
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd.jpg',
  ])(
    'stores a photo sent as "%s" under a name of its own, inside the upload folder',
    async (name) => {
      const booking = bookingRow();
      await database.db.insertInto('travel_bookings').values(booking).execute();
      const jpeg = await photo();
      const res = await app.request('/api/documents', {
        method: 'POST',
        headers: { 'x-forwarded-for': from() },
        body: documentsForm({ passport: jpeg, selfie: jpeg, bookingId: booking.id, name }),
      });
      expect(res.status).toBe(201);
      const rows = (await everyTable(database.db)).document_uploads as { file_path: string }[];
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.file_path).toMatch(
          /^document_uploads\/docs-\d+\/(passport|selfie)-\d+-[0-9a-f]{32}$/,
        );
        expect(fs.existsSync(path.join(uploadsDir, row.file_path))).toBe(true);
      }
      // The name the visitor chose is kept nowhere.
      expect(JSON.stringify(rows)).not.toContain(name.slice(0, 8));
    },
  );

  it.each([
    ['../../etc/passwd', encodeURIComponent('../../etc/passwd')],
    ['/etc/passwd', encodeURIComponent('/etc/passwd')],
    ['..', '..%2F..'],
    ['a file name', 'passport.jpg'],
    ['a double-encoded climb', '%252e%252e%252fetc%252fpasswd'],
    ['the key of a stored file', encodeURIComponent('document_uploads/docs-1/passport-1-abc')],
  ])(
    'staff asking for the document %s get no file: the id never reaches the file store',
    async (_, id) => {
      const res = await staffGet(`/api/staff/documents/${id}/file`);
      expect([400, 404]).toContain(res.status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reads).toEqual([]);
    },
  );

  it('serves, under any address that climbs out of /api/staff/documents, no file', async () => {
    for (const url of [
      '/api/staff/documents/../../../etc/passwd',
      '/api/staff/documents/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/staff/documents/%2e%2e/%2e%2e/etc/passwd/file',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await staffGet(url);
      expect(res.status, url).not.toBe(200);
      expect(await res.text(), url).not.toMatch(/root:/);
    }
    expect(reads).toEqual([]);
  });

  it('sends nothing from outside the folder even for a tampered document row', async () => {
    await database.db
      .insertInto('document_uploads')
      .values({
        id: 'manomesso',
        booking_id: null,
        document_type: 'passport',
        file_path: '../../../../../../../../etc/passwd',
        mime_type: 'image/jpeg',
        size_bytes: 10,
        created_at: NOW,
      })
      .execute();
    const res = await staffGet('/api/staff/documents/manomesso/file');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).not.toMatch(/root:/);
    expect(reads).toEqual(['../../../../../../../../etc/passwd']);
  });
});
