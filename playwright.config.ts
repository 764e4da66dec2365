import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; Playwright never downloads a browser here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The specs that time the browser's work: they need the machine's cores to themselves. */
const TIMING = /(main-thread|tap-response)\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A whole journey (choose a departure, two travellers, pay, the seats gone) takes 27-32 s on a
  // slow 2-core machine, with nothing waiting on a timer: the limit is for hangs, not for speed.
  // The longest (a booking, its documents and the back office; a server killed and restarted)
  // ask for three times this with test.slow().
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [/server-.*\.spec\.ts/, TIMING],
      // Staff journeys at the desk are run at 1280 only (DESK in fixtures.ts).
      grepInvert: /@desk/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
    {
      name: 'desktop',
      testIgnore: [/server-.*\.spec\.ts/, TIMING],
      use: { viewport: { width: 1280, height: 800 } },
    },
    /** The built server's own behaviour: start, refuse, stop. No browser. */
    { name: 'server', testMatch: /server-.*\.spec\.ts/ },
    /**
     * What the main thread spends and how soon a tap is answered, on a phone, measured with the
     * machine to itself: after every other spec, one at a time (`--no-deps` to run them alone).
     */
    {
      name: 'timing',
      testMatch: TIMING,
      dependencies: ['phone', 'desktop', 'server'],
      workers: 1,
      use: {
        // Playwright's own trace draws snapshots of the page in its main thread: it would be
        // timed as the page's work.
        trace: 'off',
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
});
