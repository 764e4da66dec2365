import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { newFileKey, SAFE_KEY } from './file-keys.ts';
import { makePrivateFolder, PRIVATE_FILE } from './private-paths.ts';

export { SAFE_KEY };

/** A file as the store lists it. */
export type StoredFile = { key: string; writtenAt: Date; sizeBytes: number };

/**
 * Private files (passport photos) on disk, outside anything served over HTTP. Every name
 * ends in a random suffix, so a key can be neither guessed nor made to collide. Files named by
 * their content (trip photos) are written under their own key.
 */
export type FileStore = {
  /**
   * Stores the bytes as `{folder}/{prefix}-{random}` and returns that key. `folder` may
   * have several segments ("document_uploads/docs-1732300000000").
   */
  put(folder: string, prefix: string, bytes: Uint8Array): Promise<string>;
  /**
   * Stores the bytes under `key`, whole or not at all. A key already there is never replaced:
   * the write fails with the code `EEXIST`.
   */
  putAt(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every file under `folder`, at any depth (the sweep of files no row names). */
  list(folder: string): Promise<StoredFile[]>;
};

/**
 * Writes a new file ('wx': a name is never written twice; the mode can only narrow with the
 * umask). A write that fails midway (a full disk) leaves no part of the file behind.
 */
async function writeNew(file: string, bytes: Uint8Array): Promise<void> {
  try {
    await fs.writeFile(file, bytes, { mode: PRIVATE_FILE, flag: 'wx' });
  } catch (error) {
    // EEXIST: the file is another write's, not this one's to remove.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true });
    throw error;
  }
}

export function createFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`File key outside the store: ${key}`);
    return full;
  };
  return {
    async putAt(key, bytes) {
      if (!SAFE_KEY.test(key)) throw new Error(`File key outside the store: ${key}`);
      const full = resolve(key);
      makePrivateFolder(path.dirname(full), { own: false });
      // Written aside, then linked to its name: the key never holds half a file, and a link
      // to a name already there fails (EEXIST) where a rename would replace it.
      const aside = `${full}.${randomBytes(8).toString('hex')}.part`;
      try {
        await writeNew(aside, bytes);
        await fs.link(aside, full);
      } finally {
        await fs.rm(aside, { force: true });
      }
    },
    async put(folder, prefix, bytes) {
      const key = newFileKey(folder, prefix);
      const full = resolve(key);
      makePrivateFolder(path.dirname(full), { own: false });
      await writeNew(full, bytes);
      return key;
    },
    async read(key) {
      return fs.readFile(resolve(key));
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list(folder) {
      const base = path.resolve(root);
      let entries;
      try {
        entries = await fs.readdir(resolve(folder), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const listed: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, full).split(path.sep).join('/');
        // Only names the store writes: a write's `.part` is its own to remove.
        if (!SAFE_KEY.test(key)) continue;
        const stat = await fs.lstat(full).catch(() => null); // removed meanwhile
        if (stat) listed.push({ key, writtenAt: stat.mtime, sizeBytes: stat.size });
      }
      return listed;
    },
  };
}

/**
 * The documents' store the configuration names: the bucket when `S3_BUCKET` is set, else the
 * folder. The S3 client is loaded only for a bucket, so a start without one stays as light as before.
 */
export async function createDocumentStore(
  config: Pick<Config, 'objectStorage' | 'uploadsDir'>,
): Promise<FileStore> {
  if (!config.objectStorage) return createFileStore(config.uploadsDir);
  const { createS3FileStore } = await import('./s3-store.ts');
  return createS3FileStore(config.objectStorage);
}
