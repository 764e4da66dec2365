import { REFERENCE_INDEX, hostSpeed, traceFirstVisit } from '../../scripts/bench/main-thread.mjs';
import { expect, test } from './fixtures.ts';

/**
 * What the browser's main thread spends on a first visit of each page, unthrottled, from a
 * Chromium trace (issue 29). Machines differ: each visit is brought to a host of Lighthouse
 * benchmarkIndex 2,000 (the issue's, where the bare page takes ~160 ms) by the index measured
 * here just before it. The spec runs alone, after the others (the `timing` project): another
 * test's work on the same cores would be counted as the page's. The budget is 400 ms and this test fails at 50 % over a
 * page's ceiling; the ceilings are still today's work, which is over that budget (decision 039):
 * they come down to 400 ms as the work of issue 29 lands.
 */
const ceilings: Record<string, number> = {
  '/': 1300,
  '/travels': 1000,
  '/travel/maldive-dubai': 1000,
  '/contact': 650,
  '/booking': 850,
};

test.describe('the main thread on a first visit', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured at a phone’s size');

  for (const [path, ceiling] of Object.entries(ceilings)) {
    test(`${path} works at most ${ceiling * 1.5} ms on a host of index ${REFERENCE_INDEX}`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      // Each visit brought to the reference host by the host's speed taken just before it.
      const visits = [];
      for (let i = 0; i < 3; i += 1) {
        const { index, scale } = await hostSpeed(browser);
        const work = await traceFirstVisit(browser, `${baseURL}${path}`);
        visits.push({ ...work, index, scaled: scale(work.total) });
      }
      const median = visits.sort((a, b) => a.scaled - b.scaled)[1]!;
      const scaled = median.scaled;
      testInfo.annotations.push({
        type: 'main thread',
        description: `${median.total.toFixed(0)} ms here (benchmarkIndex ${median.index.toFixed(0)}), ${scaled.toFixed(0)} ms at ${REFERENCE_INDEX}; longest task ${median.longest.toFixed(0)} ms`,
      });
      expect(scaled, 'main-thread work, brought to the reference host').toBeLessThanOrEqual(
        ceiling * 1.5,
      );
    });
  }
});
