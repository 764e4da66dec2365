import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { bookingCode, type BookingView } from '../../src/domain/booking.ts';
import { addDays, todayInRome } from '../../src/domain/calendar.ts';
import { formatDate, formatEuro } from '../../src/domain/format.ts';
import { formatMoment } from '../../src/client/features/admin/format.ts';
import { photo } from '../../src/server/testing/photos.ts';
import { book, DESK, expect, expectAccessible, test } from './fixtures.ts';

const STAFF = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };

test.use({ serverEnv: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password } });

/** Signs in on the page at `path`, which the back office then shows ("Prenotazioni" by default). */
async function signIn(page: Page, path = '/admin/bookings') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Area staff' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test('staff generate a verification link; it opens the check once, then never again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const provider = 'https://verifica.identita.example/sessione/4821';

  await signIn(page, '/admin/passport-links');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Generatore Link Verifica Passaporto' }),
  ).toBeVisible();
  await page.getByLabel('URL del servizio di verifica *').fill(provider);
  await page.getByLabel('Nome del cliente').fill('Elena Greco');
  await page.getByRole('button', { name: 'Genera link' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Link generato con successo!');
  const link = await page.locator('#created-link').inputValue();
  await expectAccessible(page);
  expect(link).toMatch(/^http:\/\/[^/]+\/passport-verification\?token=[\w-]{32,}$/);

  const visitor = await context.newPage();
  // The provider's own page, as it would answer (no network here).
  await visitor.route('https://verifica.identita.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Inquadra il passaporto</h1>' }),
  );
  await visitor.goto(link);
  const frame = visitor.locator('iframe[title="Verifica dell\'identità"]');
  await expect(frame).toHaveAttribute('src', provider);
  await expect(frame).toHaveAttribute('allow', 'camera');
  await expect(frame).toHaveCSS('height', '650px');
  await expect(
    visitor.frameLocator('iframe').getByRole('heading', { name: 'Inquadra il passaporto' }),
  ).toBeVisible();
  await expect(visitor.getByRole('banner')).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('Ops, qualcosa è andato storto');
  await expect(visitor.getByRole('alert')).toContainText(
    'Questo link è già stato utilizzato. Contattare il supporto per richiedere un nuovo link.',
  );

  await page.reload();
  await expect(page.getByText('Elena Greco').first()).toBeVisible();
  await expect(page.getByText('Utilizzato', { exact: true }).first()).toBeVisible();
});

test('a link lasts the days staff chose; past them it no longer opens and shows "Scaduto"', async ({
  page,
  context,
  server,
}) => {
  const customer = `Marta Colella ${Date.now()}`;
  await signIn(page, '/admin/passport-links');
  await page.getByLabel('URL del servizio di verifica *').fill('https://verifica.example/s/9034');
  await page.getByLabel('Nome del cliente').fill(customer);
  const days = page.getByLabel('Validità (giorni)');
  await expect(days).toHaveValue('7');
  await days.fill('31');
  await page.getByRole('button', { name: 'Genera link' }).click();
  await expect(page.getByText('Scegli da 1 a 30 giorni.')).toBeVisible();
  await days.fill('1');
  await page.getByRole('button', { name: 'Genera link' }).click();
  const link = await page.locator('#created-link').inputValue();
  const entry = page.getByRole('listitem').filter({ hasText: customer });
  await expect(entry.getByText('Non utilizzato', { exact: true })).toBeVisible();

  // The day goes by: the link's expiry, moved to a moment ago.
  const db = new Database(server.databaseFile);
  db.prepare('update passport_verification_links set expires_at = ? where token = ?').run(
    new Date(Date.now() - 1000).toISOString(),
    decodeURIComponent(link.split('token=')[1]!),
  );
  db.close();

  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('alert')).toContainText(
    'Link di verifica non valido o scaduto. Contattare il supporto.',
  );
  await page.reload();
  await expect(entry.getByText('Scaduto', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a visitor sends the documents of a booking; staff see them and record the deposit', async ({
  page,
  request,
}) => {
  const { code } = await book(request, 'hawaii', 'Ricciardi');
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('lastBookingId', JSON.stringify(id)), code);
  await page.goto('/verifica-prenotazioni');
  const png = Buffer.from(await photo({ format: 'png' }));
  await page
    .getByLabel('Foto del passaporto *')
    .setInputFiles({ name: 'passaporto.png', mimeType: 'image/png', buffer: png });
  await page
    .getByLabel('Selfie con il passaporto *')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Invia documenti' }).click();
  await expect(page).toHaveURL(/\/verifica-success$/);

  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/bookings/);
  await page.getByRole('searchbox').fill('Ricciardi');
  // The search applies once typing pauses: the rows are then this name's only.
  await expect(page).toHaveURL(/search=Ricciardi/);
  await expect(page.getByRole('link', { name: /Elena Ricciardi/ })).toHaveCount(1);
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /Elena Ricciardi/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Prenotazione #${code.slice(0, 8)}`,
  );
  await expect(page.getByText('In attesa di bonifico').first()).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documenti' });
  await expect(documents.getByRole('button', { name: /^Apri passaporto/ })).toBeVisible();
  await expect(documents.getByRole('button', { name: /^Apri selfie/ })).toBeVisible();
  const images = documents.locator('img');
  await expect(images).toHaveCount(2);
  // Loaded as they come near the screen, as the visitor scrolls to them.
  await images.first().scrollIntoViewIfNeeded();
  await expect(images.first()).toHaveJSProperty('naturalWidth', 800);
  await expectAccessible(page);

  // Each document looked at: the passport is fine, the selfie must be sent again.
  const [passport, selfie] = [/^Apri passaporto/, /^Apri selfie/].map((opens) =>
    documents.getByRole('listitem').filter({ has: page.getByRole('button', { name: opens }) }),
  );
  await passport!
    .getByRole('button', { name: 'Verificato: Passaporto di Elena Ricciardi' })
    .click();
  await expect(passport!).toContainText(/Verificato\s*Amministrazione, \d{2}\/\d{2}\/\d{4}/);
  const whose = 'Selfie con passaporto di Elena Ricciardi';
  await selfie!.getByRole('button', { name: `Da rifare: ${whose}` }).click();
  const redo = page.getByRole('dialog', { name: `Da rifare: ${whose}` });
  await redo.getByRole('button', { name: 'Chiedi di rifarlo' }).click();
  await expect(
    redo.getByText('Scrivi cosa va rifatto: il viaggiatore lo legge nell’e-mail.'),
  ).toBeVisible();
  const reason = 'Nel selfie il viso o il passaporto non si vedono bene.';
  await redo.getByRole('button', { name: reason }).click();
  await expect(redo.getByLabel('Cosa va rifatto')).toHaveValue(reason);
  await redo.getByRole('button', { name: 'Chiedi di rifarlo' }).click();
  await expect(redo).toBeHidden();
  await expect(selfie!).toContainText('Da rifare');
  await expect(selfie!).toContainText(reason);
  await expect(page.getByRole('region', { name: 'Cronologia' })).toContainText(
    `Selfie con passaporto del viaggiatore 1: da rifare (${reason}). Il viaggiatore ha ricevuto un’e-mail.`,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Registra caparra ricevuta' }).click();
  await page.getByRole('button', { name: 'Sì, caparra ricevuta' }).click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Caparra registrata' }),
  ).toBeVisible();
  await expect(page.getByText('Confermata').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registra caparra ricevuta' })).toHaveCount(0);
  // The register says who saw the deposit arrive.
  await expect(page.getByRole('region', { name: 'Importi' })).toContainText(
    /Caparra: [\d.]+\s€\s*Arrivato il \d{2}\/\d{2}\/\d{4} · registrato da Amministrazione/,
  );
  const booking = await (await request.get(`/api/bookings/${code}`)).json();
  expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'received' });

  // "Registro attività" keeps who did it: the deposit, the reviews, the photos opened.
  await page.getByRole('link', { name: 'Registro attività' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro attività' })).toBeVisible();
  await page.getByLabel('Riguarda').fill(`#${code.slice(0, 8)}`);
  await expect(page).toHaveURL(/record=/);
  const lines = page.getByRole('listitem').filter({ hasText: 'Amministrazione' });
  const deposit = lines.filter({ hasText: 'Caparra registrata' });
  await expect(deposit).toHaveCount(1);
  await expect(deposit).toContainText(`#${code.slice(0, 8)} · Elena Ricciardi`);
  await expect(deposit).toContainText(/Importo: [\d.]+\s€/);
  await expect(
    lines.filter({ hasText: 'Documento aperto o scaricato' }).filter({
      hasText: `Passaporto di Elena Ricciardi · #${code.slice(0, 8)}`,
    }),
  ).not.toHaveCount(0);
  await expect(lines.filter({ hasText: 'Documento esaminato' })).toHaveCount(2);
  await expectAccessible(page);
});

test(
  'staff see the other unpaid bookings of one visitor and cancel them together',
  DESK,
  async ({ page, request }) => {
    // One e-mail (and, here, one address) holds two unpaid bookings.
    const bookings = [
      await book(request, 'grecia', 'Caruso'),
      await book(request, 'tanzania-zanzibar', 'Caruso'),
    ];
    await signIn(page);
    await page.getByRole('searchbox').fill('Caruso');
    // The search applies once typing pauses: the rows are then this name's only.
    await expect(page).toHaveURL(/search=Caruso/);
    await expect(page.getByRole('link', { name: /Elena Caruso/ })).toHaveCount(2);
    const note = "Un'altra prenotazione non pagata con la stessa e-mail o indirizzo";
    await expect(page.getByText(note)).toHaveCount(2);
    await page
      .getByRole('link', { name: /Elena Caruso/ })
      .first()
      .click();

    const others = page.getByRole('region', { name: 'Altre prenotazioni non pagate' });
    await expect(others).toContainText(note);
    const listed = bookings.map(({ code }) => bookingCode(code));
    await expect(others.getByRole('link', { name: new RegExp(listed.join('|')) })).toHaveCount(1);
    await expectAccessible(page);
    await others.getByRole('button', { name: 'Annulla insieme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annullare insieme 2 prenotazioni?' });
    await dialog.getByRole('button', { name: 'Sì, annulla tutte' }).click();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Prenotazioni annullate' }),
    ).toBeVisible();
    await expect(others).toHaveCount(0);
    await expect(page.getByText('Annullata').first()).toBeVisible();
    for (const { code } of bookings) {
      const booking = await (await request.get(`/api/bookings/${code}`)).json();
      expect(booking).toMatchObject({ status: 'cancelled' });
    }
  },
);

test(
  'the back office asks for a sign-in, and a wrong password is refused',
  DESK,
  async ({ page }) => {
    await page.goto('/admin/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Area staff' })).toBeVisible();
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill('non-è-la-password');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Email o password non corretti.')).toBeVisible();
  },
);

test(
  '“Oggi” is the first page: a transfer declared a moment ago is counted and its list opens',
  DESK,
  async ({ page, request }) => {
    const lastName = 'Dell’Acqua';
    const { code } = await book(request, 'tokyo-kyoto', lastName);
    expect((await request.post(`/api/bookings/${code}/payment-confirmation`)).status()).toBe(200);

    await signIn(page, '/admin');
    await expect(page).toHaveURL(/\/admin\/oggi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();
    // The back office's own frame: its sections with what "Oggi" counts, no public header or footer.
    const sections = page.getByRole('navigation', { name: 'Area staff' });
    await expect(
      sections.getByRole('link', { name: /^Prenotazioni [1-9]\d* da fare$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Il tuo account: Amministrazione · Titolare/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prenota Ora' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const tasks = page.getByRole('list', { name: 'Da fare' });
    const transfers = tasks.getByRole('link', { name: /Bonifici da verificare/ });
    // Other journeys share this server: at least this one is there.
    await expect(transfers).toContainText(/^[1-9]\d*\s*Bonifici da verificare/);
    await expect(tasks.getByRole('link', { name: /Posti in scadenza/ })).toBeVisible();
    await expect(tasks.getByRole('link', { name: /Documenti mancanti/ })).toBeVisible();
    // The weeks in figures: the charts, with their numbers in a table for screen readers.
    const figures = page.getByRole('region', { name: 'Le ultime settimane in cifre' });
    await expect(figures.getByRole('figure')).toHaveCount(3);
    const bookings = figures.getByRole('figure', { name: /^Prenotazioni e posti/ });
    await expect(bookings).toContainText(/Ultime 8 settimane: [1-9]\d* prenotazioni/);
    await expect(bookings.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(bookings.getByRole('table')).toContainText('Settimana dal');
    await expectAccessible(page);
    await transfers.click();
    await expect(page).toHaveURL(/attention=to_check/);
    const row = page.getByRole('listitem').filter({ hasText: `Elena ${lastName}` });
    await expect(row).toContainText('Da verificare');
    await expect(row).toContainText(/Dichiarato il \d{2}\/\d{2}\/\d{4}/);
  },
);

test(
  'an enquiry is taken, noted and answered from the back office; answered, it leaves “Da rispondere”',
  DESK,
  async ({ page, request }) => {
    const name = `Chiara D’Angelo ${test.info().project.name}`;
    const sent = await request.post('/api/contact-requests', {
      data: {
        name,
        email: 'chiara.dangelo@example.it',
        message: 'Ci sono ancora posti per due a maggio?',
        consent: true,
      },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, '/admin/enquiries?state=da_rispondere');
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Nuova');
    await card.getByLabel('Se ne occupa').selectOption({ label: 'Amministrazione' });
    await expect(card.getByLabel('Se ne occupa')).toHaveValue(/.+/);
    await card.getByLabel('Stato').selectOption({ label: 'In corso' });
    await expect(card.getByText('In corso', { exact: true }).first()).toBeVisible();

    await card.getByRole('button', { name: 'Aggiungi nota' }).click();
    await card
      .getByLabel('Nota per i colleghi')
      .fill('Chiamata alle 10: preferisce partire da Bari.');
    await card.getByRole('button', { name: 'Salva nota' }).click();
    await expect(card.getByRole('list', { name: 'Note e risposte' })).toContainText(
      'Nota di Amministrazione',
    );
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Rispondi via e-mail' }).click();
    await card.getByRole('button', { name: 'Invia risposta' }).click();
    await expect(card.getByText('Scrivi la risposta.')).toBeVisible();
    await card
      .getByLabel(/^Risposta/)
      .fill('Sì, il 12 maggio ci sono ancora due posti.\n\nA presto!');
    await card.getByRole('button', { name: 'Invia risposta' }).click();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Risposta inviata' }),
    ).toBeVisible();
    // Answered, it is no longer among those to answer.
    await expect(card).toHaveCount(0);
    await page.locator('#enquiries-state').selectOption({ label: 'Risposta inviata' });
    const answered = page.getByRole('article', { name });
    await expect(answered).toContainText('Risposta inviata');
    const notes = answered.getByRole('list', { name: 'Note e risposte' });
    await expect(notes).toContainText('Nota di Amministrazione');
    await expect(notes).toContainText('Risposta di Amministrazione');
    // The e-mail leaves through the outbox.
    await expect(async () => {
      await page.reload();
      await expect(notes.getByText('Inviata', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expectAccessible(page);
  },
);

test('every back-office section has no WCAG A/AA violations', async ({ page }) => {
  // Ten sections, each with a full axe scan of a few seconds.
  test.slow();
  await signIn(page);
  for (const [link, heading] of [
    ['Richieste', 'Richieste'],
    ['Documenti', 'Documenti'],
    ['Partenze', 'Partenze'],
    ['Viaggi', 'Viaggi'],
    ['Lista d’attesa', 'Lista d’attesa'],
    ['Link verifica', 'Generatore Link Verifica Passaporto'],
    ['Email', 'Email'],
    ['Team', 'Team'],
    ['Registro attività', 'Registro attività'],
    ['Oggi', 'Oggi'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
});

test(
  "an enquiry's e-mails reach the back office; staff read one and send it again",
  DESK,
  async ({ page }) => {
    const email = `chiara.${Date.now().toString(36)}@example.it`;
    await page.goto('/contact');
    await page.getByLabel('Nome e cognome *').fill('Chiara Loiacono');
    await page.getByLabel('Email *').fill(email);
    await page.getByLabel('Messaggio *').fill('Vorrei sapere le date di marzo per le Maldive.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Invia Messaggio' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Messaggio Inviato');

    await signIn(page);
    await page.getByRole('link', { name: 'Email', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
    await page.getByLabel('Stato').selectOption('Inviata');
    await expect(page).toHaveURL(/state=sent/);
    // The visitor's acknowledgement (the agency's notice goes to the agency's own address).
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText('Richiesta ricevuta');
    await expect(row).toContainText('Inviata');
    await expectAccessible(page);

    const subject = (await row.getByRole('link').textContent()) ?? '';
    expect(subject).toMatch(/\S/);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(page.getByText(`a ${email}`)).toBeVisible();
    // The HTML as sent, in a frame that runs no script and has no origin of the site's.
    await expect(page.locator('iframe')).toHaveAttribute('sandbox', '');
    await expect(
      page
        .frameLocator('iframe')
        .getByText(/Ciao Chiara, abbiamo ricevuto/)
        .first(),
    ).toBeVisible();
    await page.getByText('Versione solo testo').click();
    // Greeted by the first name of "Chiara Loiacono".
    await expect(page.locator('pre')).toContainText('Ciao Chiara, abbiamo ricevuto');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reinvia' }).click();
    await page
      .getByRole('dialog', { name: 'Inviare di nuovo il messaggio?' })
      .getByRole('button', { name: 'Sì, reinvia' })
      .click();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Messaggio in invio' }),
    ).toBeVisible();
    // Without SMTP the sender writes it as a file at once; the page follows it until it is sent.
    const facts = page.getByRole('region', { name: "Dettagli dell'invio" });
    await expect(facts).toContainText('Tentativi2', { timeout: 15_000 });
    await expect(facts.getByText('Inviata', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Tutti i messaggi' }).click();
    await expect(row).toContainText('Tentativi2');
  },
);

test(
  'staff extend a hold; a transfer nobody found on the account is on "Bonifici da verificare"',
  DESK,
  async ({ page, request, server }) => {
    test.slow();
    const lastName = `Proroga${test.info().project.name}`;
    const { code } = await book(request, 'cina-pechino-xian-shanghai', lastName);
    const before = (await (await request.get(`/api/bookings/${code}`)).json()) as BookingView;

    await signIn(page, `/admin/bookings/${code}`);
    const hold = page.getByRole('region', { name: 'Posti riservati', exact: true });
    await expect(hold).toContainText(`Fino al ${formatMoment(before.holdUntil!)}`);
    await expectAccessible(page);
    await hold.getByLabel('Estendi di').selectOption('48 ore');
    await hold.getByRole('button', { name: 'Estendi' }).click();
    // The hold ends in the future: 48 hours are added to its current end.
    const extended = new Date(Date.parse(before.holdUntil!) + 48 * 3_600_000).toISOString();
    const dialog = page.getByRole('dialog', { name: 'Estendere i posti riservati?' });
    await expect(dialog).toContainText(`fino al ${formatMoment(extended)}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sì, estendi' }).click();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Posti riservati più a lungo' }),
    ).toBeVisible();
    await expect(hold).toContainText(`Fino al ${formatMoment(extended)}`);
    expect(await (await request.get(`/api/bookings/${code}`)).json()).toMatchObject({
      holdUntil: extended,
    });

    // The traveller declared the transfer days ago and the clock flagged it: staff are asked to check.
    const db = new Database(server.databaseFile);
    db.prepare(
      `update travel_bookings set status = 'payment_initiated', payment_status = 'pending_confirmation',
       transfer_declared_at = ?, transfer_flagged_at = ? where id = ?`,
    ).run(new Date(Date.now() - 6 * 86_400_000).toISOString(), new Date().toISOString(), code);
    db.close();
    await page.reload();
    await page.getByRole('link', { name: 'Tutte le prenotazioni' }).click();
    await page.getByRole('button', { name: 'Bonifici da verificare' }).click();
    await expect(page).toHaveURL(/attention=to_check/);
    await expect(page.getByRole('button', { name: 'Bonifici da verificare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const row = page.getByRole('listitem').filter({ hasText: `Elena ${lastName}` });
    await expect(row).toContainText('Da verificare');
    await expectAccessible(page);
    await row.getByRole('link').click();
    await expect(page.getByRole('region', { name: 'Bonifico da verificare' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Posti riservati', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  },
);

test('staff record the balance: "Saldata" in the back office and on the traveller’s page', async ({
  page,
  request,
  server,
}) => {
  test.slow();
  const lastName = `Saldo${test.info().project.name}`;
  const { code, token } = await book(request, 'canada-vancouver-rockies', lastName);
  await signIn(page, `/admin/bookings/${code}`);
  await page.getByRole('button', { name: 'Registra caparra ricevuta' }).click();
  await page.getByRole('button', { name: 'Sì, caparra ricevuta' }).click();
  const balance = page.getByRole('region', { name: 'Saldo', exact: true });
  await expect(balance).toBeVisible();

  // The departure comes closer: the balance is due in 5 days.
  const dueDate = addDays(todayInRome(new Date()), 5);
  const db = new Database(server.databaseFile);
  db.prepare('update travel_bookings set balance_due_date = ? where id = ?').run(dueDate, code);
  db.close();
  const booking = (await (await request.get(`/api/bookings/${code}`)).json()) as BookingView;
  const amount = formatEuro(booking.totalPrice - booking.depositAmount);

  // The traveller's page asks for it, with its own causale.
  const traveller = await page.context().newPage();
  await traveller.goto(`/prenotazione/${token}`);
  await expect(
    traveller.getByRole('heading', { name: `Saldo ${amount} entro il ${formatDate(dueDate)}` }),
  ).toBeVisible();
  await expect(traveller.getByRole('region', { name: 'Dettagli Bonifico' })).toContainText(
    `Elena ${lastName} Saldo Viaggio`,
  );
  await expectAccessible(traveller);

  await page.reload();
  await page.getByRole('link', { name: 'Tutte le prenotazioni' }).click();
  await page.getByRole('button', { name: 'Saldi in scadenza' }).click();
  const row = page.getByRole('listitem').filter({ hasText: `Elena ${lastName}` });
  await expect(row).toContainText('Saldo in scadenza');
  await expect(row).toContainText(`${amount} entro il ${formatDate(dueDate)}`);
  await expectAccessible(page);
  await row.getByRole('link').click();

  await expect(balance).toContainText('Saldo in scadenza');
  await expect(balance.getByLabel('Ricevuto il')).toHaveValue(todayInRome(new Date()));
  // Part of it arrives first: the balance then asks for the rest, and the register says who.
  await balance.getByLabel('Acconto ricevuto (euro)').fill('500');
  await balance.getByRole('button', { name: 'Registra acconto' }).click();
  await page
    .getByRole('dialog', { name: 'Registrare l’acconto?' })
    .getByRole('button', { name: 'Sì, acconto ricevuto' })
    .click();
  const rest = formatEuro(booking.totalPrice - booking.depositAmount - 500);
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Acconto registrato' }),
  ).toContainText(`Restano ${rest} di saldo.`);
  await expect(balance).toContainText(rest);
  await expect(page.getByRole('region', { name: 'Importi' })).toContainText(
    `Acconto sul saldo: ${formatEuro(500)}`,
  );
  await balance.getByRole('button', { name: 'Registra saldo' }).click();
  await page
    .getByRole('dialog', { name: 'Registrare il saldo?' })
    .getByRole('button', { name: 'Sì, saldo ricevuto' })
    .click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Saldo registrato' })).toBeVisible();
  await expect(page.getByText('Pagamento: Saldata')).toBeVisible();
  await expect(balance).toContainText('Saldo ricevuto');
  await expect(balance.getByRole('button', { name: 'Registra saldo' })).toHaveCount(0);
  await expectAccessible(page);

  await traveller.reload();
  await expect(traveller.getByText('Saldata', { exact: true })).toBeVisible();
  await expect(traveller.getByText(/il viaggio è pagato per intero/)).toBeVisible();
  await expect(traveller.getByRole('region', { name: 'Dettagli Bonifico' })).toHaveCount(0);
  await expect(traveller.getByRole('complementary')).toContainText(
    `${rest}, ricevuto il ${formatDate(todayInRome(new Date()))}`,
  );
  await expectAccessible(traveller);
});

test(
  'a departure’s page says who travels, what they sent and where their booking stands',
  DESK,
  async ({ page, request }) => {
    // Elena's passport runs out a month from now, before any return plus six months.
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { code, departureId } = await book(request, 'hawaii', 'Caruso', {
      passportExpiry: inAMonth,
    });
    const expiry = inAMonth.split('-').reverse().join('/');
    await signIn(page, '/admin/departures');
    await page.getByRole('link', { name: 'Chi viaggia' }).first().waitFor();
    await page.goto(`/admin/departures/${departureId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hawaii');
    const seats = page.getByRole('region', { name: 'Posti' });
    await expect(seats).toContainText('In attesa di caparra');
    await expect(seats.getByRole('link', { name: `#${code.slice(0, 8)}` })).toBeVisible();

    const travellers = page.getByRole('region', { name: 'Chi viaggia' }).first();
    const rows = travellers.getByRole('row');
    // Other tests of this server book Hawaii too: the search keeps this booking's travellers, the
    // heading row and its two travellers, by surname then name.
    await travellers.getByLabel('Cerca').fill('caruso');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('rowheader')).toContainText('Caruso Elena');
    await expect(rows.nth(2).getByRole('rowheader')).toContainText('Caruso Luca');
    await expect(rows.nth(1)).toContainText('Nato il 14/05/1990');
    await expect(rows.nth(1)).toContainText('Passaporto: manca');
    await expect(rows.nth(1)).toContainText(`Scade il ${expiry}Scade entro 6 mesi dal rientro`);
    await expect(rows.nth(2)).toContainText('Scadenza non indicata');
    await expect(rows.nth(1)).toContainText('In attesa di bonifico');
    await expect(rows.nth(2).getByRole('link', { name: 'elena.caruso@example.it' })).toBeVisible();
    await expectAccessible(page);

    await travellers.getByLabel('Cerca').fill('luca caruso');
    await expect(rows).toHaveCount(2);
    await expect(travellers.getByText(/^1 viaggiatore su \d+$/)).toBeVisible();
    await travellers.getByLabel('Cerca').fill('caruso');
    await travellers.getByLabel('Mostra').selectOption({ label: 'Saldo da ricevere' });
    await expect(rows).toHaveCount(3);
    await travellers.getByLabel('Mostra').selectOption({ label: 'Documenti mancanti' });
    await expect(rows).toHaveCount(3);
    await travellers.getByLabel('Mostra').selectOption({ label: 'Passaporto da controllare' });
    await expect(rows).toHaveCount(3);

    // The passenger list for Excel: the trip and day in its name, the travellers in it.
    const download = page.waitForEvent('download');
    await travellers.getByRole('link', { name: 'Elenco passeggeri (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^passeggeri-hawaii-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
    expect(csv).toMatch(
      new RegExp(`\r\nCaruso;Elena;14/05/1990;YA\\d+;${expiry};Scade entro 6 mesi dal rientro;`),
    );
    expect(csv).toContain('\r\nCaruso;Luca;14/05/1990;');
    const workbook = page.waitForEvent('download');
    await travellers.getByRole('link', { name: 'Elenco passeggeri (Excel)' }).click();
    expect((await workbook).suggestedFilename()).toMatch(/^passeggeri-hawaii-[\d-]+\.xlsx$/);
    const printable = page.waitForEvent('download');
    await travellers.getByRole('link', { name: 'Elenco passeggeri (PDF)' }).click();
    expect((await printable).suggestedFilename()).toMatch(/^passeggeri-hawaii-[\d-]+\.pdf$/);

    await rows
      .nth(1)
      .getByRole('link', { name: `#${code.slice(0, 8)}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Prenotazione #${code.slice(0, 8)}`,
    );
  },
);

test(
  'staff correct a traveller’s surname and passport; the history says who, and the departure follows',
  DESK,
  async ({ page, request }) => {
    const { code, departureId } = await book(request, 'hawaii', 'Sant’Angelo');
    await signIn(page, '/admin/bookings');
    await page.getByRole('heading', { level: 1, name: 'Prenotazioni' }).waitFor();
    await page.goto(`/admin/bookings/${code}`);
    const travellers = page.getByRole('region', { name: 'Viaggiatori' });
    await travellers.getByRole('button', { name: 'Correggi dati di Luca Sant’Angelo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correggi i dati di Luca Sant’Angelo' });
    await expect(dialog.getByLabel('Data di nascita')).toHaveValue('14/05/1990');
    // An emptied surname is refused where it was typed, and nothing is saved.
    await dialog.getByLabel('Cognome').fill('');
    await dialog.getByRole('button', { name: 'Salva la correzione' }).click();
    await expect(dialog.getByText('Il cognome non può restare vuoto.')).toBeVisible();
    await dialog.getByLabel('Cognome').fill('Santangelo');
    await dialog.getByLabel('Numero di passaporto').fill('yc 998 8776');
    await dialog.getByLabel('Scadenza del passaporto').fill('30/06/2031');
    await dialog.getByRole('button', { name: 'Salva la correzione' }).click();
    await expect(dialog).toBeHidden();

    await expect(travellers.getByRole('heading', { name: 'Luca Santangelo' })).toBeVisible();
    await expect(travellers).toContainText('YC9988776');
    await expect(travellers).toContainText('30/06/2031');
    const history = page.getByRole('region', { name: 'Cronologia' });
    // Who: the account signed in from the environment, named as the header names it.
    await expect(history).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} · Amministrazione/);
    await expect(history).toContainText('Dati del viaggiatore 2 corretti:');
    await expect(history).toContainText('Cognome: Sant’Angelo → Santangelo');
    await expect(history).toContainText('Scadenza del passaporto: (vuoto) → 30/06/2031');
    await expect(history).toContainText(/Numero di passaporto: YA\d+ → YC9988776/);
    await history
      .getByLabel('Aggiungi una nota per i colleghi')
      .fill('Passaporto nuovo: la foto arriva lunedì.');
    await history.getByRole('button', { name: 'Aggiungi nota' }).click();
    await expect(history.getByRole('listitem').first()).toContainText(
      'Nota: Passaporto nuovo: la foto arriva lunedì.',
    );
    await expectAccessible(page);

    // The group leaves from another airport, agreed by phone.
    const trip = page.getByRole('region', { name: 'Viaggio' });
    await trip.getByRole('button', { name: 'Cambia aeroporto' }).click();
    const airport = page.getByRole('dialog', { name: 'Cambia aeroporto' });
    await expect(airport.getByLabel('Aeroporto di partenza')).toHaveValue('Roma Fiumicino');
    await airport.getByLabel('Aeroporto di partenza').selectOption('Milano Malpensa');
    await airport.getByRole('button', { name: 'Salva l’aeroporto' }).click();
    await expect(airport).toBeHidden();
    await expect(trip).toContainText('Milano Malpensa');
    await expect(history.getByRole('listitem').first()).toContainText(
      'Aeroporto di partenza: Roma Fiumicino → Milano Malpensa.',
    );

    await page.goto(`/admin/departures/${departureId}`);
    const onDeparture = page.getByRole('region', { name: 'Chi viaggia' }).first();
    await onDeparture.getByLabel('Cerca').fill('santangelo');
    await expect(onDeparture.getByRole('row').nth(1).getByRole('rowheader')).toContainText(
      'Santangelo Luca',
    );

    // Luca cannot come: Maria Grazia takes his place, her documents still to send.
    await page.goto(`/admin/bookings/${code}`);
    await travellers.getByRole('button', { name: 'Sostituisci Luca Santangelo' }).click();
    const swap = page.getByRole('dialog', { name: 'Chi viaggia al posto di Luca Santangelo?' });
    await swap.getByRole('button', { name: 'Sostituisci il viaggiatore' }).click();
    await expect(swap.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await swap.getByLabel('Nome', { exact: true }).fill('Maria Grazia');
    await swap.getByLabel('Cognome').fill('D’Onofrio');
    await swap.getByLabel('Data di nascita').fill('02/09/1987');
    await swap.getByLabel('Numero di passaporto').fill('YB7654321');
    await swap.getByLabel('Scadenza del passaporto').fill('30/06/2032');
    await swap.getByLabel('Indirizzo di residenza').fill('Corso Cavour 3, 70122 Bari');
    await expectAccessible(page);
    await swap.getByRole('button', { name: 'Sostituisci il viaggiatore' }).click();
    await expect(swap).toBeHidden();
    await expect(travellers.getByRole('heading', { name: 'Maria Grazia D’Onofrio' })).toBeVisible();
    await expect(history.getByRole('listitem').first()).toContainText(
      'Viaggiatore 2 sostituito: Luca Santangelo → Maria Grazia D’Onofrio.',
    );
  },
);

test(
  'staff hand a traveller the link to their page: e-mailed again, or copied into a chat',
  DESK,
  async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { code } = await book(request, 'hawaii', 'D’Amico');
    await signIn(page, '/admin/bookings');
    await page.getByRole('heading', { level: 1, name: 'Prenotazioni' }).waitFor();
    await page.goto(`/admin/bookings/${code}`);
    const card = page.getByRole('region', { name: 'Pagina del viaggiatore' });
    const history = page.getByRole('region', { name: 'Cronologia' });

    // Sending asks first, naming where it goes.
    await card.getByRole('button', { name: 'Invia di nuovo' }).click();
    const asked = page.getByRole('dialog', { name: 'Inviare di nuovo il link?' });
    await expect(asked).toContainText('elena.d’amico@example.it');
    await asked.getByRole('button', { name: 'Sì, invia' }).click();
    await expect(asked).toBeHidden();
    await expect(page.locator('[data-sonner-toast]').first()).toContainText('Link inviato');
    await expect(history).toContainText(
      'Link alla prenotazione inviato di nuovo a elena.d’amico@example.it.',
    );

    await card.getByRole('button', { name: 'Crea un link da copiare' }).click();
    const field = card.getByLabel('Link privato alla prenotazione');
    await expect(field).toHaveValue(
      new RegExp(`^${new URL(page.url()).origin}/prenotazione/[\\w-]{43}$`),
    );
    const link = await field.inputValue();
    await card.getByRole('button', { name: 'Copia', exact: true }).click();
    await expect(page.getByText('Link copiato')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(history.getByRole('listitem').first()).toContainText(
      'Creato un link alla prenotazione da copiare.',
    );
    await expectAccessible(page);

    const traveller = await context.newPage();
    await traveller.goto(link);
    await expect(traveller.getByRole('heading', { level: 1 })).toContainText(
      `La tua prenotazione${bookingCode(code)}`,
    );
    await traveller.close();
  },
);

test(
  'a departure’s fate: staff confirm it, write to those missing documents, then cancel it with a reason and record the refund',
  DESK,
  async ({ page, request }) => {
    // Praga & Budapest: no other journey books it, so its first departure is this test's.
    const paid = await book(request, 'praga-budapest', 'Dell’Acqua');
    const unpaid = await book(request, 'praga-budapest', 'Nicolò');
    expect(unpaid.departureId).toBe(paid.departureId);
    await signIn(page, `/admin/bookings/${paid.code}`);
    await page.getByRole('button', { name: 'Registra caparra ricevuta' }).click();
    await page.getByRole('button', { name: 'Sì, caparra ricevuta' }).click();
    await expect(page.getByRole('button', { name: 'Registra caparra ricevuta' })).toHaveCount(0);

    // Closing it to new bookings, and reopening it, are asked first.
    const { departures } = (await (
      await request.get('/api/destinations/praga-budapest/departures')
    ).json()) as { departures: { id: string; startDate: string }[] };
    const day = formatDate(departures.find(({ id }) => id === paid.departureId)!.startDate);
    await page.goto('/admin/departures?destinationId=praga-budapest');
    const card = page.getByRole('article', { name: day });
    await card.getByRole('button', { name: 'Chiudi partenza' }).click();
    const closing = page.getByRole('dialog', { name: `Chiudere la partenza del ${day}?` });
    await expect(closing).toContainText('le prenotazioni che ha restano come sono');
    await closing.getByRole('button', { name: 'Sì, chiudi' }).click();
    await expect(closing).toBeHidden();
    await card.getByRole('button', { name: 'Riapri' }).click();
    await page
      .getByRole('dialog', { name: `Riaprire la partenza del ${day}?` })
      .getByRole('button', { name: 'Sì, riapri' })
      .click();
    await expect(card.getByRole('button', { name: 'Chiudi partenza' })).toBeVisible();

    await page.goto(`/admin/departures/${paid.departureId}`);
    const fate = page.getByRole('region', { name: 'Stato della partenza' });
    await expect(fate).toContainText('Sotto il minimo');
    await expect(fate).toContainText(
      '2 viaggiatori confermati (caparra ricevuta) su un minimo di 6',
    );
    await fate.getByRole('button', { name: 'Conferma partenza' }).click();
    const confirmation = page.getByRole('dialog', {
      name: 'Confermare la partenza ai viaggiatori?',
    });
    await expect(confirmation).toContainText('2 prenotazioni ricevono un’e-mail');
    await expect(confirmation).toContainText('il gruppo è sotto il minimo di 6');
    await confirmation
      .getByRole('button', { name: 'Sì, conferma e scrivi ai viaggiatori' })
      .click();
    await expect(confirmation).toBeHidden();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Partenza confermata ai viaggiatori' }),
    ).toBeVisible();
    await expect(fate).toContainText('Confermata e comunicata');
    await expect(fate).toContainText(
      /Comunicata ai viaggiatori il \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} da Amministrazione/,
    );
    await expect(fate.getByRole('button', { name: 'Conferma partenza' })).toHaveCount(0);

    // Documents are missing for both: a message from the template, to those missing them.
    const messages = page.getByRole('region', { name: 'Messaggi ai viaggiatori' });
    await messages.getByLabel('Parti da un modello').selectOption({ label: 'Documenti mancanti' });
    await expect(messages.getByLabel('Destinatari')).toHaveValue('documents');
    await expect(messages.getByLabel('Oggetto')).toHaveValue(
      'Documenti mancanti per Praga & Budapest',
    );
    await expect(messages).toContainText('2 prenotazioni: un’e-mail al referente di ciascuna.');
    await messages.getByRole('button', { name: 'Invia messaggio' }).click();
    const sending = page.getByRole('dialog', { name: 'Inviare il messaggio?' });
    await expect(sending).toContainText('va a 2 prenotazioni (solo chi ha documenti mancanti)');
    await sending.getByRole('button', { name: 'Sì, invia' }).click();
    await expect(sending).toBeHidden();
    const sent = messages.getByRole('listitem').filter({ hasText: 'Documenti mancanti per Praga' });
    await expect(sent).toContainText('Solo chi ha documenti mancanti');
    await expect(sent.getByText(/^#\w{8} · elena\.dell’acqua@example\.it$/)).toBeVisible();
    await expect(sent.getByText(/^#\w{8} · elena\.nicolò@example\.it$/)).toBeVisible();
    await expect(messages.getByLabel('Oggetto')).toHaveValue('');
    await expectAccessible(page);

    await fate.getByRole('button', { name: 'Annulla partenza' }).click();
    const cancel = page.getByRole('dialog', { name: 'Annullare la partenza?' });
    await expect(cancel).toContainText('2 prenotazioni vengono annullate');
    await cancel.getByRole('button', { name: 'Sì, annulla la partenza' }).click();
    await expect(cancel.getByText('Scrivi il motivo dell’annullamento')).toBeVisible();
    await cancel
      .getByLabel('Motivo (lo leggono i viaggiatori)')
      .fill('Lo sciopero dei treni a Praga ci costringe a rinunciare: ci dispiace davvero.');
    await cancel.getByRole('button', { name: 'Sì, annulla la partenza' }).click();
    await expect(cancel).toBeHidden();
    await expect(fate).toContainText('Annullata');
    await expect(fate).toContainText('Motivo: Lo sciopero dei treni a Praga');
    await expect(page.getByRole('region', { name: 'Chi viaggia' }).first()).toContainText(
      'Nessuna prenotazione per questa partenza.',
    );

    // The paid deposit goes back; the unpaid booking owes nothing and is not listed.
    const refunds = page.getByRole('region', { name: 'Rimborsi' });
    await expect(refunds.getByRole('listitem')).toHaveCount(1);
    await expect(refunds).toContainText('Elena Dell’Acqua');
    await refunds.getByLabel('IBAN per il rimborso').fill('IT00 1234');
    await refunds.getByRole('button', { name: 'Registra rimborso' }).click();
    await expect(refunds.getByText('IBAN non valido')).toBeVisible();
    await refunds.getByLabel('IBAN per il rimborso').fill('IT60 X054 2811 1010 0000 0123 456');
    await refunds.getByRole('button', { name: 'Registra rimborso' }).click();
    await expect(refunds).toContainText(
      /Rimborsato il \d{2}\/\d{2}\/\d{4}: .+ su IT60 X054 2811 1010 0000 0123 456, registrato da Amministrazione\./,
    );
    await expect(refunds).toContainText('Tutti i rimborsi sono registrati.');
    await expectAccessible(page);

    // Visitors no longer see the departure, and each booking says why it ended.
    const booking = await (await request.get(`/api/bookings/${unpaid.code}`)).json();
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'departure_cancelled',
    });
    const offered = await (await request.get('/api/destinations/praga-budapest/departures')).json();
    expect(offered.departures.map((d: { id: string }) => d.id)).not.toContain(paid.departureId);
  },
);

test(
  'staff record a phone sale: two travellers at the price agreed, the history says who',
  DESK,
  async ({ page }) => {
    await signIn(page, '/admin/bookings');
    await page.getByRole('link', { name: 'Nuova prenotazione' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuova prenotazione');
    await page
      .getByLabel('Viaggio', { exact: true })
      .selectOption({ label: "India: il Triangolo d'Oro" });
    const departure = page.getByLabel('Partenza', { exact: true });
    await expect(departure.locator('option')).not.toHaveCount(1);
    await departure.selectOption({ index: 1 });
    const listed = (await departure.locator('option:checked').textContent())!;
    // The departure's price comes in; the agency agreed another.
    const price = page.getByLabel('Prezzo concordato a persona (€)');
    await expect(price).not.toHaveValue('');
    await price.fill('1250');
    await page.getByLabel('Aeroporto di partenza').selectOption({ index: 1 });

    // Nothing typed yet: the fields say what is missing, and nothing is recorded.
    await page.getByRole('button', { name: 'Registra la prenotazione' }).click();
    await expect(
      page.getByText('Completa tutti i campi obbligatori per tutti i viaggiatori').first(),
    ).toBeVisible();

    const lead = page.getByRole('group', { name: 'Viaggiatore 1 · Referente' });
    await lead.getByLabel('Nome', { exact: true }).fill('Nicolò');
    await lead.getByLabel('Cognome').fill('D’Urso');
    await lead.getByLabel('Data di nascita (GG/MM/AAAA)').fill('03/04/1961');
    await lead.getByLabel('Numero di passaporto').fill('YA7654321');
    await lead.getByLabel('Indirizzo di residenza').fill('Via Roma 1, 70121 Bari');
    await lead.getByLabel('Email').fill('nicolo.durso@example.it');
    await lead.getByLabel('Telefono').fill('+39 333 765 4321');
    await page.getByRole('button', { name: 'Aggiungi viaggiatore' }).click();
    const second = page.getByRole('group', { name: 'Viaggiatore 2' });
    await second.getByLabel('Nome', { exact: true }).fill('Rosa');
    await second.getByLabel('Cognome').fill('D’Urso');
    await second.getByLabel('Data di nascita (GG/MM/AAAA)').fill('12/12/1963');
    await second.getByLabel('Numero di passaporto').fill('YA7654322');
    await second.getByLabel('Indirizzo di residenza').fill('Via Roma 1, 70121 Bari');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Registra la prenotazione' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Prenotazione #\w{8}$/);
    await expect(page.getByText('In attesa di bonifico').first()).toBeVisible();
    const money = page.getByRole('region', { name: 'Importi' });
    await expect(money).toContainText(`Prezzo a persona${formatEuro(1250)}`);
    await expect(money).toContainText(`Totale${formatEuro(2500)}`);
    await expect(page.getByRole('region', { name: 'Viaggiatori' })).toContainText('Rosa D’Urso');
    const history = page.getByRole('region', { name: 'Cronologia' });
    await expect(history).toContainText('· Amministrazione');
    await expect(history).toContainText(
      `Prenotazione registrata dallo staff al prezzo concordato di ${formatEuro(1250)} a persona.`,
    );
    expect(listed).toMatch(/posti liberi/);
  },
);
