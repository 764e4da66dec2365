import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffPassportLink } from '#domain/backoffice.ts';
import { passportLinkMessages } from '#domain/passport-links.ts';
import { addresses } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import { signInStaff } from './staff/staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const PROVIDER = 'https://verifica.example.com/sessione/abc123';

describe.each(testEngines)('passport verification links on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let cookie: string;
  const clock = fixedClock(NOW);
  // Each opening from its own address: the rate limit has a test of its own.
  const address = addresses(2);

  const createLink = (body: unknown) =>
    app.request('/api/staff/passport-links', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const newLink = async (body: Record<string, unknown> = {}) => {
    const res = await createLink({ verificationUrl: PROVIDER, ...body });
    expect(res.status).toBe(201);
    return (await res.json()) as StaffPassportLink;
  };
  const open = (body: unknown, from = address()) =>
    app.request('/api/passport-verification/open', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  const linkRow = (token: string) =>
    database.db
      .selectFrom('passport_verification_links')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock }));
    cookie = await signInStaff(app, database.db);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('passport_verification_links').execute();
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => database.drop());

  describe('the staff generator', () => {
    it('creates an unused link with a long random token', async () => {
      const link = await newLink({
        customerName: ' Chiara Loiacono ',
        customerEmail: 'chiara.loiacono@example.it',
        bookingReference: '6f1c2d3e',
      });
      expect(link).toEqual({
        id: expect.any(String),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        verificationUrl: PROVIDER,
        customerName: 'Chiara Loiacono',
        customerEmail: 'chiara.loiacono@example.it',
        bookingReference: '6f1c2d3e',
        used: false,
        usedAt: null,
        createdAt: NOW,
        expiresAt: '2027-03-08T09:00:00.000Z',
        expired: false,
      });
      expect(await linkRow(link.token)).toMatchObject({
        id: link.id,
        used: false,
        used_at: null,
        expires_at: '2027-03-08T09:00:00.000Z',
      });
    });

    it('lets staff choose from 1 to 30 days, and refuses 31', async () => {
      expect((await newLink({ expiresInDays: 30 })).expiresAt).toBe('2027-03-31T09:00:00.000Z');
      expect((await newLink({ expiresInDays: 1 })).expiresAt).toBe('2027-03-02T09:00:00.000Z');
      const res = await createLink({ verificationUrl: PROVIDER, expiresInDays: 31 });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        expiresInDays: 'Scegli da 1 a 30 giorni.',
      });
      expect(
        await database.db.selectFrom('passport_verification_links').select('id').execute(),
      ).toHaveLength(2);
    });

    it('leaves the optional fields empty and never repeats a token', async () => {
      const first = await newLink({ customerName: '', customerEmail: '' });
      const second = await newLink();
      expect(first).toMatchObject({
        customerName: null,
        customerEmail: null,
        bookingReference: null,
      });
      expect(second.token).not.toBe(first.token);
    });

    it.each([
      ['no address', {}, { verificationUrl: passportLinkMessages.urlRequired }],
      [
        'an empty address',
        { verificationUrl: ' ' },
        { verificationUrl: passportLinkMessages.urlRequired },
      ],
      [
        'an http address',
        { verificationUrl: 'http://verifica.example.com' },
        { verificationUrl: 'Indirizzo non valido: deve iniziare con https://' },
      ],
      [
        'a script address',
        { verificationUrl: 'javascript:alert(1)' },
        { verificationUrl: passportLinkMessages.urlNotHttps },
      ],
      [
        'a wrong e-mail',
        { verificationUrl: PROVIDER, customerEmail: 'chiara@' },
        { customerEmail: 'Inserisci un indirizzo email valido.' },
      ],
    ])('refuses %s with 400 and creates nothing', async (_, body, fields) => {
      const res = await createLink(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
      expect(
        await database.db.selectFrom('passport_verification_links').select('id').execute(),
      ).toEqual([]);
    });

    it('answers only signed-in staff', async () => {
      await newLink();
      const create = await app.request('/api/staff/passport-links', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ verificationUrl: PROVIDER }),
      });
      expect(create.status).toBe(401);
      expect((await app.request('/api/staff/passport-links')).status).toBe(401);
      expect(
        await database.db.selectFrom('passport_verification_links').select('id').execute(),
      ).toHaveLength(1);
    });

    it('lists the links newest first, with their use', async () => {
      const older = await newLink({ customerName: 'Primo' });
      clock.set('2027-03-01T10:00:00.000Z');
      const newer = await newLink({ customerName: 'Secondo' });
      clock.set('2027-03-01T11:00:00.000Z');
      expect((await open({ token: older.token })).status).toBe(200);

      const res = await app.request('/api/staff/passport-links', { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        items: [newer, { ...older, used: true, usedAt: '2027-03-01T11:00:00.000Z' }],
      });
    });
  });

  describe('opening a link', () => {
    it('answers the provider’s address once, then says it was used', async () => {
      const link = await newLink({ customerName: 'Chiara Loiacono' });
      clock.set('2027-03-01T10:15:00.000Z');
      const res = await open({ token: link.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        verificationUrl: PROVIDER,
        customerName: 'Chiara Loiacono',
      });
      expect(await linkRow(link.token)).toMatchObject({
        used: true,
        used_at: '2027-03-01T10:15:00.000Z',
      });

      const again = await open({ token: link.token });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        error: {
          code: 'conflict',
          message:
            'Questo link è già stato utilizzato. Contattare il supporto per richiedere un nuovo link.',
        },
      });
    });

    it('lets exactly one of 20 simultaneous openings through', async () => {
      const link = await newLink();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => open({ token: link.token })),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    });

    it('opens until it expires, then answers the spec’s message and shows expired to staff', async () => {
      const link = await newLink({ expiresInDays: 1 });
      const late = await newLink({ expiresInDays: 1 });
      clock.set('2027-03-02T08:59:59.999Z');
      expect((await open({ token: link.token })).status).toBe(200);

      clock.set('2027-03-02T09:00:00.000Z');
      const res = await open({ token: late.token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: {
          code: 'not_found',
          message: 'Link di verifica non valido o scaduto. Contattare il supporto.',
        },
      });
      expect(await linkRow(late.token)).toMatchObject({ used: false, used_at: null });

      // A day on, the morning's staff session has ended too.
      const staff = await signInStaff(app, database.db);
      const list = await app.request('/api/staff/passport-links', { headers: { cookie: staff } });
      const { items } = (await list.json()) as { items: StaffPassportLink[] };
      const states = Object.fromEntries(
        items.map(({ token, used, expired }) => [token, { used, expired }]),
      );
      expect(states).toEqual({
        [late.token]: { used: false, expired: true },
        [link.token]: { used: true, expired: true },
      });
    });

    it('answers 404 for a token that was never given out', async () => {
      await newLink();
      const res = await open({ token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: {
          code: 'not_found',
          message: 'Link di verifica non valido o scaduto. Contattare il supporto.',
        },
      });
    });

    it.each([
      ['a token with odd characters', "abc' or used = true --"],
      ['a token too short to be one', 'abc123'],
    ])('answers %s as a token not found, using up nothing', async (_, token) => {
      const link = await newLink();
      const res = await open({ token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: {
          code: 'not_found',
          message: 'Link di verifica non valido o scaduto. Contattare il supporto.',
        },
      });
      expect(await linkRow(link.token)).toMatchObject({ used: false });
    });

    it.each([
      ['no token', {}],
      ['an empty token', { token: '' }],
      ['a token that is not text', { token: 1234567890123456 }],
    ])('refuses %s with 400 and the spec’s message, using up nothing', async (_, body) => {
      const link = await newLink();
      const res = await open(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: {
          code: 'validation_failed',
          message: 'Link di verifica non valido. Contattare il supporto.',
        },
      });
      expect(await linkRow(link.token)).toMatchObject({ used: false });
    });

    it('refuses a 31st opening from one address within ten minutes with 429', async () => {
      const from = '10.9.9.9';
      for (let i = 0; i < 30; i += 1) expect((await open({}, from)).status).toBe(400);
      const link = await newLink();
      expect((await open({ token: link.token }, from)).status).toBe(429);
      expect(await linkRow(link.token)).toMatchObject({ used: false });
    });
  });
});
