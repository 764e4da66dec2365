import { bookingCode } from '#domain/booking.ts';
import { formatDeadline } from '#domain/format-deadline.ts';
import { siteLink, travelPaths } from '#domain/site-paths.ts';
import type { OutboxMessage } from '../repositories/outbox.ts';
import {
  backOfficeBooking,
  composeMessage,
  type MailBooking,
  type MailSettings,
} from './messages.tsx';
import { bookingPageLink } from './private-links.ts';
import { fullName } from './templates/booking-facts.tsx';
import { HoldExpired } from './templates/hold-expired.tsx';
import { HoldReminder } from './templates/hold-reminder.tsx';
import { TransferOverdueAgency } from './templates/transfer-overdue-agency.tsx';

/** The seat hold's e-mails (issue 16): the reminder, the hold ended, the transfer to check. */

/** A day before the hold ends: until when, the transfer, and a new link to the booking's page. */
export function holdReminderMessage(
  booking: MailBooking,
  holdUntil: string,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <HoldReminder
      booking={booking}
      holdUntil={holdUntil}
      site={settings.site}
      bookingPageUrl={page.url}
    />,
    {
      kind: 'hold_reminder',
      recipient: booking.primary.email,
      subject: `Posti riservati fino a ${formatDeadline(holdUntil)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}

/** The hold ended without a transfer: the booking is cancelled, the trip's page is a click away. */
export function holdExpiredMessage(
  booking: MailBooking,
  holdUntil: string,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const trip = booking.destinationId ? travelPaths.travel(booking.destinationId) : travelPaths.all;
  return composeMessage(
    <HoldExpired
      booking={booking}
      holdUntil={holdUntil}
      site={settings.site}
      tripUrl={siteLink(settings.mail.siteUrl, trip)}
    />,
    {
      kind: 'hold_expired',
      recipient: booking.primary.email,
      subject: `Posti non più riservati ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
    },
  );
}

/** A transfer declared TRANSFER_CHECK_DAYS ago and not recorded: the agency checks the account. */
export function transferOverdueMessage(
  booking: MailBooking,
  declaredAt: string,
  settings: MailSettings,
): Promise<OutboxMessage> {
  return composeMessage(
    <TransferOverdueAgency
      booking={booking}
      declaredAt={declaredAt}
      site={settings.site}
      backOfficeUrl={backOfficeBooking(booking, settings)}
    />,
    {
      kind: 'transfer_overdue_staff',
      recipient: settings.mail.staffInbox,
      subject: `Bonifico da verificare ${bookingCode(booking.id)} · ${fullName(booking.primary)}`,
      replyTo: booking.primary.email,
      bookingId: booking.id,
    },
  );
}
