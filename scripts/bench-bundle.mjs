// The JavaScript each first page loads, gzip-compressed (level 9), against ARCHITECTURE.md's
// budget: the libraries' floor and the site's own code on top (`budgetOf`). Each page of the
// Lighthouse budgets is opened in Chromium at a phone's size as a first visit (an empty cache)
// on the built server, until the network has been quiet for half a second; every script it
// asked for counts, whoever asked: the entry, the application and React's renderer it starts
// after the first paint, the page's own module and what that one loads as it draws (a form's
// validation). What loads only as the visitor scrolls or taps does not,
// and what the page asks for once it is idle after its first paint (the code of a dialog drawn
// ahead of its press, from the page's `site:idle` mark on) is listed apart, outside the budget.
// Each file is weighed from the build, so the figure follows the code, not the network.
// Run after `npm run build`:
//   npm run bench:bundle            the five pages
//   npm run bench:bundle -- /about  the pages given
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltSite } from './bench/built-site.mjs';

/**
 * The libraries' floor (React, React Router, TanStack Query: decision 028) plus at most 25 KB of
 * the site's own code, 60 on the pages of a form (contact, booking, the ads' booking).
 */
const FLOOR_KB = 93;
const budgetOf = (page) =>
  FLOOR_KB + (/\/(contact|booking)$/.test(new URL(page, 'http://site').pathname) ? 60 : 25);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/travels', '/travel/maldive-dubai', '/contact', '/booking'];

const assets = path.resolve('dist/client');
const weight = new Map();
/** gzip -9 of a built file, in KB. */
function kb(file) {
  if (!weight.has(file))
    weight.set(
      file,
      gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length / 1024,
    );
  return weight.get(file);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-bench-bundle-'));
const { server, url } = startBuiltSite({
  DATABASE_URL: path.join(dir, 'bench.sqlite'),
  UPLOADS_DIR: path.join(dir, 'uploads'),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});

let over = false;
try {
  const base = await url;
  const rows = [];
  for (const page of pages) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    const scripts = new Set();
    tab.on('request', (request) => {
      const { origin, pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && origin === base) scripts.add(pathname);
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    // The scripts asked for from the idle mark on, by the browser's own resource timings.
    const onIdle = new Set(
      await tab.evaluate((mark) => {
        const idle = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= idle)
          .map((entry) => new URL(entry.name).pathname);
      }, 'site:idle'),
    );
    await context.close();

    const idle = [...scripts]
      .filter((file) => onIdle.has(file))
      .map((file) => ({ file, kb: kb(file) }));
    const files = [...scripts]
      .filter((file) => !onIdle.has(file))
      .map((file) => ({ file, kb: kb(file) }));
    // A page that loaded nothing was not the built site's (a build missing or failed): no figure.
    if (files.length === 0)
      throw new Error(`${page} loaded no script: run \`npm run build\` first.`);
    const total = files.reduce((sum, { kb }) => sum + kb, 0);
    over ||= total > budgetOf(page);
    rows.push({ page, total, files, idle });
  }

  // Files every page loads once, then each page's total and its own files, largest first.
  const everywhere = rows
    .map(({ files }) => new Set(files.map(({ file }) => file)))
    .reduce((common, next) => new Set([...common].filter((file) => next.has(file))));
  console.log('Every page:');
  for (const file of everywhere) console.log(`${kb(file).toFixed(1).padStart(7)} KB  ${file}`);
  for (const { page, total, files, idle } of rows) {
    const budget = budgetOf(page);
    const verdict = total > budget ? 'OVER BUDGET' : 'ok';
    console.log(`\n${total.toFixed(1).padStart(7)} KB  ${page} (budget ${budget} KB) ${verdict}`);
    files
      .filter(({ file }) => !everywhere.has(file))
      .sort((a, b) => b.kb - a.kb)
      .forEach(({ file, kb }) => console.log(`${kb.toFixed(1).padStart(7)} KB    ${file}`));
    if (idle.length === 0) continue;
    const idleTotal = idle.reduce((sum, { kb }) => sum + kb, 0);
    console.log(`${idleTotal.toFixed(1).padStart(7)} KB  then, on idle after the first paint:`);
    idle
      .sort((a, b) => b.kb - a.kb)
      .forEach(({ file, kb }) => console.log(`${kb.toFixed(1).padStart(7)} KB    ${file}`));
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
if (over) {
  console.error('\nOver budget.');
  process.exit(1);
}
