import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { builtFiles } from './built-files.ts';

describe('builtFiles', () => {
  // A build as Vite writes it: a script with its brotli and gzip twins, a font, the template.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-built-'));
  const root = path.join(parent, 'client');
  fs.mkdirSync(root);
  const script = 'export const benvenuti = "Benvenuti a bordo di Maestrale Viaggi";\n'.repeat(20);
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'app-1a2b3c4d.js'), script);
  fs.writeFileSync(path.join(root, 'assets', 'app-1a2b3c4d.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'assets', 'app-1a2b3c4d.js.gz'), gzipSync(script));
  const font = new Uint8Array(2048).fill(3);
  fs.writeFileSync(path.join(root, 'assets', 'inter.woff2'), font);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'page-styles.json'), '{"pieces":[]}');
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
  fs.writeFileSync(path.join(parent, 'segreto.txt'), 'fuori dalla build');
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  const app = new Hono()
    .use(
      '/assets/*',
      builtFiles(root, (file) => (file.includes('-1a2b3c4d') ? 'immutable' : 'one hour')),
    )
    .get('/*', (c) => c.text('nessun file', 404));
  const ask = (address: string, headers: Record<string, string> = {}) =>
    app.request(address, { headers });

  it('sends a file in the encoding the browser prefers among those the build wrote', async () => {
    for (const [accepted, encoding, bytes] of [
      ['gzip, deflate, br', 'br', brotliCompressSync(script)],
      ['gzip', 'gzip', gzipSync(script)],
      ['identity', null, Buffer.from(script)],
    ] as const) {
      const res = await ask('/assets/app-1a2b3c4d.js', { 'accept-encoding': accepted });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('immutable');
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // A font has no compressed twin: it goes as it is, whatever the browser accepts.
    const res = await ask('/assets/inter.woff2', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('one hour');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(font);
  });

  it('answers a browser that holds the file with 304, and HEAD without the body', async () => {
    const first = await ask('/assets/inter.woff2');
    const modified = first.headers.get('last-modified')!;
    expect(new Date(modified).getTime()).not.toBeNaN();
    const again = await ask('/assets/inter.woff2', { 'if-modified-since': modified });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const older = new Date(Date.parse(modified) - 60_000).toUTCString();
    expect((await ask('/assets/inter.woff2', { 'if-modified-since': older })).status).toBe(200);

    const head = await app.request('/assets/app-1a2b3c4d.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(brotliCompressSync(script).length));
    expect(await head.text()).toBe('');
  });

  it('keeps what it sent in memory: the file goes on being served as it was read', async () => {
    const name = path.join(root, 'assets', 'app-1a2b3c4d.js');
    await ask('/assets/app-1a2b3c4d.js', { 'accept-encoding': 'identity' });
    fs.rmSync(name);
    const res = await ask('/assets/app-1a2b3c4d.js', { 'accept-encoding': 'identity' });
    expect(await res.text()).toBe(script);
    fs.writeFileSync(name, script);
  });

  it('sends nothing outside the build, nor the template, nor what is not there', async () => {
    const files = builtFiles(root, () => 'one hour');
    const everything = new Hono().use(files).get('/*', (c) => c.text('nessun file', 404));
    for (const address of [
      '/index.html',
      '/page-styles.json',
      '/../segreto.txt',
      '/..%2fsegreto.txt',
      '/assets/..%2f..%2fsegreto.txt',
      '/assets//app-1a2b3c4d.js',
      '/assets',
      '/assets/mancante.js',
    ]) {
      const res = await everything.request(address);
      expect([address, res.status, await res.text()]).toEqual([address, 404, 'nessun file']);
    }
    expect(await (await everything.request('/robots.txt')).text()).toBe('User-agent: *');
    expect((await app.request('/assets/app.js', { method: 'POST' })).status).toBe(404);
  });
});
