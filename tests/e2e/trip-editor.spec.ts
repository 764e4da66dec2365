import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { hashPassword } from '../../src/server/security/passwords.ts';
import { photo } from '../../src/server/testing/photos.ts';
import { formatEuro } from '../../src/domain/format.ts';
import { editorValues } from '../../src/domain/trip-input.ts';
import type { StaffTrip, StaffTripRow } from '../../src/domain/catalogue-admin.ts';
import { book, DESK, expect, expectAccessible, scrollToFooter, test } from './fixtures.ts';

// An account of this file's own: its server (one per worker) is not the other back-office
// specs', whose trips must stay as the catalogue ships them.
const EDITOR = {
  email: 'redazione@maestrale.example',
  password: 'una-password-lunga-per-la-redazione',
  name: 'Giulia Bianchi',
};
const COLLEAGUE = {
  email: 'marco@maestrale.example',
  password: 'un-altra-password-lunga',
  name: 'Marco Rinaldi',
};

test.use({ serverEnv: { STAFF_EMAIL: EDITOR.email, STAFF_PASSWORD: EDITOR.password } });

/** The first account takes a person's name, and a colleague gets an account of their own. */
async function nameTheStaff(databaseFile: string) {
  const db = new Database(databaseFile);
  db.prepare('update staff_users set name = ? where email = ?').run(EDITOR.name, EDITOR.email);
  db.prepare(
    `insert into staff_users (id, email, name, password_hash, created_at) values (?, ?, ?, ?, ?)
     on conflict (email) do nothing`,
  ).run(
    randomUUID(),
    COLLEAGUE.email,
    COLLEAGUE.name,
    await hashPassword(COLLEAGUE.password),
    new Date().toISOString(),
  );
  db.close();
}

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Area staff' })).toBeVisible();
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** A browser of another person (a colleague, a visitor): cookies of its own. */
async function otherBrowser(browser: Browser, url: string, staff?: typeof COLLEAGUE) {
  const context = await browser.newContext({ baseURL: url, locale: 'it-IT' });
  if (staff) {
    const response = await context.request.post('/api/staff/session', {
      data: { email: staff.email, password: staff.password },
    });
    expect(response.status()).toBe(200);
  }
  return { context, page: await context.newPage() };
}

const editorOf = (page: Page, title: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]', { hasText: text }).first()).toBeVisible();
/** The editor's line on the price visitors read and why. */
const seen = (page: Page) => page.locator('p').filter({ hasText: /^I visitatori vedono:/ });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Salva', exact: true });

test(
  'staff change Grecia’s price and a programme day; its page and the listing follow within seconds',
  DESK,
  async ({ page, browser, server }) => {
    await nameTheStaff(server.databaseFile);
    await signIn(page, '/admin/viaggi');
    await expect(page.getByRole('heading', { level: 1, name: 'Viaggi' })).toBeVisible();
    const grecia = page.getByRole('listitem').filter({ hasText: '/travel/grecia' });
    await expect(grecia).toContainText('Pubblicato');
    await expect(grecia).toContainText('ISOLE DA SOGNO');
    await expectAccessible(page);

    await grecia.getByRole('link', { name: 'Grecia: Atene & Santorini' }).click();
    await editorOf(page, 'Grecia: Atene & Santorini');
    await expect(page.getByLabel('Prezzo a persona (€)')).toHaveValue('1400');
    await page.getByLabel('Prezzo a persona (€)').fill('1300');
    await page.getByLabel('Titolo del viaggio').fill('Grecia: Atene, Santorini e Paros');
    await page.getByRole('button', { name: /^Giorno 3/ }).click();
    await page.getByLabel('Titolo del giorno 3').fill('Rotta sulle Cicladi con sosta a Paros');
    await expect(page.getByText('Modifiche non salvate.')).toBeVisible();
    await expectAccessible(page);
    await saveButton(page).click();
    await toast(page, 'Viaggio salvato');
    await expect(page.getByText('Tutto salvato.')).toBeVisible();
    await editorOf(page, 'Grecia: Atene, Santorini e Paros');

    const history = page.getByRole('region', { name: 'Cronologia' });
    const save = history.getByRole('listitem').filter({ hasText: 'Versione 2' });
    await expect(save).toContainText(EDITOR.name);
    await expect(save).toContainText(/Prezzo a persona: 1\.400\s€ → 1\.300\s€/);
    await expect(save).toContainText(
      'Programma: cambiato il giorno 3 “Rotta sulle Cicladi con sosta a Paros”',
    );
    await expect(save).toContainText(
      'Titolo: “Grecia: Atene & Santorini” → “Grecia: Atene, Santorini e Paros”',
    );

    // A visitor, in a browser of their own: the trip's page and the listing within seconds.
    const visitor = await otherBrowser(browser, server.url);
    await expect(async () => {
      await visitor.page.goto('/travel/grecia');
      await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
        'Grecia: Atene, Santorini e Paros',
        { timeout: 500 },
      );
    }).toPass({ timeout: 5_000 });
    await expect(visitor.page.getByText('Rotta sulle Cicladi con sosta a Paros')).toBeVisible();
    await visitor.page.goto('/travels');
    await expect(
      visitor.page.getByRole('link', { name: /Grecia: Atene, Santorini e Paros/ }).first(),
    ).toBeVisible();
    await visitor.context.close();

    // The editor shows what was saved after a reload too.
    await page.reload();
    await expect(page.getByLabel('Prezzo a persona (€)')).toHaveValue('1300');
  },
);

test(
  '“Cambia i prezzi”: Grecia’s departures +100 € at once; page, card, head and preview follow, a booking keeps its price',
  DESK,
  async ({ page, browser, server }) => {
    await nameTheStaff(server.databaseFile);
    const visitor = await otherBrowser(browser, server.url);
    const departuresNow = async () =>
      (
        (await (
          await visitor.context.request.get('/api/destinations/grecia/departures')
        ).json()) as {
          departures: { id: string; price: number; spotsAvailable: number }[];
        }
      ).departures;
    const before = await departuresNow();
    const lowest = (departures: typeof before) =>
      Math.min(...departures.filter((d) => d.spotsAvailable > 0).map((d) => d.price));
    const { code, departureId } = await book(visitor.context.request, 'grecia', 'D’Amico');
    const sold = before.find((d) => d.id === departureId)!.price;

    await signIn(page, '/admin/viaggi/greece-santorini');
    await editorOf(page, /^Grecia/);
    await expect(seen(page)).toContainText(
      `da ${formatEuro(lowest(before))}, la partenza più economica in vendita.`,
    );
    const panel = page.getByRole('region', { name: 'Cambia i prezzi delle partenze' });
    await panel.getByLabel('Come').selectOption('add');
    await panel.getByLabel(/^Euro in più/).fill('100');
    await panel.getByRole('button', { name: 'Mostra le partenze che cambiano' }).click();
    const changes = panel.getByRole('region', { name: 'Partenze che cambiano' });
    await expect(changes.getByRole('listitem')).toHaveCount(before.length);
    await expect(changes.getByRole('listitem').first()).toContainText(
      formatEuro(before[0]!.price + 100),
    );
    await expectAccessible(page);
    await changes.getByRole('button', { name: `Applica a ${before.length} partenze` }).click();
    await toast(page, 'Prezzi cambiati');
    const from = lowest(before) + 100;
    await expect(seen(page)).toContainText(`da ${formatEuro(from)}`);

    expect((await departuresNow()).map((d) => d.price)).toEqual(before.map((d) => d.price + 100));
    const said = `da ${formatEuro(from)} a persona`;
    await expect(async () => {
      await visitor.page.goto('/travel/grecia');
      await expect(visitor.page.getByText(said, { exact: true })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    const head = visitor.page.locator('head');
    await expect(head.locator('meta[name=description]')).toHaveAttribute(
      'content',
      new RegExp(said),
    );
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      new RegExp(`${said}$`),
    );
    const trip = JSON.parse(
      (await visitor.page.locator('script[type="application/ld+json"]').allTextContents()).find(
        (text) => text.includes('TouristTrip'),
      )!,
    ) as { offers: { lowPrice: number } };
    expect(trip.offers.lowPrice).toBe(from);
    const image = new URL(
      (await head.locator('meta[property="og:image"]').getAttribute('content'))!,
    );
    const preview = await visitor.context.request.get(image.pathname, { maxRedirects: 0 });
    expect(preview.status()).toBe(200);
    await visitor.page.goto('/travels');
    await expect(
      visitor.page.getByRole('article').filter({ hasText: 'Grecia' }).first(),
    ).toContainText(said);

    // The booking made before keeps the price it was sold at.
    const booking = await page.request.get(`/api/staff/bookings/${code}`);
    expect(await booking.json()).toMatchObject({ pricePerPerson: sold, totalPrice: 2 * sold });
    await visitor.context.close();
  },
);

test(
  '“Impostazioni”: the agency’s figures reach the home and the footer; a new trip leaves from its airports',
  DESK,
  async ({ page, browser, server }) => {
    await nameTheStaff(server.databaseFile);
    await signIn(page, '/admin/impostazioni');
    await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
    await expect(page.getByLabel('Voto medio (da 1 a 5)')).toHaveValue('4.9');
    await page.getByLabel('Voto medio (da 1 a 5)').fill('4.7');
    await page.getByLabel('Recensioni ricevute').fill('1350');
    await page.getByLabel('Aeroporto 2').fill('Brindisi Papola Casale');
    await expect(page.getByLabel('Minimo partecipanti per partire')).toHaveValue('6');
    await page.getByLabel('Minimo partecipanti per partire').fill('7');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    await toast(page, 'Impostazioni salvate');

    const visitor = await otherBrowser(browser, server.url);
    await expect(async () => {
      await visitor.page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(visitor.page.getByText('4.7/5 dai viaggiatori')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const stats = visitor.page.getByRole('region', { name: 'Perché Scegliere Maestrale Viaggi' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toContainText('media da oltre 1.350 recensioni');
    await expect(stats).toContainText('4.7/5');
    // The footer's badge, at the end of a shorter page.
    await visitor.page.goto('/contact');
    await expect(
      (await scrollToFooter(visitor.page)).getByText('Agenzia verificata · 4.7/5'),
    ).toBeVisible();
    await visitor.context.close();

    await page.goto('/admin/viaggi/nuovo');
    await expect(page.getByLabel('Aeroporto 1')).toHaveValue('Bari Karol Wojtyła');
    await expect(page.getByLabel('Aeroporto 2')).toHaveValue('Brindisi Papola Casale');
    await page.goto('/admin/impostazioni');
    await expect(page.getByLabel('Minimo partecipanti per partire')).toHaveValue('7');
  },
);

test('a new trip starts from “Duplica”: edited, given a cover photo, saved as a draft only staff preview, then published', async ({
  page,
  browser,
  server,
  isMobile,
}) => {
  await nameTheStaff(server.databaseFile);
  const slug = `praga-vienna-budapest-${test.info().project.name}`;
  await signIn(page, '/admin/viaggi');
  await page.getByRole('main').getByRole('link', { name: 'Praga & Budapest' }).click();
  await editorOf(page, 'Praga & Budapest');
  // "Duplica" asks for the copy's address first: a taken one is refused under the field.
  await page.getByRole('button', { name: 'Duplica' }).click();
  const asked = page.getByRole('dialog', { name: 'Duplica il viaggio' });
  await expect(asked.getByLabel('Indirizzo della copia')).toHaveValue('praga-budapest-copia');
  await asked.getByLabel('Indirizzo della copia').fill('grecia');
  await asked.getByRole('button', { name: 'Crea la copia' }).click();
  await expect(asked.getByText('Un altro viaggio ha già questo indirizzo')).toBeVisible();
  await asked.getByLabel('Indirizzo della copia').fill(slug);
  await asked.getByRole('button', { name: 'Crea la copia' }).click();
  await toast(page, 'Copia creata');
  await expect(page.getByText('Bozza', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/viaggi/${slug}$`));
  await expect(page.getByLabel('Indirizzo', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Titolo del viaggio').fill('Praga, Vienna & Budapest');
  await page.getByRole('button', { name: 'Aggiungi giorno' }).click();
  // The new day opens with the cursor in its title.
  await expect(page.getByLabel(/^Titolo del giorno \d+$/).last()).toBeFocused();
  await page.keyboard.type('Vienna, la città dei caffè');
  await page.getByLabel('Racconto del giorno').last().fill('Il Ring in tram e una Sachertorte.');
  // An area of its own, added on the spot: checked at once, offered to visitors once published.
  const area = isMobile ? 'Mitteleuropa' : 'Europa centrale';
  const areas = page.getByRole('group', { name: 'Aree del mondo' });
  await expect(areas.getByRole('checkbox', { name: 'Europa', exact: true })).toBeChecked();
  await areas.getByLabel('Nuova area').fill(area);
  await areas.getByRole('button', { name: 'Aggiungi l’area' }).click();
  await expect(areas.getByRole('checkbox', { name: area })).toBeChecked();
  const cover = page.getByRole('group', { name: 'Foto di copertina' });
  await cover.locator('input[type=file]').setInputFiles({
    name: 'vienna.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(await photo({ width: 1600, height: 1000 })),
  });
  await page.getByLabel('Testo alternativo *').fill('Il gruppo davanti al Belvedere di Vienna');
  await saveButton(page).click();
  await toast(page, 'Viaggio salvato');
  await editorOf(page, 'Praga, Vienna & Budapest');
  await expect(
    page.getByRole('region', { name: 'Cronologia' }).getByRole('listitem').first(),
  ).toContainText('Foto di copertina: aggiunta');

  // Staff preview the draft at its address; visitors do not find it.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /Anteprima/ }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/travel/${slug}$`));
  await expect(preview.getByText('Anteprima: non pubblicato')).toBeVisible();
  await preview.close();
  const visitor = await otherBrowser(browser, server.url);
  const draft = await visitor.page.goto(`/travel/${slug}`);
  expect(draft?.status()).toBe(404);

  await page.getByRole('button', { name: 'Pubblica' }).click();
  await toast(page, 'Viaggio pubblicato');
  await expect(page.getByText('Pubblicato', { exact: true }).first()).toBeVisible();
  await expect(async () => {
    const published = await visitor.page.goto(`/travel/${slug}`);
    expect(published?.status()).toBe(200);
  }).toPass({ timeout: 5_000 });
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
    'Praga, Vienna & Budapest',
  );
  await expect(visitor.page.getByText('Vienna, la città dei caffè')).toBeVisible();
  // Nobody has rated it and no list price was set: no rating, nothing struck through.
  await expect(visitor.page.getByRole('main')).not.toContainText(/recensioni|\/5|-\d+%/);
  await visitor.context.close();
  // The listing offers its new area, and finds it there alone.
  await page.goto('/travels');
  if (isMobile) await page.getByRole('button', { name: 'Filtra risultati' }).click();
  await page.getByLabel('Destinazione').selectOption({ label: area });
  if (isMobile)
    await page
      .getByRole('dialog', { name: 'Filtra risultati' })
      .getByRole('button', { name: 'Chiudi' })
      .click();
  await expect(page.getByTestId('results-count')).toHaveText('1 risultato');
  await expect(page.getByRole('heading', { name: 'Praga, Vienna & Budapest' })).toBeVisible();
});

test(
  'a published trip’s edits wait as a draft: previewed at its address as the form holds them, then published',
  DESK,
  async ({ page, browser, server }, testInfo) => {
    await nameTheStaff(server.databaseFile);
    const visitor = await otherBrowser(browser, server.url);
    await book(visitor.context.request, 'islanda-norvegia', 'Sant’Elia');
    await signIn(page, '/admin/viaggi/iceland-northern-lights');
    await editorOf(page, 'Islanda & Norvegia');
    // Taking it off the site says first what becomes of its bookings, and offers the other way.
    await page.getByRole('button', { name: 'Archivia' }).click();
    const asked = page.getByRole('dialog', { name: 'Archiviare il viaggio?' });
    await expect(asked).toContainText(
      'Ha 1 prenotazione su partenze future (2 viaggiatori): restano valide',
    );
    await expect(asked).toContainText('usa “Salva come bozza”');
    await asked.getByRole('button', { name: 'No, torna indietro' }).click();

    const title = page.getByLabel('Titolo del viaggio');
    await title.fill('Islanda e Norvegia: l’aurora e i fiordi');
    await page.getByLabel('Prezzo a persona (€)').fill('2190');

    // "Anteprima" shows what the form holds: saved first as a draft, never live.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Anteprima/ }).click(),
    ]);
    await expect(preview).toHaveURL(/\/travel\/islanda-norvegia\?anteprima$/);
    await expect(preview.getByText('Anteprima: modifiche non pubblicate')).toBeVisible();
    await expect(
      preview.getByRole('heading', { level: 1, name: 'Islanda e Norvegia: l’aurora e i fiordi' }),
    ).toBeVisible();
    const shot = testInfo.outputPath('pending-preview.png');
    await preview.screenshot({ path: shot });
    await testInfo.attach('pending-preview', { path: shot, contentType: 'image/png' });
    await preview.close();

    const pending = page.getByRole('region', { name: 'Modifiche non pubblicate' });
    await expect(pending).toContainText(`Salvate in bozza da ${EDITOR.name}`);
    await expect(page.getByText('Tutto salvato.')).toBeVisible();
    await expectAccessible(page);
    await pending.scrollIntoViewIfNeeded();
    const editorShot = testInfo.outputPath('pending-editor.png');
    await page.screenshot({ path: editorShot });
    await testInfo.attach('pending-editor', { path: editorShot, contentType: 'image/png' });

    // Visitors still see the published trip.
    await visitor.page.goto('/travel/islanda-norvegia?anteprima');
    await expect(
      visitor.page.getByRole('heading', { level: 1, name: 'Islanda & Norvegia' }),
    ).toBeVisible();
    await expect(visitor.page.getByText('Anteprima')).toHaveCount(0);

    // Opened again, the editor holds the prepared edits; published, they are the site's.
    await page.reload();
    await expect(title).toHaveValue('Islanda e Norvegia: l’aurora e i fiordi');
    await pending.getByRole('button', { name: 'Pubblica le modifiche' }).click();
    await toast(page, 'Modifiche pubblicate');
    await expect(pending).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Cronologia' }).getByRole('listitem').first(),
    ).toContainText('Titolo');
    await expect(async () => {
      await visitor.page.goto('/travel/islanda-norvegia');
      await expect(
        visitor.page.getByRole('heading', {
          level: 1,
          name: 'Islanda e Norvegia: l’aurora e i fiordi',
        }),
      ).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await visitor.context.close();
  },
);

test(
  'staff choose the trips on the home and the listing’s order',
  DESK,
  async ({ page, browser, server }, testInfo) => {
    await nameTheStaff(server.databaseFile);
    const visitor = await otherBrowser(browser, server.url);
    const listed = async () => {
      await visitor.page.goto('/travels');
      return visitor.page
        .getByRole('link', { name: /^Dettagli: / })
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('aria-label')!.replace('Dettagli: ', '')),
        );
    };
    const before = await listed();
    const place = before.indexOf('Venezia & Verona');
    expect(place).toBeGreaterThan(0);

    await signIn(page, '/admin/viaggi');
    await page.getByRole('button', { name: 'Sposta su: Venezia & Verona' }).click();
    const rows = page.getByRole('main').getByRole('listitem').filter({ hasText: '/travel/' });
    await expect(rows.nth(place - 1)).toContainText('Venezia & Verona');
    // The focus stays on the button, for the next move.
    await expect(page.getByRole('button', { name: 'Sposta su: Venezia & Verona' })).toBeFocused();
    await expectAccessible(page);
    const shot = testInfo.outputPath('trips-order.png');
    await page.screenshot({ path: shot });
    await testInfo.attach('trips-order', { path: shot, contentType: 'image/png' });
    await expect(async () => {
      expect((await listed()).indexOf('Venezia & Verona')).toBe(place - 1);
    }).toPass({ timeout: 10_000 });

    await page.getByRole('main').getByRole('link', { name: 'Venezia & Verona' }).click();
    await editorOf(page, 'Venezia & Verona');
    await page.getByLabel('Mostra nella home').uncheck();
    await saveButton(page).click();
    await toast(page, 'Viaggio salvato');
    await expect(async () => {
      await visitor.page.goto('/');
      const packages = visitor.page.getByRole('region', { name: 'Scegli il tuo prossimo viaggio' });
      // The other trips stay (the file's other tests rename some of them meanwhile).
      const cards = packages.getByRole('link', { name: /^Dettagli: / });
      expect(await cards.count()).toBeGreaterThan(10);
      await expect(packages.getByText('Venezia & Verona')).toHaveCount(0);
    }).toPass({ timeout: 10_000 });
    // Off the home, still in the listing.
    expect(await listed()).toContain('Venezia & Verona');
    await visitor.context.close();
  },
);

test(
  'two editors save the same trip: the second is refused with who saved first, and keeps its edits',
  DESK,
  async ({ page, browser, server }) => {
    await nameTheStaff(server.databaseFile);
    await signIn(page, '/admin/viaggi');
    await page.getByRole('main').getByRole('link', { name: 'Hawaii' }).click();
    await editorOf(page, 'Hawaii');
    const editorUrl = page.url();

    const colleague = await otherBrowser(browser, server.url, COLLEAGUE);
    await colleague.page.goto(editorUrl);
    await editorOf(colleague.page, 'Hawaii');

    // Both have the trip open; the colleague saves first.
    await page.getByLabel('Titolo del viaggio').fill('Hawaii: Oahu, Maui e Big Island');
    await colleague.page.getByLabel('Prezzo a persona (€)').fill('2450');
    await saveButton(colleague.page).click();
    await toast(colleague.page, 'Viaggio salvato');
    await colleague.context.close();

    // "Anteprima" saves the form first: refused, the tab it opened closes, nothing blank is left.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Anteprima/ }).click(),
    ]);
    await expect.poll(() => tab.isClosed()).toBe(true);
    const refusal = page.getByRole('alert').filter({ hasText: 'Modificato da' });
    await expect(refusal).toBeVisible();

    await saveButton(page).click();
    await expect(refusal).toContainText(
      /Modificato da Marco Rinaldi alle \d{2}:\d{2} del \d{1,2} \S+: ricarica/,
    );
    await expect(page.getByLabel('Titolo del viaggio')).toHaveValue(
      'Hawaii: Oahu, Maui e Big Island',
    );
    await expectAccessible(page);

    // "Ricarica": the colleague's price comes in, the title stays as typed.
    await refusal.getByRole('button', { name: 'Ricarica' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Caricata la versione' }),
    ).toContainText('Le tue modifiche sono ancora nel modulo (Titolo)');
    await expect(page.getByLabel('Prezzo a persona (€)')).toHaveValue('2450');
    await expect(page.getByLabel('Titolo del viaggio')).toHaveValue(
      'Hawaii: Oahu, Maui e Big Island',
    );
    await saveButton(page).click();
    await toast(page, 'Viaggio salvato');
    const history = page.getByRole('region', { name: 'Cronologia' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Versione 3' })).toContainText(
      EDITOR.name,
    );
    await expect(history.getByRole('listitem').filter({ hasText: 'Versione 2' })).toContainText(
      COLLEAGUE.name,
    );

    // "Ripristina" the colleague's version: the title goes back, as a new save.
    await page.getByRole('button', { name: 'Ripristina la versione 2' }).click();
    await page.getByRole('button', { name: 'Sì, ripristina' }).click();
    await toast(page, 'Versione 2 ripristinata');
    await expect(page.getByLabel('Titolo del viaggio')).toHaveValue('Hawaii');
    await expect(page.getByLabel('Prezzo a persona (€)')).toHaveValue('2450');
    await expect(history.getByRole('listitem').filter({ hasText: 'Versione 4' })).toContainText(
      'Titolo: “Hawaii: Oahu, Maui e Big Island” → “Hawaii”',
    );
  },
);

test('programme days move by keyboard, the focus with them, and by dragging their handle', async ({
  page,
  server,
}) => {
  await nameTheStaff(server.databaseFile);
  await signIn(page, '/admin/viaggi');
  await page.getByRole('main').getByRole('link', { name: 'Thailandia' }).click();
  await editorOf(page, 'Thailandia');
  const programme = page.getByRole('region', { name: 'Programma' });
  const days = programme.getByRole('button', { name: /^Giorno \d+/ });
  const [first, second] = await Promise.all([days.nth(0).textContent(), days.nth(1).textContent()]);
  const titleOf = (text: string | null) => text!.replace(/^Giorno \d+(In evidenza)?/, '');

  await programme.getByRole('button', { name: 'Sposta giù il giorno 1', exact: true }).focus();
  await page.keyboard.press('Enter');
  // The day moved is now the second; the focus went with it.
  await expect(
    programme.getByRole('button', { name: 'Sposta giù il giorno 2', exact: true }),
  ).toBeFocused();
  await expect(days.nth(0)).toContainText(titleOf(second));
  await expect(days.nth(1)).toContainText(titleOf(first));
  await expect(programme.getByText('Giorno 1 spostato: ora è il giorno 2.')).toBeAttached();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(
    programme.getByRole('button', { name: 'Sposta giù il giorno 1', exact: true }),
  ).toBeFocused();
  await expect(days.nth(0)).toContainText(titleOf(first));

  // Dragged by its handle, the third day goes to the top.
  const third = await days.nth(2).textContent();
  const handles = programme.locator('[title="Trascina per spostare il giorno"]');
  const from = (await handles.nth(2).boundingBox())!;
  const to = (await handles.nth(0).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 8 });
  await page.mouse.up();
  await expect(days.nth(0)).toContainText(titleOf(third));
  await expect(days.nth(1)).toContainText(titleOf(first));

  await saveButton(page).click();
  await toast(page, 'Viaggio salvato');
  await expect(
    page
      .getByRole('region', { name: 'Cronologia' })
      .getByRole('listitem')
      .filter({ hasText: 'Versione 2' }),
  ).toContainText('Programma: giorni riordinati');
});

test(
  'leaving the editor with unsaved edits asks first; the packages page is accessible',
  DESK,
  async ({ page, server }) => {
    await nameTheStaff(server.databaseFile);
    await signIn(page, '/admin/viaggi');
    await page.getByRole('main').getByRole('link', { name: 'Sharm el-Sheikh' }).click();
    await editorOf(page, 'Sharm el-Sheikh');
    // A refused save says so until the field is put right, not after.
    await page.getByLabel('Giorni', { exact: true }).fill('');
    await saveButton(page).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Il viaggio non è stato salvato' });
    await expect(refusal).toBeVisible();
    await page.getByLabel('Giorni', { exact: true }).fill('9');
    await expect(refusal).toBeHidden();

    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('link', { name: 'Tutti i viaggi' }).click();
    await editorOf(page, 'Sharm el-Sheikh');
    await expect(page.getByLabel('Giorni', { exact: true })).toHaveValue('9');

    // The browser's Back button asks too: staying keeps the editor, its address and the edit.
    const editorUrl = page.url();
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(editorUrl);
    await editorOf(page, 'Sharm el-Sheikh');
    await expect(page.getByLabel('Giorni', { exact: true })).toHaveValue('9');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Viaggi' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Pacchetti', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pacchetti' })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(6);
    await expectAccessible(page);
  },
);

test(
  'a package is added with its photo, shown on the home with its trip, and removed once empty',
  DESK,
  async ({ page, browser, server }, testInfo) => {
    await nameTheStaff(server.databaseFile);
    const name = testInfo.project.name === 'phone' ? 'Fughe di primavera' : 'Weekend d’Europa';
    const alt = 'Il Ponte Carlo all’alba, con la nebbia sulla Moldava';
    await signIn(page, '/admin/pacchetti');
    await expect(page.getByRole('heading', { level: 1, name: 'Pacchetti' })).toBeVisible();
    // A package with trips says which, and cannot be removed.
    const islands = page.getByRole('region', { name: 'ISOLE DA SOGNO' });
    await expect(islands).toContainText('Viaggi: ');
    await expect(islands.getByRole('button', { name: /Elimina pacchetto/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Nuovo pacchetto' }).click();
    const added = page.getByRole('form', { name: 'Nuovo pacchetto' });
    await added.getByLabel('Nome').fill(name);
    await added.getByLabel('Prezzo di listino (€)').fill('990');
    await added.getByLabel('Prezzo scontato (€)').fill('1090');
    await added.getByLabel('Durata').fill('3-4 giorni');
    await added.getByRole('button', { name: 'Aggiungi voce' }).click();
    await added.getByLabel('Voce 1 di Nuovo pacchetto').fill('Volo e hotel 4 stelle con colazione');
    await added
      .getByRole('group', { name: 'Foto del pacchetto' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'praga.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from(await photo({ width: 1600, height: 1200 })),
      });
    await added.getByLabel('Testo alternativo *').fill(alt);
    await added.getByRole('button', { name: 'Aggiungi pacchetto' }).click();
    await expect(
      added.getByText('Il prezzo scontato non può superare il prezzo di listino.'),
    ).toBeVisible();
    await added.getByLabel('Prezzo scontato (€)').fill('890');
    await added.getByRole('button', { name: 'Aggiungi pacchetto' }).click();
    await toast(page, 'Pacchetto aggiunto');
    const own = page.getByRole('region', { name });
    await expect(own).toContainText('Nessun viaggio in questo pacchetto: il sito non lo mostra.');
    await own.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('package-added.png'), fullPage: false });

    // Sharm el-Sheikh filed under it, as the trip's editor saves it: the home shows the package.
    const fileSharmUnder = async (packageTitle: string) => {
      const { items } = (await (await page.request.get('/api/staff/trips')).json()) as {
        items: StaffTripRow[];
      };
      const key = items.find((row) => row.slug === 'sharm-el-sheikh')!.key;
      const { trip } = (await (
        await page.request.get(`/api/staff/trips/${key}`)
      ).json()) as StaffTrip;
      const packages = (await (await page.request.get('/api/staff/packages')).json()) as {
        items: { id: string; title: string }[];
      };
      const packageId = packages.items.find((pack) => pack.title === packageTitle)!.id;
      const saved = await page.request.put(`/api/staff/trips/${key}`, {
        data: { ...editorValues(trip), packageId },
      });
      expect(saved.status()).toBe(200);
    };
    await fileSharmUnder(name);
    const visitor = await otherBrowser(browser, server.url);
    await visitor.page.goto('/');
    const heading = visitor.page.getByRole('heading', { level: 3, name });
    await expect(async () => {
      await visitor.page.reload();
      await heading.scrollIntoViewIfNeeded({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    await expect(visitor.page.getByRole('img', { name: alt })).toBeVisible();
    await expect(
      visitor.page
        .locator('[data-package]')
        .filter({ has: heading })
        .getByRole('heading', { name: 'Sharm el-Sheikh' })
        .first(),
    ).toBeVisible();
    await visitor.page.screenshot({ path: testInfo.outputPath('package-on-home.png') });
    await visitor.context.close();

    // Back where it was, the package is empty: removed, after a question.
    await fileSharmUnder('ISOLE DA SOGNO');
    await page.reload();
    await expect(own).toContainText('Nessun viaggio in questo pacchetto');
    await own.getByRole('button', { name: /Elimina pacchetto/ }).click();
    const asked = page.getByRole('dialog', { name: `Eliminare il pacchetto ${name}?` });
    await asked.getByRole('button', { name: 'Sì, elimina' }).click();
    await toast(page, 'Pacchetto eliminato');
    await expect(own).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(6);
  },
);

test(
  '“Nuovo viaggio” with its cover in one save: published, the page shows the cover, no rating, no discount, and the listing files it under its area',
  DESK,
  async ({ page, browser, server }, testInfo) => {
    await nameTheStaff(server.databaseFile);
    const phone = testInfo.project.name === 'phone';
    const slug = phone ? 'costiera-amalfitana-in-barca' : 'costiera-amalfitana-a-piedi';
    const title = phone ? 'Costiera Amalfitana in barca' : 'Costiera Amalfitana a piedi';
    const alt = 'Le case colorate di Positano viste dal mare';
    await signIn(page, '/admin/viaggi/nuovo');
    await editorOf(page, 'Nuovo viaggio');
    await page.getByLabel('Indirizzo', { exact: true }).fill(slug);
    await page.getByLabel('Titolo del viaggio').fill(title);
    await page
      .getByLabel('Descrizione', { exact: true })
      .fill(
        'Positano, Amalfi e Ravello con due coordinatori: sentieri, limoni e bagni al tramonto.',
      );
    await page.getByLabel('Prezzo a persona (€)').fill('1290');
    await page.getByLabel('Giorni', { exact: true }).fill('6');
    await page.getByLabel('Pacchetto').selectOption({ label: 'CAPITALI D’EUROPA' });
    await page
      .getByLabel('Voli', { exact: true })
      .fill('Volo Bari–Napoli e ritorno, bagaglio da stiva incluso.');
    await page
      .getByRole('group', { name: 'Aree del mondo' })
      .getByRole('checkbox', { name: 'Europa', exact: true })
      .check();
    await page.getByRole('button', { name: 'Aggiungi giorno' }).click();
    await page.keyboard.type('Napoli, poi il mare');
    await page
      .getByLabel('Racconto del giorno')
      .last()
      .fill('Traghetto per Positano e cena in terrazza.');
    await page
      .getByRole('group', { name: 'Foto di copertina' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'positano.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from(await photo({ width: 1800, height: 1200 })),
      });
    await page.getByLabel('Testo alternativo *').fill(alt);
    // One save creates the draft, cover and all.
    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await toast(page, 'Bozza creata');
    await expect(page).toHaveURL(/\/admin\/viaggi\/[a-z0-9-]+$/);
    await editorOf(page, title);
    await expect(page.getByLabel('Testo alternativo *')).toHaveValue(alt);

    await page.getByRole('button', { name: 'Pubblica' }).click();
    await toast(page, 'Viaggio pubblicato');
    const visitor = await otherBrowser(browser, server.url);
    await expect(async () => {
      const published = await visitor.page.goto(`/travel/${slug}`);
      expect(published?.status()).toBe(200);
    }).toPass({ timeout: 5_000 });
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.page.getByRole('img', { name: alt }).first()).toBeVisible();
    await expect(visitor.page.getByRole('main')).not.toContainText(/recensioni|\/5|-\d+%/);
    await visitor.page.screenshot({ path: testInfo.outputPath('new-trip-page.png') });
    await visitor.context.close();

    await page.goto('/travels');
    if (phone) await page.getByRole('button', { name: 'Filtra risultati' }).click();
    await page.getByLabel('Destinazione').selectOption({ label: 'Europa' });
    if (phone)
      await page
        .getByRole('dialog', { name: 'Filtra risultati' })
        .getByRole('button', { name: 'Chiudi' })
        .click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  },
);
