import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { STRAY_AFTER_MS, sweepStrayDocuments } from '../files/purge.ts';
import type { Job } from './scheduler.ts';

/**
 * No passport photo without its row: at start and then hourly (listing a bucket every minute
 * would cost more than what it finds), the documents no booking names are removed and logged.
 * Each process sweeps on its own: removing twice is harmless.
 */
export function strayDocumentsSweep(db: Db, files: FileStore, logger: Logger): Job {
  let due = 0;
  return {
    name: 'stray-documents-sweep',
    async run(now) {
      if (now.getTime() < due) return 0;
      // An outage waits for the next hour too: it is logged once, not every minute.
      due = now.getTime() + STRAY_AFTER_MS;
      const sweep = await sweepStrayDocuments(db, files, { now });
      for (const file of sweep.files)
        logger.info(
          { key: file.key, bytes: file.sizeBytes, writtenAt: file.writtenAt.toISOString() },
          'stray document removed: no booking names it',
        );
      for (const { file, reason } of sweep.failures)
        logger.warn(
          { key: file.key, cause: reason },
          'stray document not removed: tried next hour',
        );
      return sweep.files.length;
    },
  };
}
