// The JavaScript and CSS the first page loads, gzip-compressed, against the budget in
// ARCHITECTURE.md (120 KB of JavaScript). Reads the built index.html: its entry script and
// the modules Vite preloads with it. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dir = path.resolve('dist/client');
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);

let js = 0;
for (const file of [...new Set(files)]) {
  const kb = gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length / 1024;
  if (file.endsWith('.js')) js += kb;
  console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${js.toFixed(1).padStart(7)} KB  JavaScript on the first page (budget ${BUDGET_KB} KB)`,
);
if (js > BUDGET_KB) {
  console.error('Over budget.');
  process.exit(1);
}
