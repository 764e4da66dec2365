import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';

describe.each(testEngines)('chat clicks API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = fixedClock('2026-11-22T10:00:00Z');
  const click = (body: unknown = { referrer: 'https://maestraleviaggi.example/travels' }) =>
    app.request('/api/chat-clicks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone)' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, {
      clock,
      env: { SITE_CHAT_NUMBERS: '393331234567,393471234568' },
    }));
  });
  afterAll(async () => database.drop());

  it('answers the numbers in turn, logging each click without the visitor’s address', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i += 1) {
      clock.set(`2026-11-22T10:00:0${i}Z`);
      const res = await click();
      expect(res.status).toBe(201);
      numbers.push(((await res.json()) as { phoneNumber: string }).phoneNumber);
    }
    expect(numbers).toEqual(['393331234567', '393471234568', '393331234567']);
    const rows = await database.db
      .selectFrom('whatsapp_clicks')
      .selectAll()
      .orderBy('timestamp')
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      phone_number: '393331234567',
      timestamp: '2026-11-22T10:00:00.000Z',
      user_agent: 'Mozilla/5.0 (iPhone)',
      ip_address: null,
      referrer: 'https://maestraleviaggi.example/travels',
    });
  });

  it('refuses an oversized referrer with 400 and logs nothing', async () => {
    const before = await database.db.selectFrom('whatsapp_clicks').selectAll().execute();
    const res = await click({ referrer: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    const after = await database.db.selectFrom('whatsapp_clicks').selectAll().execute();
    expect(after).toHaveLength(before.length);
  });
});
