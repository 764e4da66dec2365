import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Whether the focused element shows where the focus is (an outline or a ring). */
function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await focusIsVisible(page), 'the focus must be visible').toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('the whole booking journey works with the keyboard alone', async ({ page }) => {
  test.slow();
  await page.goto('/travel/seychelles-dubai');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const choose = page.getByRole('button', { name: 'Scegli la data di partenza' }).first();
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  const dates = page.getByRole('dialog', { name: 'Date di partenza disponibili' });
  await expect(dates).toBeVisible();
  // The focus moves into the dialog (after the frame that shows it); its links are next.
  await expect(dates).toBeFocused();
  await tabTo(page, dates.getByRole('link', { name: /^Prenota Ora:/ }).first());
  await page.keyboard.press('Enter');

  const airport = page.getByRole('dialog', { name: "Seleziona l'aeroporto di partenza" });
  await expect(airport).toBeVisible();
  await tabTo(page, airport.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(airport.getByRole('radio', { name: 'Milano Malpensa' })).toBeChecked();
  // Held until it takes effect, like a finger on the key (an instant press ends before the
  // radio group has moved the focus, so it never selects).
  await page.keyboard.down('ArrowDown');
  await expect(airport.getByRole('radio', { name: 'Roma Fiumicino' })).toBeChecked();
  await page.keyboard.up('ArrowDown');
  await tabTo(page, airport.getByRole('button', { name: 'Procedi con la prenotazione' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking$/);

  const one = page.getByRole('group', { name: 'Viaggiatore 1 · Referente' });
  await typeInto(page, one.getByLabel('Nome *', { exact: true }), 'Sara');
  await typeInto(page, one.getByLabel('Cognome *'), 'Mastrangelo');
  await typeInto(page, one.getByLabel('Data di nascita *'), '03111987');
  await typeInto(page, one.getByLabel('Numero di passaporto *'), 'YE4455667');
  await typeInto(page, one.getByLabel('Indirizzo di residenza *'), 'Via Putignani 40, Bari');
  await typeInto(page, one.getByLabel('Email *'), 'sara.mastrangelo@example.it');
  await typeInto(page, one.getByLabel('Telefono *'), '3409876543');
  await tabTo(page, page.getByRole('button', { name: 'Conferma e vai al pagamento' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment$/);
  const pay = page.getByRole('button', { name: 'Conferma Pagamento' });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Conferma completamento pagamento' });
  await expect(confirm).toBeVisible();
  // "No, non ancora" closes the dialog and gives the focus back to the button that opened it.
  await tabTo(page, confirm.getByRole('button', { name: 'No, non ancora' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Sì, ho completato il pagamento' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prenotazione ricevuta!');
});

test('a dialog closed with Escape gives the focus back to what opened it', async ({ page }) => {
  await page.goto('/travel/hawaii');
  const choose = page.getByRole('button', { name: 'Scegli la data di partenza' }).first();
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Date di partenza disponibili' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(choose).toBeFocused();
});
