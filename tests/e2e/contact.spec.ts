import { expect, test } from './fixtures.ts';

const trip =
  '/contact?destination=maldive-dubai&date=16%2F03%2F2027%20-%2025%2F03%2F2027&airport=Roma%20Fiumicino';

test('a chosen trip arrives in the blue box and in the written message', async ({ page }) => {
  await page.goto(trip);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contatta i Nostri Esperti');
  await expect(page.getByText('Dettagli del viaggio selezionato:')).toBeVisible();
  await expect(page.getByText('Destinazione: Maldive & Dubai')).toBeVisible();
  await expect(page.getByText('Date: 16/03/2027 - 25/03/2027')).toBeVisible();
  await expect(page.getByText('Aeroporto: Roma Fiumicino')).toBeVisible();
  await expect(page.getByLabel('Messaggio *')).toHaveValue(
    'Salve, vorrei informazioni sul viaggio a Maldive & Dubai per le date 16/03/2027 - 25/03/2027 con partenza da Roma Fiumicino. Grazie.',
  );
  await expect(page.locator('#contact').getByText('Lun-Ven: 9:00 - 18:00')).toBeVisible();
});

test('each validation message appears where the visitor must act', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Invia Messaggio' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Per favore, compila tutti i campi obbligatori.',
  );
  await expect(page.locator('#enquiry-name-error')).toHaveText(
    'Per favore, compila tutti i campi obbligatori.',
  );
  await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
  await page.getByLabel('Email *').fill('chiara@example');
  await page.getByLabel('Messaggio *').fill('Vorrei sapere le date di marzo.');
  await page.getByRole('button', { name: 'Invia Messaggio' }).click();
  await expect(page.locator('#enquiry-email-error')).toHaveText(
    'Inserisci un indirizzo email valido.',
  );
  await expect(page.locator('#enquiry-consent-error')).toHaveText(
    'Per favore, accetta i termini sulla privacy.',
  );
});

test('a valid enquiry is sent, confirmed and the form cleared', async ({ page }) => {
  await page.goto(trip);
  await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
  await page.getByLabel('Email *').fill('chiara.loiacono@example.it');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Invia Messaggio' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Messaggio Inviato');
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Ti risponderemo il prima possibile. Grazie!',
  );
  await expect(page.getByLabel('Nome e cognome *')).toHaveValue('');
  await expect(page.getByLabel('Messaggio *')).toHaveValue('');
});

test('when sending fails, the visitor is told and nothing typed is lost', async ({ page }) => {
  await page.route('**/api/contact-requests', (route) => route.abort('failed'));
  await page.goto('/contact');
  await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
  await page.getByLabel('Email *').fill('chiara.loiacono@example.it');
  await page.getByLabel('Messaggio *').fill('Vorrei sapere le date di marzo.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Invia Messaggio' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    "Si è verificato un errore durante l'invio. Riprova più tardi.",
  );
  await expect(page.getByLabel('Nome e cognome *')).toHaveValue('Chiara Loiacono');
  await expect(page.getByLabel('Messaggio *')).toHaveValue('Vorrei sapere le date di marzo.');
  await expect(page.getByRole('button', { name: 'Invia Messaggio' })).toBeEnabled();
});
