import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StaffPassportLink } from '#domain/backoffice.ts';
import { formatDeadline } from '#domain/format-deadline.ts';
import type { PassportLinkOpened, PassportLinkRequest } from '#domain/passport-links.ts';
import type { Db, PassportVerificationLinksTable } from '../db/database.ts';
import { recordAudit, type StaffAct } from './audit.ts';

/** The identity-check links staff hand to travellers (`passport_verification_links`). */

/** The generator's list shows the latest links; older ones are of no use to hand over. */
const LIST_LIMIT = 200;
const DAY_MS = 86_400_000;

function toStaffPassportLink(
  row: Selectable<PassportVerificationLinksTable>,
  now: Date,
): StaffPassportLink {
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
    expiresAt: row.expires_at,
    expired: row.expires_at <= now.toISOString(),
  };
}

export async function createPassportLink(
  db: Db,
  input: PassportLinkRequest,
  act: StaffAct,
): Promise<StaffPassportLink> {
  const { now } = act;
  const row = await db.transaction().execute(async (trx) => {
    const made = await trx
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
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      act,
      'passport_link_made',
      { id: made.id, label: `${made.customer_name} · ${made.booking_reference}` },
      {
        after: {
          Cliente: made.customer_name,
          Email: made.customer_email,
          Prenotazione: made.booking_reference,
          'Valido fino al': formatDeadline(made.expires_at),
        },
      },
    );
    return made;
  });
  return toStaffPassportLink(row, now);
}

export async function latestPassportLinks(db: Db, now: Date): Promise<StaffPassportLink[]> {
  const rows = await db
    .selectFrom('passport_verification_links')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => toStaffPassportLink(row, now));
}

/**
 * Uses a link up with one conditional update, unused and unexpired in the same WHERE: of
 * simultaneous openings exactly one wins, and none after the link expired.
 * Answers what to show, or why not: already used, expired, or no such link.
 */
export async function openPassportLink(
  db: Db,
  token: string,
  now: Date,
): Promise<PassportLinkOpened | 'used' | 'expired' | 'unknown'> {
  const at = now.toISOString();
  const opened = await db
    .updateTable('passport_verification_links')
    .set({ used: true, used_at: at })
    .where('token', '=', token)
    .where('used', '=', false)
    .where('expires_at', '>', at)
    .returning(['verification_url', 'customer_name'])
    .executeTakeFirst();
  if (opened) {
    return { verificationUrl: opened.verification_url, customerName: opened.customer_name };
  }
  const known = await db
    .selectFrom('passport_verification_links')
    .select('used')
    .where('token', '=', token)
    .executeTakeFirst();
  if (!known) return 'unknown';
  return known.used ? 'used' : 'expired';
}
