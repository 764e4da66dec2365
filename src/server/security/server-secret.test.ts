import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { keyedHash, serverSecret } from './server-secret.ts';

describe.each(testEngines)('server secret on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it('is made once and kept in the database for every instance', async () => {
    const secret = await serverSecret(database.db);
    expect(secret).toHaveLength(32);
    const rows = await database.db.selectFrom('server_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.value, 'base64')).toEqual(secret);
  });

  it('hashes a value per purpose, never storing the value itself', async () => {
    const one = await keyedHash(database.db, 'client-address', '10.0.0.1');
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(await keyedHash(database.db, 'client-address', '10.0.0.1')).toBe(one);
    expect(await keyedHash(database.db, 'device', '10.0.0.1')).not.toBe(one);
  });
});
