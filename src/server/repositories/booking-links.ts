import { travellerPaths } from '#domain/site-paths.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { bookingLinkMessage, type MailSettings } from '../mail/messages.tsx';
import type { StaffUser } from '../security/staff-auth.ts';
import { issueBookingPageLink } from './booking-page-links.ts';
import { writeHistory } from './booking-history.ts';
import { toBooking, toMailBooking } from './bookings.ts';
import { enqueue } from './outbox.ts';

/*
 * The traveller's private link, as staff hand it on. Only the links' hashes are kept
 * (booking-page-links.ts), so staff never read an old one: each time a new one is made, and the
 * ones sent before keep working. Both ways are kept in the booking's history.
 */

type StaffAct = { bookingId: string; staff: StaffUser; now: Date };

async function bookingRow(db: Db, bookingId: string) {
  const row = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  return row;
}

/** "Invia di nuovo": the link e-mailed to the lead traveller, with its line in the history. */
export async function sendBookingLinkAgain(
  db: Db,
  act: StaffAct,
  mail: MailSettings,
): Promise<void> {
  const booking = toMailBooking(toBooking(await bookingRow(db, act.bookingId)));
  const message = await bookingLinkMessage(booking, mail);
  await db.transaction().execute(async (trx) => {
    await enqueue(trx, message, act.now);
    await writeHistory(trx, act, 'link_sent', { recipient: message.recipient });
  });
}

/**
 * A new link for staff to copy (into a chat, say): its path, shown this once, on the site staff
 * are signed in to.
 */
export async function makeBookingLink(db: Db, act: StaffAct): Promise<string> {
  await bookingRow(db, act.bookingId);
  const token = await db.transaction().execute(async (trx) => {
    const made = await issueBookingPageLink(trx, act.bookingId, act.now);
    await writeHistory(trx, act, 'link_made', {});
    return made;
  });
  return travellerPaths.booking(token);
}
