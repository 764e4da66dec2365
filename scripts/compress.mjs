// Writes .br and .gz next to every compressible built file, so the server never compresses
// on the fly. index.html is left out: the server adds the configuration and compresses it once.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve('dist/client');
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
let count = 0;

for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
