// Screenshots of pages at phone and desktop width, to look at what we build:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 / /privacy-policy
// Files go to test-results/screenshots/<page>-<width>.png (full page).
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', ...routes] = process.argv.slice(2);
const out = 'test-results/screenshots';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width === 390 ? 844 : 800 },
    locale: 'it-IT',
  });
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(`${base}${route}`);
    await page.waitForLoadState('networkidle');
    // Scroll through once, as a visitor would, so lazy sections load and cards fade in.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(900);
    const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    console.log(`${out}/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
