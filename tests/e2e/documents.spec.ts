import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A real photo-like image, drawn by the browser itself (no files to ship). */
async function photo(page: Page, type: 'image/jpeg' | 'image/png', colour: string) {
  const base64 = await page.evaluate(
    async ({ type, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 220;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 320, 220);
      context.fillStyle = '#fbf8f2';
      context.fillRect(40, 40, 90, 120);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    { type, colour },
  );
  return Buffer.from(base64, 'base64');
}

test('the instructions carry the code and today; both photos are required', async ({ page }) => {
  await page.goto('/#/verifica-prenotazioni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifica Prenotazione');
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date())
      .replaceAll('/', '-'),
  );
  await expect(page.getByText(today, { exact: true })).toBeVisible();
  await expect(page.getByText('MV7Q2K', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Invia documenti' }).click();
  await expect(page.getByText('Carica una foto del tuo passaporto').first()).toBeVisible();
  await expect(page.getByText('Carica una selfie con il tuo passaporto').first()).toBeVisible();
});

test('a text file dressed as a photo is refused by the server and nothing is kept', async ({
  page,
}) => {
  await page.goto('/#/verifica-prenotazioni');
  await page.getByLabel('Foto del passaporto *').setInputFiles({
    name: 'passaporto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('non sono una foto, sono un testo'),
  });
  await page.getByLabel('Selfie con il passaporto *').setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: await photo(page, 'image/png', '#2a8f8a'),
  });
  await page.getByRole('button', { name: 'Invia documenti' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    "Il file del passaporto non è un'immagine",
  );
  await expect(page).toHaveURL(/#\/verifica-prenotazioni$/);
});

test('two photos are sent, shown before sending, and received', async ({ page }) => {
  await page.goto('/#/verifica-prenotazioni');
  await page.getByLabel('Foto del passaporto *').setInputFiles({
    name: 'passaporto.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(page, 'image/jpeg', '#14233f'),
  });
  await expect(page.getByText('passaporto.jpg')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Anteprima: Foto del passaporto' })).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi foto del passaporto' }).click();
  await expect(page.getByText('passaporto.jpg')).toBeHidden();
  await page.getByLabel('Foto del passaporto *').setInputFiles({
    name: 'passaporto.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(page, 'image/jpeg', '#14233f'),
  });
  await page.getByLabel('Selfie con il passaporto *').setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: await photo(page, 'image/png', '#2a8f8a'),
  });
  await expect(page.getByText(/^\d+,\d+ MB$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Invia documenti' }).click();
  await expect(page).toHaveURL(/#\/verifica-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documenti Ricevuti!');
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Documenti caricati con successo!',
  );
});
