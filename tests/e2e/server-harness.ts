import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import pg from 'pg';

/**
 * The built server as the "server" specs start it (not a spec itself): a throwaway database
 * read directly to judge what it kept, the process started as `npm start` would, and
 * bookings sent as the booking form sends them.
 */

export type Row = Record<string, unknown>;
export type Store = {
  engine: 'sqlite' | 'postgres';
  /** DATABASE_URL for the server. */
  url: string;
  /** The PostgreSQL database's name (null on SQLite). */
  name: string | null;
  read(sql: string): Promise<Row[]>;
  drop(): Promise<void>;
};

/** A statement on TEST_DATABASE_URL itself (creating and dropping databases). */
export async function adminQuery(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A SQLite file in `dir`, or a PostgreSQL database of its own named `{prefix}_{random}`. */
export async function createStore(
  engine: Store['engine'],
  dir: string,
  prefix: string,
): Promise<Store> {
  if (engine === 'sqlite') {
    const file = path.join(dir, 'db.sqlite');
    return {
      engine,
      url: file,
      name: null,
      async read(sql) {
        const db = new SqliteDatabase(file, { fileMustExist: true });
        try {
          return db.prepare(sql).all() as Row[];
        } finally {
          db.close();
        }
      },
      async drop() {},
    };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    engine,
    url: url.toString(),
    name,
    async read(sql) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The servers a test started: `stopLaunched` stops them after it. */
const launched: { output(): { stdout: string; stderr: string }; stop(): Promise<void> }[] = [];

/** The built server, started as `npm start` would start it, its uploads under `dir`. */
export function launch(dir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH!,
      HOST: '127.0.0.1',
      PORT: '0',
      UPLOADS_DIR: path.join(dir, 'uploads'),
      STOP_WHEN_STDIN_CLOSES: 'true',
      CLIENT_IP_HEADER: 'x-forwarded-for',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<URL>((resolve, reject) => {
    child.stdout.on('data', () => {
      const line = stdout.split('\n').find((l) => l.includes('"listening"'));
      if (line) resolve(new URL(JSON.parse(line).url));
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`exited with ${code ?? signal}: ${stderr}`)),
    );
  });
  listening.catch(() => undefined);
  const server = {
    child,
    exited,
    listening,
    output: () => ({ stdout, stderr }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  launched.push(server);
  return server;
}

export type Server = ReturnType<typeof launch>;

/** Waits until the server has printed `text` (e.g. that it is stopping). */
export async function printed(server: Server, text: string) {
  await expect.poll(() => server.output().stdout.includes(text), { timeout: 5000 }).toBe(true);
}

/** Stops every server the test started, their output attached when it failed. */
export async function stopLaunched() {
  const testInfo = test.info();
  for (const [i, server] of launched.splice(0).entries()) {
    if (testInfo.status !== testInfo.expectedStatus) {
      const { stdout, stderr } = server.output();
      await testInfo.attach(`server ${i + 1} output`, {
        body: `${stdout.slice(-20_000)}\n--- stderr ---\n${stderr}`,
        contentType: 'text/plain',
      });
    }
    await server.stop();
  }
}

export type DepartureView = { id: string; spotsAvailable: number; totalSpots: number };

export async function departuresOf(url: URL, destinationId: string): Promise<DepartureView[]> {
  const response = await fetch(new URL(`/api/destinations/${destinationId}/departures`, url));
  expect(response.status).toBe(200);
  return ((await response.json()) as { departures: DepartureView[] }).departures;
}

/** The booking form's JSON: traveller `n`'s names, passport and e-mail (`ospite{n}@…`). */
export function bookingBody(
  destinationId: string,
  departureId: string | null,
  travellers: number,
  n: number,
) {
  return JSON.stringify({
    destinationId,
    departureId,
    airport: 'Milano Malpensa',
    travellers: Array.from({ length: travellers }, (_, k) => ({
      firstName: ['Giulia', 'Marco', 'Sara'][k],
      lastName: `Esposito ${n}`,
      birthDate: '14/05/1990',
      address: `Via dei Mille ${n}, Napoli`,
      passportNumber: `YA${String(n * 10 + k).padStart(7, '0')}`,
      ...(k === 0 ? { email: `ospite${n}@example.com`, phone: '+39 333 123 4567' } : {}),
    })),
  });
}

/** Each request from its own address, so the per-address booking limit never counts. */
export function addressOf(n: number) {
  return `10.${20 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

export function postBooking(url: URL, body: string, n: number) {
  return fetch(new URL('/api/bookings', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) },
    body,
  });
}
