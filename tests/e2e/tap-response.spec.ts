import type { Page } from '@playwright/test';
import { AIRPORT_AFTER_MS } from '../../src/domain/chat.ts';
import { REFERENCE_INDEX, hostSpeed } from '../../scripts/bench/main-thread.mjs';
import { expect, test } from './fixtures.ts';

/**
 * A tap is answered at once on a mid-range phone (issues 29 and 41): the CPU four times slower,
 * the page taken over by its code (`goto` waits for that), the visitor taps at once (a finger on
 * the screen: no locator's checks in the page). Two measures: the browser's own Event Timing,
 * from the finger to the next paint, and, what the visitor waits for, from the press to the first
 * frame in which the thing asked for (the dialog, the sheet, the menu) is on screen. The median of three
 * visits, each brought to a host of Lighthouse benchmarkIndex 2,000 (the issue's) by the index
 * measured just before it, as main-thread.spec.ts does: a slower host makes a slower phone. It
 * runs alone, after the other specs (the `timing` project).
 */
test.skip(({ isMobile }) => !isMobile, 'a phone’s taps');

const STAFF = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };
// Staff fill a departure up, for its waitlist's form.
test.use({ serverEnv: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password } });

/** The trip's first departure, full: staff set its free seats to none. */
async function fillFirstDeparture(page: Page, tripId: string) {
  const { request } = page;
  const { departures } = (await (
    await request.get(`/api/destinations/${tripId}/departures`)
  ).json()) as { departures: { id: string }[] };
  expect((await request.post('/api/staff/session', { data: STAFF })).status()).toBe(200);
  const full = await request.patch(`/api/staff/departures/${departures[0]!.id}`, {
    data: { spotsAvailable: 0 },
  });
  expect(full.status(), await full.text()).toBe(200);
  await request.delete('/api/staff/session');
}

const SLOWDOWN = 4;
const BUDGET_MS = 100;

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

/**
 * Watches the page's interactions (events with an `interactionId`: pointer down and up, click;
 * INP's own measure), each from input to next paint. `tapAnswered` resolves once the tap's
 * click has been handled and painted: the test queries nothing in the page meanwhile (its
 * queries run on the page's main thread and would delay the answer they measure).
 */
async function watchTaps(page: Page) {
  await page.evaluate(() => {
    const taps: string[] = [];
    const watch = window as unknown as { tapAnswered: Promise<string> };
    new PerformanceObserver((list) => {
      // interactionId: in Chromium, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId: number;
      })[])
        if (entry.interactionId > 0)
          taps.push(
            `${entry.name} ${entry.duration} (wait ${(entry.processingStart - entry.startTime).toFixed(0)}, handlers ${(entry.processingEnd - entry.processingStart).toFixed(0)}, paint ${(entry.startTime + entry.duration - entry.processingEnd).toFixed(0)})`,
          );
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    // Entries under 16 ms are never reported: a click without one within a second took less.
    watch.tapAnswered = new Promise((done) => {
      const answered = () => done(taps.join('; '));
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'click')) setTimeout(answered);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      document.addEventListener('click', () => setTimeout(answered, 1000), {
        capture: true,
        once: true,
      });
    });
  });
}

/**
 * From the finger's press to the first frame in which what it asked for (`selector`) is on
 * screen: a frame loop started by the press looks for it, shown and within the viewport, at the
 * start of each frame. A frame's own drawing is what Event Timing measures (the click's next
 * paint): the two together say when the answer was painted, without counting the work a page
 * does after it (a dialog's list hydrating).
 */
async function watchAnswer(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const watch = window as unknown as { answerShown: Promise<number> };
    watch.answerShown = new Promise((done) => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          box.width > 0 &&
          box.height > 0 &&
          box.left < innerWidth &&
          box.right > 0 &&
          box.top < innerHeight &&
          box.bottom > 0
        );
      };
      document.addEventListener(
        'pointerdown',
        (press) => {
          // Found before a frame's drawing: that frame shows it (its drawing's own time is
          // Event Timing's, measured beside).
          const look = (frame: number) => {
            if ([...document.querySelectorAll(selector)].some(shown)) done(frame - press.timeStamp);
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true, once: true },
      );
    });
  }, selector);
}

const answerShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { answerShown: Promise<number> }).answerShown);

const tapAnswered = (page: Page) =>
  page.evaluate(() => (window as unknown as { tapAnswered: Promise<string> }).tapAnswered);

/**
 * Each case's answer is timed both ways and both are reported; `checks` are those held to the
 * budget. The airport's dialog comes after the spec's pause (`pause`: it follows a chosen date
 * after 100 ms, a timer the CPU's speed does not change): what is held is the frame that shows it
 * once the pause is over. Not held: the waitlist's and a second traveller's next paint, which
 * carries the form's first drawing (53-103 ms), while the form itself is on screen within 40.
 */
const cases = [
  {
    name: 'the listing’s first filter',
    path: '/travels',
    tap: (page: Page) => page.getByRole('button', { name: 'Filtra risultati' }),
    answered: (page: Page) => page.getByRole('dialog'),
    shows: '[role="dialog"]',
    checks: { nextPaint: true, shown: true },
  },
  {
    name: '“Scegli la data” on a trip',
    path: '/travel/maldive-dubai',
    tap: (page: Page) => page.getByRole('button', { name: 'Scegli la data di partenza' }),
    answered: (page: Page) => page.getByRole('dialog'),
    shows: '[role="dialog"]',
    checks: { nextPaint: true, shown: true },
  },
  {
    name: 'the airport after a date on a trip',
    path: '/travel/maldive-dubai',
    // The dates open, and their code (the airport's dialog with it) has come.
    prepare: async (page: Page) => {
      await page.getByRole('button', { name: 'Scegli la data di partenza' }).click();
      await page.waitForLoadState('networkidle');
    },
    tap: (page: Page) => page.getByRole('link', { name: /^Prenota Ora:/ }).first(),
    answered: (page: Page) =>
      page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" }),
    shows: '[role="dialog"][data-state="open"]',
    pause: AIRPORT_AFTER_MS,
    checks: { nextPaint: true, shown: true },
  },
  {
    name: 'the waitlist’s form on a full departure',
    path: '/travel/maldive-dubai',
    prepare: async (page: Page) => {
      await fillFirstDeparture(page, 'maldive-dubai');
      await page.reload();
      await page.getByRole('button', { name: 'Scegli la data di partenza' }).click();
      await page.waitForLoadState('networkidle');
    },
    tap: (page: Page) =>
      page.getByRole('button', { name: /^Avvisami se si libera un posto:/ }).first(),
    answered: (page: Page) => page.getByRole('form', { name: /^Lista d’attesa:/ }),
    shows: 'form[aria-label^="Lista d’attesa"]',
    checks: { nextPaint: false, shown: true },
  },
  {
    name: 'a second traveller on the booking form',
    path: '/booking',
    tap: (page: Page) => page.getByRole('button', { name: 'Aggiungi viaggiatore' }),
    answered: (page: Page) => page.getByRole('group', { name: 'Viaggiatore 2' }),
    shows: '#traveller-1-firstName',
    checks: { nextPaint: false, shown: true },
  },
  {
    name: 'the menu on the home',
    path: '/',
    tap: (page: Page) => page.getByRole('button', { name: 'Apri il menu' }),
    answered: (page: Page) => page.getByRole('dialog'),
    shows: '#menu-del-sito',
    checks: { nextPaint: true, shown: true },
  },
];

for (const { name, path, prepare, tap, answered, shows, pause = 0, checks } of cases) {
  test(`${name} answers a tap within ${BUDGET_MS} ms at ${SLOWDOWN}× slowdown`, async ({
    page,
    browser,
  }, testInfo) => {
    await slowPhone(page);
    const answers: {
      ms: number;
      shown: number;
      index: number;
      scaled: number;
      scaledShown: number;
    }[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      // The host's speed just before the visit: each answer is brought to the reference host.
      const { index, scale } = await hostSpeed(browser);
      await page.goto(path);
      // As the issue measures it: the page hydrated, then idle (what it loads ahead of a press,
      // on idle after hydration, has come). The fixture's wait ends once what is near the
      // screen is hydrated: the parts far below are held back (decision 058).
      await page.waitForLoadState('networkidle');
      await prepare?.(page);
      // Where the finger lands, found first: Playwright's checks before a locator's tap() (the
      // role query, two frames of stability) run on the page's main thread, a finger's do not.
      await tap(page).scrollIntoViewIfNeeded();
      const box = (await tap(page).boundingBox())!;
      await watchTaps(page);
      await watchAnswer(page, shows);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const taps = await tapAnswered(page);
      // The spec's pause is no work of the page's: only what follows it is brought to the host.
      const shown = (await answerShown(page)) - pause;
      await expect(answered(page)).toBeVisible();
      const ms = Math.max(0, ...[...taps.matchAll(/ (\d+) \(/g)].map((m) => Number(m[1])));
      answers.push({ ms, shown, index, scaled: scale(ms), scaledShown: scale(shown) });
      testInfo.annotations.push({ type: 'tap', description: taps || 'every event under 16 ms' });
    }
    const median = answers.sort((a, b) => a.scaled - b.scaled)[1]!;
    const scaled = median.scaled;
    testInfo.annotations.push({
      type: 'median',
      description: `${median.ms} ms here (benchmarkIndex ${median.index.toFixed(0)}), ${scaled.toFixed(0)} ms at ${REFERENCE_INDEX}`,
    });
    if (checks.nextPaint)
      expect(scaled, 'from the tap to the next paint').toBeLessThanOrEqual(BUDGET_MS);
    // What the visitor waits for: the dialog itself on screen, not just a paint.
    const seen = answers.sort((a, b) => a.scaledShown - b.scaledShown)[1]!;
    testInfo.annotations.push({
      type: 'shown',
      description: `${pause ? `${pause} ms of the spec's pause, then ` : ''}${seen.shown.toFixed(0)} ms here (benchmarkIndex ${seen.index.toFixed(0)}), ${seen.scaledShown.toFixed(0)} ms at ${REFERENCE_INDEX}`,
    });
    if (checks.shown)
      expect(seen.scaledShown, 'from the tap to the frame that shows it').toBeLessThanOrEqual(
        BUDGET_MS,
      );
  });
}
