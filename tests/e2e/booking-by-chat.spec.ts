import Database from 'better-sqlite3';
import type { StaffTrip } from '../../src/domain/catalogue-admin.ts';
import { editorValues } from '../../src/domain/trip-input.ts';
import { expect, interceptChat, test } from './fixtures.ts';

const DATES = /(\d{2}\/\d{2}\/\d{4}) – (\d{2}\/\d{2}\/\d{4})/;

// A staff account, for the test of a trip whose airports staff changed.
const STAFF = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };
test.use({ serverEnv: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password } });

test('from a card: a departure, an airport, then WhatsApp with the whole request, logged', async ({
  page,
  server,
}) => {
  const chats = await interceptChat(page);
  await page.goto('/travels');
  await page.getByRole('button', { name: 'Date e prezzi: Maldive & Dubai' }).click();

  const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
  await expect(dates).toContainText('Maldive & Dubai - Gruppi di massimo 10 persone');
  await expect(dates.getByRole('heading', { level: 3 }).first()).toHaveText(
    /^(Gennaio|Febbraio|Marzo|Aprile|Maggio|Giugno|Luglio|Agosto|Settembre|Ottobre|Novembre|Dicembre) \d{4}$/,
  );
  await expect(dates).toContainText('10 giorni / 9 notti');
  await expect(dates).toContainText('Coordinatori:');
  await expect(dates).toContainText('Per maggiori informazioni contattaci su WhatsApp');
  const first = dates.getByRole('link', { name: /^Prenota Ora:/ }).first();
  const [, start, end] = DATES.exec((await first.getAttribute('aria-label'))!)!;
  await first.click();

  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  await expect(airport).toContainText(`Dal ${start} al ${end}`);
  const chat = airport.getByRole('button', { name: 'PRENOTA ORA via WhatsApp' });
  await expect(chat).toBeDisabled();
  await airport.getByText('Roma Fiumicino').click();
  await expect(chat).toBeEnabled();
  await chat.click();

  await expect.poll(() => chats[0] ?? '').toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const link = new URL(chats[0]!);
  expect(link.searchParams.get('text')).toBe(
    `Ciao! Mi interessa il viaggio a Maldive & Dubai per queste date: ${start} al ${end} con partenza da Roma Fiumicino. Posso ricevere maggiori informazioni?`,
  );
  const db = new Database(server.databaseFile, { readonly: true });
  const logged = db
    .prepare('select count(*) as n from whatsapp_clicks where phone_number = ?')
    .get(link.pathname.slice(1)) as { n: number };
  db.close();
  expect(logged.n).toBeGreaterThan(0);
});

test('a trip whose airports staff changed: the dialog offers Bari Palese, the chat names it', async ({
  page,
  request,
}) => {
  // Sharm el-Sheikh, which no other test books: the worker's server is shared.
  expect((await request.post('/api/staff/session', { data: STAFF })).status()).toBe(200);
  const { trip } = (await (
    await request.get('/api/staff/trips/sharm-el-sheikh')
  ).json()) as StaffTrip;
  const saved = await request.put('/api/staff/trips/sharm-el-sheikh', {
    data: { ...editorValues(trip), airports: ['Bari Palese', 'Milano Malpensa'] },
  });
  expect(saved.status()).toBe(200);

  const chats = await interceptChat(page);
  await page.goto('/travel/sharm-el-sheikh');
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  await page
    .getByRole('dialog', { name: 'Date di partenza disponibili' })
    .getByRole('link', { name: /^Prenota Ora:/ })
    .first()
    .click();
  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  await expect(airport.locator('label')).toHaveText(['Bari Palese', 'Milano Malpensa', 'Altro']);
  await airport.getByText('Bari Palese').click();
  await airport.getByRole('button', { name: 'PRENOTA ORA via WhatsApp' }).click();
  await expect
    .poll(() => new URL(chats[0] ?? 'https://wa.me/').searchParams.get('text'))
    .toMatch(/^Ciao! Mi interessa il viaggio a Sharm el-Sheikh .* con partenza da Bari Palese\./);
});

test('the airport dialog can be left without opening the chat', async ({ page }) => {
  await page.goto('/travel/grecia');
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
  await dates
    .getByRole('link', { name: /^Prenota Ora:/ })
    .first()
    .click();
  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  await airport.getByRole('button', { name: 'Annulla' }).click();
  await expect(airport).toBeHidden();
  await expect(page).toHaveURL(/\/travel\/grecia$/);
});

test('a full departure says "Completo" and cannot be chosen', async ({ page, request, server }) => {
  const response = await request.get('/api/destinations/islanda-norvegia/departures');
  const { departures } = (await response.json()) as {
    departures: { id: string; startDate: string }[];
  };
  const first = departures[0]!;
  const db = new Database(server.databaseFile);
  db.prepare('update travel_dates set spots_available = 0 where id = ?').run(first.id);
  db.close();

  await page.goto('/travel/islanda-norvegia');
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
  const [year, month, day] = first.startDate.slice(0, 10).split('-');
  const full = dates.getByRole('button', { name: `Completo: ${day}/${month}/${year}` });
  await expect(full).toBeDisabled();
  await expect(full).toHaveText('Completo');
  await expect(dates.getByRole('link', { name: /^Prenota Ora:/ }).first()).toBeEnabled();
});
