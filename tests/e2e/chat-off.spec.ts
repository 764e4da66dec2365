import { expect, interceptChat, test } from './fixtures.ts';

test.use({ serverEnv: { SITE_CHAT_ENABLED: 'false' } });

test('with chat turned off, the chosen trip lands in the contact form instead', async ({
  page,
}) => {
  await page.goto('/travel/grecia');
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
  await dates
    .getByRole('link', { name: /^Prenota Ora:/ })
    .first()
    .click();
  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  await airport.getByText('Milano Malpensa').click();
  await airport.getByRole('button', { name: 'PRENOTA ORA via WhatsApp' }).click();

  await expect(page).toHaveURL(/\/contact\?/);
  await expect(page.getByText('Destinazione: Grecia: Atene & Santorini')).toBeVisible();
  await expect(page.getByText('Aeroporto: Milano Malpensa')).toBeVisible();
  await expect(page.getByLabel('Messaggio *')).toHaveValue(
    /^Ciao! Mi interessa il viaggio a Grecia: Atene & Santorini per queste date: \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4} con partenza da Milano Malpensa\./,
  );
  await expect(page.getByRole('link', { name: 'Contattaci su WhatsApp' })).toHaveCount(0);
});

test('the ads pages chat even with chat turned off on the main site', async ({ page }) => {
  const chats = await interceptChat(page);
  await page.goto('/ads-special/grecia');
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  await page
    .getByRole('dialog', { name: 'Date di partenza disponibili' })
    .getByRole('link', { name: /^Prenota Ora:/ })
    .first()
    .click();
  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  await airport.getByText('Roma Fiumicino').click();
  await airport.getByRole('button', { name: 'PRENOTA ORA via WhatsApp' }).click();
  await expect.poll(() => chats[0] ?? '').toMatch(/^https:\/\/wa\.me\/\d+\?text=Ciao!/);
});
