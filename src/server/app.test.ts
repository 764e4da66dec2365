import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from './security/staff-auth.ts';
import { testEngines, type TestDatabase } from './testing/databases.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe.each(testEngines)('HTTP API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db));
    await createStaffUser(
      database.db,
      { email: 'giulia@maestrale.example', name: 'Giulia', password: 'una-password-lunga' },
      new Date(),
    );
  });
  afterAll(async () => database.drop());

  it('answers /healthz and /readyz', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
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

  it('sends a hand-typed page path to its hash route', async () => {
    const res = await app.request('/travels', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/#/travels');
  });
});
