import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

const loaded = new WeakMap<Db, Promise<Buffer>>();

/**
 * The server's signing key: 256 random bits made by whichever instance starts first (the
 * insert that loses the race changes nothing) and read by all, once per process.
 */
export function serverSecret(db: Db): Promise<Buffer> {
  let secret = loaded.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('server_secrets')
        .values({
          name: 'signing',
          value: randomBytes(32).toString('base64'),
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'signing')
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64');
    })();
    secret.catch(() => loaded.delete(db)); // a database outage is retried on the next call
    loaded.set(db, secret);
  }
  return secret;
}

/** A keyed hash (HMAC-SHA256, hex) of `value` under `purpose`: what is stored instead of the value. */
export async function keyedHash(db: Db, purpose: string, value: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db))
    .update(`${purpose}\0${value}`)
    .digest('hex');
}
