import { expect, expectAccessible, test } from './fixtures.ts';

for (const [name, path, heading, toasts] of [
  ['home', '/', 'VIAGGI DI GRUPPO ESCLUSIVI', 0],
  ['listing', '/#/travels', 'Viaggi di Gruppo', 0],
  ['destination', '/#/travel/maldive-dubai', 'Maldive & Dubai', 0],
  ['about', '/#/about', "Un'agenzia piccola, per viaggi da ricordare", 0],
  ['contact', '/#/contact', 'Contatta i Nostri Esperti', 0],
  ['booking', '/#/booking', 'Richiedi il tuo viaggio', 0],
  ['privacy policy', '/#/privacy-policy', 'Privacy Policy', 0],
  ['not found', '/#/pagina-inesistente', 'Oops! Pagina non trovata', 1],
] as const) {
  test(`the ${name} page has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Judge a toast once it has settled, not halfway through its entrance.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(toasts);
    await expectAccessible(page);
  });
}
