import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context.ts';

export const PAGE_DATA_MARKER = '<!--page-data-->';

/**
 * Data the first page needs without a round trip, as JSON blocks the browser reads but
 * never runs (allowed by a CSP without inline scripts). `application/ld+json` blocks are
 * for search engines.
 */
export type PageData = {
  id: string;
  type: 'application/json' | 'application/ld+json';
  value: unknown;
}[];

export function pageDataTags(blocks: PageData): string {
  return blocks
    .map(({ id, type, value }) => {
      const json = JSON.stringify(value).replace(/</g, '\\u003c');
      return `<script type="${type}" id="${id}">${json}</script>`;
    })
    .join('\n    ');
}

type Page = {
  raw: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
};

function buildIndex(clientDir: string, blocks: PageData): Page | null {
  const file = path.join(clientDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8').replace(PAGE_DATA_MARKER, pageDataTags(blocks));
  const raw = Buffer.from(html);
  const bytes = (buffer: Buffer) => new Uint8Array(buffer);
  return { raw: bytes(raw), br: bytes(brotliCompressSync(raw)), gzip: bytes(gzipSync(raw)) };
}

/** Vite's /assets and the artwork carry a content hash in their names: cache them for a year. */
const HASHED = /[/\\](assets[/\\]|artwork[/\\].*\.[0-9a-f]{8}\.)/;

/**
 * Serves the built single-page app: index.html carries the page data and is never cached;
 * hashed files are cached for a year. Both come precompressed.
 */
export function spaRoutes(clientDir: string, blocks: PageData) {
  let index: Page | null | undefined;
  const app = new Hono<AppEnv>();
  const sendIndex = (accept: string | undefined) => {
    index ??= buildIndex(clientDir, blocks);
    if (!index) return null;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (accept?.includes('br'))
      return new Response(index.br, { headers: { ...headers, 'Content-Encoding': 'br' } });
    if (accept?.includes('gzip')) {
      return new Response(index.gzip, { headers: { ...headers, 'Content-Encoding': 'gzip' } });
    }
    return new Response(index.raw, { headers });
  };
  app.get('/', (c, next) => sendIndex(c.req.header('accept-encoding')) ?? next());
  app.get('/index.html', (c) => c.redirect('/', 301));
  app.use(
    '/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (file, c) => {
        c.header(
          'Cache-Control',
          HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    }),
  );
  return app;
}
