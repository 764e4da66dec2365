import { bookingCode } from '#domain/booking.ts';
import { formatLongDate } from '#domain/format.ts';
import type { OutboxMessage } from '../repositories/outbox.ts';
import { composeMessage, type MailBooking, type MailSettings } from './messages.tsx';
import { bookingPageLink } from './private-links.ts';
import {
  DepartureCancelled,
  DepartureConfirmed,
  DepartureNote,
  WaitlistDepartureCancelled,
} from './templates/departure-fate.tsx';

/** A departure's fate, to its travellers (one e-mail per booking) and to those waiting for it. */

export function departureConfirmedMessage(
  booking: MailBooking,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <DepartureConfirmed booking={booking} site={settings.site} bookingPageUrl={page.url} />,
    {
      kind: 'departure_confirmed',
      recipient: booking.primary.email,
      subject: `Partenza confermata · ${booking.destinationTitle}, ${formatLongDate(booking.startDate)}`,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  );
}

export function departureCancelledMessage(
  booking: MailBooking,
  { reason, refund }: { reason: string; refund: number },
  settings: MailSettings,
): Promise<OutboxMessage> {
  return composeMessage(
    <DepartureCancelled booking={booking} site={settings.site} reason={reason} refund={refund} />,
    {
      kind: 'departure_cancelled',
      recipient: booking.primary.email,
      subject: `Partenza annullata · ${booking.destinationTitle} ${bookingCode(booking.id)}`,
      bookingId: booking.id,
    },
  );
}

export function waitlistDepartureCancelledMessage(
  entry: { name: string; email: string },
  departure: { destinationTitle: string; startDate: string },
  settings: MailSettings,
): Promise<OutboxMessage> {
  return composeMessage(
    <WaitlistDepartureCancelled
      name={entry.name}
      destinationTitle={departure.destinationTitle}
      startDate={departure.startDate}
      site={settings.site}
    />,
    {
      kind: 'waitlist_departure_cancelled',
      recipient: entry.email,
      subject: `Partenza annullata · ${departure.destinationTitle}, ${formatLongDate(departure.startDate)}`,
    },
  );
}

/** A message staff wrote to a departure: to one booking's lead traveller, with its page. */
export function departureNoteMessage(
  booking: MailBooking,
  note: { id: string; subject: string; body: string },
  settings: MailSettings,
): Promise<OutboxMessage> {
  const page = bookingPageLink(booking.id, settings.mail.siteUrl);
  return composeMessage(
    <DepartureNote
      booking={booking}
      site={settings.site}
      body={note.body}
      bookingPageUrl={page.url}
    />,
    {
      kind: 'departure_message',
      recipient: booking.primary.email,
      subject: note.subject,
      bookingId: booking.id,
      privateLink: page.privateLink,
    },
  ).then((message) => ({ ...message, departureMessageId: note.id }));
}
