import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { nextChatNumber } from '#domain/chat.ts';
import { chatClickSchema } from '#domain/chat-click-input.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { validate } from '../validation.ts';

/**
 * Logs a chat click on the next number of the rotation and returns that number. The last
 * logged click decides the rotation, so every instance of the server agrees on it. The
 * visitor's address is never stored (ip_address stays null).
 */
export async function logChatClick(
  db: Db,
  numbers: readonly string[],
  click: { userAgent: string | null; referrer: string | null },
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('whatsapp_clicks')
      .select('phone_number')
      .orderBy('timestamp', 'desc')
      .limit(1)
      .executeTakeFirst();
    const phoneNumber = nextChatNumber(numbers, last?.phone_number ?? null);
    await trx
      .insertInto('whatsapp_clicks')
      .values({
        id: randomUUID(),
        phone_number: phoneNumber,
        timestamp: now.toISOString(),
        user_agent: click.userAgent?.slice(0, 500) ?? null,
        ip_address: null,
        referrer: click.referrer ?? null,
      })
      .execute();
    return phoneNumber;
  });
}

export const chatClickRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit({ name: 'chat', limit: 30, windowMinutes: 10 }),
  validate('json', chatClickSchema),
  async (c) => {
    const { db, clock, config } = c.var.deps;
    const phoneNumber = await logChatClick(
      db,
      config.site.chatNumbers,
      {
        userAgent: c.req.header('user-agent') ?? null,
        referrer: c.req.valid('json').referrer ?? null,
      },
      clock.now(),
    );
    return c.json({ phoneNumber }, 201);
  },
);
