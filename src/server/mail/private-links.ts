import { privateLinkLabels, type PrivateLinkKind } from '#domain/emails.ts';
import { siteLink, staffPaths, travellerPaths, waitlistPaths } from '#domain/site-paths.ts';

/**
 * Private links in e-mails (docs/decisions/033). A message is stored with a placeholder where
 * its link's token goes and, beside it, which link that is (`PrivateLink`); the sender makes a
 * new token at each delivery (repositories/private-links.ts, `issuePrivateLink`) and writes it in. So
 * the outbox, like the links' own tables, never holds a token that opens anything.
 */

/** Which private link a message carries: its kind, and what it opens (the booking's id). */
export type PrivateLink = { kind: PrivateLinkKind; target: string };

/**
 * Where the token stands in a stored message. Only characters a path keeps as they are
 * (encodeURIComponent, HTML and plain text leave it alone) and no token's length, so it is
 * never a working link.
 */
export const TOKEN_PLACEHOLDER = '~link-privato~';

/** The page each kind of link opens, by its token. */
const pagePaths: Record<PrivateLinkKind, (token: string) => string> = {
  booking_page: travellerPaths.booking,
  waitlist_change: waitlistPaths.change,
  staff_invitation: staffPaths.invitation,
  password_reset: staffPaths.passwordReset,
};

/**
 * The traveller's booking page as an e-mail links to it: the address to render, with the
 * placeholder for the token, and the link for `composeMessage`.
 */
export function bookingPageLink(bookingId: string, siteUrl: string) {
  const privateLink: PrivateLink = { kind: 'booking_page', target: bookingId };
  return { url: siteLink(siteUrl, pagePaths.booking_page(TOKEN_PLACEHOLDER)), privateLink };
}

/** The page that confirms a repeat waitlist sign-up (`target`: the change's id). */
export function waitlistChangeLink(changeId: string, siteUrl: string) {
  const privateLink: PrivateLink = { kind: 'waitlist_change', target: changeId };
  return { url: siteLink(siteUrl, pagePaths.waitlist_change(TOKEN_PLACEHOLDER)), privateLink };
}

/** A staff account's link: an invitation's or a password reset's (`target`: its id). */
export function staffAccountLink(
  kind: 'staff_invitation' | 'password_reset',
  target: string,
  siteUrl: string,
) {
  const privateLink: PrivateLink = { kind, target };
  return { url: siteLink(siteUrl, pagePaths[kind](TOKEN_PLACEHOLDER)), privateLink };
}

type Rendered = { html: string; text: string };

/** The message as it leaves: the token written where the placeholder stands. */
export function withToken<Message extends Rendered>(message: Message, token: string): Message {
  return {
    ...message,
    html: message.html.replaceAll(TOKEN_PLACEHOLDER, token),
    text: message.text.replaceAll(TOKEN_PLACEHOLDER, token),
  };
}

/** Each address that ends in the placeholder (quotes, spaces and brackets end an address). */
const placeholderAddress = new RegExp(`https?://[^\\s"'<>\\[\\]]*?${TOKEN_PLACEHOLDER}`, 'g');

/**
 * The stored message as the back office shows it: the link's address reads as what it is
 * ("[link privato alla prenotazione]"), as no token exists until the message leaves.
 */
export function readable<Message extends Rendered>(
  message: Message,
  kind: PrivateLinkKind | null,
): Message {
  if (!kind) return message;
  const label = privateLinkLabels[kind];
  return {
    ...message,
    html: message.html.replace(placeholderAddress, label),
    text: message.text.replace(placeholderAddress, label),
  };
}
