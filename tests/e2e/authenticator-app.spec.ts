import { generate } from 'otplib';
import { expect, expectAccessible, test } from './fixtures.ts';

const OWNER = { email: 'lucia@maestrale.example', password: 'le-grotte-di-Castellana-2027' };

// An owner of this file's own: the app is turned on for good.
test.use({ serverEnv: { STAFF_EMAIL: OWNER.email, STAFF_PASSWORD: OWNER.password } });

/** The app's code for `secret`, `steps` periods of 30 s from now, as a phone would show it. */
const appCode = (secret: string, steps = 0) =>
  generate({
    secret: secret.replace(/\s/g, ''),
    epoch: Math.floor(Date.now() / 1000) + 30 * steps,
  });

test('a member turns on an authenticator app; the password then asks for its code, or a recovery code', async ({
  page,
}) => {
  await page.goto('/admin/account');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();

  const security = page.getByRole('region', { name: 'Accesso in due passaggi' });
  await security.getByRole('button', { name: 'Usa un’app di autenticazione' }).click();
  await expect(
    security.getByRole('img', { name: 'Codice QR per l’app di autenticazione' }),
  ).toBeVisible();
  const secret = (await security.locator('code').textContent())!;
  await security.getByLabel('Codice mostrato dall’app').fill('123');
  await security.getByRole('button', { name: 'Attiva l’app' }).click();
  await expect(security.getByText('Scrivi il codice di 6 cifre dell’app.')).toBeVisible();
  await expectAccessible(page);
  await security.getByLabel('Codice mostrato dall’app').fill(await appCode(secret));
  await security.getByRole('button', { name: 'Attiva l’app' }).click();

  const codes = security.getByRole('region', { name: 'I tuoi codici di recupero' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = (await codes.getByRole('listitem').first().textContent())!;
  await codes.getByRole('button', { name: 'Li ho conservati' }).click();
  await expect(security).toContainText('Dopo la password ti chiediamo il codice dell’app.');
  await expect(security).toContainText('Te ne restano 10.');

  // Signed out, the password leads to the second step: a wrong code, then the app's next one.
  await page.getByRole('button', { name: 'Esci' }).first().click();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' }),
  ).toBeVisible();
  await page.getByLabel('Codice dell’app o di recupero').fill('000000');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByText('Codice non valido')).toBeVisible();
  await expectAccessible(page);
  // The code of this half minute was spent turning the app on: the phone shows the next.
  await page.getByLabel('Codice dell’app o di recupero').fill(await appCode(secret, 1));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();

  // Without the phone: a recovery code, once.
  await page.getByRole('button', { name: 'Esci' }).first().click();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.getByLabel('Codice dell’app o di recupero').fill(recovery.toLowerCase());
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oggi' })).toBeVisible();
  await page.goto('/admin/account');
  await expect(security).toContainText('Te ne restano 9.');
});
