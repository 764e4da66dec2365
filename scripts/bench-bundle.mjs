// The JavaScript and CSS each first page loads, gzip-compressed, against the budget of
// issue 17 (100 KB of JavaScript). Reads the built index.html (the entry script, the modules
// Vite preloads with it), page-styles.json (the whole stylesheet, loaded after the first paint;
// each page carries the rules it uses) and page-modules.json (what the entry starts after the
// first paint: the application and React's DOM renderer; and each page's own module).
// Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dir = path.resolve('dist/client');
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const { app, pages: pageModules } = JSON.parse(
  fs.readFileSync(path.join(dir, 'page-modules.json'), 'utf8'),
);
const { stylesheet } = JSON.parse(fs.readFileSync(path.join(dir, 'page-styles.json'), 'utf8'));
const common = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
]
  .map((m) => m[1])
  .concat(app, stylesheet);

const kb = (file) => gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length / 1024;
const jsOf = (files) => files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + kb(f), 0);

console.log('Every page:');
for (const file of [...new Set(common)])
  console.log(`${kb(file).toFixed(1).padStart(7)} KB  ${file}`);

// The pages of the table: the home draws with the application chunk alone.
const pages = {
  '/': null,
  '/travels': 'travels',
  '/travel/:id': 'destination',
  '/contact': 'contact',
};
let over = false;
console.log('\nJavaScript on the first page:');
for (const [page, module] of Object.entries(pages)) {
  const js = jsOf([...new Set([...common, ...(module ? pageModules[module] : [])])]);
  over ||= js > BUDGET_KB;
  console.log(`${js.toFixed(1).padStart(7)} KB  ${page} (budget ${BUDGET_KB} KB)`);
}
if (over) {
  console.error('Over budget.');
  process.exit(1);
}
