import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '#domain/documents.ts';
import { addresses } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/test-app.ts';
import { MAX_JSON_BODY_BYTES } from './body-limit.ts';

const MB = 1024 * 1024;
const JSON_TOO_LARGE = 'I dati inviati sono troppo grandi: accorcia i testi e riprova.';
/** The routes that take photos, with their own, larger limit (`ownBodyLimit`). */
const UPLOADS = ['POST /api/documents', 'POST /api/my-booking/:token/documents'];
/** Staff's trip photos too (25 MB), tested with a session in routes/staff/trip-photos.test.ts. */
const OWN_LIMITS = [...UPLOADS, 'POST /api/staff/trip-photos'];

describe.each(testEngines)('every route’s body limit on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  const from = addresses(74);

  /**
   * Every route that takes a body, as the router holds them: a route added tomorrow is here
   * too, with no list to keep in step.
   */
  const bodyRoutes = () => [
    ...new Set(
      app.routes
        .filter((route) => !['GET', 'HEAD', 'ALL'].includes(route.method))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ];

  /**
   * `size` bytes declared, sent from the site's own page, from a stream that counts what the
   * server pulls: an answer given before reading leaves it at the one chunk offered up front.
   */
  const sendDeclared = async (route: string, size: number, type: string) => {
    const [method, path] = route.split(' ') as [string, string];
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (pulled * 64 * 1024 >= size) controller.close();
      },
    });
    const res = await app.request(path.replace(/:\w+/g, 'x'), {
      method,
      headers: {
        'content-type': type,
        'content-length': String(size),
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': from(),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    return { res, pulled };
  };

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine));
  });
  afterAll(async () => database.drop());

  it('knows the routes it checks', () => {
    expect(bodyRoutes()).toEqual(expect.arrayContaining([...OWN_LIMITS, 'POST /contact']));
  });

  it('refuses a body over 100 KB unread on every route but the uploads', async () => {
    const routes = bodyRoutes().filter((route) => !OWN_LIMITS.includes(route));
    for (const route of routes) {
      const form = !route.includes('/api/');
      const { res, pulled } = await sendDeclared(
        route,
        MAX_JSON_BODY_BYTES + 1,
        form ? 'application/x-www-form-urlencoded' : 'application/json',
      );
      expect(res.status, route).toBe(413);
      // The contact form sent without JavaScript answers with its page, saying why.
      if (form) expect(await res.text(), route).toContain(JSON_TOO_LARGE);
      else expect((await res.json()).error.message, route).toBe(JSON_TOO_LARGE);
      expect(pulled, route).toBeLessThanOrEqual(2);
    }
  });

  it.each(UPLOADS)(
    '%s reads more than 100 KB, and refuses more than 21 MB unread',
    async (route) => {
      const type = 'multipart/form-data; boundary=x';
      const small = await sendDeclared(route, MB, type);
      // Read, then found to be no form of photos (or a link that opens nothing): not 413.
      expect(small.res.status).not.toBe(413);

      const { res, pulled } = await sendDeclared(route, 22 * MB, type);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload_too_large', message: documentMessages.requestTooLarge },
      });
      expect(pulled).toBeLessThanOrEqual(2);
    },
  );
});
