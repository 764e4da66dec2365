import type { Page } from '@playwright/test';
import { expect, scrollToFooter, test } from './fixtures.ts';

const PIXEL_ID = '123456789012345';

test.use({ serverEnv: { SITE_PIXEL_ID: PIXEL_ID } });

/**
 * Stands in for Meta's script (no network here): it takes over the queue the site built and
 * records each call, so the test sees exactly what the pixel would have sent.
 */
const fakePixel = `
  window.pixelCalls = [];
  window.fbq.callMethod = (...args) => window.pixelCalls.push(args);
  window.fbq.queue.splice(0).forEach((args) => window.fbq.callMethod(...args));
`;

test.beforeEach(async ({ page }) => {
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakePixel }),
  );
});

const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { pixelCalls?: unknown[][] }).pixelCalls ?? null);

test('a refusal is remembered and the pixel never loads', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => req.url().includes('facebook') && scripts.push(req.url()));
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'La tua privacy' });
  await expect(banner).toBeVisible();
  expect(scripts).toEqual([]);
  await banner.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToFooter(page);
  await expect(banner).toBeHidden();
  expect(scripts).toEqual([]);
  expect(await pixelCalls(page)).toBeNull();
});

test("the banner's Privacy Policy link opens the policy from any page", async ({ page }) => {
  await page.goto('/travels');
  await page
    .getByRole('region', { name: 'La tua privacy' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('after acceptance the pixel loads and an enquiry sends the Lead event', async ({ page }) => {
  await page.goto('/contact');
  await page
    .getByRole('region', { name: 'La tua privacy' })
    .getByRole('button', { name: 'Accetta' })
    .click();
  await expect
    .poll(() => pixelCalls(page))
    .toEqual([
      ['init', PIXEL_ID],
      ['track', 'PageView'],
      ['consent', 'grant'],
    ]);

  // The site has said where the visitor is (this machine's address: nowhere known): the pixel's
  // events carry the region.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('userCountryCode')))
    .toBe('unknown');
  await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
  await page.getByLabel('Email *').fill('chiara.loiacono@example.it');
  await page.getByLabel('Messaggio *').fill('Vorrei sapere le date di marzo per la Grecia.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Invia Messaggio' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Messaggio Inviato');
  expect((await pixelCalls(page))?.at(-1)).toEqual([
    'track',
    'Lead',
    {
      content_name: 'Vorrei sapere le date di marzo per la Grecia.',
      content_category: 'Travel Package',
      region: 'global',
    },
  ]);

  // The choice can be changed from the footer: a refusal silences the pixel.
  const footer = await scrollToFooter(page);
  await footer.getByRole('button', { name: 'Preferenze cookie' }).click();
  await page
    .getByRole('region', { name: 'La tua privacy' })
    .getByRole('button', { name: 'Rifiuta' })
    .click();
  await expect.poll(async () => (await pixelCalls(page))?.at(-1)).toEqual(['consent', 'revoke']);
});
