import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secondFactorRefusals as refusals, type AccountSecurity } from '#domain/second-factor.ts';
import { teamRefusals, type Team } from '#domain/staff-team.ts';
import type { MailSender } from '../../mail/sender.ts';
import { addresses } from '../../security-tests/security-testing.ts';
import { createStaffUser } from '../../security/staff-auth.ts';
import { forgersKey, TestAuthenticator } from '../../testing/authenticator.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import {
  linkSentTo as staffLinkSentTo,
  STAFF_PASSWORD,
  staffRequest,
  testMailSender,
} from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const SITE_URL = 'https://www.maestraleviaggi.example';
const OWNER = 'lucia.dangelo@maestrale.example';
const COLLEAGUE = 'nicolo.esposito@maestrale.example';
const NEW_PASSWORD = 'sole-di-ottobre-a-Polignano';

type Challenge = { challengeId: string; options: { challenge: string; rpId?: string } };

/** Passkeys, the authenticator app and the owner's requirement (issue 31, item 2), both engines. */
describe.each(testEngines)('a second factor on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: TestSmtpServer;
  let mailer: MailSender;
  const clock = fixedClock(NOW);
  const from = addresses(91);

  const post = (path: string, body: unknown, cookie?: string | null) =>
    app.request(`/api/staff/session${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
  const passwordStep = async (email: string) => {
    const res = await post('', { email, password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    return { body: (await res.json()) as Record<string, unknown>, cookie: cookieOf(res) };
  };
  const passwordStepWith = async (email: string, password: string) => {
    const res = await post('', { email, password });
    expect(res.status).toBe(200);
    return { body: (await res.json()) as Record<string, unknown>, cookie: cookieOf(res) };
  };
  const secrets = new Map<string, string>();
  const secretOf = (email: string) => secrets.get(email)!;
  const linkSentTo = (recipient: string, path: 'invito' | 'nuova-password') =>
    staffLinkSentTo({ mailer, smtp, siteUrl: SITE_URL }, recipient, path);
  const whoIs = (cookie: string) => app.request('/api/staff/session', { headers: { cookie } });
  const as = (cookie: string) => staffRequest(app, cookie);

  /** Adds a passkey to the account behind `cookie`; answers the recovery codes, if any. */
  const addPasskey = async (
    cookie: string,
    device: TestAuthenticator,
    name = 'MacBook di Lucia',
  ) => {
    const options = (await (
      await as(cookie)('POST', '/second-factor/passkeys/options')
    ).json()) as {
      challengeId: string;
      options: { challenge: string; rp: { id: string } };
    };
    const res = await as(cookie)('POST', '/second-factor/passkeys', {
      challengeId: options.challengeId,
      name,
      response: device.register(options.options),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { security: AccountSecurity; recoveryCodes: string[] | null };
  };
  const passkeyChallenge = async (cookie?: string) =>
    (await (await post('/passkey/options', {}, cookie)).json()) as Challenge;
  const signInWith = async (device: TestAuthenticator, cookie?: string) => {
    const { challengeId, options } = await passkeyChallenge(cookie);
    return post('/passkey', { challengeId, response: device.authenticate(options) }, cookie);
  };
  /** Turns the authenticator app on for the account behind `cookie`: its secret and codes. */
  const addApp = async (cookie: string) => {
    const email = ((await (await whoIs(cookie)).json()) as { staff: { email: string } }).staff
      .email;
    const { secret } = (await (await as(cookie)('POST', '/second-factor/app')).json()) as {
      secret: string;
    };
    const code = await generate({ secret, epoch: clock.now().getTime() / 1000 });
    const res = await as(cookie)('PUT', '/second-factor/app', { code });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { recoveryCodes: string[] | null };
    secrets.set(email, secret);
    return { secret, recoveryCodes: body.recoveryCodes };
  };
  const codeNow = (secret: string) => generate({ secret, epoch: clock.now().getTime() / 1000 });
  const auditActions = async () =>
    (await database.db.selectFrom('audit_trail').select('action').orderBy('at').execute()).map(
      (row) => row.action,
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await engine.open();
    let config;
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', SMTP_URL: smtp.url, SITE_URL },
    }));
    mailer = testMailSender(database.db, config, clock);
  });
  beforeEach(async () => {
    clock.set(NOW);
    for (const table of [
      'staff_sessions',
      'staff_passkeys',
      'staff_recovery_codes',
      'webauthn_challenges',
      'staff_password_resets',
      'staff_invitations',
      'rate_limits',
      'audit_trail',
      // A message an earlier test left unsent would go out beside this test's, in either order.
      'outbox_messages',
    ] as const)
      await database.db.deleteFrom(table).execute();
    await database.db
      .updateTable('agency_settings')
      .set({ second_factor_required: false })
      .execute();
    await database.db.deleteFrom('staff_users').execute();
    await createStaffUser(
      database.db,
      { email: OWNER, name: 'Lucia D’Angelo', password: STAFF_PASSWORD },
      new Date(NOW),
    );
    await createStaffUser(
      database.db,
      { email: COLLEAGUE, name: 'Nicolò Esposito', password: STAFF_PASSWORD, role: 'staff' },
      new Date(NOW),
    );
  });
  afterAll(async () => {
    await mailer.stop();
    await smtp.stop();
    await database.drop();
  });

  it('a member adds a passkey and then signs in with it alone; the password alone no longer opens the back office', async () => {
    const { cookie } = await passwordStep(OWNER);
    const device = new TestAuthenticator(SITE_URL, 'lucia');
    const { security, recoveryCodes } = await addPasskey(cookie, device);
    expect(security.passkeys).toEqual([
      expect.objectContaining({ id: device.id, name: 'MacBook di Lucia', lastUsedAt: null }),
    ]);
    // The first second factor brings ten single-use recovery codes, shown this once.
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes![0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await auditActions()).toEqual(['passkey_added']);

    const res = await signInWith(device);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ staff: { email: OWNER, role: 'titolare' } });
    expect((await whoIs(cookieOf(res))).status).toBe(200);
    const [kept] = (
      (await (await as(cookieOf(res))('GET', '/second-factor')).json()) as AccountSecurity
    ).passkeys;
    expect(kept!.lastUsedAt).toBe(NOW);

    // The password now opens only the second step: nothing of the back office.
    const step = await passwordStep(OWNER);
    expect(step.body).toEqual({ secondStep: { due: 'verify', passkey: true, totp: false } });
    expect((await whoIs(step.cookie)).status).toBe(401);
    expect((await as(step.cookie)('GET', '/bookings')).status).toBe(401);
    // The passkey completes it, offered only the member's own.
    const { challengeId, options } = await passkeyChallenge(step.cookie);
    expect(options).toMatchObject({ allowCredentials: [{ id: device.id }] });
    const done = await post(
      '/passkey',
      { challengeId, response: device.authenticate(options) },
      step.cookie,
    );
    expect(done.status).toBe(200);
    expect((await whoIs(cookieOf(done))).status).toBe(200);
    // The half-done session is gone with it.
    expect((await whoIs(step.cookie)).status).toBe(401);
  });

  it('a forged or replayed assertion, or one for another site, is refused and signs nobody in', async () => {
    const { cookie } = await passwordStep(OWNER);
    const device = new TestAuthenticator(SITE_URL, 'lucia');
    await addPasskey(cookie, device);

    const forged = await passkeyChallenge();
    const res = await post('/passkey', {
      challengeId: forged.challengeId,
      response: device.authenticate(forged.options, forgersKey()),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: refusals.passkeyRefused } });
    expect(res.headers.get('set-cookie')).toBeNull();

    // A challenge is answered once: the same one again is refused even with a good signature.
    const again = await post('/passkey', {
      challengeId: forged.challengeId,
      response: device.authenticate(forged.options),
    });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { message: refusals.challengeExpired } });

    // A phishing page's answer names its own origin.
    const elsewhere = new TestAuthenticator('https://maestrale-viaggi.example', 'lucia');
    Object.assign(elsewhere, {
      keys: Reflect.get(device, 'keys'),
      credentialId: Reflect.get(device, 'credentialId'),
    });
    const phished = await passkeyChallenge();
    const wrongSite = await post('/passkey', {
      challengeId: phished.challengeId,
      response: elsewhere.authenticate(phished.options),
    });
    expect(wrongSite.status).toBe(401);

    // An unknown passkey, and a challenge five minutes old.
    const stranger = new TestAuthenticator(SITE_URL, 'x');
    expect((await signInWith(stranger)).status).toBe(401);
    const late = await passkeyChallenge();
    clock.set('2027-03-01T09:05:01.000Z');
    const tooLate = await post('/passkey', {
      challengeId: late.challengeId,
      response: device.authenticate(late.options),
    });
    expect(tooLate.status).toBe(410);
  });

  it('the authenticator app: a first code turns it on; after the password its code opens the session, once', async () => {
    const { cookie } = await passwordStep(COLLEAGUE);
    const { secret } = (await (await as(cookie)('POST', '/second-factor/app')).json()) as {
      secret: string;
      uri: string;
    };
    const wrong = await as(cookie)('PUT', '/second-factor/app', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: { fields: { code: refusals.wrongCode } } });
    const confirmed = await as(cookie)('PUT', '/second-factor/app', {
      code: await codeNow(secret),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      security: { totp: true, recoveryCodesLeft: 10 },
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)]),
    });

    clock.set('2027-03-01T09:01:00.000Z');
    const step = await passwordStep(COLLEAGUE);
    expect(step.body).toEqual({ secondStep: { due: 'verify', passkey: false, totp: true } });
    const code = await codeNow(secret);
    const res = await post(
      '/second-step',
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      step.cookie,
    );
    expect(res.status).toBe(200);
    expect((await whoIs(cookieOf(res))).status).toBe(200);

    // The same code, a moment later, is not taken twice.
    const next = await passwordStep(COLLEAGUE);
    const replay = await post('/second-step', { code }, next.cookie);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: { message: refusals.wrongCode } });
  });

  it('wrong codes are counted by the sign-in throttle, and typing the password again forgets none of them', async () => {
    const { cookie } = await passwordStep(COLLEAGUE);
    await addApp(cookie);
    const seen: number[] = [];
    const ip = '203.0.113.9';
    const at = (path: string, body: unknown, session?: string) =>
      app.request(`/api/staff/session${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(session ? { cookie: session } : {}),
        },
        body: JSON.stringify(body),
      });
    for (let round = 0; round < 3; round++) {
      const step = await at('', { email: COLLEAGUE, password: STAFF_PASSWORD });
      seen.push(step.status);
      if (step.status !== 200) break;
      const res = await at('/second-step', { code: '111111' }, cookieOf(step));
      seen.push(res.status);
    }
    // Password, wrong code, password, wrong code, password: then the browser waits.
    expect(seen).toEqual([200, 401, 200, 401, 200, 429]);
    const step = await at('', { email: COLLEAGUE, password: STAFF_PASSWORD });
    expect(step.status).toBe(429);
  });

  it('a recovery code opens the session once, and is recorded', async () => {
    const { cookie } = await passwordStep(COLLEAGUE);
    const { recoveryCodes } = await addApp(cookie);
    const code = recoveryCodes![3]!;
    const step = await passwordStep(COLLEAGUE);
    const res = await post(
      '/second-step',
      { code: code.toLowerCase().replace('-', ' ') },
      step.cookie,
    );
    expect(res.status).toBe(200);
    const security = (await (
      await as(cookieOf(res))('GET', '/second-factor')
    ).json()) as AccountSecurity;
    expect(security.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(COLLEAGUE);
    expect((await post('/second-step', { code }, again.cookie)).status).toBe(401);
    expect(await auditActions()).toEqual(['totp_enabled', 'recovery_code_used']);
  });

  it('the owner requires a second factor: sessions without one end, and a colleague adds one before anything else', async () => {
    const owner = (await passwordStep(OWNER)).cookie;
    const colleague = (await passwordStep(COLLEAGUE)).cookie;
    // Staff cannot, and the owner only once they have one themselves.
    const refused = await as(colleague)('PUT', '/team/second-factor', { required: true });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: teamRefusals.ownersOnly } });
    const first = await as(owner)('PUT', '/team/second-factor', { required: true });
    expect(first.status).toBe(409);
    expect(await first.json()).toMatchObject({ error: { message: refusals.ownerWithoutFactor } });
    await addPasskey(owner, new TestAuthenticator(SITE_URL, 'lucia'));

    const res = await as(owner)('PUT', '/team/second-factor', { required: true });
    expect(res.status).toBe(200);
    const team = (await res.json()) as Team;
    expect(team.secondFactorRequired).toBe(true);
    expect(team.members.map((m) => [m.email, m.secondFactor])).toEqual([
      [OWNER, true],
      [COLLEAGUE, false],
    ]);
    // The owner's session, proved by the passkey just added, goes on; the colleague's ends.
    expect((await whoIs(owner)).status).toBe(200);
    expect((await whoIs(colleague)).status).toBe(401);

    // The colleague's password now leads to adding a factor, and to nothing else.
    const step = await passwordStep(COLLEAGUE);
    expect(step.body).toEqual({ secondStep: { due: 'enrol', passkey: false, totp: false } });
    expect((await as(step.cookie)('GET', '/bookings')).status).toBe(401);
    expect((await as(step.cookie)('GET', '/second-factor')).status).toBe(200);
    expect(
      (await as(step.cookie)('POST', '/second-factor/recovery-codes', { password: STAFF_PASSWORD }))
        .status,
    ).toBe(401);
    const { secret } = (await (await as(step.cookie)('POST', '/second-factor/app')).json()) as {
      secret: string;
    };
    const added = await as(step.cookie)('PUT', '/second-factor/app', {
      code: await codeNow(secret),
    });
    expect(added.status).toBe(200);
    const session = cookieOf(added);
    expect((await whoIs(session)).status).toBe(200);
    expect((await as(session)('GET', '/bookings')).status).toBe(200);

    // While it is required, the last factor stays; a wrong password removes nothing.
    const wrongPassword = await as(session)('POST', '/second-factor/app/remove', {
      password: 'non-è-questa',
    });
    expect(wrongPassword.status).toBe(422);
    const last = await as(session)('POST', '/second-factor/app/remove', {
      password: STAFF_PASSWORD,
    });
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: { message: refusals.lastFactor } });
    expect(await auditActions()).toEqual([
      'passkey_added',
      'second_factor_requirement',
      'totp_enabled',
    ]);
  });

  it('a password reset does not skip the second step, nor an invitation the required factor', async () => {
    const { cookie } = await passwordStep(OWNER);
    await addApp(cookie);
    expect((await post('/password-reset', { email: OWNER })).status).toBe(202);
    const reset = await post(`/password-reset/${await linkSentTo(OWNER, 'nuova-password')}`, {
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({
      secondStep: { due: 'verify', passkey: false, totp: true },
    });
    expect((await whoIs(cookieOf(reset))).status).toBe(401);

    const owner = (await passwordStepWith(OWNER, NEW_PASSWORD)).cookie;
    expect((await post('/second-step', { code: '000000' }, owner)).status).toBe(401);
    clock.set('2027-03-01T09:01:00.000Z'); // the code of the minute the app was set up is spent
    const session = await post('/second-step', { code: await codeNow(secretOf(OWNER)) }, owner);
    expect(session.status).toBe(200);
    const own = as(cookieOf(session));
    expect((await own('PUT', '/team/second-factor', { required: true })).status).toBe(200);
    expect(
      (
        await own('POST', '/team/invitations', {
          email: 'anna.russo@maestrale.example',
          name: 'Anna Russo',
          role: 'staff',
        })
      ).status,
    ).toBe(201);
    const accepted = await post(
      `/invitations/${await linkSentTo('anna.russo@maestrale.example', 'invito')}`,
      { password: NEW_PASSWORD },
    );
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toEqual({
      secondStep: { due: 'enrol', passkey: false, totp: false },
    });
    expect((await whoIs(cookieOf(accepted))).status).toBe(401);
    expect((await app.request('/api/staff/second-factor')).status).toBe(401);
  });
});
