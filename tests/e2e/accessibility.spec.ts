import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

for (const [name, path, heading, toasts] of [
  ['home', '/', 'VIAGGI DI GRUPPO ESCLUSIVI', 0],
  ['privacy policy', '/#/privacy-policy', 'Privacy Policy', 0],
  ['not found', '/#/pagina-inesistente', 'Oops! Pagina non trovata', 1],
] as const) {
  test(`the ${name} page has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // Judge a toast once it has settled, not halfway through its entrance.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(toasts);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}
