import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('the team pages', () => {
  test('/team lists the four people, the first two in evidence', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Il Team' })).toBeVisible();
    await expect(page).toHaveTitle(/^Il Team \| Maestrale Viaggi/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const name of [
      'Giulia Lorusso',
      'Marco De Santis',
      'Francesca Amoruso',
      'Davide Colella',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('In evidenza', { exact: true })).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('In evidenza');
    await expect(cards.nth(1)).toContainText('In evidenza');
    await expect(cards.nth(2)).not.toContainText('In evidenza');
    await expect(page.getByRole('button', { name: /^Copia link del profilo/ })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Marco De Santis' })).toHaveAttribute(
      'href',
      '/team/marco-de-santis',
    );
    await expect(page.getByRole('heading', { name: 'Perché viaggiare con noi' })).toBeVisible();

    await page.getByRole('link', { name: 'Francesca Amoruso' }).click();
    await expect(page).toHaveURL(/\/team\/francesca-amoruso$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Francesca Amoruso' })).toBeVisible();
  });

  test('the copy button copies the profile link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/team');
    await page.getByRole('button', { name: 'Copia link del profilo di Giulia Lorusso' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Link copiato!');
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/team/giulia-lorusso`,
    );
  });

  test('a profile shows who the person is, what they know and what travellers say', async ({
    page,
  }) => {
    await page.goto('/team/giulia-lorusso');
    await expect(page.getByRole('heading', { level: 1, name: 'Giulia Lorusso' })).toBeVisible();
    await expect(page).toHaveTitle(/^Giulia Lorusso – Travel Coordinator \| /);
    await expect(
      page.getByRole('img', { name: /^Ritratto illustrato di Giulia Lorusso/ }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Travel Coordinator');
    await expect(main).toContainText('5 anni di esperienza');
    await expect(
      main.getByRole('link', { name: /giulia@maestraleviaggi\.example/ }),
    ).toHaveAttribute('href', 'mailto:giulia@maestraleviaggi.example');
    await expect(main.getByRole('link', { name: /\+39 080 555 0121/ })).toHaveAttribute(
      'href',
      'tel:+390805550121',
    );
    for (const section of [
      'Biografia',
      'Specializzazioni',
      'Lingue',
      'Destinazioni che conosce meglio',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const bio = page.getByRole('region', { name: 'Biografia' });
    await expect(bio.getByRole('paragraph')).toHaveCount(3);

    const recommended = page.getByRole('region', { name: 'Destinazioni consigliate' });
    for (const [name, href] of [
      ['Maldive & Dubai', '/travel/maldive-dubai'],
      ['Tokyo & Kyoto', '/travel/tokyo-kyoto'],
      ['Seychelles & Dubai', '/travel/seychelles-dubai'],
    ]) {
      await expect(recommended.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
    const reviews = page.getByRole('region', { name: /^Cosa dicono i viaggiatori/ });
    await expect(reviews.getByRole('figure')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Scrivi a Giulia' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /^Organizza il tuo viaggio con Giulia/ }),
    ).toBeVisible();
  });

  test('share uses the share sheet when the device has one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto('/team/marco-de-santis');
    await page.getByRole('button', { name: 'Condividi il profilo' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`${new URL(page.url()).origin}/team/marco-de-santis`);
  });

  test('without a share sheet, share copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await page.goto('/team/davide-colella');
    await page.getByRole('button', { name: 'Condividi il profilo' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Link copiato!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/team\/davide-colella$/,
    );
  });

  test('an unknown person leads back to the team list', async ({ page }) => {
    await page.goto('/team/nessuno');
    await expect(page).toHaveURL(/\/team$/);
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Membro del team non trovato');
    await expect(toast).toContainText('Non è stato possibile trovare il profilo richiesto.');
    await expect(page.getByRole('heading', { level: 1, name: 'Il Team' })).toBeVisible();
  });

  test('the team list and a profile have no accessibility violations', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Il Team' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/team/francesca-amoruso');
    await expect(page.getByRole('heading', { level: 1, name: 'Francesca Amoruso' })).toBeVisible();
    await expectAccessible(page);
  });
});
