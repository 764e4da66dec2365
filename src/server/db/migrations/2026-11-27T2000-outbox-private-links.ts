import type { Kysely } from 'kysely';

/*
 * No usable private link in the outbox (docs/decisions/033): a message keeps which link it
 * carries (`private_link_kind`, `private_link_target`) and a placeholder where the token goes;
 * the sender makes a new token at each delivery. Messages written before held their booking
 * page's token in clear: the token becomes the placeholder and the message carries the link of
 * its booking, so a pending one leaves with a new link and a resent one gets one too. The old
 * links keep opening the page for whoever received them (their hashes stay in
 * booking_page_links); only the database no longer holds them.
 */

/** The placeholder and the booking page's address as they are at this point of the history. */
const TOKEN_PLACEHOLDER = '~link-privato~';
const bookingPageToken = /(\/prenotazione\/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

type Outbox = Kysely<{
  outbox_messages: {
    id: string;
    booking_id: string | null;
    html: string;
    text: string;
    private_link_kind: string | null;
    private_link_target: string | null;
  };
}>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Outbox;
  for (const column of ['private_link_kind', 'private_link_target']) {
    await db.schema.alterTable('outbox_messages').addColumn(column, 'text').execute();
  }
  const written = await db
    .selectFrom('outbox_messages')
    .select(['id', 'booking_id', 'html', 'text'])
    .where('booking_id', 'is not', null)
    .where((eb) =>
      eb.or([eb('html', 'like', '%/prenotazione/%'), eb('text', 'like', '%/prenotazione/%')]),
    )
    .execute();
  for (const message of written) {
    const placed = `$1${TOKEN_PLACEHOLDER}`;
    const html = message.html.replace(bookingPageToken, placed);
    const text = message.text.replace(bookingPageToken, placed);
    if (html === message.html && text === message.text) continue;
    await db
      .updateTable('outbox_messages')
      .set({
        html,
        text,
        private_link_kind: 'booking_page',
        private_link_target: message.booking_id,
      })
      .where('id', '=', message.id)
      .execute();
  }
}

/** The placeholders stay: messages written since carry no token to put back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['private_link_target', 'private_link_kind']) {
    await db.schema.alterTable('outbox_messages').dropColumn(column).execute();
  }
}
