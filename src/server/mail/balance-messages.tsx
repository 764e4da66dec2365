import { bookingCode } from '#domain/booking.ts';
import type { IsoDate } from '#domain/calendar.ts';
import type { OutboxMessage } from '../repositories/outbox.ts';
import { composeMessage, type MailBooking, type MailSettings } from './messages.tsx';
import { bookingPageLink } from './private-links.ts';
import { BalanceRecorded, InstalmentRecorded } from './templates/balance-recorded.tsx';
import { BalanceReminder } from './templates/balance-reminder.tsx';

/** The balance's e-mails to the traveller (issue 16): its reminders, and its receipts. */

/** 14 or 3 days before the due date (or at once, for a booking confirmed after it). */
export function balanceReminderMessage(
  booking: MailBooking & { balanceDueDate: IsoDate },
  today: IsoDate,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <BalanceReminder
      booking={booking}
      dueDate={booking.balanceDueDate}
      overdue={booking.balanceDueDate < today}
      site={settings.site}
      bookingPageUrl={page.url}
    />,
    {
      kind: 'balance_reminder',
      recipient: booking.primary.email,
      subject: `Promemoria saldo ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}

/** Staff recorded the balance: the trip is paid in full. */
export function balanceRecordedMessage(
  booking: MailBooking,
  coordinators: readonly [string, string] | null,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <BalanceRecorded
      booking={booking}
      coordinators={coordinators}
      site={settings.site}
      bookingPageUrl={page.url}
    />,
    {
      kind: 'balance_recorded',
      recipient: booking.primary.email,
      subject: `Saldo ricevuto ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}

/** Staff recorded an instalment: the traveller's receipt, with what the balance asks now. */
export function instalmentRecordedMessage(
  booking: MailBooking,
  amount: number,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <InstalmentRecorded
      booking={booking}
      amount={amount}
      site={settings.site}
      bookingPageUrl={page.url}
    />,
    {
      kind: 'instalment_recorded',
      recipient: booking.primary.email,
      subject: `Acconto ricevuto ${bookingCode(booking.id)} · ${booking.destinationTitle}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}
