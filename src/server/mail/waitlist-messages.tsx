import { formatLongDate } from '#domain/format.ts';
import { bookingPaths, siteLink } from '#domain/site-paths.ts';
import type { OutboxMessage } from '../repositories/outbox.ts';
import { composeMessage, type MailSettings } from './messages.tsx';
import {
  WaitlistJoined,
  WaitlistSeatsFree,
  type MailWaitlistEntry,
} from './templates/waitlist.tsx';

/** The waitlist's two e-mails: the sign-up confirmed, and seats free for the request. */

export type { MailWaitlistEntry };

export function waitlistJoinedMessage(
  entry: MailWaitlistEntry & { email: string },
  settings: MailSettings,
): Promise<OutboxMessage> {
  return composeMessage(<WaitlistJoined entry={entry} site={settings.site} />, {
    kind: 'waitlist_joined',
    recipient: entry.email,
    subject: `Sei in lista d’attesa · ${entry.destinationTitle}, ${formatLongDate(entry.startDate)}`,
  });
}

export function waitlistSeatsFreeMessage(
  entry: MailWaitlistEntry & { email: string; destinationId: string; departureId: string },
  settings: MailSettings,
): Promise<OutboxMessage> {
  const bookingUrl = siteLink(
    settings.mail.siteUrl,
    bookingPaths.departure(entry.destinationId, entry.departureId),
  );
  return composeMessage(
    <WaitlistSeatsFree entry={entry} site={settings.site} bookingUrl={bookingUrl} />,
    {
      kind: 'waitlist_seats_free',
      recipient: entry.email,
      subject: `Posti liberi per te · ${entry.destinationTitle}, ${formatLongDate(entry.startDate)}`,
    },
  );
}
