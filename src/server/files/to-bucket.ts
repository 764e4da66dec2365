import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { documentFiles } from '../repositories/documents.ts';
import { createFileStore, SAFE_KEY, type FileStore } from './file-store.ts';
import type { BucketStore } from './s3-store.ts';
import { TRIP_PHOTOS_FOLDER } from './trip-photo.ts';

export type MoveFailure = { key: string; reason: string };

export type MoveResult = {
  /** Documents the database references. */
  documents: number;
  /** Files of the trips' photos in the folder (no row names them: the folder is their list). */
  photos: number;
  /** Copied, checked and removed from the folder. */
  moved: string[];
  /** The sum of the moved files' sizes. */
  bytes: number;
  /** Already in the bucket with the same bytes (a copy still in the folder was removed). */
  alreadyInBucket: string[];
  /** In neither place: the row points at nothing. */
  missing: string[];
  /** In both places with different bytes: both kept for a person to decide. */
  conflicts: string[];
  /** Left in the folder, with the reason (the next run tries again). */
  failures: MoveFailure[];
  /** Keys whose file left the folder: their emptied folders can go. */
  removedFromFolder: string[];
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The stored bytes, or null when the key is not there; any other error stays an error. */
async function readIfThere(store: FileStore, key: string): Promise<Buffer | null> {
  try {
    return await store.read(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The keys of the trips' photos in the uploads folder (a write stopped halfway left no key). */
function tripPhotoKeys(uploadsDir: string): string[] {
  const folder = path.join(uploadsDir, TRIP_PHOTOS_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((name) => `${TRIP_PHOTOS_FOLDER}/${name}`)
    .filter((key) => SAFE_KEY.test(key));
}

/**
 * Moves every document the database references, and the trips' photos, from the uploads folder
 * into the bucket under the same key, so the rows and the photos' addresses stay as they are. A file leaves the folder only once the bucket holds the
 * same bytes (SHA-256 of the copy read back). Each file is handled on its own: a run stopped
 * halfway, or run twice, picks up where things are.
 */
export async function moveDocumentsToBucket(
  db: Db,
  uploadsDir: string,
  bucket: BucketStore,
): Promise<MoveResult> {
  const folder = createFileStore(uploadsDir);
  const rows = await documentFiles(db);
  const photos = tripPhotoKeys(uploadsDir);
  const result: MoveResult = {
    documents: rows.length,
    photos: photos.length,
    moved: [],
    bytes: 0,
    alreadyInBucket: [],
    missing: [],
    conflicts: [],
    failures: [],
    removedFromFolder: [],
  };
  for (const key of [...rows.map((row) => row.file_path), ...photos]) {
    if (!SAFE_KEY.test(key)) {
      result.failures.push({ key, reason: 'file path is not a key inside the uploads folder' });
      continue;
    }
    try {
      const local = await readIfThere(folder, key);
      const copy = await readIfThere(bucket, key);
      if (!local) {
        (copy ? result.alreadyInBucket : result.missing).push(key);
        continue;
      }
      if (copy) {
        if (sha256(copy) !== sha256(local)) {
          result.conflicts.push(key);
          continue;
        }
        await folder.remove(key);
        result.alreadyInBucket.push(key);
        result.removedFromFolder.push(key);
        continue;
      }
      await bucket.putAt(key, local);
      const written = await bucket.read(key);
      if (sha256(written) !== sha256(local)) {
        // A bad copy goes, so the next run copies again instead of seeing a conflict.
        await bucket.remove(key);
        result.failures.push({ key, reason: 'the copy read back from the bucket differs' });
        continue;
      }
      await folder.remove(key);
      result.moved.push(key);
      result.bytes += local.length;
      result.removedFromFolder.push(key);
    } catch (error) {
      result.failures.push({ key, reason: (error as Error).message });
    }
  }
  return result;
}
