import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { DESK, expect, expectAccessible, test } from './fixtures.ts';

const OWNER = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };

// The invitation and the new password arrive by e-mail: this file's server sends to the test.
test.use({
  withMailbox: true,
  serverEnv: { STAFF_EMAIL: OWNER.email, STAFF_PASSWORD: OWNER.password },
});

const sentTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((address) => address?.text.includes(email));

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test(
  'the owner invites a colleague, who chooses a password from the e-mail; disabled, their open page asks to sign in again',
  DESK,
  async ({ page, browser, mailbox, baseURL }) => {
    await signIn(page, OWNER.email, OWNER.password);
    await page
      .getByRole('navigation', { name: 'Area staff' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

    const invite = page.getByRole('region', { name: 'Invita un collega' });
    await invite.getByLabel('Nome e cognome').fill('Nicolò D’Amico');
    await invite.getByLabel('Email').fill('nicolo.damico@maestrale.example');
    await invite.getByRole('button', { name: 'Invia invito' }).click();
    await expect(page.getByText('Invito inviato', { exact: true })).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Inviti in attesa' });
    await expect(waiting).toContainText('Nicolò D’Amico · nicolo.damico@maestrale.example · Staff');
    await expect(waiting).toContainText('Invitato da Amministrazione');
    await expectAccessible(page);

    // The colleague, in a browser of their own, opens the e-mail's link.
    await expect
      .poll(
        () => mailbox!.received.filter((m) => sentTo(m, 'nicolo.damico@maestrale.example')).length,
      )
      .toBe(1);
    const mail = mailbox!.received.find((m) => sentTo(m, 'nicolo.damico@maestrale.example'))!;
    expect(mail.subject).toBe('Il tuo invito nell’area staff di Maestrale Viaggi');
    const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/invito\/[\w-]{43}/.exec(mail.text ?? '')![0];
    const colleague = await (await browser.newContext({ baseURL })).newPage();
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(
      'Benvenuto, Nicolò D’Amico',
    );
    await colleague.getByLabel('Nuova password', { exact: true }).fill('password1234');
    await colleague.getByRole('button', { name: 'Crea il tuo account' }).click();
    await expect(colleague.getByText('Questa password è tra le più usate al mondo')).toBeVisible();
    await colleague
      .getByLabel('Nuova password', { exact: true })
      .fill('il-mare-di-Monopoli-a-settembre');
    await colleague.getByRole('button', { name: 'Crea il tuo account' }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();
    await expect(colleague.getByRole('link', { name: /Nicolò D’Amico · Staff/ })).toBeVisible();

    // A staff member sees the team, without the owner's tools.
    await colleague.goto('/admin/team');
    await expect(colleague.getByRole('row', { name: /Amministrazione/ })).toContainText('Titolare');
    await expect(colleague.getByRole('region', { name: 'Invita un collega' })).toHaveCount(0);

    // The owner disables them: their open page asks for a sign-in at its next request.
    await page.reload();
    const row = page.getByRole('row', { name: /Nicolò D’Amico/ });
    await expect(row).toContainText('Attivo');
    await row.getByRole('button', { name: 'Disattiva Nicolò D’Amico' }).click();
    const asked = page.getByRole('dialog', { name: 'Disattivare Nicolò D’Amico?' });
    await asked.getByRole('button', { name: 'Sì, disattiva' }).click();
    await expect(row).toContainText('Disattivato il');
    await colleague
      .getByRole('navigation', { name: 'Area staff' })
      .getByRole('link', { name: 'Prenotazioni' })
      .click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Area staff' })).toBeVisible();
    await colleague.getByLabel('Email').fill('nicolo.damico@maestrale.example');
    await colleague.getByLabel('Password').fill('il-mare-di-Monopoli-a-settembre');
    await colleague.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(colleague.getByText('Il tuo account è stato disattivato')).toBeVisible();
    await colleague.context().close();
  },
);

test(
  '"Password dimenticata?": the e-mailed link sets a new password and signs in; the account page lists the sessions',
  DESK,
  async ({ page, mailbox }) => {
    const before = mailbox!.received.filter((m) => sentTo(m, OWNER.email)).length;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    const forgotten = page.getByRole('form', { name: 'Password dimenticata?' });
    await forgotten.getByLabel('Email').fill(OWNER.email);
    await forgotten.getByRole('button', { name: 'Mandami il link' }).click();
    await expect(forgotten).toContainText('Se l’indirizzo appartiene a un membro del team');
    await expect
      .poll(() => mailbox!.received.filter((m) => sentTo(m, OWNER.email)).length)
      .toBe(before + 1);
    const mail = mailbox!.received.filter((m) => sentTo(m, OWNER.email)).at(-1)!;
    const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/nuova-password\/[\w-]{43}/.exec(
      mail.text ?? '',
    )![0];

    await page.goto(link);
    await page
      .getByLabel('Nuova password', { exact: true })
      .fill('una-password-lunga-per-lo-staff-2027');
    await page.getByRole('button', { name: 'Salva e accedi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();

    await page.getByRole('link', { name: /Il tuo account/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Il tuo account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Le tue sessioni' })).toContainText(
      'Chrome su Linux · questa sessione',
    );
    await expectAccessible(page);

    // Put back as the other tests of this file's server expect it.
    const password = page.getByRole('region', { name: 'Cambia password' });
    await password.getByLabel('Password attuale').fill('una-password-lunga-per-lo-staff-2027');
    await password.getByLabel('Nuova password', { exact: true }).fill(OWNER.password);
    await password.getByRole('button', { name: 'Cambia password' }).click();
    await expect(page.getByText('Password cambiata')).toBeVisible();
  },
);
