import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type MailConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { bookingIdOfLink } from '../repositories/booking-page-links.ts';
import { claimDue, enqueue, privateLinkOf, type OutboxMessage } from '../repositories/outbox.ts';
import { issuePrivateLink } from '../repositories/private-links.ts';
import { bookingRow } from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { sampleBooking, sampleBookingPageUrl, sampleSettings } from '../testing/mail-samples.ts';
import { startSmtpServer, UNKNOWN_DOMAIN, type TestSmtpServer } from '../testing/smtp.ts';
import { fixedClock } from '../testing/test-app.ts';
import { bookingReceivedMessages } from './messages.tsx';
import { createMailSender, MAX_ATTEMPTS, RETRY_PAUSES, type MailSender } from './sender.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

const START = '2027-03-01T09:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

/** The two messages of a booking: the traveller's summary and the agency's notice. */
const [forTraveller, forAgency] = await bookingReceivedMessages(sampleBooking, sampleSettings);

/** The token of the link to the booking's page in a delivered text. */
const linkIn = (text: string | undefined) =>
  /https:\/\/www\.maestraleviaggi\.example\/prenotazione\/([A-Za-z0-9_-]{43})(?![\w-])/.exec(
    text ?? '',
  )?.[1];

function mailConfig(overrides: Partial<MailConfig>): MailConfig {
  return { ...sampleSettings.mail, ...overrides };
}

describe.each(testEngines)('the e-mail outbox on $name', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let clock: ReturnType<typeof fixedClock>;
  const senders: MailSender[] = [];

  beforeEach(async () => {
    database = await engine.open();
    db = database.db;
    await migrateToLatest(db);
    // The booking the traveller's messages link to.
    await db
      .insertInto('travel_bookings')
      .values(bookingRow({ id: sampleBooking.id }))
      .execute();
    clock = fixedClock(START);
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.stop()));
    await smtp?.stop();
    await database.drop();
  });

  function sender(options: { on?: Db; transport?: MailTransport } = {}) {
    const transport = options.transport ?? createMailTransport(mailConfig({ smtpUrl: smtp.url }));
    const created = createMailSender({
      db: options.on ?? db,
      transport,
      clock,
      logger: createLogger({ logLevel: 'silent' }),
      options: { pollMs: 50 },
    });
    senders.push(created);
    return created;
  }

  const write = (messages: OutboxMessage | OutboxMessage[]) =>
    db.transaction().execute((trx) => enqueue(trx, messages, clock.now()));
  const rows = () => db.selectFrom('outbox_messages').selectAll().orderBy('created_at').execute();

  it('delivers a message written in a transaction once, in Italian, as HTML and text', async () => {
    smtp = await startSmtpServer();
    const mailer = sender();
    await write([forTraveller!, forAgency!]);
    await mailer.deliverDue();
    await mailer.deliverDue();

    expect(smtp.received).toHaveLength(2);
    const traveller = smtp.received.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'chiara.loiacono@example.it',
    )!;
    expect(traveller.subject).toBe('Prenotazione ricevuta #3f2a9c1e · Maldive & Dubai');
    expect(traveller.from?.value).toEqual([
      { name: 'Maestrale Viaggi', address: 'info@maestraleviaggi.example' },
    ]);
    expect(traveller.html).toContain('Grazie Chiara, i vostri posti sono riservati!');
    expect(traveller.html).toContain('IT60 X054 2811 1010 0000 0123 456');
    expect(traveller.text).toContain(
      "Appena riceviamo il bonifico ti arriva un'email di conferma automatica.",
    );
    expect(traveller.text).toContain('Chiara Loiacono, Davide Loiacono, Marta Sciacovelli');
    expect(traveller.text).toContain('martedì 16 marzo 2027');
    // Intl puts a no-break space before the euro sign.
    expect(traveller.text?.replace(/\u00a0/g, ' ')).toContain('3.480 €');
    expect(traveller.text).toContain('Chiara Loiacono Caparra Viaggio Maldive & Dubai');
    // The link to the booking's page, made for this delivery, opens it.
    const token = linkIn(traveller.text);
    expect(await bookingIdOfLink(db, token!)).toBe(sampleBooking.id);
    expect(traveller.html).toContain(`/prenotazione/${token}"`);
    expect(traveller.text).not.toContain(sampleBookingPageUrl);

    const agency = smtp.received.find((mail) => mail !== traveller)!;
    expect(agency.subject).toBe('Nuova prenotazione #3f2a9c1e · Maldive & Dubai · Chiara Loiacono');
    expect(agency.replyTo?.text).toBe('chiara.loiacono@example.it');
    expect(agency.text).toContain(
      `https://www.maestraleviaggi.example/admin/bookings/${sampleBooking.id}`,
    );

    const stored = await rows();
    expect(stored.map((row) => row.state)).toEqual(['sent', 'sent']);
    expect(stored.every((row) => row.attempts === 1 && row.sent_at === START)).toBe(true);
    // The Message-ID is the row's own, so a repeat would be known as the same message.
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
      stored.map((row) => `<${row.message_id}@maestraleviaggi.example>`).sort(),
    );
  });

  it('sends nothing for a transaction that was rolled back', async () => {
    smtp = await startSmtpServer();
    const mailer = sender();
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, forTraveller!, clock.now());
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await mailer.deliverDue();
    expect(smtp.received).toHaveLength(0);
    expect(await rows()).toHaveLength(0);
  });

  it('wakes by itself when a message is written, and when it is due', async () => {
    smtp = await startSmtpServer();
    sender().start();
    await write(forTraveller!);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
  });

  it('keeps the message while the SMTP server is down, and delivers it once when it is back', async () => {
    smtp = await startSmtpServer({ down: true });
    const mailer = sender();
    await write(forTraveller!);
    await mailer.deliverDue();

    let [row] = await rows();
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      next_attempt_at: later(RETRY_PAUSES[0]!),
    });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    expect(row!.lease_token).toBeNull();

    // Not due before its pause is over, even with the server back.
    await smtp.start();
    await mailer.deliverDue();
    expect(smtp.received).toHaveLength(0);

    clock.set(later(RETRY_PAUSES[0]!));
    await mailer.deliverDue();
    await mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ state: 'sent', attempts: 2, sent_at: later(RETRY_PAUSES[0]!) });
  });

  it('waits longer after each failure, then gives up with the last error kept', async () => {
    smtp = await startSmtpServer({ down: true });
    const mailer = sender();
    await write(forTraveller!);
    let waited = 0;
    for (const pause of RETRY_PAUSES) {
      await mailer.deliverDue();
      const [row] = await rows();
      waited += pause;
      expect(row).toMatchObject({ state: 'pending', next_attempt_at: later(waited) });
      clock.set(later(waited));
    }
    await mailer.deliverDue();
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
  });

  it('fails at once when the server refuses the recipient for good', async () => {
    smtp = await startSmtpServer();
    const mailer = sender();
    await write({ ...forTraveller!, recipient: `chiara@${UNKNOWN_DOMAIN}` });
    await mailer.deliverDue();
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row!.last_error).toMatch(/550/);
  });

  it('retries a message whose sender died holding it, once its lease has run out', async () => {
    smtp = await startSmtpServer();
    await write(forTraveller!);
    // A sender takes it, and is killed before it sends or marks anything.
    const [taken] = await claimDue(db, {
      token: 'killed-sender',
      now: clock.now(),
      leaseUntil: new Date(later(5 * 60_000)),
      limit: 10,
    });
    expect(taken).toMatchObject({ attempts: 1, lease_token: 'killed-sender' });

    const mailer = sender();
    await mailer.deliverDue();
    expect(smtp.received).toHaveLength(0);

    clock.set(later(5 * 60_000));
    await mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toBe(`<${taken!.message_id}@maestraleviaggi.example>`);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'sent', attempts: 2, lease_token: null });
  });

  it('gives each delivery a link of its own, made before it leaves, and stores none', async () => {
    smtp = await startSmtpServer();
    await write(forTraveller!);
    // A sender takes it, makes its link and is killed before the message leaves.
    const [taken] = await claimDue(db, {
      token: 'killed-sender',
      now: clock.now(),
      leaseUntil: new Date(later(5 * 60_000)),
      limit: 1,
    });
    const lost = await issuePrivateLink(db, taken!, privateLinkOf(taken!)!, clock.now());
    expect(await bookingIdOfLink(db, lost!)).toBe(sampleBooking.id);

    clock.set(later(5 * 60_000));
    await sender().deliverDue();
    expect(smtp.received).toHaveLength(1);
    const token = linkIn(smtp.received[0]!.text);
    expect(token).not.toBe(lost);
    expect(await bookingIdOfLink(db, token!)).toBe(sampleBooking.id);
    const stored = await rows();
    expect(stored).toMatchObject([
      { state: 'sent', private_link_kind: 'booking_page', private_link_target: sampleBooking.id },
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('makes no link for a message whose lease has gone to another sender', async () => {
    await write(forTraveller!);
    const claim = (token: string) =>
      claimDue(db, {
        token,
        now: clock.now(),
        leaseUntil: new Date(clock.now().getTime() + 5 * 60_000),
        limit: 1,
      });
    const [slow] = await claim('slow-sender');
    clock.set(later(5 * 60_000));
    expect(await claim('next-sender')).toHaveLength(1);
    expect(await issuePrivateLink(db, slow!, privateLinkOf(slow!)!, clock.now())).toBeNull();
    expect(await db.selectFrom('booking_page_links').selectAll().execute()).toEqual([]);
  });

  it('claims no more messages than asked, and none twice', async () => {
    await write([forTraveller!, forAgency!, forTraveller!]);
    const claim = (token: string) =>
      claimDue(db, { token, now: clock.now(), leaseUntil: new Date(later(60_000)), limit: 2 });
    const first = await claim('first');
    const second = await claim('second');
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect(await claim('third')).toHaveLength(0);
  });

  it('gives every message to one sender only, with two senders on the same database', async () => {
    smtp = await startSmtpServer();
    const other = database.connectAgain();
    try {
      const messages = Array.from({ length: 40 }, (_, index) => ({
        ...forAgency!,
        subject: `Messaggio ${index}`,
      }));
      await write(messages);
      const delivered = { first: 0, second: 0 };
      const counting = (name: keyof typeof delivered): MailTransport => {
        const real = createMailTransport(mailConfig({ smtpUrl: smtp.url }));
        return { ...real, deliver: async (message) => (delivered[name]++, real.deliver(message)) };
      };
      await Promise.all([
        sender({ transport: counting('first') }).deliverDue(),
        sender({ on: other, transport: counting('second') }).deliverDue(),
      ]);
      expect(smtp.received).toHaveLength(40);
      expect(new Set(smtp.received.map((mail) => mail.subject)).size).toBe(40);
      expect(delivered.first + delivered.second).toBe(40);
      expect(delivered.first).toBeGreaterThan(0);
      expect(delivered.second).toBeGreaterThan(0);
      expect((await rows()).every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(senders.splice(0).map((s) => s.stop()));
      await other.destroy();
    }
  });

  it('writes an .eml file under the mail folder when no SMTP server is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-mail-'));
    const config = loadConfig({ MAIL_DIR: dir });
    expect(config.mail.smtpUrl).toBeNull();
    const mailer = sender({ transport: createMailTransport(config.mail) });
    await write(forTraveller!);
    await mailer.deliverDue();

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2027-03-01T09-00-00-booking_received-[0-9a-f-]{36}\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0]!)));
    expect(mail.subject).toBe('Prenotazione ricevuta #3f2a9c1e · Maldive & Dubai');
    expect(mail.text).toContain('Maldive & Dubai');
    expect((await rows())[0]).toMatchObject({ state: 'sent' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
