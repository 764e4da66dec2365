import { expect, expectAccessible, test } from './fixtures.ts';

for (const [name, path, heading, toasts] of [
  ['home', '/', 'VIAGGI DI GRUPPO ESCLUSIVI', 0],
  ['listing', '/travels', 'Viaggi di Gruppo', 0],
  ['destination', '/travel/maldive-dubai', 'Maldive & Dubai', 0],
  ['about', '/about', "Un'agenzia piccola, per viaggi da ricordare", 0],
  ['contact', '/contact', 'Contatta i Nostri Esperti', 0],
  ['booking', '/booking', 'Richiedi il tuo viaggio', 0],
  ['documents', '/verifica-prenotazioni', 'Verifica Prenotazione', 0],
  ['documents received', '/verifica-success', 'Documenti Ricevuti!', 0],
  ['verification without a token', '/passport-verification', 'Verifica del passaporto', 0],
  ['verification done', '/passport-verification-success', 'Verifica completata', 0],
  ['staff sign-in', '/admin', 'Area staff', 0],
  ['ads home', '/ads-special', '30% di sconto', 0],
  ['ads trip', '/ads-special/travel/grecia', 'Grecia: Atene & Santorini', 0],
  ['ads booking', '/ads-special/booking?destination=grecia', 'Prenota il Tuo Viaggio', 0],
  ['ads about', '/ads-special/about', 'Chi Siamo', 0],
  ['privacy policy', '/privacy-policy', 'Privacy Policy', 0],
  ['not found', '/pagina-inesistente', 'Oops! Pagina non trovata', 1],
] as const) {
  test(`the ${name} page has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Judge a toast once it has settled, not halfway through its entrance.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(toasts);
    await expectAccessible(page);
  });
}
