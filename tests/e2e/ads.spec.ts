import type { Page } from '@playwright/test';
import { expect, interceptChat, test } from './fixtures.ts';

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

test('a visit to the ads home marks the visitor, and the site keeps them on ads pages', async ({
  page,
  isMobile,
}) => {
  await page.goto('/ads-special');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('30% di sconto');
  expect(await stored(page, 'referralSource')).toBe('ads');
  expect(await stored(page, 'referralCode')).toBe('ads-special');
  await expect(page.getByRole('heading', { name: 'Tokyo & Kyoto', level: 2 })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/ads-special$/);

  // On a page both sites share, the main bar's links lead to the ads twins.
  await page.goto('/privacy-policy');
  const bar = page.getByRole('navigation', { name: 'Principale' });
  await expect(bar.getByRole('link', { name: /torna alla home/ })).toHaveAttribute(
    'href',
    '/ads-special',
  );
  let links = bar;
  if (isMobile) {
    await bar.getByRole('button', { name: 'Apri il menu' }).click();
    links = page.getByRole('dialog', { name: 'Menu' });
  }
  await expect(links.getByRole('link', { name: 'Viaggi e Pacchetti' })).toHaveAttribute(
    'href',
    '/ads-special/travels',
  );
  await expect(links.getByRole('link', { name: 'Il Team' })).toHaveAttribute(
    'href',
    '/ads-special/team',
  );
  await expect(links.getByRole('link', { name: 'Prenota Ora' })).toHaveAttribute(
    'href',
    '/ads-special/booking',
  );
});

test('a secondary ads page marks a new visitor but keeps a source already stored', async ({
  page,
}) => {
  await page.goto('/ads-special/travels');
  await expect(page.getByRole('heading', { level: 1, name: 'Viaggi di Gruppo' })).toBeVisible();
  expect(await stored(page, 'referralSource')).toBe('ads');

  await page.evaluate(() => {
    localStorage.setItem('referralSource', 'newsletter');
    localStorage.removeItem('referralCode');
  });
  await page.goto('/ads-special/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
  expect(await stored(page, 'referralSource')).toBe('newsletter');
  await page.goto('/ads-special');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('30% di sconto');
  expect(await stored(page, 'referralSource')).toBe('ads');
});

test('the ads trip page answers at both addresses, with the offer', async ({ page }) => {
  for (const path of ['/ads-special/travel/grecia', '/ads-special/grecia']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grecia: Atene & Santorini' }),
    ).toBeVisible();
    await expect(page.getByText(/Offerta riservata: fino al 30% di sconto/)).toBeVisible();
  }
});

test('the ads booking page waits for an airport, then chats with days and nights or books', async ({
  page,
}) => {
  const chats = await interceptChat(page);
  await page.goto(
    '/ads-special/booking?destination=tokyo-kyoto&startDate=2027-03-10&endDate=2027-03-19',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenota il Tuo Viaggio');
  await expect(page.getByText('Dal 10/03/2027 al 19/03/2027 · 10 giorni / 9 notti')).toBeVisible();
  const talk = page.getByRole('button', { name: 'Parla con un consulente' });
  const proceed = page.getByRole('button', { name: 'Procedi con la prenotazione' });
  await expect(talk).toBeDisabled();
  await expect(proceed).toBeDisabled();
  for (const airport of [
    'Milano Malpensa',
    'Roma Fiumicino',
    'Venezia Marco Polo',
    'Bologna Guglielmo Marconi',
    'Napoli Capodichino',
    'Altro',
  ]) {
    await expect(page.getByRole('radio', { name: airport })).toBeVisible();
  }
  await page.getByRole('radio', { name: 'Napoli Capodichino' }).click();
  await expect(talk).toBeEnabled();
  await expect(proceed).toBeEnabled();

  await talk.click();
  await expect.poll(() => chats.length).toBe(1);
  // The chat has taken the tab: let it land before coming back.
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
  expect(new URL(chats[0]!).searchParams.get('text')).toBe(
    'Ciao! Vorrei prenotare il viaggio a Tokyo & Kyoto dal 10/03/2027 al 19/03/2027 (10 giorni / 9 notti) con partenza da Napoli Capodichino. Potete aiutarmi a completare la prenotazione?',
  );

  await page.goto(
    '/ads-special/booking?destination=tokyo-kyoto&startDate=2027-03-10&endDate=2027-03-19&airport=Roma%20Fiumicino',
  );
  await expect(page.getByRole('radio', { name: 'Roma Fiumicino' })).toBeChecked();
  await page.getByRole('button', { name: 'Procedi con la prenotazione' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  const summary = page.getByRole('complementary', { name: 'Tokyo & Kyoto' });
  await expect(summary).toContainText('Dal 10/03/2027 al 19/03/2027');
  await expect(summary).toContainText('Partenza da Roma Fiumicino');
});

test('without dates in the address, the ads booking page proposes a departure in two months', async ({
  page,
}) => {
  await page.goto('/ads-special/booking?destination=grecia');
  const start = await page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + 60);
    return new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }).format(day);
  });
  await expect(page.getByText(`Dal ${start} al`)).toBeVisible();
  await expect(page.getByText('7 giorni / 6 notti')).toBeVisible();
});

test('from an ads trip page, booking online passes through the ads booking page', async ({
  page,
}) => {
  await page.goto('/ads-special/travel/thailandia');
  await page.getByRole('button', { name: 'Scegli la data di partenza' }).first().click();
  await page
    .getByRole('dialog', { name: 'Date di partenza disponibili' })
    .getByRole('link', { name: /^Prenota Ora:/ })
    .first()
    .click();
  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  await airport.getByText('Milano Malpensa').click();
  await airport.getByRole('button', { name: 'Procedi con la prenotazione' }).click();
  await expect(page).toHaveURL(/\/ads-special\/booking\?destination=thailandia&departure=/);
  await expect(page.getByRole('radio', { name: 'Milano Malpensa' })).toBeChecked();
  await page.getByRole('button', { name: 'Procedi con la prenotazione' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completa la prenotazione');
});

test('on a phone the ads header opens a menu of ads pages', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button exists on phones only');
  await page.goto('/ads-special');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Viaggi e Pacchetti' })).toHaveAttribute(
    'href',
    '/ads-special/travels',
  );
  await menu.getByRole('link', { name: 'Il Team' }).click();
  await expect(page).toHaveURL(/\/ads-special\/team$/);
  await expect(menu).toBeHidden();
});
