import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiryMessages } from '#domain/enquiry.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';

const valid = {
  name: 'Chiara Loiacono',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
  message: 'Salve, vorrei informazioni sul viaggio a Maldive & Dubai. Grazie.',
  destinationId: 'maldive-dubai',
  travelDate: '16/03/2027 - 25/03/2027',
  airport: 'Roma Fiumicino',
  consent: true,
};

describe.each(testEngines)('contact requests API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = fixedClock('2026-11-22T10:00:00Z');
  // Each test writes from its own address, so the rate limit only shows where it is tested.
  let visitor = 0;
  beforeEach(() => void (visitor += 1));
  const send = (body: unknown, address = `203.0.113.${visitor}`) =>
    app.request('/api/contact-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const stored = () => database.db.selectFrom('contact_requests').selectAll().execute();

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock }));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('contact_requests').execute();
  });
  afterAll(async () => database.drop());

  it('stores a valid enquiry once and answers 201', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: 'Chiara Loiacono',
      email: 'chiara.loiacono@example.it',
      phone: '+39 333 123 4567',
      destination_id: 'maldive-dubai',
      travel_date: '16/03/2027 - 25/03/2027',
      airport: 'Roma Fiumicino',
      created_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it.each([
    ['name', { name: undefined }, enquiryMessages.required],
    ['name', { name: '  ' }, enquiryMessages.required],
    ['email', { email: undefined }, enquiryMessages.required],
    ['email', { email: 'chiara@example' }, enquiryMessages.email],
    ['message', { message: '' }, enquiryMessages.required],
    ['consent', { consent: false }, enquiryMessages.consent],
    ['consent', { consent: undefined }, enquiryMessages.consent],
    ['phone', { phone: 'chiamami' }, 'Inserisci un numero di telefono valido.'],
    ['airport', { airport: 'Bari Palese' }, 'Aeroporto non valido.'],
    ['destinationId', { destinationId: 'atlantide' }, 'Destinazione non valida.'],
    ['name', { name: 'x'.repeat(121) }, 'Al massimo 120 caratteri.'],
  ])(
    'refuses a bad %s (%o) with 400, names the field and stores nothing',
    async (field, change, message) => {
      const res = await send({ ...valid, ...change });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields[field]).toBe(message);
      expect(await stored()).toHaveLength(0);
    },
  );

  it('refuses a sixth enquiry from one address within ten minutes, and serves the others', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid)).status).toBe(201);
    const refused = await send(valid);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toMatchObject({
      error: { message: 'Troppe richieste in poco tempo: riprova tra qualche minuto.' },
    });
    expect(await stored()).toHaveLength(5);
    expect((await send(valid, '198.51.100.7')).status).toBe(201);
    clock.set('2026-11-22T10:10:00Z');
    expect((await send(valid)).status).toBe(201);
    clock.set('2026-11-22T10:00:00Z');
  });

  it('refuses a body that is not JSON and stores nothing', async () => {
    const res = await app.request('/api/contact-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });
});
