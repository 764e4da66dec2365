import { expect, holdScripts, interceptChat, scrollToFooter, test } from './fixtures.ts';

test.describe('the site shell', () => {
  test('the home shows the hero, the navigation and the footer with the company data', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Maestrale Viaggi/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(
      page.getByRole('heading', { level: 1, name: 'VIAGGI DI GRUPPO ESCLUSIVI' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scegli la tua destinazione' })).toBeVisible();

    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('link', { name: 'Verifica Prenotazione' })).toHaveAttribute(
      'href',
      '/verifica-prenotazioni',
    );
    await expect(footer.getByRole('link', { name: 'Maldive & Dubai' })).toHaveAttribute(
      'href',
      '/travel/maldive-dubai',
    );
    await expect(footer.getByRole('link', { name: 'New York & Miami' })).toHaveAttribute(
      'href',
      '/travel/newyork-miami',
    );
    await expect(footer).toContainText('P.IVA IT01234560729');
    await expect(footer).toContainText('Codice ATECO 79.12.00 (Attività dei tour operator)');
    await expect(footer).toContainText('Fondo di garanzia viaggiatori');
    await expect(footer).toContainText('Assistenza 24/7');
    await expect(footer).toContainText('Lun-Ven: 9:00 - 18:00');

    // On the way down: the contact section, with its form; no pixel configured, no banner.
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(
      'Contatta i Nostri Esperti',
    );
    await expect(contact.getByRole('button', { name: 'Invia Messaggio' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'La tua privacy' })).toHaveCount(0);
    await expect(footer.getByRole('button', { name: 'Preferenze cookie' })).toHaveCount(0);
  });

  test('a navigation link opens its page scrolled to the top', async ({ page }) => {
    await page.goto('/');
    const link = (await scrollToFooter(page)).getByRole('link', { name: 'Privacy Policy' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await link.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link is followed by the site without loading the page again; Back returns; a key held leaves it to the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/travels');
    // A mark the page keeps only while it is not loaded again.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-visit', ''));
    const details = page.getByRole('link', { name: /^Dettagli/ }).first();
    const trip = await details.getAttribute('href');
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${trip}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-same-visit', '');
    await page.goBack();
    await expect(page).toHaveURL(/\/travels$/);
    await expect(page.locator('html')).toHaveAttribute('data-same-visit', '');

    // Held Control (Command on a Mac) asks for a new tab: this page stays where it is.
    const opened = context.waitForEvent('page');
    await details.click({ modifiers: ['ControlOrMeta'] });
    await (await opened).waitForURL(new RegExp(`${trip}$`));
    await expect(page).toHaveURL(/\/travels$/);
  });

  test('on the home the bar is transparent until the page scrolls past 50 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('the bar offers every section of the site', async ({ page, isMobile }) => {
    await page.goto('/privacy-policy');
    if (isMobile) await page.getByRole('button', { name: 'Apri il menu' }).click();
    const nav = isMobile
      ? page.getByRole('dialog', { name: 'Menu' })
      : page.getByRole('navigation', { name: 'Principale' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Viaggi e Pacchetti', '/travels'],
      ['Chi Siamo', '/about'],
      ['Il Team', '/team'],
      ['Contattaci', '/contact'],
      ['Prenota Ora', '/booking'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('the phone menu closes when a link changes the page', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists on phones only');
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'VIAGGI DI GRUPPO ESCLUSIVI' }),
    ).toBeVisible();
  });

  test('the phone menu opens at the first tap, while the page’s code is still on its way', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button exists on phones only');
    // The site's scripts held back until the menu is open: the tap is the browser's to answer.
    const release = await holdScripts(page);
    await page.goto('/privacy-policy', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Apri il menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Chi Siamo' })).toBeVisible();
    release();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the phone menu offers help on WhatsApp', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists on phones only');
    const chats = await interceptChat(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Serve aiuto? Scrivici su WhatsApp' })
      .click();
    await expect.poll(() => chats[0] ?? '').toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(chats[0]!).searchParams.get('text')).toBe(
      'Ciao! Sono interessato ai pacchetti viaggio in offerta, potete darmi più informazioni?',
    );
  });

  test('the home button scrolls to the trips section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Scegli la tua destinazione' }).click();
    await expect(page.locator('#travel-section')).toBeInViewport();
  });
});

test.describe('pages that do not exist', () => {
  test('show 404, the apology and a toast', async ({ page }) => {
    await page.goto('/qualcosa-che-non-esiste');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Pagina non trovata' })).toBeVisible();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Pagina non trovata');
    await expect(toast).toContainText('La pagina che stai cercando non esiste.');
    await page.getByRole('link', { name: 'Torna alla Home', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'VIAGGI DI GRUPPO ESCLUSIVI' }),
    ).toBeVisible();
  });
});

test.describe('what the browser keeps of a visit', () => {
  test('the brand and version, the last page of the tab: a missing page leads back to it', async ({
    page,
  }) => {
    await page.goto('/travels');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('lastKnownRoute')))
      .toBe('/travels');
    // A page the router draws in place: noted as well.
    await page.evaluate(() => {
      history.pushState(null, '', '/about');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('lastKnownRoute')))
      .toBe('/about');
    expect(await page.evaluate(() => localStorage.getItem('brandVersion'))).toBe(
      'maestrale-viaggi@2026.11',
    );

    await page.goto('/una-pagina-che-non-c-e');
    const back = page.getByRole('link', { name: 'Torna alla pagina precedente' });
    await expect(back).toHaveAttribute('href', '/about');
    await back.click();
    await expect(
      page.getByRole('heading', { level: 1, name: "Un'agenzia piccola, per viaggi da ricordare" }),
    ).toBeVisible();
  });
});

test.describe('when a page cannot load', () => {
  test('the error screen explains and offers a way back', async ({ page, pageErrors }) => {
    await page.goto('/');
    // The site is on screen (and listening to the address) before the visitor moves on.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The privacy page's code never arrives, as after a lost connection.
    await page.route('**/assets/privacy-policy-page-*.js', (route) => route.abort('failed'));
    await (await scrollToFooter(page)).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(
      page.getByText('Qualcosa non ha funzionato mentre caricavamo questa pagina.'),
    ).toBeVisible();
    // The failed import is reported on the console, as it should be; nothing else is.
    expect(pageErrors.splice(0)).toEqual([
      expect.stringMatching(/Failed to fetch dynamically imported module: .*privacy-policy-page-/),
    ]);
    await page.unroute('**/assets/privacy-policy-page-*.js');
    await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu opens and its links lead to their pages', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists on phones only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Apri il menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Chi Siamo' }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the chat buttons are links to the chat with the message written', async ({ page }) => {
    await page.goto('/contact');
    const chat = page.getByRole('link', { name: 'Contattaci su WhatsApp' });
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toMatch(/^\/\d{8,}$/);
    expect(href.searchParams.get('text')).toBe(
      'Salve, vorrei maggiori informazioni sui vostri viaggi di gruppo.',
    );
  });

  test('the pictures are whole, not faint placeholders', async ({ page }) => {
    await page.goto('/travels');
    const pictures = page.getByRole('main').locator('img');
    // The cards below the first screen too: the browser loads them as they scroll near.
    expect(await pictures.count()).toBeGreaterThan(3);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveCSS('opacity', '1');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});

test('the pages run within the content security policy: nothing of theirs is refused', async ({
  page,
}) => {
  // The head's first script is inline, allowed by its hash; no code evaluates strings.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('refused:')) refused.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`refused: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  await page.goto('/travel/maldive-dubai');
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).click();
  await expect(page.getByRole('dialog', { name: 'Date di partenza disponibili' })).toBeVisible();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Invia Messaggio' }).click();
  await expect(page.locator('#enquiry-name-error')).toHaveText(
    'Per favore, compila tutti i campi obbligatori.',
  );
  expect(refused).toEqual([]);
});

test.describe('where the visitor is', () => {
  test.use({ extraHTTPHeaders: { 'x-country-code': 'CH' } });

  test('asked of the site once after the first paint, noted with its region; a failure leaves the page usable', async ({
    page,
    browser,
    server,
  }) => {
    // This server trusts no country header: the address (this machine) is nowhere known.
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('userCountryCode')))
      .toBe('unknown');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userCountry')!))).toEqual({
      countryCode: null,
      countryName: null,
      region: 'global',
    });
    let asked = 0;
    await page.route('**/api/visitor/location', (route) => {
      asked += 1;
      return route.continue();
    });
    await page.goto('/travels');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);

    // A look-up that fails is said in the console; the page goes on as before.
    const context = await browser.newContext({ baseURL: server.url });
    const other = await context.newPage();
    const warnings: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await other.route('**/api/visitor/location', (route) => route.abort('connectionrefused'));
    await other.goto('/');
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('Posizione del visitatore non disponibile');
    expect(await other.evaluate(() => localStorage.getItem('userCountryCode'))).toBeNull();
    await other.getByRole('button', { name: 'Scegli la tua destinazione' }).click();
    await expect(other.locator('#travel-section')).toBeInViewport();
    await context.close();
  });
});
