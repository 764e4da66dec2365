import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The JSON of an answer, whatever its Content-Encoding (br, gzip or none). */
export async function decoded(res: Response): Promise<unknown> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : bytes;
  return JSON.parse(text.toString('utf8'));
}
