import { formatLongDate } from '#domain/format.ts';
import { bookingPaths, siteLink } from '#domain/site-paths.ts';
import type { OutboxMessage } from '../repositories/outbox.ts';
import { composeMessage, type MailSettings } from './messages.tsx';
import { waitlistChangeLink } from './private-links.ts';
import {
  WaitlistChangeRequested,
  WaitlistJoined,
  WaitlistSeatsFree,
  type MailWaitlistEntry,
} from './templates/waitlist.tsx';

/**
 * The waitlist's e-mails: the sign-up confirmed with its place, a repeat sign-up to confirm from
 * the address, and seats free for the request.
 */

export type { MailWaitlistEntry };

export function waitlistJoinedMessage(
  entry: MailWaitlistEntry & { email: string },
  place: number,
  settings: MailSettings,
): Promise<OutboxMessage> {
  return composeMessage(<WaitlistJoined entry={entry} place={place} site={settings.site} />, {
    kind: 'waitlist_joined',
    recipient: entry.email,
    subject: `Sei in lista d’attesa · ${entry.destinationTitle}, ${formatLongDate(entry.startDate)}`,
  });
}

/** `entry`: the name already in the queue, the seats asked now; `changeId`: what the link confirms. */
export function waitlistChangeMessage(
  entry: MailWaitlistEntry & { email: string },
  changeId: string,
  settings: MailSettings,
): Promise<OutboxMessage> {
  const link = waitlistChangeLink(changeId, settings.mail.siteUrl);
  return composeMessage(
    <WaitlistChangeRequested entry={entry} site={settings.site} confirmUrl={link.url} />,
    {
      kind: 'waitlist_change',
      privateLink: link.privateLink,
      recipient: entry.email,
      subject: `Conferma la modifica · ${entry.destinationTitle}, ${formatLongDate(entry.startDate)}`,
    },
  );
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
