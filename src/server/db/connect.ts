import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyPlugin, type UnknownRow } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { booleanColumns, type Database, type Db } from './database.ts';

/** SQLite has no boolean type: 0/1 come back as numbers, so turn them into booleans. */
const sqliteBooleans: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async ({ result }) => ({
    ...result,
    rows: result.rows.map((row) => {
      const out: UnknownRow = { ...row };
      for (const key of Object.keys(out)) {
        if (booleanColumns.has(key) && typeof out[key] === 'number') out[key] = out[key] === 1;
      }
      return out;
    }),
  }),
};

/** better-sqlite3 cannot bind JS booleans: bind them as 1/0. */
function bindBooleans(db: SqliteDatabase.Database): SqliteDatabase.Database {
  const toSqlite = (params: unknown[]) =>
    params.map((p) => (typeof p === 'boolean' ? Number(p) : p));
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'prepare') return Reflect.get(target, key, receiver);
      return (sql: string) => {
        const statement = target.prepare(sql);
        return new Proxy(statement, {
          get(stmt, method, r) {
            const value = Reflect.get(stmt, method, r);
            if (typeof value !== 'function') return value;
            if (['all', 'run', 'get', 'iterate'].includes(String(method))) {
              return (...args: unknown[]) =>
                value.apply(
                  stmt,
                  args.map((arg) => (Array.isArray(arg) ? toSqlite(arg) : arg)),
                );
            }
            return value.bind(stmt);
          },
        });
      };
    },
  });
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: bindBooleans(sqlite) }),
    plugins: [sqliteBooleans],
  });
}

/** COUNT(*) and other bigints come back as numbers, as they do on SQLite. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, schema?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the database; `schema` isolates a PostgreSQL test run in its own schema. */
export function connectDatabase(target: DatabaseTarget, options: { schema?: string } = {}): Db {
  return target.kind === 'sqlite'
    ? openSqlite(target.file)
    : openPostgres(target.url, options.schema);
}
