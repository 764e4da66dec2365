import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { decoded, decodedText } from '../testing/decoded.ts';
import { compressAnswers, preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('compressAnswers', () => {
  // The staff's booking list: well over a kilobyte of JSON, different at every request.
  const bookings = Array.from({ length: 40 }, (_, i) => ({
    id: `prenotazione-${i}`,
    traveller: 'Chiara Loiacono',
    destination: 'Maldive & Dubai',
    status: 'In attesa del bonifico',
  }));
  // A rendered page: well over a kilobyte of HTML.
  const page = `<!doctype html><html lang="it"><body><p>${'Benvenuti a bordo. '.repeat(100)}</p></body></html>`;
  const app = new Hono()
    .use(compressAnswers())
    .get('/bookings', (c) => c.json({ bookings }))
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/raw', (c) => {
      c.header('Cache-Control', 'no-transform');
      return c.json({ bookings });
    })
    .get('/page', (c) => c.html(page))
    .get('/small-page', (c) => c.html('<p>Benvenuti a bordo.</p>'))
    // A passport photo: JPEG bytes are compressed already.
    .get('/photo', (c) =>
      c.body(new Uint8Array(4096).fill(7), 200, { 'Content-Type': 'image/jpeg' }),
    );

  it.each([
    ['JSON answer', '/bookings', /^application\/json/, JSON.stringify({ bookings })],
    ['rendered page', '/page', /^text\/html/, page],
  ])(
    'sends a large %s in brotli, gzip or as it is, always the same once decoded',
    async (_, path, type, text) => {
      const answers = await Promise.all(
        ['gzip, deflate, br', 'gzip', 'identity'].map((accept) =>
          app.request(path, { headers: { 'accept-encoding': accept } }),
        ),
      );
      expect(answers.map((res) => res.headers.get('content-encoding'))).toEqual([
        'br',
        'gzip',
        null,
      ]);
      for (const res of answers) {
        expect(res.headers.get('content-type')).toMatch(type);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(await decodedText(res.clone())).toBe(text);
        expect(Number(res.headers.get('content-length'))).toBe(
          (await res.arrayBuffer()).byteLength,
        );
      }
      const [br, , identity] = answers;
      expect(Number(br!.headers.get('content-length'))).toBeLessThan(
        Number(identity!.headers.get('content-length')) / 4,
      );
    },
  );

  it('leaves small answers, HEAD, no-transform and answers of other types untouched', async () => {
    const headers = { 'accept-encoding': 'gzip, br' };
    const health = await app.request('/health', { headers });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('vary')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok' });

    const head = await app.request('/bookings', { method: 'HEAD', headers });
    expect(head.headers.get('content-encoding')).toBeNull();

    const raw = await app.request('/raw', { headers });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.json()).toEqual({ bookings });

    const small = await app.request('/small-page', { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<p>Benvenuti a bordo.</p>');

    const photo = await app.request('/photo', { headers });
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect(photo.headers.get('vary')).toBeNull();
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array(4096).fill(7));
  });

  it("keeps the answer's status and every cookie", async () => {
    const login = new Hono().use(compressAnswers()).post('/session', (c) => {
      c.header('Set-Cookie', 'sessione=abc; HttpOnly', { append: true });
      c.header('Set-Cookie', 'preferenze=mare; HttpOnly', { append: true });
      return c.json({ bookings }, 201);
    });
    const res = await login.request('/session', {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([
      'sessione=abc; HttpOnly',
      'preferenze=mare; HttpOnly',
    ]);
    expect(await decoded(res)).toEqual({ bookings });
  });

  it('never encodes an answer twice', async () => {
    const precompressed = new Hono().use(compressAnswers()).get('/catalogue', (c) => {
      c.header('Content-Encoding', 'gzip');
      c.header('Content-Type', 'application/json');
      return c.body(new Uint8Array(2048).fill(7));
    });
    const res = await precompressed.request('/catalogue', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(2048).fill(7));
  });
  describe('rendered pages', () => {
    // The listing as the server renders it: the same bytes until a seat is taken.
    let seatsLeft = 4;
    const listing = () =>
      `<!doctype html><html lang="it"><body><ul>${Array.from(
        { length: 21 },
        (_, i) =>
          `<li class="flex flex-col rounded-xl bg-white p-5"><h3>Viaggio ${i}</h3><p>Partenza il ${
            (i % 28) + 1
          } marzo, ${1200 + i * 37} € a persona.</p><span>${seatsLeft} su 10</span></li>`,
      ).join('')}</ul></body></html>`;
    const site = new Hono().use(compressAnswers()).get('/travels', (c) => c.html(listing()));

    it("sends a page seen before at brotli's best level: fewer bytes, the same page", async () => {
      const ask = () => site.request('/travels', { headers: { 'accept-encoding': 'br' } });
      const first = await ask();
      const quick = Number(first.headers.get('content-length'));
      await vi.waitFor(async () => {
        const later = await ask();
        expect(later.headers.get('content-encoding')).toBe('br');
        expect(Number(later.headers.get('content-length'))).toBeLessThan(quick);
        expect(await decodedText(later)).toBe(listing());
      });
    });

    it('answers 304 to a browser holding the page, and the page again once a seat is taken', async () => {
      const headers = { 'accept-encoding': 'br' };
      const first = await site.request('/travels', { headers });
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      // The same page in another encoding has the same validator.
      const plain = await site.request('/travels');
      expect(plain.headers.get('etag')).toBe(etag);

      const held = await site.request('/travels', {
        headers: { ...headers, 'if-none-match': etag! },
      });
      expect(held.status).toBe(304);
      expect(held.headers.get('etag')).toBe(etag);
      expect(await held.text()).toBe('');

      seatsLeft = 3;
      const changed = await site.request('/travels', {
        headers: { ...headers, 'if-none-match': etag! },
      });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(await decodedText(changed)).toContain('3 su 10');
    });
  });
});
