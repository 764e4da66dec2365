import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../db/connect.ts';
import type { Db } from '../db/database.ts';

export type TestDatabase = {
  db: Db;
  /** One more connection to the same database, as another server process has (close it). */
  connectAgain(): Db;
  drop(): Promise<void>;
};
export type TestEngine = { name: 'sqlite' | 'postgres'; open(): Promise<TestDatabase> };

/** A fresh SQLite file in a temporary folder. */
const sqlite: TestEngine = {
  name: 'sqlite',
  async open() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-db-'));
    const target = { kind: 'sqlite', file: path.join(dir, 'test.sqlite') } as const;
    const db = connectDatabase(target);
    return {
      db,
      connectAgain: () => connectDatabase(target),
      async drop() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/**
 * The database of this Vitest worker beside TEST_DATABASE_URL's (`test_w1`, `test_w2`…), made on
 * first use. Kysely's migrator reads the tables of every schema it can see, and fails on one
 * another worker drops meanwhile: each worker keeps to its own database, whose files run one
 * after the other.
 */
let workerDatabase: Promise<string> | null = null;
function ownDatabase(url: string): Promise<string> {
  workerDatabase ??= (async () => {
    const own = new URL(url);
    const name = `${own.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '0'}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } catch (error) {
      // Made by an earlier run: its schemas were dropped as their tests ended.
      if ((error as { code?: string }).code !== '42P04') throw error;
    } finally {
      await admin.end();
    }
    own.pathname = `/${name}`;
    return own.toString();
  })();
  return workerDatabase;
}

/** A schema of its own on the worker's database, dropped afterwards, so files never meet. */
function postgres(base: string): TestEngine {
  return {
    name: 'postgres',
    async open() {
      const url = await ownDatabase(base);
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const db = connectDatabase({ kind: 'postgres', url }, { schema });
      return {
        db,
        connectAgain: () => connectDatabase({ kind: 'postgres', url }, { schema }),
        async drop() {
          await db.destroy();
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop schema ${schema} cascade`);
          await client.end();
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL
  ? [sqlite, postgres(process.env.TEST_DATABASE_URL)]
  : [sqlite];
