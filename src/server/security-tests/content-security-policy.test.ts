import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { FileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { bookingRow } from '../routes/staff/staff-testing.ts';
import { expectInertPage, testClientFiles } from '../testing/client-files.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, photo } from '../testing/photos.ts';
import { fixedClock, shippedCatalogue } from '../testing/test-app.ts';
import { type App, NOW, removeTestUploads, testApp } from './security-testing.ts';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Sources that would let a script run that the site did not ship as a file of its own. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "'wasm-unsafe-eval'",
  '*',
  'data:',
  'blob:',
  'http:',
  'https:',
];

/** Checks one answer's policy: scripts only from the site (and the pixel), no framing. */
function expectStrictPolicy(res: Response, what: string) {
  const policy = res.headers.get('content-security-policy');
  expect(policy, what).toBeTruthy();
  const policyOf = directives(policy!);
  const scripts = policyOf.get('script-src') ?? policyOf.get('default-src');
  expect(scripts, what).toBeDefined();
  expect(scripts, what).toContain("'self'");
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
    for (const source of policyOf.get(directive) ?? []) {
      expect(UNSAFE_SCRIPT_SOURCES, `${what}: ${directive} ${source}`).not.toContain(
        source.toLowerCase(),
      );
    }
  }
  expect(policyOf.get('object-src'), what).toEqual(["'none'"]);
  expect(policyOf.get('base-uri'), what).toEqual(["'self'"]);
  expect(policyOf.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
}

describe.each(testEngines)('content security policy on $name', (engine) => {
  let database: TestDatabase;
  const client = testClientFiles();
  const clientDir = client.dir;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
    client.remove();
  });

  /** Answers of every kind the site gives: pages, files, data, errors of each sort. */
  async function everyKindOfAnswer(app: App): Promise<[string, Response][]> {
    const post = (url: string, body: string, type = 'application/json') =>
      app.request(url, {
        method: 'POST',
        headers: { 'content-type': type, 'x-forwarded-for': '10.30.0.1' },
        body,
      });
    const answers: [string, Response][] = [
      ['the home', await app.request('/', { headers: { accept: 'text/html' } })],
      ['a script file', await app.request('/assets/app.js')],
      ['a trip', await app.request('/travel/maldive-dubai', { headers: { accept: 'text/html' } })],
      [
        'the not-found page',
        await app.request('/viaggi-spaziali', { headers: { accept: 'text/html' } }),
      ],
      ['the catalogue', await app.request('/api/catalogue')],
      ['a health check', await app.request('/healthz')],
      ['a 400', await app.request('/api/bookings/12345')],
      ['a 400 for a body that is not JSON', await post('/api/contact-requests', 'x', 'text/plain')],
      ['a 401', await app.request('/api/staff/bookings')],
      ['a 404', await app.request('/api/nessuna-risorsa')],
      [
        'a 413',
        await post('/api/contact-requests', JSON.stringify({ message: 'A'.repeat(200_000) })),
      ],
    ];
    // Sends refused for their content have an allowance of their own (30 in 10 minutes).
    for (let i = 0; i < 31; i += 1)
      answers.push(['a 429', await post('/api/contact-requests', '{}')]);
    return answers;
  }

  it('has no inline or evaluated scripts on any answer, HTML or API', async () => {
    const { app } = await testApp(database.db, {
      clock,
      env: { CLIENT_DIR: clientDir, CLIENT_IP_HEADER: 'x-forwarded-for' },
    });
    const answers = await everyKindOfAnswer(app);
    expect(answers.map(([, res]) => res.status)).toEqual(
      expect.arrayContaining([200, 400, 401, 404, 413, 429]),
    );
    for (const [what, res] of answers) expectStrictPolicy(res, what);
    // The rendered pages themselves hold no script the policy would have to allow.
    const pages = answers.filter(([, res]) => res.headers.get('content-type')?.includes('html'));
    expect(pages.map(([what]) => what)).toEqual(['the home', 'a trip', 'the not-found page']);
    for (const [what, res] of pages) expectInertPage(await res.text(), what);
  });

  it('keeps it so with the marketing pixel configured', async () => {
    const { app } = await testApp(database.db, {
      clock,
      env: {
        CLIENT_DIR: clientDir,
        CLIENT_IP_HEADER: 'x-forwarded-for',
        SITE_PIXEL_ID: '1234567890',
      },
    });
    await database.db.deleteFrom('rate_limits').execute();
    for (const [what, res] of await everyKindOfAnswer(app)) {
      expectStrictPolicy(res, what);
      const scripts = directives(res.headers.get('content-security-policy')!).get('script-src');
      expect(scripts, what).toEqual(["'self'", 'https://connect.facebook.net']);
    }
  });

  it('keeps it so on the answer to an unexpected failure (500)', async () => {
    const { config } = await testApp(database.db, { clock, env: { CLIENT_DIR: clientDir } });
    const broken: FileStore = {
      put: () => Promise.reject(new Error('disco pieno')),
      putAt: () => Promise.reject(new Error('disco pieno')),
      read: () => Promise.reject(new Error('disco pieno')),
      remove: () => Promise.resolve(),
      list: () => Promise.reject(new Error('disco pieno')),
    };
    const app = createApp({
      db: database.db,
      catalogue: shippedCatalogue(),
      files: broken,
      config,
      clock,
      logger: createLogger({ logLevel: 'silent' }),
    });
    const booking = bookingRow();
    await database.db.insertInto('travel_bookings').values(booking).execute();
    const jpeg = await photo();
    const form = documentsForm({ passport: jpeg, selfie: jpeg, bookingId: booking.id });
    const res = await app.request('/api/documents', { method: 'POST', body: form });
    expect(res.status).toBe(500);
    expectStrictPolicy(res, 'a 500');
  });
});
