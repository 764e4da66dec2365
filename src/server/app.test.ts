import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from './security/staff-auth.ts';
import { testClientFiles } from './testing/client-files.ts';
import { testEngines, type TestDatabase } from './testing/databases.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe.each(testEngines)('HTTP API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  const client = testClientFiles();

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { env: { CLIENT_DIR: client.dir } }));
    await createStaffUser(
      database.db,
      { email: 'giulia@maestrale.example', name: 'Giulia', password: 'una-password-lunga' },
      new Date(),
    );
  });
  afterAll(async () => {
    await database.drop();
    client.remove();
  });

  it('answers /healthz and /readyz', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the database takes no write, nor with the data folder short of space', async () => {
    // Writes refused as a full disk or a read-only file refuses them; reads still work.
    if (engine.name === 'sqlite') {
      await sql`create trigger no_writes before update on catalogue_state
        begin select raise(abort, 'database or disk is full'); end`.execute(database.db);
    } else {
      await sql`create function no_writes() returns trigger language plpgsql as
        $$ begin raise exception 'could not extend file: No space left on device'; end $$`.execute(
        database.db,
      );
      await sql`create trigger no_writes before update on catalogue_state
        for each row execute function no_writes()`.execute(database.db);
    }
    const refused = await app.request('/readyz');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: { code: 'unavailable', message: 'Database unavailable' },
    });
    expect((await app.request('/healthz')).status).toBe(200);
    await sql`drop trigger no_writes${sql.raw(engine.name === 'sqlite' ? '' : ' on catalogue_state')}`.execute(
      database.db,
    );
    expect((await app.request('/readyz')).status).toBe(200);

    // A floor of free space no disk has: the folder is "short of space".
    const { app: crowded } = await createTestApp(database.db, {
      env: { DATA_DIR: os.tmpdir(), READY_MIN_FREE_MB: String(1024 ** 3) },
    });
    const full = await crowded.request('/readyz');
    expect(full.status).toBe(503);
    expect((await full.json()).error.message).toBe('Disk almost full');
  });

  it('gives an unknown API route the one error shape, with 404', async () => {
    const res = await app.request('/api/viaggi-spaziali');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'Risorsa non trovata: GET /api/viaggi-spaziali' },
    });
  });

  it('refuses a malformed JSON body with 400 and the error shape', async () => {
    const res = await app.request('/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "giulia@maestrale.example", ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', message: 'Il corpo della richiesta non è un JSON valido.' },
    });
  });

  it('names each invalid field in Italian', async () => {
    const res = await app.request('/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'giulia', password: '' }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({
      email: 'Inserisci un indirizzo email valido.',
      password: 'Inserisci la password.',
    });
  });

  it('signs staff in with an HttpOnly, SameSite=Strict cookie and out again', async () => {
    const wrong = await app.request('/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'giulia@maestrale.example', password: 'sbagliata' }),
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toBe('Email o password non corretti.');

    const res = await app.request('/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Giulia@Maestrale.example', password: 'una-password-lunga' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/mv_staff=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const token = cookie.split(';')[0]!;

    const me = await app.request('/api/staff/session', { headers: { cookie: token } });
    expect(await me.json()).toEqual({
      staff: expect.objectContaining({ email: 'giulia@maestrale.example' }),
    });

    expect(
      (await app.request('/api/staff/session', { method: 'DELETE', headers: { cookie: token } }))
        .status,
    ).toBe(204);
    expect((await app.request('/api/staff/session', { headers: { cookie: token } })).status).toBe(
      401,
    );
  });

  it('sends security headers on every response', async () => {
    const res = await app.request('/healthz');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
  });

  it('answers a hand-typed page path with that page, rendered', async () => {
    const res = await app.request('/travels', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<div id="root" data-path="/travels">');
    expect(html).toMatch(/<h1[^>]*>Viaggi di Gruppo<\/h1>/);
    expect(html).toMatch(/<h3[^>]*>Thailandia<\/h3>/);

    const trip = await app.request('/travel/maldive-dubai', { headers: { accept: 'text/html' } });
    expect(trip.status).toBe(200);
    expect(await trip.text()).toMatch(/<h1[^>]*>Maldive &amp; Dubai<\/h1>/);
  });

  it('renders a page as the same bytes while nothing changes: a browser holding it gets 304', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      app.request('/travels', { headers: { accept: 'text/html', ...headers } });
    const first = await ask();
    await new Promise((later) => setTimeout(later, 5));
    const again = await ask();
    expect(await again.text()).toBe(await first.text());
    const etag = first.headers.get('etag')!;
    expect(again.headers.get('etag')).toBe(etag);

    const held = await ask({ 'if-none-match': etag });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
  });

  it('answers an unknown address with the not-found page and 404, never a redirect', async () => {
    const res = await app.request('/viaggi-spaziali', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<h1[^>]*>Oops! Pagina non trovata<\/h1>/);

    const trip = await app.request('/travel/atlantide', { headers: { accept: 'text/html' } });
    expect(trip.status).toBe(404);
    expect(await trip.text()).toMatch(/<h1[^>]*>Destinazione non trovata<\/h1>/);
  });

  it('gives a write to an unknown address the JSON 404, not a page', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app.request('/viaggi-spaziali', {
        method,
        headers: { accept: 'text/html', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: {
          code: 'not_found',
          message: `Risorsa non trovata: ${method} /viaggi-spaziali`,
        },
      });
    }
  });
});
