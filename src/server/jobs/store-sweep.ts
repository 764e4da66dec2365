import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { sweepStrayDocuments } from '../files/purge.ts';
import { sweepUnusedTripPhotos } from '../files/trip-photo.ts';
import type { Job } from './scheduler.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Nothing kept in the store that nothing names: at start and then hourly (listing a bucket every
 * minute would cost more than it finds), the passport photos no booking names (an hour old) and
 * the trip photos no trip version names (30 days old) are removed, each logged. Each process
 * sweeps on its own: removing twice is harmless.
 */
export function storeSweep(db: Db, files: FileStore, logger: Logger): Job {
  let due = 0;
  return {
    name: 'store-sweep',
    async run(now) {
      if (now.getTime() < due) return 0;
      // A store that is out is tried again next hour: logged once, not every minute.
      due = now.getTime() + HOUR_MS;
      const strays = await sweepStrayDocuments(db, files, { now });
      for (const file of strays.files)
        logger.info(
          { key: file.key, bytes: file.sizeBytes, writtenAt: file.writtenAt.toISOString() },
          'stray document removed: no booking names it',
        );
      for (const { file, reason } of strays.failures)
        logger.warn(
          { key: file.key, cause: reason },
          'stray document not removed: tried next hour',
        );
      const photos = await sweepUnusedTripPhotos(db, files, now);
      for (const [photo, variants] of photos)
        logger.info(
          {
            photo,
            variants: variants.length,
            bytes: variants.reduce((sum, v) => sum + v.sizeBytes, 0),
          },
          'unused trip photo removed: no trip version names it',
        );
      return strays.files.length + photos.size;
    },
  };
}
