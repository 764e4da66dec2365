import { createHash, randomBytes } from 'node:crypto';
import { PRIVATE_LINK_BYTES, privateLinkTokenSchema } from '#domain/my-booking.ts';
import type { Db } from '../db/database.ts';

/**
 * The private links to travellers' booking pages (`booking_page_links`): a token of 256 random
 * bits goes to the traveller, only its SHA-256 stays here, so neither a copy of the table nor
 * the logs open a booking. The e-mails' links are made as each message leaves (decision 033).
 */

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link to the booking's page, its hash kept in the caller's transaction. Answers the
 * token, which goes to the traveller and is never stored.
 */
export async function issueBookingPageLink(trx: Db, bookingId: string, now: Date): Promise<string> {
  const token = randomBytes(PRIVATE_LINK_BYTES).toString('base64url');
  await trx
    .insertInto('booking_page_links')
    .values({ token_hash: digest(token), booking_id: bookingId, created_at: now.toISOString() })
    .execute();
  return token;
}

/** The booking a link opens; null for a wrong, unknown or malformed one alike. */
export async function bookingIdOfLink(db: Db, token: string): Promise<string | null> {
  if (!privateLinkTokenSchema.safeParse(token).success) return null;
  const row = await db
    .selectFrom('booking_page_links')
    .select('booking_id')
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  return row?.booking_id ?? null;
}
