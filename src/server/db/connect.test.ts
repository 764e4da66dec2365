import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL under a burst', () => {
  it('serves every request of a burst that keeps all connections busy past the connect timeout', async () => {
    const db = connectDatabase({ kind: 'postgres', url: url! });
    try {
      // 10 connections, 80 requests of 0.5 s each: the last ones wait about 3.5 s for a turn,
      // longer than a new connection may take, and still must be served, not refused.
      const started = Date.now();
      const answers = await Promise.allSettled(
        Array.from({ length: 80 }, () => sql`select pg_sleep(0.5)`.execute(db)),
      );
      expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
      expect(Date.now() - started).toBeGreaterThan(3500);
    } finally {
      await db.destroy();
    }
  }, 30_000);
});
