import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import {
  deleteDocumentBefore,
  documentFiles,
  documentsUploadedBefore,
} from '../repositories/documents.ts';
import { DOCUMENTS_FOLDER } from './file-keys.ts';
import { createFileStore, SAFE_KEY, type FileStore, type StoredFile } from './file-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A document's file no row names is an upload's leftover once it is this old: an upload writes
 * its files and its rows within seconds (each store call has a deadline, config.ts).
 */
export const STRAY_AFTER_MS = 60 * 60 * 1000;

export type PurgeOptions = {
  /** Documents uploaded more than this many days before `now` go. */
  olderThanDays: number;
  now: Date;
  /** List what would go and change nothing. */
  dryRun?: boolean;
};

export type PurgedDocument = {
  id: string;
  documentType: 'passport' | 'selfie';
  bookingId: string | null;
  filePath: string;
  sizeBytes: number;
  createdAt: string;
};

export type PurgeFailure = { document: PurgedDocument; reason: string };

export type PurgeResult = {
  dryRun: boolean;
  /** Uploaded before this moment (ISO-8601 UTC): the rows chosen. */
  cutoff: string;
  /** Removed (or, in a dry run, to be removed), oldest first. */
  documents: PurgedDocument[];
  /** Of those, the ones whose file was already gone: only the row was removed. */
  missingFiles: number;
  /** The sum of `size_bytes` of the documents removed. */
  bytes: number;
  /** Kept, with the reason: a key that points outside the store, a file that could not go. */
  failures: PurgeFailure[];
};

/**
 * What a purge needs of the file store: `remove`, and optionally `exists` to tell a file
 * already missing from one removed (the store's own `remove` is silent about it).
 */
export type PurgeFiles = Pick<FileStore, 'remove'> & { exists?(key: string): Promise<boolean> };

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The moment before which documents go: `olderThanDays` whole days before `now`. */
export function purgeCutoff(olderThanDays: number, now: Date): Date {
  if (!Number.isInteger(olderThanDays) || olderThanDays < 1) {
    throw new RangeError('olderThanDays must be a whole number of days, at least 1');
  }
  return new Date(now.getTime() - olderThanDays * DAY_MS);
}

/**
 * Deletes the passport documents (passport photos and selfies) uploaded before the cut-off:
 * each one's row and file together. For every document, one transaction deletes the row, then
 * the file is removed; if the file cannot be removed the row comes back (rollback), so a row
 * never outlives its file unnoticed and a file is never left without its row. A file already
 * missing only costs the row. One failure is reported and the rest carry on.
 */
export async function purgeDocuments(
  db: Db,
  files: PurgeFiles,
  options: PurgeOptions,
): Promise<PurgeResult> {
  const cutoff = purgeCutoff(options.olderThanDays, options.now).toISOString();
  const dryRun = options.dryRun ?? false;
  const rows = await documentsUploadedBefore(db, cutoff);
  const chosen: PurgedDocument[] = rows.map((row) => ({
    id: row.id,
    documentType: row.document_type,
    bookingId: row.booking_id,
    filePath: row.file_path,
    sizeBytes: Number(row.size_bytes),
    createdAt: row.created_at,
  }));
  const result: PurgeResult = {
    dryRun,
    cutoff,
    documents: [],
    missingFiles: 0,
    bytes: 0,
    failures: [],
  };

  for (const document of chosen) {
    if (!SAFE_KEY.test(document.filePath)) {
      result.failures.push({
        document,
        reason: 'file path is not a key inside the uploads folder',
      });
      continue;
    }
    if (dryRun) {
      result.documents.push(document);
      result.bytes += document.sizeBytes;
      continue;
    }
    let outcome: 'removed' | 'missing' | 'gone';
    try {
      outcome = await db.transaction().execute(async (trx) => {
        // Removed meanwhile by someone else: its file is theirs to handle.
        if (!(await deleteDocumentBefore(trx, document.id, cutoff))) return 'gone';
        try {
          if (files.exists && !(await files.exists(document.filePath))) return 'missing';
          await files.remove(document.filePath);
          return 'removed';
        } catch (error) {
          // Any other error rolls the row back: it stays, with its file, for the next run.
          if (isMissing(error)) return 'missing';
          throw error;
        }
      });
    } catch (error) {
      result.failures.push({ document, reason: (error as Error).message });
      continue;
    }
    if (outcome === 'gone') continue;
    result.documents.push(document);
    result.bytes += document.sizeBytes;
    if (outcome === 'missing') result.missingFiles += 1;
  }
  return result;
}

export type StraySweep = {
  /** Removed (or, in a dry run, to be removed), oldest first. */
  files: StoredFile[];
  bytes: number;
  failures: { file: StoredFile; reason: string }[];
};

/**
 * Removes the documents' files that no row names and that are older than STRAY_AFTER_MS: an
 * upload whose store failed before it could remove its own photo, a server killed between the
 * files and the rows. The store is listed before the rows are read, so a file whose row was
 * written meanwhile is seen as named. Removing a file twice (two processes) is harmless.
 */
export async function sweepStrayDocuments(
  db: Db,
  files: Pick<FileStore, 'list' | 'remove'>,
  options: { now: Date; dryRun?: boolean },
): Promise<StraySweep> {
  const before = options.now.getTime() - STRAY_AFTER_MS;
  const listed = (await files.list(DOCUMENTS_FOLDER)).filter(
    (file) => file.writtenAt.getTime() < before,
  );
  const named = new Set((await documentFiles(db)).map((row) => row.file_path));
  const strays = listed
    .filter((file) => !named.has(file.key))
    .sort((a, b) => a.writtenAt.getTime() - b.writtenAt.getTime());
  const sweep: StraySweep = { files: [], bytes: 0, failures: [] };
  for (const file of strays) {
    try {
      if (!options.dryRun) await files.remove(file.key);
      sweep.files.push(file);
      sweep.bytes += file.sizeBytes;
    } catch (error) {
      sweep.failures.push({ file, reason: (error as Error).message });
    }
  }
  return sweep;
}

/**
 * After a purge, removes the folders its files leave empty: each file's own folder
 * (`document_uploads/docs-{ts}`), never a top-level folder such as `document_uploads`, which
 * uploads in progress share, nor the uploads folder itself. `rmdir` removes empty folders
 * only: a folder still holding anything stays.
 */
export async function removeEmptyFolders(root: string, keys: readonly string[]): Promise<number> {
  const base = path.resolve(root);
  const folders = new Set<string>();
  for (const key of keys) {
    const folder = path.dirname(path.resolve(base, key));
    const depth = path.relative(base, folder).split(path.sep).length;
    if (SAFE_KEY.test(key) && folder.startsWith(base + path.sep) && depth >= 2) folders.add(folder);
  }
  let removed = 0;
  for (const folder of folders) {
    try {
      await fs.rmdir(folder);
      removed += 1;
    } catch {
      // Not empty, already gone or not a folder: leave it.
    }
  }
  return removed;
}

/** The private file store of `root`, able to say whether a file is there. */
export function createPurgeFiles(root: string): PurgeFiles {
  const store = createFileStore(root);
  const base = path.resolve(root);
  return {
    remove: (key) => store.remove(key),
    async exists(key) {
      const full = path.resolve(base, key);
      if (!full.startsWith(base + path.sep)) throw new Error(`File key outside the store: ${key}`);
      try {
        await fs.lstat(full);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** "12.4 MB", "830 KB", "512 B". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
