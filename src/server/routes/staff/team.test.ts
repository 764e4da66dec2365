import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_SENT,
  teamRefusals,
  type OwnSession,
  type Team,
} from '#domain/staff-team.ts';
import { tableNames } from '../../db/database.ts';
import type { MailSender } from '../../mail/sender.ts';
import { addresses } from '../../security-tests/security-testing.ts';
import { createStaffUser } from '../../security/staff-auth.ts';
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
const NEW_PASSWORD = 'sole-di-ottobre-a-Polignano';

/** The team from the back office (issue 31, item 1), through the API on both engines. */
describe.each(testEngines)('the staff team on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: TestSmtpServer;
  let mailer: MailSender;
  let owner: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);
  const from = addresses(81);

  const post = (path: string, body: unknown, cookie?: string) =>
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
  const signIn = async (email: string, password = STAFF_PASSWORD) => {
    const res = await post('', { email, password });
    return { res, cookie: res.status === 200 ? cookieOf(res) : null };
  };
  const signedIn = async (email: string, password = STAFF_PASSWORD) => {
    const { res, cookie } = await signIn(email, password);
    expect(res.status).toBe(200);
    return cookie!;
  };
  const whoIs = (cookie: string) => app.request('/api/staff/session', { headers: { cookie } });
  const team = async () => (await (await owner('GET', '/team')).json()) as Team;

  const linkSentTo = (recipient: string, path: 'invito' | 'nuova-password') =>
    staffLinkSentTo({ mailer, smtp, siteUrl: SITE_URL }, recipient, path);
  const invite = (email: string, name: string, role = 'staff') =>
    owner('POST', '/team/invitations', { email, name, role });
  /** A colleague invited, their link opened and their password chosen: their session cookie. */
  const colleague = async (email: string, name: string, role = 'staff') => {
    expect((await invite(email, name, role)).status).toBe(201);
    const token = await linkSentTo(email, 'invito');
    const res = await post(`/invitations/${token}`, { password: NEW_PASSWORD });
    expect(res.status).toBe(201);
    return cookieOf(res);
  };
  const memberId = async (email: string) =>
    (await team()).members.find((member) => member.email === email)!.id;

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
      'staff_password_resets',
      'staff_invitations',
      'rate_limits',
      // A message an earlier test left unsent would go out beside this test's, in either order.
      'outbox_messages',
    ] as const)
      await database.db.deleteFrom(table).execute();
    await database.db.deleteFrom('staff_users').execute();
    await createStaffUser(
      database.db,
      { email: OWNER, name: 'Lucia D’Angelo', password: STAFF_PASSWORD },
      new Date(NOW),
    );
    owner = staffRequest(app, await signedIn(OWNER));
  });
  afterAll(async () => {
    await mailer.stop();
    await smtp.stop();
    await database.drop();
  });

  it('the owner invites a colleague; the e-mailed link makes their account once, and no row holds it', async () => {
    const res = await invite('Nicolo.Esposito@maestrale.example', 'Nicolò Esposito');
    expect(res.status).toBe(201);
    expect((await res.json()) as Team).toMatchObject({
      invitations: [
        {
          email: 'nicolo.esposito@maestrale.example',
          name: 'Nicolò Esposito',
          role: 'staff',
          invitedBy: 'Lucia D’Angelo',
          expiresAt: '2027-03-04T09:00:00.000Z',
        },
      ],
    });
    const token = await linkSentTo('nicolo.esposito@maestrale.example', 'invito');
    expect(token).toBeDefined();
    const rows = await Promise.all(
      tableNames.map((table) => database.db.selectFrom(table).selectAll().execute()),
    );
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await app.request(`/api/staff/session/invitations/${token}`);
    expect(await opened.json()).toEqual({
      email: 'nicolo.esposito@maestrale.example',
      name: 'Nicolò Esposito',
      role: 'staff',
    });
    const accepted = await post(`/invitations/${token}`, { password: NEW_PASSWORD });
    expect(accepted.status).toBe(201);
    expect(await (await whoIs(cookieOf(accepted))).json()).toMatchObject({
      staff: { name: 'Nicolò Esposito', role: 'staff' },
    });
    const again = await post(`/invitations/${token}`, { password: NEW_PASSWORD });
    expect(again.status).toBe(410);
    expect((await again.json()).error.message).toBe(teamRefusals.invitationUsed);
    expect(await team()).toMatchObject({
      invitations: [],
      members: [{ name: 'Lucia D’Angelo' }, { name: 'Nicolò Esposito', role: 'staff' }],
    });
    // And the password chosen signs in.
    expect((await signIn('nicolo.esposito@maestrale.example', NEW_PASSWORD)).res.status).toBe(200);
  });

  it('a short or common password is refused with why, and the invitation still waits', async () => {
    await invite('chiara@maestrale.example', 'Chiara');
    const token = await linkSentTo('chiara@maestrale.example', 'invito');
    const short = await post(`/invitations/${token}`, { password: 'corta' });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields.password).toBe(
      'La password deve avere almeno 12 caratteri.',
    );
    const common = await post(`/invitations/${token}`, { password: 'QWERTY123456' });
    expect(common.status).toBe(422);
    expect((await common.json()).error.message).toBe(teamRefusals.commonPassword);
    expect((await team()).invitations).toHaveLength(1);
    expect((await post(`/invitations/${token}`, { password: NEW_PASSWORD })).status).toBe(201);
  });

  it('an invitation lasts 72 hours; sent again it lasts 72 more with a new link; revoked it opens no more', async () => {
    await invite('marta@maestrale.example', 'Marta');
    const first = await linkSentTo('marta@maestrale.example', 'invito');
    clock.set('2027-03-04T09:00:01.000Z');
    owner = staffRequest(app, await signedIn(OWNER));
    const late = await app.request(`/api/staff/session/invitations/${first}`);
    expect(late.status).toBe(410);
    expect((await late.json()).error.message).toBe(teamRefusals.invitationExpired);
    // Expired, it is no longer waiting: invited anew.
    expect((await team()).invitations).toEqual([]);
    expect((await invite('marta@maestrale.example', 'Marta')).status).toBe(201);
    // The new invitation's e-mail goes out before staff send it again: sent in one pass, the
    // two would leave side by side and arrive in either order.
    const renewed = await linkSentTo('marta@maestrale.example', 'invito');
    const [waiting] = (await team()).invitations;
    const resent = await owner('POST', `/team/invitations/${waiting!.id}/send`);
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as Team).invitations[0]!.expiresAt).toBe(
      '2027-03-07T09:00:01.000Z',
    );
    const second = await linkSentTo('marta@maestrale.example', 'invito');
    expect(second).not.toBe(first);
    expect(second).not.toBe(renewed);
    expect((await app.request(`/api/staff/session/invitations/${second}`)).status).toBe(200);

    expect((await owner('DELETE', `/team/invitations/${waiting!.id}`)).status).toBe(200);
    const revoked = await post(`/invitations/${second}`, { password: NEW_PASSWORD });
    expect(revoked.status).toBe(410);
    expect((await revoked.json()).error.message).toBe(teamRefusals.invitationRevoked);
    expect((await app.request('/api/staff/session/invitations/sbagliato')).status).toBe(404);
  });

  it('an address already in the team, or already invited, is refused', async () => {
    const member = await invite(OWNER.toUpperCase(), 'Lucia');
    expect(member.status).toBe(409);
    expect((await member.json()).error.message).toBe(teamRefusals.emailTaken);
    await invite('davide@maestrale.example', 'Davide');
    const twice = await invite('davide@maestrale.example', 'Davide');
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(teamRefusals.invitationPending);
    const bad = await owner('POST', '/team/invitations', {
      email: 'davide',
      name: '',
      role: 'capo',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      email: 'Inserisci un indirizzo email valido.',
      name: 'Scrivi il nome del collega.',
      role: 'Scegli il ruolo: Titolare o Staff.',
    });
  });

  it('a staff member sees the team but cannot invite, change roles, disable or change settings', async () => {
    const davide = staffRequest(app, await colleague('davide@maestrale.example', 'Davide'));
    expect((await davide('GET', '/team')).status).toBe(200);
    const ownerId = await memberId(OWNER);
    for (const [method, path, body] of [
      ['POST', '/team/invitations', { email: 'x@maestrale.example', name: 'X', role: 'titolare' }],
      ['PUT', `/team/members/${ownerId}/role`, { role: 'staff' }],
      ['POST', `/team/members/${ownerId}/disable`, undefined],
      ['PUT', '/settings', {}],
    ] as const) {
      const res = await davide(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).error.message).toBe(teamRefusals.ownersOnly);
    }
    expect(await team()).toMatchObject({
      invitations: [],
      members: [
        { name: 'Davide', role: 'staff' },
        { name: 'Lucia D’Angelo', role: 'titolare', disabledAt: null },
      ],
    });
  });

  it('the last active owner can neither step down nor be disabled; with two, one can', async () => {
    const ownerId = await memberId(OWNER);
    for (const res of [
      await owner('PUT', `/team/members/${ownerId}/role`, { role: 'staff' }),
      await owner('POST', `/team/members/${ownerId}/disable`),
    ]) {
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(teamRefusals.lastOwner);
    }
    await colleague('paolo@maestrale.example', 'Paolo');
    const paolo = await memberId('paolo@maestrale.example');
    expect((await owner('PUT', `/team/members/${paolo}/role`, { role: 'titolare' })).status).toBe(
      200,
    );
    expect((await owner('PUT', `/team/members/${ownerId}/role`, { role: 'staff' })).status).toBe(
      200,
    );
    expect((await team()).members.map((m) => [m.name, m.role])).toEqual([
      ['Lucia D’Angelo', 'staff'],
      ['Paolo', 'titolare'],
    ]);
  });

  it('two owners disabling each other at once leave one owner', async () => {
    const paoloCookie = await colleague('paolo@maestrale.example', 'Paolo', 'titolare');
    const paolo = staffRequest(app, paoloCookie);
    const [ownerId, paoloId] = [await memberId(OWNER), await memberId('paolo@maestrale.example')];
    const answers = await Promise.all([
      owner('POST', `/team/members/${paoloId}/disable`),
      paolo('POST', `/team/members/${ownerId}/disable`),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    // One wins; the other is refused as the last owner, or finds its own session ended.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const owners = await database.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'titolare')
      .where('disabled_at', 'is', null)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('a disabled colleague’s open page gets 401 at once, they cannot sign in, and can again once enabled', async () => {
    const cookie = await colleague('sara@maestrale.example', 'Sara');
    expect((await whoIs(cookie)).status).toBe(200);
    const sara = await memberId('sara@maestrale.example');
    const disabled = await owner('POST', `/team/members/${sara}/disable`);
    expect(((await disabled.json()) as Team).members[1]).toMatchObject({
      name: 'Sara',
      disabledAt: NOW,
    });
    expect((await whoIs(cookie)).status).toBe(401);
    const refused = await signIn('sara@maestrale.example', NEW_PASSWORD);
    expect(refused.res.status).toBe(403);
    expect((await refused.res.json()).error.message).toBe(teamRefusals.disabled);
    // Her history stays: the row is there.
    expect((await team()).members.map((m) => m.name)).toEqual(['Lucia D’Angelo', 'Sara']);
    expect((await owner('POST', `/team/members/${sara}/enable`)).status).toBe(200);
    expect((await signIn('sara@maestrale.example', NEW_PASSWORD)).res.status).toBe(200);
  });

  it('a member changes their password with the current one; their other sessions end', async () => {
    const here = await signedIn(OWNER);
    const elsewhere = await signedIn(OWNER);
    const me = staffRequest(app, here);
    const wrong = await me('PUT', '/account/password', {
      currentPassword: 'non-è-questa-la-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields).toEqual({
      currentPassword: teamRefusals.wrongPassword,
    });
    const common = await me('PUT', '/account/password', {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'password1234',
    });
    expect(common.status).toBe(422);
    const changed = await me('PUT', '/account/password', {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    // Only this session is left.
    expect(((await changed.json()) as { sessions: OwnSession[] }).sessions).toMatchObject([
      { current: true },
    ]);
    expect((await whoIs(here)).status).toBe(200);
    expect((await whoIs(elsewhere)).status).toBe(401);
    expect((await signIn(OWNER)).res.status).toBe(401);
    expect((await signIn(OWNER, NEW_PASSWORD)).res.status).toBe(200);
  });

  it('a member sees their own sessions and ends one; another member’s is not theirs to end', async () => {
    const here = await signedIn(OWNER);
    const elsewhere = await signedIn(OWNER);
    const me = staffRequest(app, here);
    const { sessions } = (await (await me('GET', '/account')).json()) as {
      sessions: OwnSession[];
    };
    // The beforeEach's session, this one and the other.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const davide = staffRequest(app, await colleague('davide@maestrale.example', 'Davide'));
    const other = sessions.find((session) => !session.current)!;
    expect((await davide('DELETE', `/account/sessions/${other.id}`)).status).toBe(404);
    for (const session of sessions.filter((s) => !s.current)) {
      expect((await me('DELETE', `/account/sessions/${session.id}`)).status).toBe(200);
    }
    expect((await whoIs(elsewhere)).status).toBe(401);
    expect((await whoIs(here)).status).toBe(200);
  });

  it('"Password dimenticata?" answers the same for any address; the link sets a new password once, within 30 minutes', async () => {
    const before = smtp.received.length;
    const unknown = await post('/password-reset', { email: 'nessuno@maestrale.example' });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ message: PASSWORD_RESET_SENT });
    const known = await post('/password-reset', { email: OWNER });
    expect(await known.json()).toEqual({ message: PASSWORD_RESET_SENT });
    const token = await linkSentTo(OWNER, 'nuova-password');
    expect(smtp.received.length).toBe(before + 1);
    const open = await signedIn(OWNER);

    const reset = await post(`/password-reset/${token}`, { password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await whoIs(cookieOf(reset))).status).toBe(200);
    expect((await whoIs(open)).status).toBe(401);
    expect((await signIn(OWNER)).res.status).toBe(401);
    expect((await signIn(OWNER, NEW_PASSWORD)).res.status).toBe(200);
    const again = await post(`/password-reset/${token}`, { password: 'un’altra-password-lunga' });
    expect(again.status).toBe(410);
    expect((await again.json()).error.message).toBe(teamRefusals.resetInvalid);

    await post('/password-reset', { email: OWNER });
    const late = await linkSentTo(OWNER, 'nuova-password');
    clock.set('2027-03-01T09:30:01.000Z');
    expect((await post(`/password-reset/${late}`, { password: NEW_PASSWORD })).status).toBe(410);
  });

  it('"Password dimenticata?" sends nothing to a disabled account, and is rate-limited like sign-in', async () => {
    await colleague('sara@maestrale.example', 'Sara');
    await owner('POST', `/team/members/${await memberId('sara@maestrale.example')}/disable`);
    const before = smtp.received.length;
    await post('/password-reset', { email: 'sara@maestrale.example' });
    await mailer.deliverDue();
    expect(smtp.received.length).toBe(before);

    const one = '10.81.250.1';
    const ask = () =>
      app.request('/api/staff/session/password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': one },
        body: JSON.stringify({ email: OWNER }),
      });
    for (let n = 0; n < 5; n += 1) expect((await ask()).status).toBe(202);
    const sixth = await ask();
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });
});
