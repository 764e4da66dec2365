import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { SiteConfig } from '#domain/site-config.ts';
import type { AppEnv } from './context.ts';

export const SITE_CONFIG_MARKER = '<!--site-config-->';

/** The page's data block: JSON the browser reads without running inline script. */
export function siteConfigTag(site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return `<script type="application/json" id="site-config">${json}</script>`;
}

type Page = {
  raw: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
};

function buildIndex(clientDir: string, site: SiteConfig): Page | null {
  const file = path.join(clientDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8').replace(SITE_CONFIG_MARKER, siteConfigTag(site));
  const raw = Buffer.from(html);
  const bytes = (buffer: Buffer) => new Uint8Array(buffer);
  return { raw: bytes(raw), br: bytes(brotliCompressSync(raw)), gzip: bytes(gzipSync(raw)) };
}

/**
 * Serves the built single-page app: index.html carries the agency's configuration and is
 * never cached; hashed files under /assets are cached for a year. Both come precompressed.
 */
export function spaRoutes(clientDir: string, site: SiteConfig) {
  let index: Page | null | undefined;
  const app = new Hono<AppEnv>();
  const sendIndex = (accept: string | undefined) => {
    index ??= buildIndex(clientDir, site);
    if (!index) return null;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (accept?.includes('br'))
      return new Response(index.br, { headers: { ...headers, 'Content-Encoding': 'br' } });
    if (accept?.includes('gzip'))
      return new Response(index.gzip, { headers: { ...headers, 'Content-Encoding': 'gzip' } });
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
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        c.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    }),
  );
  return app;
}
