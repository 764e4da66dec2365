import Database from 'better-sqlite3';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A visitor whose browser runs no script: the form is sent by the browser itself.
test.use({ javaScriptEnabled: false });

const trip =
  '/contact?destination=maldive-dubai&date=16%2F03%2F2027%20-%2025%2F03%2F2027&airport=Roma%20Fiumicino';

/** The form as the visitor sees it, kept with the test's report. */
async function keepShot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.locator('form').screenshot();
  await testInfo.attach(`${testInfo.project.name}-${name}`, { body, contentType: 'image/png' });
}

const send = (page: Page) =>
  Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST'),
    page.getByRole('button', { name: 'Invia Messaggio' }).click(),
  ]).then(([res]) => res);

test('an enquiry sent without JavaScript is stored and the page thanks the visitor', async ({
  page,
  server,
}, testInfo) => {
  await page.goto(trip);
  await expect(page.getByText('Dettagli del viaggio selezionato:')).toBeVisible();
  await expect(page.getByLabel('Messaggio *')).toHaveValue(
    'Salve, vorrei informazioni sul viaggio a Maldive & Dubai per le date 16/03/2027 - 25/03/2027 con partenza da Roma Fiumicino. Grazie.',
  );
  await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
  await page.getByLabel('Email *').fill('chiara.senza.script@example.it');
  await page.getByRole('checkbox').check();
  expect((await send(page)).status()).toBe(303);

  await expect(page).toHaveURL(/\/contact\?inviata=1$/);
  const thanks = page.getByRole('status').filter({ hasText: 'Messaggio Inviato' });
  await expect(thanks).toContainText('Ti risponderemo il prima possibile. Grazie!');
  await expect(page.getByLabel('Nome e cognome *')).toHaveValue('');
  await keepShot(page, testInfo, 'sent');

  const db = new Database(server.databaseFile, { readonly: true });
  const stored = db
    .prepare('select destination_id, travel_date, airport from contact_requests where email = ?')
    .all('chiara.senza.script@example.it');
  db.close();
  expect(stored).toEqual([
    {
      destination_id: 'maldive-dubai',
      travel_date: '16/03/2027 - 25/03/2027',
      airport: 'Roma Fiumicino',
    },
  ]);
});

test('a wrong form comes back with each message beside its field and nothing lost', async ({
  page,
}, testInfo) => {
  await page.goto('/contact');
  await page.getByLabel('Email *').fill('chiara@example');
  await page.getByLabel('Telefono').fill('+39 333 123 4567');
  await page.getByLabel('Messaggio *').fill('Vorrei sapere le date di marzo.');
  expect((await send(page)).status()).toBe(422);

  await expect(page.getByRole('alert').filter({ hasText: 'Errore' })).toContainText(
    'Per favore, compila tutti i campi obbligatori.',
  );
  await expect(page.locator('#enquiry-name-error')).toHaveText(
    'Per favore, compila tutti i campi obbligatori.',
  );
  await expect(page.locator('#enquiry-email-error')).toHaveText(
    'Inserisci un indirizzo email valido.',
  );
  await expect(page.locator('#enquiry-consent-error')).toHaveText(
    'Per favore, accetta i termini sulla privacy.',
  );
  await expect(page.getByLabel('Email *')).toHaveValue('chiara@example');
  await expect(page.getByLabel('Email *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Telefono')).toHaveValue('+39 333 123 4567');
  await expect(page.getByLabel('Messaggio *')).toHaveValue('Vorrei sapere le date di marzo.');
  await keepShot(page, testInfo, 'invalid');

  // Corrected on the same page, it goes.
  await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
  await page.getByLabel('Email *').fill('chiara.loiacono@example.it');
  await page.getByRole('checkbox').check();
  expect((await send(page)).status()).toBe(303);
  await expect(page.getByRole('status').filter({ hasText: 'Messaggio Inviato' })).toBeVisible();
});

test('the advertising contact page sends to itself and thanks there', async ({ page }) => {
  await page.goto('/ads-special/contact');
  await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
  await page.getByLabel('Email *').fill('chiara.loiacono@example.it');
  await page.getByLabel('Messaggio *').fill('Vorrei sapere le date di marzo.');
  await page.getByRole('checkbox').check();
  expect((await send(page)).status()).toBe(303);
  await expect(page).toHaveURL(/\/ads-special\/contact\?inviata=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Messaggio Inviato' })).toBeVisible();
});
