import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The text of an answer, whatever its Content-Encoding (br, gzip or none). */
export async function decodedText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : bytes;
  return text.toString('utf8');
}

/** The JSON of an answer, whatever its Content-Encoding. */
export async function decoded(res: Response): Promise<unknown> {
  return JSON.parse(await decodedText(res));
}
