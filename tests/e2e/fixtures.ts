import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CreatedBooking } from '../../src/domain/booking.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from '../../src/server/testing/smtp.ts';

/** The server of a worker, and its database file (tests may read what it stored). */
type Server = { url: string; databaseFile: string };

/** The real built server on a random port with its own SQLite file, one per worker. */
async function startServer(
  extraEnv: Record<string, string>,
): Promise<{ server: Server; process: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-e2e-'));
  const databaseFile = path.join(dir, 'e2e.sqlite');
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseFile,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      // Without SMTP the site writes its e-mails as files: the worker's folder, not the clone's.
      MAIL_DIR: path.join(dir, 'mail'),
      CLIENT_DIR: 'dist/client',
      STOP_WHEN_STDIN_CLOSES: 'true',
      // Every browser of the suite books from 127.0.0.1, one address for the caps on unpaid
      // seats: a day's allowance of one visitor would stop the suite (the caps have API tests).
      // Bookings made by `book()` name addresses of their own, as visitors behind a proxy do.
      CLIENT_IP_HEADER: 'x-forwarded-for',
      MAX_UNPAID_SEATS_PER_ADDRESS: '1000',
      ...extraEnv,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.includes('"listening"')) resolve(JSON.parse(line).url as string);
    });
    child.once('exit', (code) =>
      reject(new Error(`The server stopped before listening (exit ${code})`)),
    );
  });
  return { server: { url, databaseFile }, process: child, dir };
}

/**
 * The server's e-mails go over SMTP to `mailbox`, and their links lead to the server itself;
 * passkeys belong to the site's host name (`siteHost`), which an IP address cannot be. Either
 * way SITE_URL must be known before it starts, so the port is chosen first.
 */
async function siteEnv(
  mailbox: TestSmtpServer | null,
  siteHost: string,
): Promise<Record<string, string>> {
  if (!mailbox && siteHost === '127.0.0.1') return {};
  const port = await freePort();
  return {
    PORT: String(port),
    SITE_URL: `http://${siteHost}:${port}`,
    ...(mailbox ? { SMTP_URL: mailbox.url } : {}),
  };
}

/**
 * What the browser writes on the console that is no error of the page: its note of a refused
 * request (a status the test asserts), and the e-mail preview's sandboxed frame refusing scripts
 * (the test tools' own: the frame runs none).
 */
const expectedNote =
  /^(Failed to load resource|Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed)/;

/**
 * In the page, before the site's code: the hook React DevTools use, which React calls after each
 * commit. The page is React's once every element of #root is (React marks each element it owns
 * with a `__reactFiber$` key; a part whose code is still loading keeps the server's elements,
 * unmarked) and the commit's effects have run: then its buttons live. A part the site hydrates
 * only as the visitor comes near it (`data-hydrates-near-screen`) counts once it is near; a
 * popover's whose code comes as it first opens (`data-hydrates-when-opened`), not while closed.
 */
function watchHydration() {
  const page = window as unknown as {
    siteHydrated?: boolean;
    __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
  };
  const owned = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const check = () => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild) return;
    // Not the <link rel="preload"> React writes for a page's first picture: hydration skips it.
    const waiting = (element: Element) => {
      // A closed popover's content whose code comes when it first opens (a trip's dates).
      const onOpening = element.parentElement?.closest('[data-hydrates-when-opened]');
      if (onOpening && !onOpening.closest(':popover-open')) return true;
      const part = element.parentElement?.closest('[data-hydrates-near-screen]');
      if (!part) return false;
      // As near as the site's own observer asks: the attribute says how near ("1200px"). A
      // part scrolled past in one jump was never near: it waits too.
      const near = Number.parseInt(part.getAttribute('data-hydrates-near-screen')!, 10);
      const { top, bottom } = part.getBoundingClientRect();
      return top > window.innerHeight + near || bottom < -near;
    };
    page.siteHydrated = [...root.querySelectorAll(':not(link)')].every(
      (element) => owned(element) || waiting(element),
    );
  };
  // Once the page is React's, a commit only adds React's own elements: no more checks, whose
  // walk over every element (30 ms at 4× on the home) would delay what the tests measure.
  const checkUntilHydrated = () => {
    if (!page.siteHydrated) check();
  };
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    // After React's own work of the commit, its effects included.
    onCommitFiberRoot: () => setTimeout(checkUntilHydrated),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: checkUntilHydrated,
  };
  // Scrolling brings a part near the screen: the page waits for it again.
  window.addEventListener('scroll', () => setTimeout(check), { passive: true });
}

/**
 * The server's HTML is on screen before the site's code has run: a click then would do nothing
 * (a visitor would tap again). `goto` and `reload` wait for React to have taken the page over,
 * unless the test asks for the page's first bytes (`waitUntil: 'commit'`) to act at once.
 */
function waitForHydrationOnLoad(page: Page) {
  const hydrated = () =>
    page.waitForFunction(() => (window as { siteHydrated?: boolean }).siteHydrated === true);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

export const test = base.extend<
  { externalRequests: string[]; pageErrors: string[] },
  {
    server: Server;
    serverEnv: Record<string, string>;
    withMailbox: boolean;
    siteHost: string;
    mailbox: TestSmtpServer | null;
  }
>({
  /** Configuration for a file's server, e.g. `test.use({ serverEnv: { SITE_CHAT_ENABLED: 'false' } })`. */
  serverEnv: [{}, { scope: 'worker', option: true }],
  /** `test.use({ withMailbox: true })`: the file's server sends its e-mails to `mailbox`. */
  withMailbox: [false, { scope: 'worker', option: true }],
  /** `test.use({ siteHost: 'localhost' })`: the site's address by name, as WebAuthn needs. */
  siteHost: ['127.0.0.1', { scope: 'worker', option: true }],
  /** An SMTP server in the test's process that keeps every message received (else null). */
  mailbox: [
    async ({ withMailbox }, use) => {
      if (!withMailbox) return use(null);
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ serverEnv, mailbox, siteHost }, use) => {
      const site = await siteEnv(mailbox, siteHost);
      const started = await startServer({ ...site, ...serverEnv });
      const { url } = started.server;
      await use({ ...started.server, url: site.SITE_URL ?? url });
      started.process.kill('SIGTERM');
      await new Promise((resolve) => started.process.once('exit', resolve));
      fs.rmSync(started.dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  /**
   * Each test is a visitor of its own address: the public writes' per-address limits (10
   * bookings, 10 transfer declarations in 10 minutes) count one test's requests, not those of
   * every test the worker's server has seen.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  extraHTTPHeaders: async ({}, use) =>
    use({ 'x-forwarded-for': `10.8.${randomInt(256)}.${randomInt(256)}` }),
  /** Every test fails if a page asked for anything outside 127.0.0.1 (CDN fonts, images…). */
  externalRequests: [
    async ({ context }, use) => {
      const external: string[] = [];
      await context.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => {
          external.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(external);
      expect(external, 'requests that left 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * The errors of the test's pages: thrown and never caught, or written to the console (React
   * reports there a page that hydrated differently from the server's HTML). The test fails on
   * any left at its end; one that provokes an error on purpose takes it out.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  pageErrors: async ({}, use) => {
    const errors: string[] = [];
    await use(errors);
    expect(errors, 'errors in the pages').toEqual([]);
  },
  /** Every page reports to pageErrors; with JavaScript, goto and reload wait for hydration. */
  context: async ({ context, javaScriptEnabled, pageErrors: errors }, use) => {
    if (javaScriptEnabled) await context.addInitScript(watchHydration);
    context.on('page', (page) => {
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedNote.test(message.text())) {
          errors.push(message.text());
        }
      });
      if (javaScriptEnabled) waitForHydrationOnLoad(page);
    });
    await use(context);
  },
});

export { expect };

/**
 * A staff journey at the desk alone: the back office is made for 1280 px down to a 768 px tablet
 * (issue 31), so the phone project leaves it out (playwright.config.ts). Journeys with a
 * visitor's part stay at both widths, and so do the back office's accessibility checks.
 */
export const DESK = { tag: '@desk' };

/**
 * The site's script files held back, as a slow phone receives them, until `release()`: only the
 * small first script written into the page's head runs (vite.config.ts).
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Scrolls down the way a visitor does, so lazily loaded sections and the footer arrive. */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  for (let i = 0; i < 40 && !(await footer.isVisible()); i += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(50);
  }
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

/** No WCAG 2.1 A/AA violation on the page as it stands, judged once animations have settled. */
export async function expectAccessible(page: Page) {
  // A style just changed (a toast just mounted) starts its transition at the next frames: only
  // then does getAnimations() list it.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  // A toast that starts to leave while axe reads the page (its five seconds run out on a slow
  // host) would fade under it: without motion it stands or is gone, as sonner draws it then.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    // axe tests a frame by running its script inside, which a frame sandboxed without scripts
    // (the back office's e-mail preview) refuses: the analysis would wait for it until timeout.
    .exclude('iframe[sandbox=""]')
    // A toast fading in or out is half transparent: its contrast is judged once it stands.
    .exclude('[data-sonner-toast][data-removed="true"], [data-sonner-toast][data-mounted="false"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/** Catches every WhatsApp address the page opens, answering for wa.me (no network here). */
export async function interceptChat(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.route('https://wa.me/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  return opened;
}

/**
 * A booking of two travellers on a trip's first departure with two seats free that asks a deposit
 * (the nearest ones are paid in one transfer), made as the form makes it. Its code
 * and the primary traveller's e-mail, the pair that finds it again, its private link's token, and
 * the departure whose seats it took.
 */
export async function book(
  request: APIRequestContext,
  trip: string,
  lastName: string,
  { passportExpiry }: { passportExpiry?: string } = {},
) {
  const response = await request.get(`/api/destinations/${trip}/departures`);
  const { departures } = (await response.json()) as {
    departures: { id: string; spotsAvailable: number; paymentPlan: string }[];
  };
  // Other tests on this worker's server may have taken seats of the first departures.
  const departure = departures.find(
    (candidate) => candidate.spotsAvailable >= 2 && candidate.paymentPlan === 'deposit',
  );
  const email = `elena.${lastName.toLowerCase()}@example.it`;
  const traveller = (firstName: string, primary: boolean) => ({
    firstName,
    lastName,
    birthDate: '14/05/1990',
    address: 'Via Sparano 12, 70121 Bari',
    passportNumber: `YA${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    passportExpiry: primary ? passportExpiry : undefined,
    email: primary ? email : null,
    phone: primary ? '3331234567' : null,
  });
  const created = await request.post('/api/bookings', {
    headers: { 'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(256)}` },
    data: {
      destinationId: trip,
      departureId: departure!.id,
      airport: 'Roma Fiumicino',
      travellers: [traveller('Elena', true), traveller('Luca', false)],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, bookingPageToken } = (await created.json()) as CreatedBooking;
  return { code: id, email, token: bookingPageToken, departureId: departure!.id };
}

export type ChosenDeparture = {
  id: string;
  startDate: string;
  endDate: string;
  price: number;
  spotsAvailable: number;
  paymentPlan: 'deposit' | 'in_full';
};

/** A traveller as the booking form keeps them in the browser (companions give no contacts). */
export const formTraveller = (firstName: string, lastName: string, email: string | null) => ({
  firstName,
  lastName,
  birthDate: '1984-07-21',
  address: 'Via Roma 5, 73100 Lecce',
  passportNumber: `YD${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
  email,
  phone: email ? '3207654321' : null,
});

/**
 * The first departure of Grecia that asks a deposit and its travellers, as the booking form leaves them in the
 * browser before the payment page stores the booking.
 */
export async function leaveUnsavedBooking(
  page: Page,
  request: APIRequestContext,
  travellers: ReturnType<typeof formTraveller>[],
): Promise<ChosenDeparture> {
  const response = await request.get('/api/destinations/grecia/departures');
  const { departures } = (await response.json()) as { departures: ChosenDeparture[] };
  const departure = departures.find((candidate) => candidate.paymentPlan === 'deposit')!;
  await page.goto('/');
  await page.evaluate(
    ({ chosen, travellers }) => {
      localStorage.setItem(
        'bookingData',
        JSON.stringify({
          destinationId: 'grecia',
          departureId: chosen.id,
          destinationTitle: 'Grecia: Atene & Santorini',
          startDate: chosen.startDate,
          endDate: chosen.endDate,
          tripDays: 7,
          nights: 6,
          airport: 'Roma Fiumicino',
          price: chosen.price,
          coordinators: 'Giulia & Marco',
          seatsLeft: chosen.spotsAvailable,
          paymentPlan: chosen.paymentPlan,
        }),
      );
      localStorage.setItem('travelersData', JSON.stringify(travellers));
    },
    { chosen: departure, travellers },
  );
  return departure;
}
