import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiryMessages } from '#domain/enquiry.ts';
import { testClientFiles } from '../testing/client-files.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';

const valid = {
  name: 'Chiara Loiacono',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
  message: 'Vorrei sapere le date di marzo & aprile.',
  destinationId: 'maldive-dubai',
  travelDate: '16/03/2027 - 25/03/2027',
  airport: 'Roma Fiumicino',
  consent: 'on',
};

describe.each(testEngines)('the contact form sent without JavaScript on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let client: ReturnType<typeof testClientFiles>;
  const clock = fixedClock('2026-11-22T10:00:00Z');
  // Each test writes from its own address, so the rate limit only shows where it is tested.
  let visitor = 0;
  beforeEach(() => void (visitor += 1));
  const address = () => `198.51.100.${visitor}`;
  /** What the browser sends for a form of the site's own page. */
  const post = (
    fields: Record<string, string | undefined>,
    { to = '/contact', headers = {} }: { to?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(`http://localhost${to}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': address(),
        ...headers,
      },
      body: new URLSearchParams(
        Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString(),
    });
  const stored = () => database.db.selectFrom('contact_requests').selectAll().execute();
  const queued = () =>
    database.db.selectFrom('outbox_messages').select(['kind', 'recipient']).execute();

  beforeAll(async () => {
    client = testClientFiles();
    database = await engine.open();
    ({ app } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', CLIENT_DIR: client.dir },
    }));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('contact_requests').execute();
    await database.db.deleteFrom('outbox_messages').execute();
  });
  afterAll(async () => {
    await database.drop();
    client.remove();
  });

  it('stores the enquiry, queues its e-mails and sends the visitor to the thanks (303)', async () => {
    const res = await post(valid);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?inviata=1');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Chiara Loiacono',
      email: 'chiara.loiacono@example.it',
      phone: '+39 333 123 4567',
      message: 'Vorrei sapere le date di marzo & aprile.',
      destination_id: 'maldive-dubai',
      travel_date: '16/03/2027 - 25/03/2027',
      airport: 'Roma Fiumicino',
    });
    // The same e-mails as an enquiry sent by the API: the visitor's receipt and the agency's.
    const mails = await queued();
    expect(mails.map(({ recipient }) => recipient)).toContain('chiara.loiacono@example.it');
    expect(mails.length).toBeGreaterThanOrEqual(2);

    const thanks = await app.request(`http://localhost${res.headers.get('location')}`);
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toMatch(
      /<div role="status"[^>]*><p[^>]*>Messaggio Inviato<\/p><p[^>]*>Ti risponderemo il prima possibile. Grazie!<\/p>/,
    );
  });

  it('answers the advertising page with its own thanks', async () => {
    const res = await post(valid, { to: '/ads-special/contact' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ads-special/contact?inviata=1');
    expect(await stored()).toHaveLength(1);
  });

  it('draws the form with a method, an address and a name for every field', async () => {
    const html = await (await app.request('http://localhost/contact')).text();
    const form = html.match(/<form[^>]*>/)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    for (const name of ['name', 'email', 'phone', 'message', 'consent']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('type="checkbox"');
  });

  it('answers an invalid form with 422, the page, what was written and each message', async () => {
    const res = await post(
      { ...valid, name: '', email: 'chiara@example', consent: undefined },
      { to: '/contact?destination=maldive-dubai&airport=Roma+Fiumicino' },
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/<input[^>]*id="enquiry-email"[^>]*value="chiara@example"/);
    expect(html).toMatch(/<input[^>]*id="enquiry-phone"[^>]*value="\+39 333 123 4567"/);
    expect(html).toContain('Vorrei sapere le date di marzo &amp; aprile.</textarea>');
    expect(html).toMatch(/<input[^>]*id="enquiry-name"[^>]*aria-invalid="true"/);
    expect(html).toContain(`id="enquiry-name-error" role="alert"`);
    for (const message of Object.values(enquiryMessages).slice(0, 3)) {
      expect(html).toContain(message);
    }
    // The trip asked about stays on the page and in the form.
    expect(html).toContain('Dettagli del viaggio selezionato:');
    expect(html).toMatch(/<input type="hidden" name="destinationId" value="maldive-dubai"/);
    expect(html).toMatch(/<form[^>]*action="\/contact\?destination=maldive-dubai&amp;airport=/);
    expect(await stored()).toHaveLength(0);
    expect(await queued()).toHaveLength(0);
  });

  it('keeps a ticked consent when another field is wrong', async () => {
    const html = await (await post({ ...valid, phone: 'chiamami' })).text();
    expect(html).toContain('Inserisci un numero di telefono valido.');
    expect(html).toMatch(/<input type="checkbox"[^>]*id="enquiry-consent"[^>]*checked=""/);
  });

  it('shares the API limit: the sixth enquiry in ten minutes, by either way, is refused', async () => {
    for (let sent = 0; sent < 3; sent += 1) {
      const api = await app.request('/api/contact-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify({ ...valid, consent: true }),
      });
      expect(api.status).toBe(201);
    }
    expect((await post(valid)).status).toBe(303);
    expect((await post(valid)).status).toBe(303);
    const refused = await post(valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain('Troppe richieste in poco tempo: riprova tra qualche minuto.');
    expect(html).toMatch(/<input[^>]*id="enquiry-name"[^>]*value="Chiara Loiacono"/);
    expect(await stored()).toHaveLength(5);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a subdomain', { origin: 'http://promo.localhost', 'sec-fetch-site': 'same-site' }],
    ['another site, by Origin alone', { origin: 'https://evil.example' }],
  ])('refuses a form sent from %s, as the API refuses its body', async (_, headers) => {
    const res = await app.request('http://localhost/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address(),
        ...headers,
      },
      body: new URLSearchParams(valid).toString(),
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('Richiesta rifiutata: il modulo si invia solo dalle pagine del sito.');
    expect(html).not.toContain('Chiara Loiacono');
    // The API never reads a form's encoding, whoever sends it.
    const api = await app.request('/api/contact-requests', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address(),
      },
      body: new URLSearchParams(valid).toString(),
    });
    expect(api.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });
});
