/**
 * `npm run documents:purge -- --older-than 90 [--dry-run]`: deletes the passport documents
 * (passport photos and selfies) uploaded more than N days ago, each one's row and file
 * together, from the server's own database and uploads folder or bucket (same configuration,
 * same .env). It also sweeps the files no document names, an hour old or more (as the server's
 * scheduler does hourly), and reports them.
 * Safe to run while the server runs, and to run again.
 */
import { countOf } from '#domain/words.ts';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createFileStore } from '../files/file-store.ts';
import {
  createPurgeFiles,
  formatBytes,
  purgeDocuments,
  removeEmptyFolders,
  sweepStrayDocuments,
  type PurgedDocument,
} from '../files/purge.ts';
import { createS3FileStore } from '../files/s3-store.ts';

const DEFAULT_DAYS = 90;
const USAGE = 'usage: npm run documents:purge -- [--older-than DAYS (default 90)] [--dry-run]';

class UsageError extends Error {}

function readArguments(): { olderThanDays: number; dryRun: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'older-than': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const given = values['older-than'];
  const olderThanDays = given === undefined ? DEFAULT_DAYS : Number(given);
  if (given !== undefined && !/^\d+$/.test(given.trim())) {
    throw new UsageError(`--older-than must be a whole number of days (got "${given}")\n${USAGE}`);
  }
  if (olderThanDays < 1) throw new UsageError(`--older-than must be at least 1\n${USAGE}`);
  return { olderThanDays, dryRun: values['dry-run'] };
}

const describeDocument = (d: PurgedDocument) =>
  `  ${d.createdAt}  ${d.documentType.padEnd(8)}  ${formatBytes(d.sizeBytes).padStart(9)}  ` +
  `booking ${d.bookingId ?? '-'}  ${d.filePath}`;

async function main() {
  const { olderThanDays, dryRun } = readArguments();
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  // The first-start account variables play no part here.
  const config = loadConfig({ ...process.env, STAFF_EMAIL: undefined, STAFF_PASSWORD: undefined });
  const db = connectDatabase(config.database);
  let failed = false;
  try {
    await migrateToLatest(db);
    const bucket = config.objectStorage;
    const store = bucket ? createS3FileStore(bucket) : createFileStore(config.uploadsDir);
    const files = bucket ? store : createPurgeFiles(config.uploadsDir);
    const now = new Date();
    const result = await purgeDocuments(db, files, { olderThanDays, now, dryRun });
    const strays = await sweepStrayDocuments(db, store, { now, dryRun });
    const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
    const age = countOf(olderThanDays, 'day', 'days');
    console.log(
      `Passport documents uploaded before ${result.cutoff} (older than ${age})` +
        ` in ${where}, files ${bucket ? `in bucket "${bucket.bucket}"` : `under ${config.uploadsDir}`}.`,
    );
    const count = (type: PurgedDocument['documentType']) =>
      result.documents.filter((d) => d.documentType === type).length;
    const totals =
      `${countOf(result.documents.length, 'document', 'documents')} ` +
      `(${count('passport')} passport, ${count('selfie')} selfie), ${formatBytes(result.bytes)}`;
    if (dryRun) {
      result.documents.forEach((d) => console.log(describeDocument(d)));
      console.log(`Dry run: ${totals} would be deleted. Nothing was changed.`);
    } else {
      // A bucket has no folders to leave empty.
      const folders = bucket
        ? 0
        : await removeEmptyFolders(config.uploadsDir, [
            ...result.documents.map((d) => d.filePath),
            ...strays.files.map((f) => f.key),
          ]);
      console.log(
        `Deleted ${totals}` +
          (result.missingFiles
            ? `; ${countOf(result.missingFiles, 'file was', 'files were')} already missing`
            : '') +
          (folders ? `; ${countOf(folders, 'empty folder', 'empty folders')} removed` : '') +
          '.',
      );
    }
    const strayTotals = `${countOf(strays.files.length, 'file', 'files')}, ${formatBytes(strays.bytes)}`;
    strays.files.forEach((file) =>
      console.log(
        `  ${file.writtenAt.toISOString()}  stray  ${formatBytes(file.sizeBytes).padStart(9)}  ${file.key}`,
      ),
    );
    console.log(
      `Files no document names (left by a failed upload, older than 1 hour): ${strayTotals}` +
        (dryRun ? ' would be deleted.' : ' deleted.'),
    );
    if (strays.failures.length > 0) {
      failed = true;
      console.error(`Kept ${countOf(strays.failures.length, 'stray file', 'stray files')}:`);
      for (const { file, reason } of strays.failures) console.error(`  ${file.key}\n    ${reason}`);
    }
    if (result.failures.length > 0) {
      failed = true;
      const kept = countOf(result.failures.length, 'document', 'documents');
      console.error(`Kept ${kept} that cannot be deleted safely:`);
      for (const { document, reason } of result.failures) {
        console.error(`${describeDocument(document)}\n    ${reason}`);
      }
    }
  } finally {
    await db.destroy();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`documents:purge: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
