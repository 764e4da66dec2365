import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import type { StaffPassportLink } from '#domain/backoffice.ts';
import { passportLinkSchema } from '#domain/passport-links.ts';
import type { AppEnv } from '../../context.ts';
import type { PassportVerificationLinksTable } from '../../db/database.ts';
import { validate } from '../../validation.ts';

/** The generator's list shows the latest links; older ones are of no use to hand over. */
const LIST_LIMIT = 200;

function toStaffPassportLink(row: Selectable<PassportVerificationLinksTable>): StaffPassportLink {
  return {
    id: row.id,
    token: row.token,
    verificationUrl: row.verification_url,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    bookingReference: row.booking_reference,
    used: row.used,
    usedAt: row.used_at,
    createdAt: row.created_at,
  };
}

export const staffPassportLinksRoutes = new Hono<AppEnv>()
  .post('/', validate('json', passportLinkSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, clock } = c.var.deps;
    const row = await db
      .insertInto('passport_verification_links')
      .values({
        id: randomUUID(),
        // 192 random bits: a link cannot be guessed, only handed over.
        token: randomBytes(24).toString('base64url'),
        verification_url: input.verificationUrl,
        customer_name: input.customerName,
        customer_email: input.customerEmail,
        booking_reference: input.bookingReference,
        used: false,
        created_at: clock.now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json(toStaffPassportLink(row), 201);
  })
  .get('/', async (c) => {
    const rows = await c.var.deps.db
      .selectFrom('passport_verification_links')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    c.header('Cache-Control', 'no-store');
    return c.json({ items: rows.map(toStaffPassportLink) });
  });
