import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createStaffAccount } from './staff-auth.ts';

describe.each(testEngines)('the staff:create command on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  const signIn = (email: string, password: string) =>
    app.request('/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db));
  });
  afterAll(async () => database.drop());

  it('creates an account that can then sign in', async () => {
    const staff = await createStaffAccount(
      database.db,
      { email: 'Giulia@Example.it', name: ' Giulia Rossi ', password: 'mare-azzurro-2027' },
      new Date(),
    );
    expect(staff).toMatchObject({ email: 'giulia@example.it', name: 'Giulia Rossi' });
    const res = await signIn('giulia@example.it', 'mare-azzurro-2027');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ staff });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await expect(
      createStaffAccount(
        database.db,
        { email: 'GIULIA@example.it', name: 'Altra Giulia', password: 'un-altra-password' },
        new Date(),
      ),
    ).rejects.toThrow('a staff account with the e-mail giulia@example.it already exists');
    // The first account keeps its password.
    expect((await signIn('giulia@example.it', 'un-altra-password')).status).toBe(401);
  });

  it.each([
    [{ password: 'corta-11car' }, 'the password must be at least 12 characters long'],
    [{ email: 'marco' }, 'the e-mail address is not valid'],
    [{ name: '  ' }, 'the name is missing'],
  ])('refuses %j with a clear message, creating nothing', async (change, message) => {
    const input = { email: 'marco@example.it', name: 'Marco', password: 'una-password-lunga' };
    await expect(
      createStaffAccount(database.db, { ...input, ...change }, new Date()),
    ).rejects.toThrow(message);
    const accounts = await database.db.selectFrom('staff_users').select('email').execute();
    expect(accounts).toEqual([{ email: 'giulia@example.it' }]);
  });
});
