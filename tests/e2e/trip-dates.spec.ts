import { expect, holdScripts, test } from './fixtures.ts';

const DATES = /(\d{2}\/\d{2}\/\d{4}) – (\d{2}\/\d{2}\/\d{4})/;

test.describe('a trip page’s dates', () => {
  test('open at the first tap, and a departure pressed before the page’s code runs goes on to the airport once it does', async ({
    page,
  }) => {
    // The head's first script runs (it holds early presses); the site's code waits.
    const release = await holdScripts(page);
    await page.goto('/travel/grecia', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
    const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
    await expect(dates).toContainText('Grecia: Atene & Santorini - Gruppi di massimo 10 persone');
    const first = dates.getByRole('link', { name: /^Prenota Ora:/ }).first();
    const [, start, end] = DATES.exec((await first.getAttribute('aria-label'))!)!;
    await first.click();
    // Held, not lost: the page stays, and the code carries the press out as it arrives.
    await expect(page).toHaveURL(/\/travel\/grecia$/);
    release();
    const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
    await expect(airport).toContainText(`Dal ${start} al ${end}`);
    await expect(dates).toBeHidden();
    await expect(page).toHaveURL(/\/travel\/grecia$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('list every departure with its seats, and each leads to the contact form filled in', async ({
      page,
    }) => {
      await page.goto('/travel/grecia');
      await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
      const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
      await expect(dates.getByRole('heading', { level: 3 }).first()).toHaveText(
        /^(Gennaio|Febbraio|Marzo|Aprile|Maggio|Giugno|Luglio|Agosto|Settembre|Ottobre|Novembre|Dicembre) \d{4}$/,
      );
      await expect(dates.getByText(/^\d+ posti disponibili su 10$/).first()).toBeVisible();
      const departures = dates.getByRole('link', { name: /^Prenota Ora:/ });
      expect(await departures.count()).toBeGreaterThan(3);
      const first = departures.first();
      const [, start, end] = DATES.exec((await first.getAttribute('aria-label'))!)!;
      await first.click();

      await expect(page).toHaveURL(/\/contact\?/);
      await expect(page.getByText('Destinazione: Grecia: Atene & Santorini')).toBeVisible();
      await expect(page.getByLabel('Messaggio *')).toHaveValue(
        `Ciao! Mi interessa il viaggio a Grecia: Atene & Santorini per queste date: ${start} al ${end}. Posso ricevere maggiori informazioni?`,
      );
    });

    test('close with their button', async ({ page }) => {
      await page.goto('/travel/grecia');
      await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
      const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
      await expect(dates).toBeVisible();
      await dates.getByRole('button', { name: 'Chiudi' }).click();
      await expect(dates).toBeHidden();
    });
  });
});
