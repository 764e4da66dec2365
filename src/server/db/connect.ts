import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type Driver,
  type SqliteDialectConfig,
  sql,
  type KyselyPlugin,
  type PostgresPool,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { connectionTurns } from './connection-turns.ts';
import { makePrivateFile, makePrivateFolder, PRIVATE_FILE } from '../files/private-paths.ts';
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
  if (file !== ':memory:') {
    makePrivateFolder(path.dirname(file), { own: false });
    // Personal data: SQLite would create the file readable by everyone, and gives its log
    // (-wal, -shm) the database's own mode; one left by an earlier run is made private too.
    makePrivateFile(file);
    for (const log of [`${file}-wal`, `${file}-shm`]) {
      if (fs.existsSync(log)) fs.chmodSync(log, PRIVATE_FILE);
    }
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteOwnRollback({ database: bindBooleans(sqlite) }),
    plugins: [sqliteBooleans],
  });
}

/**
 * SQLite undoes a transaction by itself on some failures (a full disk, an I/O error): the
 * library's ROLLBACK after it would fail with "cannot rollback - no transaction is active" and
 * that error, not the cause, would reach the request. It rolls back only what is still open.
 */
class SqliteOwnRollback extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig & { database: SqliteDatabase.Database },
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const sqlite = this.config.database;
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/** COUNT(*) and other bigints come back as numbers, as they do on SQLite. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How long opening a new connection may take: longer means the server is unreachable. */
const CONNECTION_TIMEOUT_MS = 3000;
/** Connections in the pool, and how long a request waits its turn at them when all are busy. */
const POOL_SIZE = 10;
const TURN_WAIT_MS = 15_000;

function openPostgres(
  url: string,
  schema: string | undefined,
  onConnectionError: (error: Error) => void,
): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    types: pgTypes,
    // An unreachable server fails fast (503), never hangs the request.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection that dies while idle (server restarted, network cut) is dropped by the pool,
  // which then emits 'error': unheard, that event would stop the whole process.
  pool.on('error', onConnectionError);
  // One that dies while lent out fails its query; the client's own 'error' event must be heard
  // too, or a death between two queries of a transaction would stop the process. The pool
  // drops such a client when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // A request waits its turn here, so the pool is only asked when it has a connection to give
  // or to open: its short timeout then measures the server, not the queue.
  const turns = connectionTurns(POOL_SIZE, TURN_WAIT_MS);
  // Whatever stops the pool from lending a connection (refused, timed out, server starting
  // or shutting down, database closed to connections, busy past the wait) means the database
  // is unavailable.
  const lending: PostgresPool = {
    connect: async () => {
      const endTurn = await turns.take().catch((error: unknown) => {
        throw new DatabaseUnreachableError(error);
      });
      try {
        const client = await pool.connect();
        const giveBack = client.release.bind(client);
        client.release = (error) => {
          endTurn();
          giveBack(error);
        };
        return client;
      } catch (error) {
        endTurn();
        throw new DatabaseUnreachableError(error);
      }
    },
    end: () => pool.end(),
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: lending }) });
}

/** No connection to the database could be had; `cause` says why. */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super(`Database unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnreachableError';
  }
}

export type ConnectOptions = {
  /** Isolates a PostgreSQL test run in its own schema. */
  schema?: string;
  /** Told when a pooled PostgreSQL connection is lost (the pool replaces it on demand). */
  onConnectionError?: (error: Error) => void;
};

/** Opens the database: the SQLite file, or a pool of PostgreSQL connections. */
export function connectDatabase(target: DatabaseTarget, options: ConnectOptions = {}): Db {
  return target.kind === 'sqlite'
    ? openSqlite(target.file)
    : openPostgres(target.url, options.schema, options.onConnectionError ?? (() => undefined));
}

/** System error codes of a database server that cannot be reached (or stopped answering). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), class 53
 * (insufficient resources: too many connections, out of memory, disk full), and 57P01-57P03
 * (terminated by the administrator, crash, starting up or shutting down).
 */
const postgresUnavailable = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123])$/;

/** SQLite: the file is locked past busy_timeout, cannot be opened, read or written. */
const sqliteUnavailable = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/;

/** What pg and pg-pool say, without a code, when a connection is lost or cannot be made. */
const driverMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /driver has already been destroyed/i,
];

/**
 * Whether an error means the database cannot be reached right now (as opposed to a bug or a
 * refused statement): the visitor should be told to retry later, with 503, not 500. Looks
 * through `cause` and the errors of an AggregateError (one per address tried).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnreachableError) return true;
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || postgresUnavailable.test(code) || sqliteUnavailable.test(code)) {
      return true;
    }
  }
  if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/** What to log of an outage: the error's code and message, and its cause's, without stacks. */
export function outageCause(error: unknown, depth = 0): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  const own = [typeof code === 'string' ? code : null, typeof message === 'string' ? message : null]
    .filter(Boolean)
    .join(': ');
  return cause !== undefined && depth < 5 ? `${own} (${outageCause(cause, depth + 1)})` : own;
}

/** Whether `db` (or a transaction on it) speaks to PostgreSQL, for the few queries that differ. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The PostgreSQL schema `db` works in (tests isolate themselves in one each); none on SQLite. */
export async function currentSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  return (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name;
}
