import type { APIRequestContext, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { formatDate } from '../../src/domain/format.ts';
import { book, expect, expectAccessible, test } from './fixtures.ts';

const STAFF = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };

// This file's server sends its e-mails over SMTP to the test's own mail server.
test.use({
  withMailbox: true,
  serverEnv: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password },
});

type Departure = { id: string; startDate: string; endDate: string; spotsAvailable: number };

/** Staff set the departure's free seats to none: the two just booked were its last. */
async function fillUp(request: APIRequestContext, departureId: string) {
  const signedIn = await request.post('/api/staff/session', { data: STAFF });
  expect(signedIn.status()).toBe(200);
  const full = await request.patch(`/api/staff/departures/${departureId}`, {
    data: { spotsAvailable: 0 },
  });
  expect(full.status(), await full.text()).toBe(200);
  await request.delete('/api/staff/session');
}

const sentTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((address) => address?.text.includes(email));

/** The departure as the trip's page lists it, full since `fillUp`. */
async function fullDeparture(request: APIRequestContext, tripId: string, departureId: string) {
  const { departures } = (await (
    await request.get(`/api/destinations/${tripId}/departures`)
  ).json()) as { departures: Departure[] };
  const departure = departures.find((candidate) => candidate.id === departureId)!;
  expect(departure.spotsAvailable).toBe(0);
  return departure;
}

/** The trip's page, its departures' dialog, and the waitlist's form opened on `departure`. */
async function openWaitlistForm(page: Page, tripId: string, departure: Departure) {
  const dates = `${formatDate(departure.startDate)} – ${formatDate(departure.endDate)}`;
  await page.goto(`/travel/${tripId}`);
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
  await expect(
    dialog.getByRole('button', { name: `Completo: ${formatDate(departure.startDate)}` }),
  ).toBeDisabled();
  const ask = dialog.getByRole('button', { name: `Avvisami se si libera un posto: ${dates}` });
  await expect(ask).toHaveText('Avvisami se si libera un posto');
  await ask.click();
  await expect(ask).toHaveAttribute('aria-expanded', 'true');
  return {
    dialog,
    form: dialog.getByRole('form', { name: `Lista d’attesa: ${dates}` }),
  };
}

/** What the form says after any sign-up, first or repeated: the e-mail says the rest. */
const RECEIVED =
  'Nell’email trovi il tuo posto in lista d’attesa. Se eri già in lista per questa data, trovi invece un link: conferma da lì la modifica, fino ad allora non cambia niente.';

test('a full departure: waitlist, a cancellation by staff, the e-mail, the booking form', async ({
  page,
  request,
  context,
  mailbox,
}) => {
  // The back office, two mail deliveries and four accessibility checks: more than the default.
  test.setTimeout(90_000);
  const phone = test.info().project.name === 'phone';
  // A trip of its own per screen size, so the two runs never share a departure.
  const trip = phone
    ? { id: 'bali-singapore', title: 'Bali & Singapore' }
    : { id: 'seychelles-dubai', title: 'Seychelles & Dubai' };
  const lastName = phone ? 'Lattanzi' : 'Lomuscio';
  const email = `sara.${lastName.toLowerCase()}@example.it`;

  // Two seats booked, then staff say there are no more: the departure is full.
  const booking = await book(request, trip.id, lastName);
  await fillUp(request, booking.departureId);
  const departure = await fullDeparture(request, trip.id, booking.departureId);

  // The visitor finds it full and asks to be told.
  const { dialog, form } = await openWaitlistForm(page, trip.id, departure);
  await form.getByRole('button', { name: 'Avvisami' }).click();
  await expect(form.getByText('Indica il tuo nome.')).toBeVisible();
  await form.getByLabel('Nome *').fill(`Sara ${lastName}`);
  await form.getByLabel('Email *').fill(email);
  await form.getByLabel('Posti che ti servono *').selectOption('2');
  // Closed and opened again, the form still holds what she wrote.
  const ask = dialog.getByRole('button', { name: /^Avvisami se si libera un posto:/ });
  await ask.click();
  await expect(form).toBeHidden();
  await ask.click();
  await expect(form.getByLabel('Nome *')).toHaveValue(`Sara ${lastName}`);
  await expect(form.getByLabel('Email *')).toHaveValue(email);
  await expect(form.getByLabel('Posti che ti servono *')).toHaveValue('2');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Avvisami' }).click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText(`Richiesta ricevuta: ti abbiamo scritto a ${email}.`);
  await expect(done).toContainText(RECEIVED);
  await expectAccessible(page);

  await expect
    .poll(() => mailbox!.received.filter((mail) => sentTo(mail, email)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const joined = mailbox!.received.find((mail) => sentTo(mail, email))!;
  expect(joined.subject).toMatch(new RegExp(`^Sei in lista d’attesa · ${trip.title}, `));
  expect(joined.text).toContain('Sei al 1° posto della lista d’attesa.');

  // Staff cancel the booking that held the seats, in the back office.
  const staff = await context.newPage();
  await staff.goto(`/admin/bookings/${booking.code}`);
  await staff.getByLabel('Email').fill(STAFF.email);
  await staff.getByLabel('Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Accedi', exact: true }).click();
  await staff.getByRole('button', { name: 'Annulla prenotazione' }).click();
  await staff
    .getByRole('dialog', { name: 'Annullare la prenotazione?' })
    .getByRole('button', { name: 'Sì, annulla' })
    .click();
  await expect(
    staff.locator('[data-sonner-toast]', { hasText: 'Prenotazione annullata' }),
  ).toBeVisible();

  // Within seconds, not at the next minute, the e-mail with the link arrives.
  await expect
    .poll(() => mailbox!.received.filter((mail) => sentTo(mail, email)).length, {
      timeout: 15_000,
    })
    .toBe(2);
  const offer = mailbox!.received.filter((mail) => sentTo(mail, email))[1]!;
  expect(offer.subject).toMatch(new RegExp(`^Posti liberi per te · ${trip.title}, `));
  const link = offer.text!.match(/http:\/\/\S+\/booking\?\S+/)![0];
  expect(link).toContain(`destination=${trip.id}&departure=${departure.id}`);

  // The back office's waitlist shows the place, now told.
  await staff.goto('/admin/departures');
  // The section's name carries what "Oggi" counts for it once that has come (an offer open).
  await staff
    .getByRole('navigation', { name: 'Area staff' })
    .getByRole('link', { name: /^Lista d’attesa/ })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Lista d’attesa' })).toBeVisible();
  const entry = staff.getByRole('listitem').filter({ hasText: email });
  await expect(entry).toContainText(trip.title);
  await expect(entry).toContainText('Avvisato');
  await expectAccessible(staff);

  // The link opens the booking form with that departure, in a new tab of a browser that
  // chose nothing.
  await page.evaluate(() => localStorage.clear());
  const reader = await context.newPage();
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Completa la prenotazione');
  const summary = reader.getByRole('complementary', { name: trip.title });
  await expect(summary).toContainText(
    `Dal ${formatDate(departure.startDate)} al ${formatDate(departure.endDate)}`,
  );
  await expect(reader.getByRole('button', { name: 'Conferma e vai al pagamento' })).toBeVisible();
  await expect(reader.getByLabel('Nome *').first()).toBeVisible();
  await expectAccessible(reader);
});

test('staff remove a place from the waitlist', async ({ page, request }) => {
  const phone = test.info().project.name === 'phone';
  const trip = phone ? 'praga-budapest' : 'venezia-verona';
  const lastName = phone ? 'Caputo' : 'Carbone';
  const booking = await book(request, trip, lastName);
  await fillUp(request, booking.departureId);
  const email = `nadia.${lastName.toLowerCase()}@example.it`;
  const joined = await request.post(`/api/departures/${booking.departureId}/waitlist`, {
    headers: { 'x-forwarded-for': phone ? '10.77.0.1' : '10.77.0.2' },
    data: { name: `Nadia ${lastName}`, email, seats: 1 },
  });
  expect(joined.status()).toBe(202);

  await page.goto('/admin/waitlist');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  const entry = page.getByRole('listitem').filter({ hasText: email });
  await expect(entry).toContainText('In attesa');
  await entry.getByRole('button', { name: new RegExp(`^Rimuovi Nadia ${lastName}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Rimuovere dalla lista d’attesa?' });
  await expect(dialog).toContainText(`Nadia ${lastName} (1 posto) non sarà più avvisato`);
  await dialog.getByRole('button', { name: 'Sì, rimuovi' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Iscrizione rimossa' }),
  ).toBeVisible();
  await expect(entry).toHaveCount(0);
});

test('a sign-up again with the same e-mail waits for the link sent to that address', async ({
  page,
  request,
  context,
  mailbox,
}) => {
  test.setTimeout(60_000);
  const phone = test.info().project.name === 'phone';
  const trip = phone
    ? { id: 'tokyo-kyoto', title: 'Tokyo & Kyoto' }
    : { id: 'new-york-miami', title: 'New York & Miami' };
  const lastName = phone ? 'Mastrogiacomo' : 'Mastrangelo';
  const email = `marta.${lastName.toLowerCase()}@example.it`;
  const booking = await book(request, trip.id, lastName);
  await fillUp(request, booking.departureId);
  const departure = await fullDeparture(request, trip.id, booking.departureId);
  const mailsTo = () => mailbox!.received.filter((mail) => sentTo(mail, email));

  // Marta is in the queue for one seat.
  const first = await request.post(`/api/departures/${departure.id}/waitlist`, {
    headers: { 'x-forwarded-for': phone ? '10.78.0.1' : '10.78.0.2' },
    data: { name: `Marta ${lastName}`, email, seats: 1 },
  });
  expect(first.status()).toBe(202);
  await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBe(1);

  // The form is sent again with her e-mail: it reads as a first sign-up does.
  const { dialog, form } = await openWaitlistForm(page, trip.id, departure);
  await form.getByLabel('Nome *').fill(`Marta ${lastName} e amici`);
  await form.getByLabel('Email *').fill(email);
  await form.getByLabel('Posti che ti servono *').selectOption('3');
  await form.getByRole('button', { name: 'Avvisami' }).click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText(`Richiesta ricevuta: ti abbiamo scritto a ${email}.`);
  await expect(done).toContainText(RECEIVED);
  await expect(done).not.toContainText('posto della lista');

  // The e-mail to her address carries the link; the page shows the change before applying it.
  await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBe(2);
  const asked = mailsTo()[1]!;
  expect(asked.subject).toMatch(new RegExp(`^Conferma la modifica · ${trip.title}, `));
  expect(asked.text).toContain('3 posti');
  const link = asked.text!.match(/http:\/\/\S+\/lista-attesa\/[A-Za-z0-9_-]{43}/)![0];
  const reader = await context.newPage();
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Conferma la modifica');
  await expect(reader.getByText(`Marta ${lastName} e amici`)).toBeVisible();
  await expect(reader.getByText('3 posti')).toBeVisible();
  await expectAccessible(reader);
  await reader.getByRole('button', { name: 'Conferma la modifica' }).click();
  await expect(reader.getByRole('heading', { name: 'Richiesta aggiornata' })).toBeVisible();
  await expect(reader.getByRole('status')).toContainText('Sei al 1° posto della lista d’attesa.');
  await expectAccessible(reader);

  // The link works once.
  await reader.reload();
  await expect(reader.getByRole('alert')).toHaveText(
    'Questa modifica è già stata confermata: il link vale una volta sola.',
  );
});
