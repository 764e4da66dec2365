import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { preferredEncoding, type Encoding } from './compression.ts';

type BuiltFile = {
  type: string;
  modified: Date;
  /** The encodings the build wrote beside the file (`x.js.br`, `x.js.gz`). */
  encodings: Encoding[];
  /** Each encoding's bytes, read on its first request. */
  bodies: Map<Encoding | 'identity', Promise<Uint8Array<ArrayBuffer>>>;
};

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** The page template and its styles' pieces: the server's own, never sent as they are. */
const TEMPLATE_FILES = new Set(['/index.html', '/page-styles.json']);

const isFile = (file: string) => {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
};

/**
 * The built client's files (scripts, stylesheet, fonts, artwork), answered from memory: each is
 * read once, in each encoding the build wrote, and kept for the life of the process (the build
 * does not change under a running server; it is a few MB). A page's first visit asks for some
 * thirty of them: read from disk at every request, as a stream, they cost the server about
 * 60 ms of CPU per visit, which on a small host is taken from the visitors' pages and answers.
 * `cacheControl` names how long browsers keep a file.
 */
export function builtFiles(
  root: string,
  cacheControl: (file: string) => string,
): MiddlewareHandler {
  const files = new Map<string, BuiltFile>();

  function find(address: string): BuiltFile | undefined {
    // One address per file: none with `..`, `.` or an empty segment, so none outside the build.
    if (TEMPLATE_FILES.has(address) || path.posix.normalize(address) !== address) return undefined;
    const file = path.join(root, address);
    const stats = isFile(file);
    if (!stats?.isFile()) return undefined;
    const found: BuiltFile = {
      type: getMimeType(file) ?? 'application/octet-stream',
      modified: stats.mtime,
      encodings: (['br', 'gzip'] as const).filter((encoding) => isFile(file + SUFFIX[encoding])),
      bodies: new Map(),
    };
    files.set(address, found);
    return found;
  }

  function bytes(address: string, file: BuiltFile, encoding: Encoding | 'identity') {
    let body = file.bodies.get(encoding);
    if (!body) {
      const name = path.join(root, address) + (encoding === 'identity' ? '' : SUFFIX[encoding]);
      body = readFile(name).then((read) => new Uint8Array(read));
      // A read that failed (the build replaced under the server) is tried again next time.
      body.catch(() => file.bodies.delete(encoding));
      file.bodies.set(encoding, body);
    }
    return body;
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const address = c.req.path;
    const file = files.get(address) ?? find(address);
    if (!file) return next();
    const preferred = preferredEncoding(c.req.header('accept-encoding'));
    const encoding = preferred && file.encodings.includes(preferred) ? preferred : null;
    c.header('Cache-Control', cacheControl(address));
    c.header('Last-Modified', file.modified.toUTCString());
    if (file.encodings.length) c.header('Vary', 'Accept-Encoding');
    const since = Date.parse(c.req.header('if-modified-since') ?? '');
    if (since >= Math.floor(file.modified.getTime() / 1000) * 1000) return c.body(null, 304);
    const body = await bytes(address, file, encoding ?? 'identity');
    c.header('Content-Type', file.type);
    c.header('Content-Length', String(body.byteLength));
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body, 200);
  };
}
