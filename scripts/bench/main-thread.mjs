// A page's work on the browser's main thread, read from a Chromium trace with Lighthouse's own
// trace model (the same tasks and groups as its "Minimize main-thread work" audit), unthrottled:
// what the host's CPU really spent, from the navigation to the end of the trace.
import fs from 'node:fs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** The trace categories Lighthouse records, without its JavaScript sampler (it slows scripts). */
export const traceCategories = [
  '-*',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.console',
  'blink.user_timing',
  'benchmark',
  'loading',
  'latencyInfo',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.screenshot',
  '__metadata',
];

/**
 * The page's main-thread tasks from its navigation on: their total, the longest, how many went
 * over 50 ms, and the time of each kind (Lighthouse's groups: script, style & layout, …), in ms.
 * `cpu` and `longestCpu` are the same tasks in the thread's own CPU time: on a host of two cores
 * the browser's other processes and the server take turns with the page's thread, and its tasks'
 * wall time carries their turns too (2-3× the thread's time here, and ±30 % from one visit to the
 * next, against ±8 % for the thread's time).
 */
export function mainThreadWork(traceEvents) {
  const trace = TraceProcessor.processTrace({ traceEvents });
  const tasks = MainThreadTasks.getMainThreadTasks(
    trace.mainThreadEvents,
    trace.frames,
    trace.timestamps.traceEnd,
    trace.timestamps.timeOrigin,
  ).filter((task) => task.startTime >= 0);
  const topLevel = tasks.filter((task) => !task.parent);
  const byGroup = {};
  for (const task of tasks) byGroup[task.group.id] = (byGroup[task.group.id] ?? 0) + task.selfTime;
  // Chromium gives each task its thread time (`tdur`, µs) beside its wall time.
  const cpu = topLevel.map((task) => (task.event.tdur ?? task.event.dur ?? 0) / 1000);
  return {
    total: topLevel.reduce((sum, task) => sum + task.duration, 0),
    longest: Math.max(0, ...topLevel.map((task) => task.duration)),
    cpu: cpu.reduce((sum, ms) => sum + ms, 0),
    longestCpu: Math.max(0, ...cpu),
    long: topLevel.filter((task) => task.duration > 50).length,
    byGroup,
    /**
     * The blocking time of these tasks on a CPU `slowdown` times slower, from their thread time:
     * what a phone's own thread would block, which the wall times Lighthouse multiplies overstate
     * on a host whose cores the server and the browser's other processes share (1.5-5× here).
     */
    blockingAt: (slowdown) => {
      // From the first paint on, as Lighthouse counts: a task across it, for its part after it.
      const firstPaint = TraceProcessor.processNavigation(trace).timings.firstContentfulPaint;
      return topLevel.reduce((sum, task, i) => {
        const after = task.startTime + task.duration - Math.max(task.startTime, firstPaint);
        if (after <= 0) return sum;
        return sum + Math.max(0, ((cpu[i] * after) / task.duration) * slowdown - 50);
      }, 0);
    },
  };
}

/** The phone Lighthouse emulates (a Moto G Power): the same screen for the traces. */
export const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * Opens `url` in a new page of `browser` (Playwright's Chromium) as a first visit, traces it until
 * the network has been quiet for half a second and the main thread is idle, and returns its
 * main-thread work (above). `cpuSlowdown` throttles the CPU as DevTools does.
 */
export async function traceFirstVisit(browser, url, options = {}, attempt = 1) {
  try {
    return await tracedVisit(browser, url, options);
  } catch (error) {
    // Chromium sometimes starts the page's renderer before the trace reaches it (the same
    // NO_NAVSTART as Lighthouse's): that visit measured nothing and is made again.
    if (attempt >= 3 || !/navigationStart/.test(error.message)) throw error;
    return traceFirstVisit(browser, url, options, attempt + 1);
  }
}

async function tracedVisit(browser, url, { cpuSlowdown = 1, save }) {
  const context = await browser.newContext(lighthousePhone);
  try {
    const page = await context.newPage();
    if (cpuSlowdown !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await browser.startTracing(page, { categories: traceCategories });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(
      () =>
        new Promise((idle) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(idle))),
        ),
    );
    const trace = await browser.stopTracing();
    if (save) fs.writeFileSync(save, trace);
    return mainThreadWork(JSON.parse(trace.toString()).traceEvents);
  } finally {
    await context.close();
  }
}

/** The Lighthouse benchmarkIndex of issue 29's host: figures of the tests are brought to it. */
export const REFERENCE_INDEX = 2000;

/**
 * This host's benchmarkIndex now, as busy as it is (about a second, in a page of `browser`), and
 * `scale`, which brings a duration measured now to the reference host.
 */
export async function hostSpeed(browser) {
  const page = await browser.newPage();
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return { index, scale: (ms) => (ms * index) / REFERENCE_INDEX };
}
