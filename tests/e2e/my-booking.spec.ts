import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { ParsedMail } from 'mailparser';
import type { BookingView } from '../../src/domain/booking.ts';
import { formatDeadline } from '../../src/domain/format-deadline.ts';
import { myBookingMessages } from '../../src/domain/my-booking.ts';
import { phonePhoto, photo } from '../../src/server/testing/photos.ts';
import {
  book,
  expect,
  expectAccessible,
  formTraveller,
  leaveUnsavedBooking,
  test,
  type ChosenDeparture,
} from './fixtures.ts';

const STAFF = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };

// This file's server sends its e-mails over SMTP to the test's own mail server.
test.use({
  withMailbox: true,
  serverEnv: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password },
});

/**
 * A visitor chose a departure and typed two travellers (as the booking form leaves them), then
 * confirms the transfer on the payment page: the booking is stored and the success page opens.
 */
async function bookForTwo(page: Page, request: APIRequestContext, lastName: string) {
  const email = `anna.${lastName.toLowerCase()}@example.it`;
  await leaveUnsavedBooking(page, request, [
    formTraveller('Anna', lastName, email),
    formTraveller('Marco', lastName, null),
  ]);
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Conferma Pagamento' }).click();
  await page.getByRole('button', { name: 'Sì, ho completato il pagamento' }).click();
  await expect(page).toHaveURL(/\/booking-success$/);
  return { email };
}

const sentTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((address) => address?.text.includes(email));

/** A real photo, as a phone's file input hands it over. */
async function jpeg(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(await photo()) };
}

test('the link in the e-mail opens the booking; traveller 2 sends their documents; staff see them', async ({
  page,
  request,
  context,
  mailbox,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lastName = `Ferri${test.info().project.name === 'phone' ? 'Telefono' : 'Computer'}`;
  const { email } = await bookForTwo(page, request, lastName);

  // The success page shows the private link once, with a copy button and a way in.
  const privateLink = page.getByRole('region', { name: 'La tua pagina personale' });
  await expect(privateLink).toBeVisible();
  const shown = (await privateLink
    .getByText(/^http:\/\/\S+\/prenotazione\/[A-Za-z0-9_-]{43}$/)
    .textContent())!;
  await privateLink.getByRole('button', { name: 'Copia il link' }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Link copiato');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await expect(privateLink.getByRole('link', { name: 'Apri la tua prenotazione' })).toBeVisible();
  await expectAccessible(page);
  const code = await page.evaluate(() => JSON.parse(localStorage.getItem('lastBookingId')!));

  // The traveller's e-mail arrives at the mail server with a link of its own, made as it left
  // (decision 033): the outbox keeps none.
  await expect
    .poll(() => mailbox!.received.filter((mail) => sentTo(mail, email)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const mail = mailbox!.received.find((m) => sentTo(m, email))!;
  const link = mail.text!.match(/http:\/\/\S+\/prenotazione\/[A-Za-z0-9_-]{43}/)![0];
  expect(link).not.toBe(shown);
  expect(new URL(link).origin).toBe(new URL(shown).origin);

  // Opened as on another phone: nothing of the booking left in this browser.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('La tua prenotazione');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${code.slice(0, 8)}`);
  await expect(page.getByText('Bonifico dichiarato')).toBeVisible();
  await expect(page.getByText(/Ciao Anna!/)).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Grecia: Atene & Santorini' });
  await expect(summary).toContainText('Partenza da Roma Fiumicino');
  await expect(summary).toContainText('2 viaggiatori');
  await expect(summary).toContainText('Da saldare');
  await expect(page.getByRole('region', { name: 'Dettagli Bonifico' })).toContainText(
    `Anna ${lastName} Caparra Viaggio Grecia: Atene & Santorini`,
  );
  const documents = page.getByRole('region', { name: 'Documenti dei viaggiatori' });
  await expect(documents.getByText('da inviare')).toHaveCount(4);
  await expectAccessible(page);

  // Traveller 2 sends their passport photo and selfie.
  await documents.getByRole('button', { name: `Invia i documenti di Marco ${lastName}` }).click();
  const upload = page.getByRole('region', { name: `I documenti di Marco ${lastName}` });
  await expect(upload.getByRole('heading', { level: 2 })).toBeFocused();
  await upload.getByLabel('Foto del passaporto *').setInputFiles(await jpeg('passaporto.jpg'));
  await upload.getByLabel('Selfie con il passaporto *').setInputFiles(await jpeg('selfie.jpg'));
  await expectAccessible(page);
  await upload.getByRole('button', { name: 'Invia documenti' }).click();
  await expect(page.locator('[data-sonner-toast]').last()).toContainText(
    'Documenti caricati con successo!',
  );
  await expect(upload).toBeHidden();
  const marco = documents
    .getByRole('listitem')
    .filter({ hasText: `Marco ${lastName}` })
    .first();
  await expect(marco).toContainText('Tutto ricevuto');
  await expect(marco.getByText('ricevuta')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 3, name: `Marco ${lastName}` })).toBeFocused();
  // Traveller 1 still has both to send.
  await expect(documents.getByText('da inviare')).toHaveCount(2);
  await expectAccessible(page);

  // Staff find both photos on that booking, under traveller 2's name.
  await page.goto('/admin');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/oggi$/);
  await page.goto(`/admin/bookings/${code}`);
  const staffDocuments = page.getByRole('region', { name: 'Documenti' });
  await expect(staffDocuments.getByRole('button', { name: /^Apri passaporto/ })).toBeVisible();
  await expect(staffDocuments.getByRole('button', { name: /^Apri selfie/ })).toBeVisible();
  await expect(staffDocuments.getByText(`Marco ${lastName}`)).toHaveCount(2);
});

test('a traveller sends the photos their phone took, 12 megapixels each, from their own page', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'a phone’s photos, on a phone’s screen (390 px)');
  const lastName = 'Fotocamera';
  const { token } = await book(request, 'bali-singapore', lastName);
  // As the camera stored it: 4032 × 3024, about 4 MB, held upright (EXIF orientation 6).
  const camera = Buffer.from(await phonePhoto('camera'));
  expect(camera.length).toBeGreaterThan(3 * 1024 * 1024);

  await page.goto(`/prenotazione/${token}`);
  const documents = page.getByRole('region', { name: 'Documenti dei viaggiatori' });
  await documents.getByRole('button', { name: `Invia i documenti di Elena ${lastName}` }).click();
  const upload = page.getByRole('region', { name: `I documenti di Elena ${lastName}` });
  for (const [label, name] of [
    ['Foto del passaporto *', 'IMG_4032.JPG'],
    ['Selfie con il passaporto *', 'IMG_4033.JPG'],
  ] as const) {
    await upload.getByLabel(label).setInputFiles({ name, mimeType: 'image/jpeg', buffer: camera });
  }
  await upload.getByRole('button', { name: 'Invia documenti' }).click();
  await expect(page.locator('[data-sonner-toast]').last()).toContainText(
    'Documenti caricati con successo!',
  );
  const elena = documents
    .getByRole('listitem')
    .filter({ hasText: `Elena ${lastName}` })
    .first();
  await expect(elena).toContainText('Tutto ricevuto');
});

test('a wrong link shows the server’s message and the way to the contact page', async ({
  page,
}) => {
  await page.goto(`/prenotazione/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Prenotazione non trovata' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(myBookingMessages.notFound);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Scrivici' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a cancelled booking shows its state and takes no more documents', async ({
  page,
  request,
  server,
}) => {
  const response = await request.get('/api/destinations/grecia/departures');
  const departure = ((await response.json()) as { departures: ChosenDeparture[] }).departures[0]!;
  const lastName = `Annullata${test.info().project.name}`;
  const created = await request.post('/api/bookings', {
    data: {
      destinationId: 'grecia',
      departureId: departure.id,
      airport: 'Roma Fiumicino',
      travellers: [formTraveller('Sara', lastName, `sara.${lastName}@example.it`)],
    },
  });
  expect(created.status()).toBe(201);
  const { id, bookingPageToken } = (await created.json()) as {
    id: string;
    bookingPageToken: string;
  };
  const db = new Database(server.databaseFile);
  db.prepare("update travel_bookings set status = 'cancelled' where id = ?").run(id);
  db.close();

  await page.goto(`/prenotazione/${bookingPageToken}`);
  await expect(page.getByText('Annullata', { exact: true })).toBeVisible();
  await expect(page.getByText(myBookingMessages.cancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: /Invia i documenti/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dettagli Bonifico' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the payment, success and traveller’s pages say until when the seats are held; the traveller declares the transfer from their page', async ({
  page,
  request,
}) => {
  const { code, token } = await book(request, 'la-vegas', `Riserva${test.info().project.name}`);
  const booking = (await (await request.get(`/api/bookings/${code}`)).json()) as BookingView;
  // HOLD_HOURS (72 by default) from the moment of booking.
  expect(Date.parse(booking.holdUntil!) - Date.parse(booking.createdAt)).toBe(72 * 3_600_000);
  const deadline = `Posti riservati fino a ${formatDeadline(booking.holdUntil!)}`;

  // This browser's booking, waiting for its transfer: the payment page, and the success page.
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('lastBookingId', JSON.stringify(id)), code);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 2, name: deadline })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/booking-success');
  await expect(page.getByRole('heading', { level: 2, name: deadline })).toBeVisible();

  await page.goto(`/prenotazione/${token}`);
  await expect(page.getByRole('heading', { level: 2, name: deadline })).toBeVisible();
  await expect(page.getByText('In attesa di bonifico', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ho effettuato il bonifico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferma completamento pagamento' });
  await expect(dialog).toContainText(
    'Hai già effettuato il bonifico per il pagamento della caparra?',
  );
  await dialog.getByRole('button', { name: 'Sì, ho completato il pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bonifico dichiarato', { exact: true })).toBeVisible();
  await expect(page.getByText(/Grazie per il bonifico/)).toBeFocused();
  // The clock has stopped: no deadline, nothing more to declare.
  await expect(page.getByRole('heading', { name: /Posti riservati fino a/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ho effettuato il bonifico' })).toHaveCount(0);
  await expectAccessible(page);
  expect(await (await request.get(`/api/bookings/${code}`)).json()).toMatchObject({
    status: 'payment_initiated',
    paymentStatus: 'pending_confirmation',
    holdUntil: null,
  });
});

test('a booking whose hold ran out says why, and how to go on', async ({
  page,
  request,
  server,
}) => {
  const { code, token } = await book(
    request,
    'india-triangolo-oro',
    `Scaduta${test.info().project.name}`,
  );
  const db = new Database(server.databaseFile);
  db.prepare(
    "update travel_bookings set status = 'cancelled', cancellation_reason = 'hold_expired' where id = ?",
  ).run(code);
  db.close();

  await page.goto(`/prenotazione/${token}`);
  await expect(page.getByText('Annullata', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Non abbiamo ricevuto in tempo la conferma del bonifico della caparra/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ho effettuato il bonifico' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dettagli Bonifico' })).toHaveCount(0);
  await expectAccessible(page);
});
