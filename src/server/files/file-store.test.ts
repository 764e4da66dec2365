import type * as NodeCrypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocumentStore, createFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-store.ts';
import { startS3Server } from './s3-testing.ts';

/** Turned on, every "random" suffix is the same: the only way two puts can meet on one key. */
const sameSuffix = vi.hoisted(() => ({ on: false }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const randomBytes = (size: number) =>
    sameSuffix.on ? Buffer.alloc(size, 0xab) : crypto.randomBytes(size);
  return { ...crypto, default: { ...crypto, randomBytes }, randomBytes };
});

const roots: string[] = [];
afterEach(() => {
  sameSuffix.on = false;
  roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true }));
});

function localStore() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-files-'));
  roots.push(root);
  return { root, files: createFileStore(root) };
}

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const stores: { name: string; open: () => FileStore }[] = [
  { name: 'the uploads folder', open: () => localStore().files },
  { name: 'an S3 bucket', open: () => createS3FileStore(s3.settings) },
];

describe.each(stores)('private file store in $name', ({ open }) => {
  it('stores under a random name and reads the same bytes back', async () => {
    const files = open();
    const key = await files.put('docs-1732300000000', 'passport', new Uint8Array([1, 2, 3]));
    expect(key).toMatch(/^docs-1732300000000\/passport-[0-9a-f]{32}$/);
    const bytes = await files.read(key);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect([...bytes]).toEqual([1, 2, 3]);
    await files.remove(key);
    await expect(files.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    // Removing again, or a key never written, is no error.
    await files.remove(key);
    await files.remove('docs-1732300000000/passport-never-written');
  });

  it('gives two uploads of the same name two keys', async () => {
    const files = open();
    const folder = 'document_uploads/docs-1732300000000';
    const first = await files.put(folder, 'selfie-1732300000000', new Uint8Array([1]));
    const second = await files.put(folder, 'selfie-1732300000000', new Uint8Array([2]));
    expect(first).not.toBe(second);
    expect([...(await files.read(first))]).toEqual([1]);
    expect([...(await files.read(second))]).toEqual([2]);
  });

  it('never replaces a stored file, even if a random name came out twice', async () => {
    const files = open();
    sameSuffix.on = true;
    const key = await files.put('docs-1', 'passport-1', new Uint8Array([1, 1]));
    await expect(files.put('docs-1', 'passport-1', new Uint8Array([6, 6, 6]))).rejects.toThrow();
    expect([...(await files.read(key))]).toEqual([1, 1]);
  });

  it('writes a file named by its content under that key, never over one already there', async () => {
    const files = open();
    const key = 'trip-photos/0123456789abcdef01234567-800-avif';
    await files.putAt(key, new Uint8Array([4, 2]));
    expect([...(await files.read(key))]).toEqual([4, 2]);
    await expect(files.putAt(key, new Uint8Array([9]))).rejects.toMatchObject({ code: 'EEXIST' });
    expect([...(await files.read(key))]).toEqual([4, 2]);
    for (const unsafe of ['../x', 'trip-photos/../../x', '/etc/x', 'trip-photos/a.avif', '']) {
      await expect(files.putAt(unsafe, new Uint8Array())).rejects.toThrow('outside the store');
    }
  });

  it('lists the files under a folder, at any depth, with their size and time', async () => {
    const files = open();
    const before = Date.now() - 2000;
    const folder = `listed-${Date.now()}`;
    const deep = await files.put(`${folder}/docs-1`, 'passport-1', new Uint8Array(5));
    const other = await files.put(`${folder}/docs-2`, 'selfie-2', new Uint8Array(2));
    await files.put(`${folder}x/docs-3`, 'passport-3', new Uint8Array(1));

    const listed = await files.list(folder);

    expect(listed.map((file) => [file.key, file.sizeBytes]).sort()).toEqual(
      [
        [deep, 5],
        [other, 2],
      ].sort(),
    );
    for (const file of listed) expect(file.writtenAt.getTime()).toBeGreaterThan(before);
    expect(await files.list('never-written')).toEqual([]);
    await expect(files.list('../x')).rejects.toThrow('outside the store');
  });

  it('refuses unsafe names and keys', async () => {
    const files = open();
    for (const [folder, prefix] of [
      ['../x', 'passport'],
      ['docs/../..', 'passport'],
      ['/etc', 'passport'],
      ['docs', '../passport'],
      ['docs', 'passport.jpg'],
      ['Docs', 'passport'],
      ['docs', ''],
    ] as const) {
      await expect(files.put(folder, prefix, new Uint8Array())).rejects.toThrow('Unsafe');
    }
    await expect(files.read('../../etc/passwd')).rejects.toThrow('outside the store');
    await expect(files.remove('docs/../../x')).rejects.toThrow('outside the store');
  });
});

describe('private file store in the uploads folder', () => {
  it('writes a folder of several segments as folders on disk', async () => {
    const { root, files } = localStore();
    const key = await files.put(
      'document_uploads/docs-1732300000000',
      'selfie-1732300000000',
      new Uint8Array([7]),
    );
    expect(key).toMatch(
      /^document_uploads\/docs-1732300000000\/selfie-1732300000000-[0-9a-f]{32}$/,
    );
    expect([...fs.readFileSync(path.join(root, key))]).toEqual([7]);
  });

  it('leaves nothing but the file itself when it writes one under its own key', async () => {
    const { root, files } = localStore();
    await files.putAt('trip-photos/abc-480-webp', new Uint8Array([1]));
    expect(fs.readdirSync(path.join(root, 'trip-photos'))).toEqual(['abc-480-webp']);
    expect(fs.statSync(path.join(root, 'trip-photos/abc-480-webp')).mode & 0o777).toBe(0o600);
  });
});

describe('private file store in an S3 bucket', () => {
  it('says whether a key is there', async () => {
    const files = createS3FileStore(s3.settings);
    const key = await files.put('document_uploads/docs-1', 'passport-1', new Uint8Array([5]));
    expect(await files.exists(key)).toBe(true);
    expect(await files.exists(`${key}0`)).toBe(false);
    await files.remove(key);
    expect(await files.exists(key)).toBe(false);
  });
});

describe('the documents’ store the configuration names', () => {
  it('is the uploads folder without a bucket, and the bucket with one', async () => {
    const { root } = localStore();
    const local = await createDocumentStore({ uploadsDir: root, objectStorage: null });
    const inFolder = await local.put('docs-1', 'passport-1', new Uint8Array([1]));
    expect(fs.existsSync(path.join(root, inFolder))).toBe(true);

    const remote = await createDocumentStore({ uploadsDir: root, objectStorage: s3.settings });
    const inBucket = await remote.put('docs-1', 'passport-1', new Uint8Array([2]));
    expect(fs.existsSync(path.join(root, inBucket))).toBe(false);
    expect([...(await createS3FileStore(s3.settings).read(inBucket))]).toEqual([2]);
  });
});

describe('the folder store on a disk that fills up mid-write', () => {
  /** The next write puts its first bytes on disk, then meets a full disk (ENOSPC). */
  const diskFillsUp = () => {
    const write = fs.promises.writeFile;
    return vi
      .spyOn(fs.promises, 'writeFile')
      .mockImplementationOnce(async (file, data, options) => {
        await write(file, (data as Uint8Array).subarray(0, 4), options);
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      });
  };
  const filesUnder = (root: string) =>
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());

  it('leaves no part of a passport photo behind, and says why', async () => {
    const { root, files } = localStore();
    diskFillsUp();
    await expect(
      files.put('document_uploads/docs-1', 'passport-1', new Uint8Array(1024 * 1024)),
    ).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(filesUnder(root)).toEqual([]);
  });

  it('leaves no part of a trip photo behind either', async () => {
    const { root, files } = localStore();
    diskFillsUp();
    await expect(
      files.putAt('trip-photos/0123456789abcdef01234567-800-avif', new Uint8Array(1024)),
    ).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(filesUnder(root)).toEqual([]);
  });
});
