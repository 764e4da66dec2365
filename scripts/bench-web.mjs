// Lighthouse (mobile, default throttling) on the built site, median of 3 runs per page,
// against the budgets of ARCHITECTURE.md. The site is served as visitors get it: over HTTPS
// with HTTP/2 (the test certificate of tests/fixtures/tls). Run after `npm run build`:
//   npm run bench:web            every page
//   npm run bench:web -- /#/travels
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
const budget = { score: 95, lcp: 1800, tbt: 100, cls: 0.02 };
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/#/travels', '/#/travel/maldive-dubai', '/#/contact', '/#/booking'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-bench-'));
const tls = { cert: 'tests/fixtures/tls/cert.pem', key: 'tests/fixtures/tls/key.pem' };
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: path.join(dir, 'bench.sqlite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    STOP_WHEN_STDIN_CLOSES: 'true',
    TLS_CERT_FILE: tls.cert,
    TLS_KEY_FILE: tls.key,
  },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const base = await new Promise((resolve, reject) => {
  readline.createInterface({ input: server.stdout }).on('line', (line) => {
    if (line.includes('"listening"')) resolve(JSON.parse(line).url);
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
    // The certificate is made for this run only.
    '--ignore-certificate-errors',
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let failed = false;
console.log('page                              score   LCP ms   TBT ms    CLS   JS KB');
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const { lhr } = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        // Every script the page loaded, as it travelled (compressed: brotli from this server).
        js:
          lhr.audits['resource-summary'].details.items.find(
            (item) => item.resourceType === 'script',
          ).transferSize / 1024,
      });
    }
    const m = Object.fromEntries(
      ['score', 'lcp', 'tbt', 'cls', 'js'].map((k) => [k, median(runs.map((r) => r[k]))]),
    );
    const ok =
      m.score >= budget.score && m.lcp <= budget.lcp && m.tbt <= budget.tbt && m.cls <= budget.cls;
    failed ||= !ok;
    console.log(
      `${page.padEnd(32)} ${String(m.score).padStart(6)} ${m.lcp.toFixed(0).padStart(8)} ${m.tbt.toFixed(0).padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${m.js.toFixed(1).padStart(7)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(
  `budgets: score >= ${budget.score}, LCP <= ${budget.lcp} ms, TBT <= ${budget.tbt} ms, CLS <= ${budget.cls}`,
);
process.exit(failed ? 1 : 0);
