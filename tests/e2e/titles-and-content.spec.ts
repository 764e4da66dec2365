import type { Page } from '@playwright/test';
import { expect, scrollToFooter, test } from './fixtures.ts';

const brand = 'Maestrale Viaggi';

type Catalogue = { trips: { id: string; title: string }[] };

async function tripsOf(page: Page) {
  const response = await page.request.get('/api/catalogue');
  return ((await response.json()) as Catalogue).trips;
}

/**
 * The console's errors and the uncaught ones of `page`, from now on: React writes there a page
 * that hydrated differently from the server's HTML (errors #418, #423, #425).
 */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Until every element of the page is React's: the server's page has been hydrated whole (but
 * the preload hints React writes into the server's HTML, which it never takes over).
 */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const elements = [...(document.getElementById('root')?.querySelectorAll(':not(link)') ?? [])];
    return (
      elements.length > 0 &&
      elements.every((element) => Object.keys(element).some((key) => key.startsWith('__react')))
    );
  });
}

test.describe('without JavaScript, the server HTML is the whole page', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing shows every trip with its price and seats', async ({ page }) => {
    const trips = await tripsOf(page);
    expect(trips).toHaveLength(21);
    await page.goto('/travels');
    await expect(page.getByTestId('results-count')).toHaveText('21 risultati');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(21);
    for (const trip of trips) {
      const card = cards.filter({ has: page.getByRole('heading', { name: trip.title }) });
      await expect(card).toBeVisible();
      await expect(card.getByText(/€/).first()).toBeVisible();
    }
    await expect(cards.getByText('Posti disponibili').first()).toBeVisible();
    await expect(cards.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /\d/);
  });

  test("the home shows its trips and every section's heading", async ({ page }) => {
    const trips = await tripsOf(page);
    await page.goto('/');
    await expect(page.locator('[data-package]')).toHaveCount(6);
    for (const trip of trips) {
      await expect(page.getByRole('heading', { name: trip.title, exact: true })).toBeAttached();
    }
    await expect(page.getByText('Posti disponibili').first()).toBeVisible();
    for (const heading of [
      'Scegli il tuo prossimo viaggio',
      'Perché Scegliere Maestrale Viaggi',
      "Come Funziona l'Acquisto in 3 Step",
      'Viaggi in buone mani',
      'Tornati dalle Maldive',
      'Vieni a trovarci',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeAttached();
    }
    // The trust indicators fade in with JavaScript; without it they are shown as they are.
    await expect(page.getByRole('heading', { name: 'Viaggi in buone mani' })).toBeVisible();
    await expect(page.locator('#trust-pillar-section li').first()).toHaveCSS('opacity', '1');
  });
});

test('the tab names each page the visitor moves to', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Viaggi di gruppo organizzati da Bari | ${brand}`);
  await page.getByRole('link', { name: 'Scopri tutti i viaggi' }).first().click();
  await expect(page).toHaveURL(/\/travels$/);
  await expect(page).toHaveTitle(`Viaggi di Gruppo: tutte le destinazioni | ${brand}`);
  await page.getByRole('link', { name: 'Dettagli: Maldive & Dubai' }).click();
  await expect(page).toHaveURL(/\/travel\/maldive-dubai$/);
  await expect(page).toHaveTitle(`Maldive & Dubai – Viaggio di gruppo | ${brand}`);
  const footer = await scrollToFooter(page);
  await footer.getByRole('link', { name: 'Contattaci' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(`Contatta i nostri esperti | ${brand}`);
  await page.goBack();
  await expect(page).toHaveTitle(`Maldive & Dubai – Viaggio di gruppo | ${brand}`);
});

for (const address of ['/', '/travels', '/travel/maldive-dubai']) {
  test(`${address} hydrates as the server drew it, and nothing moves`, async ({ page }) => {
    const errors = errorsOf(page);
    // Every layout shift not caused by the visitor, from the first paint on.
    await page.addInitScript(() => {
      const watched = window as { shifts?: number };
      watched.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) watched.shifts = (watched.shifts ?? 0) + shift.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // goto waits for the first screens to be React's; the home's lower sections hydrate as the
    // visitor comes near them, below.
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as { shifts?: number }).shifts);
    expect(shifts, 'layout shift of the first screen').toBeLessThan(0.02);
    await scrollToFooter(page);
    // A trip's dates bring their code as they first open: then they are React's too.
    if (address.startsWith('/travel/')) {
      await page.getByRole('button', { name: 'Scegli la data di partenza' }).click();
    }
    await hydrated(page);
    expect(errors, 'errors in the console').toEqual([]);
  });
}
