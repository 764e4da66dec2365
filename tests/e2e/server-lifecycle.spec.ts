import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { tableNames } from '../../src/server/db/database.ts';
import { launch, stopLaunched } from './server-harness.ts';

/** The built server on a SQLite file of its own unless the test names a database. */
function start(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-life-'));
  const server = launch(dir, { DATABASE_URL: path.join(dir, 'db.sqlite'), ...env });
  return { ...server, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

test.afterEach(stopLaunched);

test('the server refuses to start with an invalid IBAN and says why', async () => {
  const server = start({ SITE_IBAN: 'IT61X0542811101000000123456', PORT: 'tremila' });
  expect((await server.exited).code).toBe(1);
  const { stderr } = server.output();
  expect(stderr).toContain('The configuration is not valid');
  expect(stderr).toContain('PORT: ');
  server.cleanup();
});

test('SIGTERM finishes the request in flight, then stops within 5 seconds', async () => {
  const server = start({});
  const url = await server.listening;
  expect((await fetch(new URL('/readyz', url))).status).toBe(200);

  // A sign-in whose body is still arriving when the signal comes.
  const body = JSON.stringify({ email: 'staff@maestrale.example', password: 'non-la-so-ancora' });
  const response = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: '/api/staff/session',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => resolve(res.statusCode ?? 0),
    );
    request.on('error', reject);
    request.write(body.slice(0, 20));
    setTimeout(() => request.end(body.slice(20)), 500);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const signalled = Date.now();
  server.child.kill('SIGTERM');

  expect(await response).toBe(401);
  expect((await server.exited).code).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(5000);
  expect(server.output().stdout).toContain('"msg":"stopped"');
  server.cleanup();
});

test('its supervisor gone (stdin and stdout closed), the server stops by itself within 5 seconds', async () => {
  const server = start({});
  const url = await server.listening;
  expect((await fetch(new URL('/readyz', url))).status).toBe(200);

  // As when the process that started it is killed: nobody reads its log any more.
  const gone = Date.now();
  server.child.stdout.destroy();
  server.child.stdin.end();
  const stopped = await Promise.race([
    server.exited,
    new Promise((resolve) => setTimeout(() => resolve('still running'), 5000)),
  ]);
  expect(stopped).toEqual({ code: 0, signal: null });
  expect(Date.now() - gone).toBeLessThan(5000);
  server.cleanup();
});

test('with a certificate the site is served over HTTPS with HTTP/2, and stops cleanly', async () => {
  const cert = path.resolve('tests/fixtures/tls/cert.pem');
  const key = path.resolve('tests/fixtures/tls/key.pem');
  const server = start({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
  const url = await server.listening;
  expect(url.protocol).toBe('https:');

  const session = http2.connect(url, { ca: fs.readFileSync(cert) });
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const stream = session.request({ ':path': '/', 'accept-encoding': 'identity' });
      let status = 0;
      let body = '';
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.on('data', (chunk: Buffer) => (body += chunk));
      stream.on('end', () => resolve({ status, body }));
      stream.on('error', reject);
    },
  );
  expect(status).toBe(200);
  // The home, rendered on the server.
  expect(body).toContain('<div id="root" data-path="/">');
  expect(body).toMatch(/<h1[^>]*>VIAGGI DI GRUPPO ESCLUSIVI<\/h1>/);

  // An open HTTP/2 connection does not keep the server from stopping.
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  session.close();
  server.cleanup();
});

test('on PostgreSQL the server creates the same tables', async () => {
  const base = process.env.TEST_DATABASE_URL;
  test.skip(!base, 'TEST_DATABASE_URL is not set');
  const schema = `start_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(base!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const server = start({ DATABASE_URL: url.toString() });
    await server.listening;
    const { rows } = await admin.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = $1 and table_name not like 'kysely_%' order by 1`,
      [schema],
    );
    expect(rows.map((r) => r.table_name)).toEqual([...tableNames]);
    const seeded = await admin.query<{ n: string }>(
      `select count(*) as n from ${schema}.travel_dates`,
    );
    expect(Number(seeded.rows[0]!.n)).toBeGreaterThan(400);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    server.cleanup();
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
});
