/**
 * `npm run documents:to-bucket`: moves the passport documents (passport photos and selfies) the
 * database references, and the trips' photos, from the uploads folder (UPLOADS_DIR) into the
 * bucket (S3_BUCKET and the other S3_ settings, same .env as the server), under the same keys. Each file leaves the folder
 * only once the bucket holds the same bytes. Safe to stop, to run again and to run twice.
 */
import { countOf } from '#domain/words.ts';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { formatBytes, removeEmptyFolders } from '../files/purge.ts';
import { createS3FileStore } from '../files/s3-store.ts';
import { moveDocumentsToBucket } from '../files/to-bucket.ts';

const USAGE = 'usage: npm run documents:to-bucket (with S3_BUCKET and the other S3_ settings set)';

class UsageError extends Error {}

async function main() {
  try {
    const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  // The first-start account variables play no part here.
  const config = loadConfig({ ...process.env, STAFF_EMAIL: undefined, STAFF_PASSWORD: undefined });
  const storage = config.objectStorage;
  if (!storage)
    throw new UsageError(`S3_BUCKET is not set: there is no bucket to move to.\n${USAGE}`);
  const db = connectDatabase(config.database);
  let failed = false;
  try {
    await migrateToLatest(db);
    const bucket = createS3FileStore(storage);
    const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
    console.log(
      `Passport documents of ${where}: from ${config.uploadsDir} to bucket "${storage.bucket}"` +
        ` at ${storage.endpoint ?? `AWS S3 (${storage.region})`}.`,
    );
    const result = await moveDocumentsToBucket(db, config.uploadsDir, bucket);
    const folders = await removeEmptyFolders(config.uploadsDir, result.removedFromFolder);
    const files = (n: number) => countOf(n, 'file', 'files');
    const photos = result.photos
      ? ` and ${countOf(result.photos, 'trip photo file', 'trip photo files')} in the folder`
      : '';
    console.log(`${countOf(result.documents, 'document', 'documents')} in the database${photos}:`);
    console.log(
      `  moved:             ${files(result.moved.length)} (${formatBytes(result.bytes)}),` +
        ' each checked by SHA-256 then removed from the folder',
    );
    const leftovers = result.removedFromFolder.length - result.moved.length;
    console.log(
      `  already in bucket: ${files(result.alreadyInBucket.length)} with the same bytes` +
        (leftovers ? `; ${countOf(leftovers, 'copy', 'copies')} left in the folder removed` : ''),
    );
    if (folders) console.log(`  ${countOf(folders, 'empty folder', 'empty folders')} removed`);
    if (result.missing.length > 0) {
      failed = true;
      console.error(`Missing in both the folder and the bucket (${files(result.missing.length)}):`);
      result.missing.forEach((key) => console.error(`  ${key}`));
    }
    if (result.conflicts.length > 0) {
      failed = true;
      console.error(
        `Different bytes in the folder and the bucket, both kept (${files(result.conflicts.length)}):`,
      );
      result.conflicts.forEach((key) => console.error(`  ${key}`));
    }
    if (result.failures.length > 0) {
      failed = true;
      console.error(`Not moved, still in the folder (${files(result.failures.length)}):`);
      result.failures.forEach(({ key, reason }) => console.error(`  ${key}\n    ${reason}`));
    }
    console.log(
      failed
        ? 'Not everything is in the bucket: see above, then run the command again.'
        : 'Every document is in the bucket.',
    );
  } finally {
    await db.destroy();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`documents:to-bucket: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
