import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { seatBadge } from '../../src/domain/departures.ts';
import { passportNeededUntil } from '../../src/domain/passport.ts';
import {
  expect,
  expectAccessible,
  formTraveller,
  holdScripts,
  leaveUnsavedBooking,
  test,
} from './fixtures.ts';

type Departure = {
  id: string;
  startDate: string;
  endDate: string;
  price: number;
  spotsAvailable: number;
  paymentPlan: 'deposit' | 'in_full';
};

async function departures(request: APIRequestContext, trip: string): Promise<Departure[]> {
  const response = await request.get(`/api/destinations/${trip}/departures`);
  return ((await response.json()) as { departures: Departure[] }).departures;
}

/** "GG/MM/AAAA" of the day `days` after an ISO day. */
const italianDay = (iso: string, days = 0) => {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10).split('-').reverse().join('/');
};
const sixMonthsAfter = (iso: string) => italianDay(passportNeededUntil(iso));

const euro = (amount: number) =>
  `${new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(amount)} €`;

/** From the trip page to the booking form: a departure, an airport, then "book online". */
async function chooseDeparture(page: Page, trip: string) {
  await page.goto(`/travel/${trip}`);
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  await page
    .getByRole('dialog', { name: 'Date di partenza disponibili' })
    .getByRole('link', { name: /^Prenota Ora:/ })
    .first()
    .click();
  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  const proceed = airport.getByRole('button', { name: 'Procedi con la prenotazione' });
  await expect(proceed).toBeDisabled();
  await airport.getByText('Milano Malpensa').click();
  await proceed.click();
  await expect(page).toHaveURL(/\/booking$/);
}

test('two travellers book the first departure, two or three weeks away, pay the whole trip in one transfer and get their code', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const trip = 'tanzania-zanzibar';
  const [first] = await departures(request, trip);
  // The first bookable day is 14 days away: a balance due 30 days before would fall before the
  // seats' hold ends, so the whole trip is paid at once.
  expect(first!.paymentPlan).toBe('in_full');
  await chooseDeparture(page, trip);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completa la prenotazione');
  const summary = page.getByRole('complementary', { name: 'Tanzania & Zanzibar' });
  await expect(summary).toContainText('Partenza da Milano Malpensa');

  // An empty form says what is missing.
  await page.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Completa tutti i campi obbligatori per tutti i viaggiatori',
  );

  const one = page.getByRole('group', { name: 'Viaggiatore 1 · Referente' });
  await one.getByLabel('Nome *', { exact: true }).fill('Chiara');
  await one.getByLabel('Cognome *').fill('Loiacono');
  await one.getByLabel('Data di nascita *').fill('31021990');
  await expect(one.getByLabel('Data di nascita *')).toHaveValue('31/02/1990');
  await one.getByLabel('Numero di passaporto *').fill('ya1234567');
  await one.getByLabel('Indirizzo di residenza *').fill('Via Sparano 12, 70121 Bari');
  await one.getByLabel('Email *').fill('chiara.loiacono@example.it');
  await one.getByLabel('Telefono *').fill('+39 333 123 4567');

  await page.getByRole('button', { name: 'Aggiungi viaggiatore' }).click();
  const two = page.getByRole('group', { name: 'Viaggiatore 2' });
  // Each traveller's fields show their own errors, and lose them once typed.
  await page.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();
  await expect(two.getByLabel('Nome *', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(one.getByLabel('Nome *', { exact: true })).not.toHaveAttribute('aria-invalid');
  await two.getByLabel('Nome *', { exact: true }).fill('Marco');
  await expect(two.getByLabel('Nome *', { exact: true })).not.toHaveAttribute('aria-invalid');
  await two.getByLabel('Cognome *').fill('Loiacono');
  await two.getByLabel('Data di nascita *').fill('02/09/1988');
  await two.getByLabel('Numero di passaporto *').fill('YB7654321');
  // A passport that ends three months after the return: said at once, with the day it should
  // last until, and the booking goes on.
  await two
    .getByLabel('Scadenza del passaporto')
    .fill(italianDay(first!.endDate, 90).replace(/\//g, ''));
  await expect(two.getByText('Il passaporto scade meno di 6 mesi dopo il rientro')).toContainText(
    `valido almeno fino al ${sixMonthsAfter(first!.endDate)}. Puoi prenotare lo stesso`,
  );
  await two.getByLabel('Stesso indirizzo del primo viaggiatore').check();
  await expect(two.getByLabel('Indirizzo di residenza *')).toHaveValue(
    'Via Sparano 12, 70121 Bari',
  );
  await expect(summary).toContainText('2 viaggiatori');
  await expect(summary).toContainText(`Da versare ora (intero importo)${euro(first!.price * 2)}`);
  await expect(summary).not.toContainText('Saldo');

  // 31 February does not exist: the date is refused where it was typed.
  await page.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();
  await expect(
    one.getByText('Data di nascita non valida: scrivila come GG/MM/AAAA.'),
  ).toBeVisible();
  await one.getByLabel('Data di nascita *').fill('14/05/1990');
  await page.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();

  await expect(page).toHaveURL(/\/payment$/);
  const transfer = page.getByRole('region', { name: 'Dettagli Bonifico' });
  await expect(transfer).toContainText('Maestrale Viaggi S.r.l.');
  await expect(transfer).toContainText('IT60 X054 2811 1010 0000 0123 456');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento del viaggio');
  await expect(transfer).toContainText(euro(first!.price * 2));
  await expect(transfer).toContainText(
    'La partenza è vicina: si paga tutto il viaggio con un solo bonifico, senza caparra né saldo.',
  );
  await expect(transfer).toContainText(
    'Chiara Loiacono Pagamento completo Viaggio Tanzania & Zanzibar',
  );
  await transfer.getByRole('button', { name: 'Copia Causale' }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Causale copiato');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Chiara Loiacono Pagamento completo Viaggio Tanzania & Zanzibar',
  );

  await page.getByRole('button', { name: 'Conferma Pagamento' }).click();
  const confirm = page.getByRole('dialog', { name: 'Conferma completamento pagamento' });
  await expect(confirm).toContainText(
    'Hai già effettuato il bonifico per il pagamento del viaggio?',
  );
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sì, ho completato il pagamento' }).click();

  await expect(page).toHaveURL(/\/booking-success$/);
  const code = await page.evaluate(() => JSON.parse(localStorage.getItem('lastBookingId')!));
  const heading = page.getByRole('heading', { level: 1 });
  // Nothing is confirmed before the money is seen.
  await expect(heading).toContainText('Prenotazione ricevuta!');
  await expect(heading).toContainText(`#${code.slice(0, 8)}`);
  await expect(
    page.getByText('la prenotazione è confermata quando arriva il bonifico'),
  ).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('Chiara Loiacono')).toBeVisible();
  await expect(page.getByText('ch•••@example.it')).toBeVisible();
  await expect(page.getByText('chiara.loiacono@example.it')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Importi' })).not.toContainText('Saldo');

  // The two seats are taken: the departure shows them gone.
  const after = (await departures(request, trip)).find((departure) => departure.id === first!.id);
  expect(after!.spotsAvailable).toBe(first!.spotsAvailable - 2);
  await page.goto(`/travel/${trip}`);
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  const card = page
    .getByRole('dialog', { name: 'Date di partenza disponibili' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Prenota Ora:/ }) })
    .first();
  await expect(card).toContainText(seatBadge(first!.spotsAvailable - 2));
  const booking = await (await request.get(`/api/bookings/${code}`)).json();
  expect(booking).toMatchObject({ status: 'payment_initiated', travellersCount: 2 });
});

test('the payment page without a booking sends the visitor home', async ({ page }) => {
  await page.goto('/payment');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Nessun dato di prenotazione trovato',
  );
});

test('without a chosen departure the form sends an enquiry', async ({ page }) => {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Richiedi il tuo viaggio');
  await page.getByLabel('Destinazione *').selectOption({ label: 'Grecia: Atene & Santorini' });
  const one = page.getByRole('group', { name: 'Viaggiatore 1 · Referente' });
  await one.getByLabel('Nome *', { exact: true }).fill('Paolo');
  await one.getByLabel('Cognome *').fill('De Santis');
  await one.getByLabel('Data di nascita *').fill('01/12/1975');
  await one.getByLabel('Numero di passaporto *').fill('YC1122334');
  await one.getByLabel('Indirizzo di residenza *').fill('Corso Cavour 3, 70122 Bari');
  await one.getByLabel('Email *').fill('paolo.desantis@example.it');
  await one.getByLabel('Telefono *').fill('3471234567');
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Richiesta inviata con successo!',
  );
  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Richiesta ricevuta!');
});

test('typed and sent before the page’s code runs, the enquiry arrives once it does', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/booking', { waitUntil: 'commit' });
  await page.getByLabel('Destinazione *').selectOption({ label: 'Grecia: Atene & Santorini' });
  const one = page.getByRole('group', { name: 'Viaggiatore 1 · Referente' });
  await one.getByLabel('Nome *', { exact: true }).fill('Zoë');
  await one.getByLabel('Cognome *').fill('D’Alessandro');
  await one.getByLabel('Data di nascita *').fill('01/12/1975');
  await one.getByLabel('Numero di passaporto *').fill('YC1122334');
  await one.getByLabel('Indirizzo di residenza *').fill('Corso Cavour 3, 70122 Bari');
  await one.getByLabel('Email *').fill('zoe.dalessandro@example.it');
  await one.getByLabel('Telefono *').fill('3471234567');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/bookings'),
  );
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  // Held, not sent by the browser: the travellers' data never goes into the address.
  await expect(page).toHaveURL(/\/booking$/);
  release();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({
    destinationId: expect.any(String),
    travellers: [
      {
        firstName: 'Zoë',
        lastName: 'D’Alessandro',
        birthDate: '1975-12-01',
        email: 'zoe.dalessandro@example.it',
      },
    ],
  });
  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Richiesta ricevuta!');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking form says it needs JavaScript and leads to the contact form', async ({
    page,
  }) => {
    await page.goto('/booking');
    await expect(page.getByRole('group', { name: 'Viaggiatore 1 · Referente' })).toBeVisible();
    await expect(page.getByText('Per inviare il modulo serve JavaScript')).toBeVisible();
    await page.getByRole('link', { name: 'pagina Contatti' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('a request the server saved while the connection dropped, sent again, is one booking', async ({
  page,
  server,
}, testInfo) => {
  const email = `paolo.${testInfo.project.name}@example.it`;
  // The first send reaches the server, which makes the booking; its answer never arrives.
  let made: string | null = null;
  await page.route('**/api/bookings', async (route) => {
    if (made) return route.continue();
    const response = await route.fetch();
    made = ((await response.json()) as { id: string }).id;
    await route.abort('connectionreset');
  });
  await page.goto('/booking');
  await page.getByLabel('Destinazione *').selectOption({ label: 'Grecia: Atene & Santorini' });
  const one = page.getByRole('group', { name: 'Viaggiatore 1 · Referente' });
  await one.getByLabel('Nome *', { exact: true }).fill('Paolo');
  await one.getByLabel('Cognome *').fill('De Santis');
  await one.getByLabel('Data di nascita *').fill('01/12/1975');
  await one.getByLabel('Numero di passaporto *').fill('YC1122334');
  await one.getByLabel('Indirizzo di residenza *').fill('Corso Cavour 3, 70122 Bari');
  await one.getByLabel('Email *').fill(email);
  await one.getByLabel('Telefono *').fill('3471234567');
  const send = page.getByRole('button', { name: 'Invia la richiesta' });
  await send.click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    "Si è verificato un errore durante l'invio della richiesta. Riprova più tardi.",
  );
  await expect(page).toHaveURL(/\/booking$/);
  expect(made).not.toBeNull();

  // The visitor presses again: the same attempt, answered with the booking already made.
  await send.click();
  await expect(page).toHaveURL(/\/booking-success$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('lastBookingId')!))).toBe(made);
  const db = new Database(server.databaseFile, { readonly: true });
  const { count } = db
    .prepare('select count(*) as count from travel_bookings where contact_email = ?')
    .get(email) as { count: number };
  db.close();
  expect(count).toBe(1);
});

/** Anna Ferri alone, as the booking form leaves her in the browser. */
const annaFerri = () => [formTraveller('Anna', 'Ferri', 'anna.ferri@example.it')];

test('a booking not yet stored is stored when the transfer is confirmed', async ({
  page,
  request,
}) => {
  const departure = await leaveUnsavedBooking(page, request, annaFerri());
  await page.goto('/payment');
  const transfer = page.getByRole('region', { name: 'Dettagli Bonifico' });
  await expect(transfer).toContainText('Anna Ferri Caparra Viaggio Grecia: Atene & Santorini');
  await expectAccessible(page);
  await expect(transfer).toContainText(euro(Math.round(departure.price * 0.4)));
  await expect(
    page.getByRole('complementary', { name: 'Grecia: Atene & Santorini' }),
  ).toContainText(
    `Saldo prima della partenza${euro(departure.price - Math.round(departure.price * 0.4))}`,
  );
  await page.getByRole('button', { name: 'Conferma Pagamento' }).click();
  await page.getByRole('button', { name: 'Sì, ho completato il pagamento' }).click();
  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByText('Codice prenotazione')).toBeVisible();
  // The balance's amount and date, now that the server has set them.
  await expect(page.getByRole('region', { name: 'Importi' })).toContainText(
    /Saldo entro il \d{2}\/\d{2}\/\d{4}/,
  );
  await expectAccessible(page);
  const code = await page.evaluate(() => JSON.parse(localStorage.getItem('lastBookingId')!));
  const booking = await (await request.get(`/api/bookings/${code}`)).json();
  expect(booking).toMatchObject({
    status: 'payment_initiated',
    paymentStatus: 'pending_confirmation',
    primary: { firstName: 'Anna', emailHint: 'an•••@example.it' },
  });
});

test('when the booking or its confirmation cannot be recorded the visitor stays and is told', async ({
  page,
  request,
}) => {
  await leaveUnsavedBooking(page, request, annaFerri());
  await page.route('**/api/bookings', (route) => route.abort('failed'));
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Conferma Pagamento' }).click();
  const yes = page.getByRole('button', { name: 'Sì, ho completato il pagamento' });
  await yes.click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    "Si è verificato un problema durante il salvataggio dei dati. Contatta l'assistenza.",
  );
  await expect(page).toHaveURL(/\/payment$/);

  await page.unroute('**/api/bookings');
  await page.route('**/api/bookings/*/payment-confirmation', (route) => route.abort('failed'));
  await yes.click();
  await expect(
    page.locator('[data-sonner-toast]', {
      hasText:
        "Si è verificato un problema durante l'aggiornamento dello stato del pagamento. Contatta l'assistenza.",
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
});
