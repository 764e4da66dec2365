import type { PrivateLinkKind } from '#domain/emails.ts';
import type { Db } from '../db/database.ts';
import type { PrivateLink } from '../mail/private-links.ts';
import { issueBookingPageLink } from './booking-page-links.ts';
import type { OutboxRow } from './outbox.ts';
import { issueInvitationLink, issuePasswordResetLink } from './staff-team.ts';
import { issueWaitlistChangeLink } from './waitlist.ts';

/*
 * The private links e-mails carry, made at each delivery (docs/decisions/033). Here, not in the
 * outbox: the outbox knows no feature, and each feature's link is made by its own repository.
 */

/** How each kind of private link is made: a new token, its hash kept in `trx`. */
const issuers: Record<PrivateLinkKind, (trx: Db, target: string, now: Date) => Promise<string>> = {
  booking_page: issueBookingPageLink,
  waitlist_change: issueWaitlistChangeLink,
  staff_invitation: issueInvitationLink,
  password_reset: issuePasswordResetLink,
};

/**
 * A new token for the private link a claimed message carries, made for this delivery
 * (docs/decisions/033): its hash is committed before the message leaves, so the link opens
 * whatever becomes of the delivery. Made only while the sender still holds the message; null
 * when it does not (its lease ran out and another sender may have it).
 */
export async function issuePrivateLink(
  db: Db,
  row: OutboxRow,
  link: PrivateLink,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('outbox_messages')
      .select('id')
      .where('id', '=', row.id)
      .where('lease_token', '=', row.lease_token)
      .where('lease_until', '>', now.toISOString())
      .executeTakeFirst();
    if (!held) return null;
    return issuers[link.kind](trx, link.target, now);
  });
}
