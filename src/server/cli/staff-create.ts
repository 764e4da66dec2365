/**
 * `npm run staff:create -- --email giulia@example.it --name "Giulia Rossi"`: creates a staff
 * account in the server's own database (same configuration, same .env). The password comes
 * from STAFF_PASSWORD or, in a terminal, is typed without being shown.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createStaffAccount, StaffAccountError } from '../security/staff-auth.ts';

/** Reads a line from the terminal echoing nothing; Ctrl-C gives up. */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed));
        if (char === '\u0003') return finish(() => reject(new StaffAccountError('cancelled')));
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new StaffAccountError('set STAFF_PASSWORD or run the command in a terminal');
  }
  const password = await readHidden('Password (at least 12 characters): ');
  if ((await readHidden('Password again: ')) !== password) {
    throw new StaffAccountError('the two passwords differ');
  }
  return password;
}

const USAGE = 'usage: npm run staff:create -- --email giulia@example.it --name "Giulia Rossi"';

function readArguments() {
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' } },
    });
    if (values.email && values.name) return { email: values.email, name: values.name };
  } catch (error) {
    throw new StaffAccountError(`${(error as Error).message}\n${USAGE}`);
  }
  throw new StaffAccountError(USAGE);
}

async function main() {
  const values = readArguments();
  // Taken before .env is read: the first account's STAFF_PASSWORD there is not this one's.
  const givenPassword = process.env.STAFF_PASSWORD;
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  // The first-start account variables play no part here (and STAFF_PASSWORD alone is refused).
  const config = loadConfig({ ...process.env, STAFF_EMAIL: undefined, STAFF_PASSWORD: undefined });
  const password = givenPassword ?? (await askPassword());
  const db = connectDatabase(config.database);
  try {
    await migrateToLatest(db);
    const staff = await createStaffAccount(
      db,
      { email: values.email, name: values.name, password },
      new Date(),
    );
    console.log(`Staff account created: ${staff.name} <${staff.email}>. They can sign in now.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof StaffAccountError || error instanceof ConfigError) {
    console.error(`staff:create: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
