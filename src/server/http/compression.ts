import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { parseAccept } from 'hono/utils/accept';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with: brotli when the client takes it (smaller), else gzip, else none.
 * `q=0` refuses an encoding, `*` stands for any encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const any = accepts.find((a) => a.type === '*')?.q ?? 0;
  const quality = (encoding: Encoding) =>
    accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? any;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

const brotliText = (quality: number, size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

type Variant = { body: Uint8Array<ArrayBuffer>; etag: string };
export type PrecomputedJson = Record<Encoding | 'identity', Variant>;

const precomputedAnswers = new WeakMap<object, PrecomputedJson>();

/**
 * A JSON answer that depends only on the build's content, serialized, hashed and compressed
 * (best ratio: it is paid once) on its first request, then kept for the life of the process.
 * Each encoding is its own representation, so each has its own strong ETag.
 */
export function precomputedJson(value: object): PrecomputedJson {
  let answer = precomputedAnswers.get(value);
  if (!answer) {
    const identity = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    const variant = (body: Buffer, suffix: string): Variant => ({
      body: new Uint8Array(body),
      etag: `"${hash}${suffix}"`,
    });
    answer = {
      identity: variant(identity, ''),
      br: variant(brotliCompressSync(identity, brotliText(11, identity.length)), '-br'),
      gzip: variant(gzipSync(identity, { level: 9 }), '-gz'),
    };
    precomputedAnswers.set(value, answer);
  }
  return answer;
}

/** The tags If-None-Match names, for the weak comparison: `W/"x"` matches `"x"`; `*` anything. */
const namedTags = (ifNoneMatch: string) =>
  ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));

function matches(ifNoneMatch: string, answer: PrecomputedJson): boolean {
  const tags = namedTags(ifNoneMatch);
  return tags.includes('*') || Object.values(answer).some((variant) => tags.includes(variant.etag));
}

/**
 * Sends a precomputed JSON answer in the encoding the client prefers, or 304 when it already
 * holds any encoding of it (the content is the same). Typed as `c.json` so hono/client keeps
 * the answer's type.
 */
export function sendPrecomputed<T extends object>(
  c: Context,
  value: T,
  cacheControl: string,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const answer = precomputedJson(value);
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  const variant = answer[encoding ?? 'identity'];
  const headers = new Headers({
    ETag: variant.etag,
    Vary: 'Accept-Encoding',
    'Cache-Control': cacheControl,
  });
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && matches(ifNoneMatch, answer)) {
    return new Response(null, { status: 304, headers }) as never;
  }
  headers.set('Content-Type', 'application/json');
  headers.set('Content-Length', String(variant.body.byteLength));
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(variant.body, { headers }) as never;
}

/** Below this an answer goes as it is: compressing would save a few bytes at best. */
export const COMPRESS_THRESHOLD = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const compressible = /^(?:application\/json|text\/html)\b/;

/**
 * Pages are rendered at every request (seats change as people book), yet almost every request
 * renders the same bytes as the one before. Each distinct page is therefore also compressed with
 * brotli's best ratio, once, off the event loop, and kept by its content: the answers after the
 * first get those bytes (about 8 % fewer than the quick level's; gzip's best gains little). On a
 * phone network a page's first ~14 KB arrive in the first round trip, and this is what keeps the
 * listing and the trip pages within it. Bounded by size, the least recently sent forgotten first.
 */
class BestCompressions {
  private readonly kept = new Map<string, Uint8Array<ArrayBuffer>>();
  private readonly pending = new Set<string>();
  private size = 0;

  constructor(private readonly limit: number) {}

  /** The best compression of this content, when it is ready; asks for it otherwise. */
  take(key: string, body: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
    const best = this.kept.get(key);
    if (best) {
      this.kept.delete(key);
      this.kept.set(key, best);
      return best;
    }
    if (!this.pending.has(key)) {
      this.pending.add(key);
      void brotliAsync(body, brotliText(11, body.byteLength))
        .then((compressed) => this.keep(key, new Uint8Array(compressed)))
        .finally(() => this.pending.delete(key));
    }
    return undefined;
  }

  private keep(key: string, compressed: Uint8Array<ArrayBuffer>) {
    this.kept.set(key, compressed);
    this.size += compressed.byteLength;
    for (const [oldest, bytes] of this.kept) {
      if (this.size <= this.limit) break;
      this.kept.delete(oldest);
      this.size -= bytes.byteLength;
    }
  }
}

const bestPages = new BestCompressions(16 * 1024 * 1024);

/** A page's content hash: its validator, and its key among the best compressions. */
function contentHash(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}
const PAGE_TAG = /^W\/"([\w-]{27})"$/;

/** The validator of a page's bytes, as this middleware would give it: the render cache's. */
export const pageTag = (body: Uint8Array) => `W/"${contentHash(body)}"`;
const isPage = /^text\/html\b/;

/**
 * Compresses JSON answers and rendered pages of 1 KB or more on the fly (staff lists,
 * departures, bookings, every page's HTML).
 * node:zlib rather than hono's compress(): that one only skips small answers when they carry a
 * Content-Length (c.json sets none, so it would compress `{"status":"ok"}`), has no brotli and
 * streams without a Content-Length. These answers are already whole in memory, so each is measured,
 * compressed off the event loop (zlib's thread pool) at a quick level, and sent with its
 * length; a page once seen goes at the best level (BestCompressions). A page without a
 * validator gets its content's hash as one, so a browser that holds it is answered 304.
 * HEAD, 204/304, `no-transform` and answers already encoded or negotiated (the precomputed
 * ones) are left alone, without reading their body.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !compressible.test(type) ||
      noTransform.test(res.headers.get('Cache-Control') ?? '') ||
      varyAcceptEncoding.test(res.headers.get('Vary') ?? '') ||
      (length && Number(length) < COMPRESS_THRESHOLD)
    ) {
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const large = body.byteLength >= COMPRESS_THRESHOLD;
    const encoding = large ? preferredEncoding(c.req.header('accept-encoding')) : null;
    const page = isPage.test(type);
    // A page the render cache kept comes with its hash as its validator already.
    const kept = page ? PAGE_TAG.exec(headers.get('ETag') ?? '')?.[1] : undefined;
    const hash = page ? (kept ?? contentHash(body)) : '';
    if (page && res.status === 200 && (kept || !headers.has('ETag'))) {
      // Weak: the same page goes in several encodings, and at two levels of one.
      headers.set('ETag', `W/"${hash}"`);
      const ifNoneMatch = c.req.header('if-none-match');
      if (ifNoneMatch && holdsContent(ifNoneMatch, hash)) {
        headers.delete('Content-Type');
        headers.delete('Content-Length');
        if (large) headers.set('Vary', vary(headers.get('Vary')));
        c.res = undefined;
        c.res = new Response(null, { status: 304, headers });
        return;
      }
    }
    let sent = body;
    if (large) headers.set('Vary', vary(headers.get('Vary')));
    if (encoding) {
      sent =
        (page && encoding === 'br' && bestPages.take(hash, body)) ||
        new Uint8Array(
          encoding === 'br'
            ? await brotliAsync(body, brotliText(5, body.byteLength))
            : await gzipAsync(body),
        );
      headers.set('Content-Encoding', encoding);
      // The compressed bytes differ from the identity ones: a strong validator would lie.
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(sent.byteLength));
    // Replaced rather than merged: c.res's setter would rebuild the answer around a stream,
    // which @hono/node-server writes on its slow path instead of sending the bytes at once.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}

function holdsContent(ifNoneMatch: string, hash: string): boolean {
  const tags = namedTags(ifNoneMatch);
  return tags.includes('*') || tags.includes(`"${hash}"`);
}

const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function vary(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || varyAcceptEncoding.test(current)) return current;
  return `${current}, Accept-Encoding`;
}
