import type { CDPSession, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { DESK, expect, expectAccessible, test } from './fixtures.ts';

const OWNER = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };
const COLLEAGUE = {
  email: 'nicolo.damico@maestrale.example',
  password: 'il-faro-di-Polignano-a-sera',
};

// A passkey belongs to the site's host name: this file's server is http://localhost:<port>.
test.use({
  withMailbox: true,
  siteHost: 'localhost',
  serverEnv: { STAFF_EMAIL: OWNER.email, STAFF_PASSWORD: OWNER.password },
});

/**
 * Chromium's virtual authenticator on the page: a platform passkey (fingerprint or PIN) that
 * always verifies the user, as a laptop's would after its owner touched the sensor.
 */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

const signOut = (page: Page) => page.getByRole('button', { name: 'Esci' }).first().click();
const sentTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((address) => address?.text.includes(email));

test(
  'the owner adds a passkey and signs in with it; required of everyone, an invited colleague adds one before their first page',
  DESK,
  async ({ page, browser, mailbox, baseURL }) => {
    test.slow();
    await virtualAuthenticator(page);
    await signInWithPassword(page, OWNER.email, OWNER.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();
    await page.getByRole('link', { name: /Il tuo account/ }).click();

    const security = page.getByRole('region', { name: 'Accesso in due passaggi' });
    await expect(security).toContainText('Nessuna passkey per ora.');
    await security.getByLabel('Nome della passkey').fill('Portatile dell’ufficio');
    await security.getByRole('button', { name: 'Aggiungi una passkey' }).click();
    // The first second factor brings the recovery codes, shown once.
    const codes = security.getByRole('region', { name: 'I tuoi codici di recupero' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(codes.getByRole('listitem').first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(security).toContainText('Portatile dell’ufficio');
    await expect(security).toContainText('mai usata');
    await expect(page.getByText('Passkey aggiunta', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await codes.getByRole('button', { name: 'Li ho conservati' }).click();
    await expect(codes).toHaveCount(0);

    // Signed out, the passkey alone signs in.
    await signOut(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Area staff' })).toBeVisible();
    await page.getByRole('button', { name: 'Accedi con una passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();

    // The password now asks for the second step, which the passkey answers.
    await signOut(page);
    await signInWithPassword(page, OWNER.email, OWNER.password);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Usa la passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();

    // The owner requires a second factor of everyone, then invites a colleague.
    await page
      .getByRole('navigation', { name: 'Area staff' })
      .getByRole('link', { name: 'Team' })
      .click();
    const requirement = page.getByRole('region', { name: 'Accesso in due passaggi' });
    await expect(requirement).toContainText('Facoltativo');
    await requirement.getByRole('button', { name: 'Richiedilo a tutto il team' }).click();
    await expect(requirement).toContainText('Richiesto a tutto il team');
    await expect(page.getByRole('row', { name: /Amministrazione/ })).toContainText('Sì');
    const invite = page.getByRole('region', { name: 'Invita un collega' });
    await invite.getByLabel('Nome e cognome').fill('Nicolò D’Amico');
    await invite.getByLabel('Email').fill(COLLEAGUE.email);
    await invite.getByRole('button', { name: 'Invia invito' }).click();
    await expect(page.getByText('Invito inviato', { exact: true })).toBeVisible();

    await expect
      .poll(() => mailbox!.received.filter((m) => sentTo(m, COLLEAGUE.email)).length)
      .toBe(1);
    const mail = mailbox!.received.find((m) => sentTo(m, COLLEAGUE.email))!;
    const link = /http:\/\/localhost:\d+\/admin\/invito\/[\w-]{43}/.exec(mail.text ?? '')![0];
    const colleague = await (await browser.newContext({ baseURL })).newPage();
    await virtualAuthenticator(colleague);
    await colleague.goto(link);
    await colleague.getByLabel('Nuova password', { exact: true }).fill(COLLEAGUE.password);
    await colleague.getByRole('button', { name: 'Crea il tuo account' }).click();
    await expect(
      colleague.getByRole('heading', { level: 1, name: 'Aggiungi un secondo fattore' }),
    ).toBeVisible();
    await expectAccessible(colleague);
    await colleague.getByLabel('Nome della passkey').fill('Telefono di Nicolò');
    await colleague.getByRole('button', { name: 'Aggiungi una passkey' }).click();
    await colleague.getByRole('button', { name: 'Li ho conservati' }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();
    await expect(colleague.getByRole('link', { name: /Nicolò D’Amico · Staff/ })).toBeVisible();

    // Next time, the passkey alone.
    await signOut(colleague);
    await colleague.getByRole('button', { name: 'Accedi con una passkey' }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();

    // The owner disables them: their open page asks for a sign-in at its next request.
    await page.reload();
    const row = page.getByRole('row', { name: /Nicolò D’Amico/ });
    await expect(row).toContainText('Sì');
    await row.getByRole('button', { name: 'Disattiva Nicolò D’Amico' }).click();
    await page
      .getByRole('dialog', { name: 'Disattivare Nicolò D’Amico?' })
      .getByRole('button', { name: 'Sì, disattiva' })
      .click();
    await expect(row).toContainText('Disattivato il');
    await colleague
      .getByRole('navigation', { name: 'Area staff' })
      .getByRole('link', { name: 'Prenotazioni' })
      .click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Area staff' })).toBeVisible();
    await colleague.getByRole('button', { name: 'Accedi con una passkey' }).click();
    await expect(colleague.getByText('Il tuo account è stato disattivato')).toBeVisible();
    await colleague.context().close();

    // Every step is in the audit trail, by the right person.
    await page.goto('/admin/registro');
    const line = (who: string, what: string) =>
      page.getByRole('listitem').filter({ hasText: who }).filter({ hasText: what });
    await expect(line('Nicolò D’Amico', 'Passkey aggiunta')).toContainText('Telefono di Nicolò');
    await expect(line('Amministrazione', 'Passkey aggiunta')).toContainText(
      'Portatile dell’ufficio',
    );
    await expect(line('Amministrazione', 'Secondo fattore per tutti')).toContainText(
      'Secondo fattore richiesto: No',
    );
  },
);
