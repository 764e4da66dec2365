import type { Page } from '@playwright/test';
import { bookingLookupMessages, documentMessages } from '../../src/domain/documents.ts';
import { photo, type PhotoOptions } from '../../src/server/testing/photos.ts';
import { book, expect, expectAccessible, holdScripts, test } from './fixtures.ts';

/** A phone photo as the file input receives it. */
async function file(name: string, options: PhotoOptions = {}) {
  const mimeType = `image/${options.format ?? 'jpeg'}`;
  return { name, mimeType, buffer: Buffer.from(await photo(options)) };
}

/** This browser made the booking: its code is where the booking pages leave it. */
async function openAsTheBooker(page: Page, code: string) {
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('lastBookingId', JSON.stringify(id)), code);
  await page.goto('/verifica-prenotazioni');
}

const passportField = (page: Page) => page.getByLabel('Foto del passaporto *');
const selfieField = (page: Page) => page.getByLabel('Selfie con il passaporto *');
const send = (page: Page) => page.getByRole('button', { name: 'Invia documenti' }).click();

test('the instructions carry the code and today; a booking and both photos are required', async ({
  page,
}) => {
  await page.goto('/verifica-prenotazioni');
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
  // No booking in this browser: it is asked for first.
  await expect(page.getByRole('heading', { name: 'La tua prenotazione' })).toBeVisible();
  await expectAccessible(page);

  await send(page);
  await expect(
    page.getByRole('alert').filter({ hasText: documentMessages.noBooking }),
  ).toBeVisible();
  await expect(page.getByLabel('Codice prenotazione *')).toBeFocused();
  await expect(page.getByText('Carica una foto del tuo passaporto').first()).toBeVisible();
  await expect(page.getByText('Carica una selfie con il tuo passaporto').first()).toBeVisible();
});

test('from the footer, the booking is found by its code and e-mail, then the photos go', async ({
  page,
  request,
}) => {
  const { code, email } = await book(request, 'thailandia', 'Marino');
  await page.goto('/verifica-prenotazioni');
  const codeField = page.getByLabel('Codice prenotazione *');
  const emailField = page.getByLabel('Email della prenotazione *');
  const find = page.getByRole('button', { name: 'Trova la prenotazione' });

  // What the browser can tell, beside each field.
  await codeField.fill('12');
  await emailField.fill('non-una-email');
  await find.click();
  await expect(page.getByText(bookingLookupMessages.code)).toBeVisible();
  await expect(page.getByText(bookingLookupMessages.email)).toBeVisible();

  // A pair that does not match: the one answer the server gives to every miss.
  await codeField.fill(`#${code.slice(0, 8)}`);
  await emailField.fill('qualcun.altro@example.it');
  await find.click();
  await expect(page.getByText(bookingLookupMessages.notFound)).toBeVisible();
  await expectAccessible(page);

  // The code as the success page shows it, the e-mail as typed on a phone.
  await codeField.fill(`#${code.slice(0, 8).toUpperCase()}`);
  await emailField.fill(email.replace('elena', 'Elena'));
  await find.click();
  await expect(page.getByText(`#${code.slice(0, 8)}`)).toBeVisible();
  await expect(page.getByText(/Thailandia/).first()).toBeVisible();
  await expectAccessible(page);

  await passportField(page).setInputFiles(await file('passaporto.jpg'));
  await selfieField(page).setInputFiles(await file('selfie.png', { format: 'png' }));
  await send(page);
  await expect(page).toHaveURL(/\/verifica-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documenti Ricevuti!');
});

test('a text file dressed as a photo is refused by the server and nothing is kept', async ({
  page,
  request,
}) => {
  await openAsTheBooker(page, (await book(request, 'peru-machu-picchu', 'Testo')).code);
  await passportField(page).setInputFiles({
    name: 'passaporto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('non sono una foto, sono un testo'),
  });
  await selfieField(page).setInputFiles(await file('selfie.png', { format: 'png' }));
  await send(page);
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    "Il file del passaporto non è un'immagine",
  );
  await expect(page).toHaveURL(/\/verifica-prenotazioni$/);
});

test('a broken photo and one too small are refused, each with its own message', async ({
  page,
  request,
}) => {
  await openAsTheBooker(page, (await book(request, 'islanda-norvegia', 'Rotta')).code);
  const zeros = Buffer.alloc(200_000);
  zeros.set([0xff, 0xd8, 0xff, 0xe0]);
  await passportField(page).setInputFiles({
    name: 'passaporto.jpg',
    mimeType: 'image/jpeg',
    buffer: zeros,
  });
  await selfieField(page).setInputFiles(await file('selfie.jpg', { width: 100, height: 100 }));
  await send(page);
  await expect(page.getByText(documentMessages.passport.undecodable).last()).toBeVisible();
  await expect(page.getByText(documentMessages.selfie.tooSmall)).toBeVisible();
  await expect(page).toHaveURL(/\/verifica-prenotazioni$/);
  await expectAccessible(page);
});

test('this browser’s booking is used as it is: two photos are shown, sent and received', async ({
  page,
  request,
}) => {
  const { code } = await book(request, 'kenya-safari-experience', 'Esposito');
  await openAsTheBooker(page, code);
  await expect(page.getByText(`#${code.slice(0, 8)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La tua prenotazione' })).toBeHidden();

  await passportField(page).setInputFiles(await file('passaporto.jpg'));
  await expect(page.getByText('passaporto.jpg')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Anteprima: Foto del passaporto' })).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi foto del passaporto' }).click();
  await expect(page.getByText('passaporto.jpg')).toBeHidden();
  await passportField(page).setInputFiles(await file('passaporto.jpg'));
  await selfieField(page).setInputFiles(await file('selfie.png', { format: 'png' }));
  await expect(page.getByText(/^\d+,\d+ MB$/).first()).toBeVisible();
  await expectAccessible(page);
  await send(page);
  await expect(page).toHaveURL(/\/verifica-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documenti Ricevuti!');
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Documenti caricati con successo!',
  );
});

test('photos chosen and “Invia documenti” pressed before the page’s code runs: sent once it does', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone’s slow start is what this is about: 390 px');
  const { code } = await book(request, 'tanzania-zanzibar', 'D’Angelo');
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('lastBookingId', JSON.stringify(id)), code);
  // The site's code held back, as on a slow phone, but the head's first script: the form is the
  // server's alone.
  const release = await holdScripts(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/documents')) uploads.push(request.method());
  });
  await page.goto('/verifica-prenotazioni', { waitUntil: 'commit' });
  await passportField(page).setInputFiles(
    await file('passaporto.jpg', { width: 3000, height: 2000 }),
  );
  await selfieField(page).setInputFiles(await file('selfie.jpg'));
  await page.getByRole('button', { name: 'Invia documenti' }).tap();
  release();
  await expect(page).toHaveURL(/\/verifica-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documenti Ricevuti!');
  expect(uploads).toEqual(['POST']);
});

test('“Invia documenti” pressed before the page’s code runs, with nothing chosen, says what is missing', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone’s slow start is what this is about: 390 px');
  const release = await holdScripts(page);
  await page.goto('/verifica-prenotazioni', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Invia documenti' }).tap();
  release();
  await expect(page.locator('[data-sonner-toast]')).toContainText(documentMessages.noBooking);
  await expect(page).toHaveURL(/\/verifica-prenotazioni$/);
});
