import { REFERENCE_INDEX, hostSpeed, traceFirstVisit } from '../../scripts/bench/main-thread.mjs';
import { expect, test } from './fixtures.ts';

/**
 * What the browser's main thread spends on a first visit of each page, unthrottled, from a
 * Chromium trace (issues 29 and 41): the page's tasks in the thread's own CPU time, which the
 * other processes of a 2-core host do not lengthen (their wall time does, 2-3× and unevenly:
 * decision 053). Machines differ: the median visit is brought to a host of Lighthouse
 * benchmarkIndex 2,000 (the issue's) by the fastest index measured before the three visits, the
 * CPU's own speed (a busy moment lowers the index as it lengthens the wall time). The spec runs
 * alone, after the others (the `timing` project), without Playwright's trace (its snapshots are
 * drawn in the page's thread). Every page is held to the budget: 400 ms of work and no task over
 * 50 (on 3 December, at index 2000: the home 299, the listing 276, a trip 236, /contact 182,
 * /booking 200; the longest task 16-34).
 */
const BUDGET_MS = 400;
const LONGEST_TASK_MS = 50;
const pages = ['/', '/travels', '/travel/maldive-dubai', '/contact', '/booking'];

test.describe('the main thread on a first visit', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured at a phone’s size');

  for (const path of pages) {
    test(`${path} works at most ${BUDGET_MS} ms, no task over ${LONGEST_TASK_MS}, on a host of index ${REFERENCE_INDEX}`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const indexes = [];
      const visits = [];
      for (let i = 0; i < 3; i += 1) {
        indexes.push((await hostSpeed(browser)).index);
        visits.push(await traceFirstVisit(browser, `${baseURL}${path}`));
      }
      const index = Math.max(...indexes);
      const median = visits.sort((a, b) => a.cpu - b.cpu)[1]!;
      const scale = (ms: number) => (ms * index) / REFERENCE_INDEX;
      const scaled = scale(median.cpu);
      testInfo.annotations.push({
        type: 'main thread',
        description: `${median.cpu.toFixed(0)} ms of the thread's time here (benchmarkIndex ${indexes.map((i) => i.toFixed(0)).join(', ')}), ${scaled.toFixed(0)} ms at ${REFERENCE_INDEX}; longest task ${median.longestCpu.toFixed(0)} ms; wall time ${median.total.toFixed(0)} ms`,
      });
      expect(scaled, 'main-thread work, brought to the reference host').toBeLessThanOrEqual(
        BUDGET_MS,
      );
      expect(scale(median.longestCpu), 'the longest task, brought there too').toBeLessThanOrEqual(
        LONGEST_TASK_MS,
      );
    });
  }
});
