import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedBooking } from '#domain/booking.ts';
import type { EmailKind } from '#domain/emails.ts';
import type { MyBooking } from '#domain/my-booking.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import {
  addresses,
  bookingRequest,
  enquiry,
  primaryTraveller,
} from '../security-tests/security-testing.ts';
import {
  bookingRow,
  departureRow,
  signInStaff,
  staffRequest,
} from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { plain } from '../testing/mail-samples.ts';
import { documentsForm, photo } from '../testing/photos.ts';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';
import { createMailSender, type MailSender } from './sender.ts';
import { createMailTransport } from './transport.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const SITE_URL = 'https://www.maestraleviaggi.example';
const STAFF_INBOX = 'staff@maestraleviaggi.example';
const TRAVELLER = primaryTraveller.email;

/**
 * Each change that promises an e-mail writes it in its own transaction (docs/decisions/021):
 * after the change, exactly its messages are in the outbox and reach a real SMTP server; a
 * change refused (400, 409) or repeated without effect writes none.
 */
describe.each(testEngines)('the e-mails of each change on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Config;
  let smtp: TestSmtpServer;
  let mailer: MailSender;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);
  const from = addresses(41);

  const send = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const book = async (change: Record<string, unknown> = {}) => {
    const res = await send('POST', '/api/bookings', { ...bookingRequest(), ...change });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedBooking;
  };
  /** The messages written so far, as (kind, recipient), oldest first. */
  const outbox = async () =>
    (
      await database.db
        .selectFrom('outbox_messages')
        .select(['kind', 'recipient'])
        .orderBy('created_at')
        .orderBy('kind')
        .execute()
    ).map((row) => [row.kind, row.recipient]);
  /** Delivers what is due and answers what the SMTP server received since the last call. */
  let seen = 0;
  const delivered = async () => {
    await mailer.deliverDue();
    const fresh = smtp.received.slice(seen);
    seen = smtp.received.length;
    return fresh;
  };
  const recipientOf = (mail: (typeof smtp.received)[number]) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
  /** The token in the link of a traveller's message. */
  const linkIn = (text: string | undefined) =>
    new RegExp(`${SITE_URL}/prenotazione/([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1];
  /** Clears the outbox and the messages seen, so each step checks its own. */
  const settle = async () => {
    await delivered();
    await database.db.deleteFrom('outbox_messages').execute();
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await engine.open();
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: {
        CLIENT_IP_HEADER: 'x-forwarded-for',
        SMTP_URL: smtp.url,
        SITE_URL,
        STAFF_NOTIFY_EMAIL: STAFF_INBOX,
      },
    }));
    staff = staffRequest(app, await signInStaff(app, database.db));
  });
  beforeEach(async () => {
    mailer = createMailSender({
      db: database.db,
      transport: createMailTransport(config.mail),
      clock,
      logger: createLogger({ logLevel: 'silent' }),
    });
    for (const table of ['outbox_messages', 'document_uploads', 'travel_bookings'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
    await database.db
      .insertInto('travel_dates')
      .values(departureRow({ id: 'maldives-dubai-20270501', start_date: '2027-05-01' }))
      .execute();
    seen = smtp.received.length;
  });
  afterEach(async () => mailer.stop());
  afterAll(async () => {
    await smtp.stop();
    await database.drop();
  });

  it('a booking: the traveller’s summary with the private link, and the agency’s notice', async () => {
    const { bookingPageToken, id } = await book();
    expect(await outbox()).toEqual([
      ['booking_received', TRAVELLER],
      ['booking_received_staff', STAFF_INBOX],
    ] satisfies [EmailKind, string][]);

    const mails = await delivered();
    expect(mails.map(recipientOf).sort()).toEqual([TRAVELLER, STAFF_INBOX].sort());
    const traveller = mails.find((mail) => recipientOf(mail) === TRAVELLER)!;
    expect(traveller.subject).toBe(`Prenotazione ricevuta #${id.slice(0, 8)} · Maldive & Dubai`);
    // A link of its own, made as it left (the answer's cannot be read back); both open the page.
    const token = linkIn(traveller.text);
    expect(token).not.toBe(bookingPageToken);
    expect(traveller.html).toContain(`${SITE_URL}/prenotazione/${token}`);
    for (const link of [token!, bookingPageToken]) {
      expect((await send('GET', `/api/my-booking/${link}`)).status).toBe(200);
    }
    const agency = mails.find((mail) => recipientOf(mail) === STAFF_INBOX)!;
    expect(agency.text).toContain(`${SITE_URL}/admin/bookings/${id}`);
    expect(
      (await database.db.selectFrom('outbox_messages').select('state').execute()).map(
        (row) => row.state,
      ),
    ).toEqual(['sent', 'sent']);
  });

  it('a booking refused (400, or 409 for a full departure) writes no e-mail', async () => {
    const invalid = await send('POST', '/api/bookings', { ...bookingRequest(), travellers: [] });
    expect(invalid.status).toBe(400);
    await database.db
      .updateTable('travel_dates')
      .set({ spots_available: 0 })
      .where('id', '=', 'maldives-dubai-20270410')
      .execute();
    const full = await send('POST', '/api/bookings', bookingRequest());
    expect(full.status).toBe(409);
    expect(await outbox()).toEqual([]);
    expect(await delivered()).toEqual([]);
  });

  it('a transfer declared tells the agency once, with a receipt to the traveller; a refused one tells no one', async () => {
    const { id } = await book();
    await settle();
    expect((await send('POST', `/api/bookings/${id}/payment-confirmation`)).status).toBe(200);
    expect((await send('POST', `/api/bookings/${id}/payment-confirmation`)).status).toBe(200);
    expect(await outbox()).toEqual([
      ['transfer_declared', TRAVELLER],
      ['transfer_declared_staff', STAFF_INBOX],
    ]);
    const mails = await delivered();
    expect(mails).toHaveLength(2);
    const notice = mails.find((mail) => recipientOf(mail) === STAFF_INBOX)!;
    expect(notice.subject).toBe(`Bonifico dichiarato #${id.slice(0, 8)} · Chiara Loiacono`);
    expect(notice.replyTo?.text).toBe(TRAVELLER);
    const receipt = mails.find((mail) => recipientOf(mail) === TRAVELLER)!;
    expect(receipt.subject).toBe(`Bonifico segnalato #${id.slice(0, 8)} · Maldive & Dubai`);
    expect(plain(receipt.text)).toContain(
      'Ciao Chiara, grazie: ci hai segnalato il bonifico della caparra di 1.000 € per Maldive & Dubai, con la causale «Chiara Loiacono Caparra Viaggio Maldive & Dubai».',
    );

    await settle();
    expect((await staff('POST', `/bookings/${id}/deposit`)).status).toBe(200);
    await settle();
    expect((await send('POST', `/api/bookings/${id}/payment-confirmation`)).status).toBe(409);
    expect(await outbox()).toEqual([]);
  });

  it('the deposit recorded confirms to the traveller, with a link that opens the page', async () => {
    const { id, bookingPageToken } = await book();
    await settle();
    expect((await staff('POST', `/bookings/${id}/deposit`)).status).toBe(200);
    expect(await outbox()).toEqual([['deposit_recorded', TRAVELLER]]);
    const [confirmation] = await delivered();
    expect(confirmation!.subject).toBe(
      `Prenotazione confermata #${id.slice(0, 8)} · Maldive & Dubai`,
    );
    // A new link (the first cannot be read back from its hash); both open the page.
    const token = linkIn(confirmation!.text);
    expect(token).toBeDefined();
    expect(token).not.toBe(bookingPageToken);
    for (const link of [token!, bookingPageToken]) {
      const page = (await (await send('GET', `/api/my-booking/${link}`)).json()) as MyBooking;
      expect(page.status).toBe('confirmed');
    }

    await settle();
    expect((await staff('POST', `/bookings/${id}/deposit`)).status).toBe(409);
    expect(await outbox()).toEqual([]);
  });

  it('a cancellation tells the traveller; a second one (409) tells no one', async () => {
    const { id } = await book();
    await settle();
    expect((await staff('POST', `/bookings/${id}/cancel`)).status).toBe(200);
    expect(await outbox()).toEqual([['booking_cancelled', TRAVELLER]]);
    const [cancelled] = await delivered();
    expect(cancelled!.subject).toBe(`Prenotazione annullata #${id.slice(0, 8)} · Maldive & Dubai`);
    await settle();
    expect((await staff('POST', `/bookings/${id}/cancel`)).status).toBe(409);
    expect(await outbox()).toEqual([]);
  });

  it('cancelling together tells each traveller, or no one when one cannot be cancelled', async () => {
    const first = await book();
    const other = bookingRow({ contact_email: 'marta.sciacovelli@example.it' });
    await database.db.insertInto('travel_bookings').values(other).execute();
    const gone = bookingRow({ status: 'cancelled' });
    await database.db.insertInto('travel_bookings').values(gone).execute();
    await settle();

    const refused = await staff('POST', '/bookings/cancel', { ids: [first.id, gone.id] });
    expect(refused.status).toBe(409);
    expect(await outbox()).toEqual([]);

    const res = await staff('POST', '/bookings/cancel', { ids: [first.id, other.id] });
    expect(res.status).toBe(200);
    expect((await outbox()).sort()).toEqual(
      [
        ['booking_cancelled', TRAVELLER],
        ['booking_cancelled', 'marta.sciacovelli@example.it'],
      ].sort(),
    );
    expect((await delivered()).map(recipientOf).sort()).toEqual(
      [TRAVELLER, 'marta.sciacovelli@example.it'].sort(),
    );
  });

  it('an enquiry reaches the agency and thanks the visitor; a refused one writes nothing', async () => {
    expect((await send('POST', '/api/contact-requests', enquiry({ consent: false }))).status).toBe(
      400,
    );
    expect(await outbox()).toEqual([]);
    expect((await send('POST', '/api/contact-requests', enquiry())).status).toBe(201);
    expect((await outbox()).sort()).toEqual(
      [
        ['enquiry_acknowledged', TRAVELLER],
        ['enquiry_received_staff', STAFF_INBOX],
      ].sort(),
    );
    const mails = await delivered();
    expect(mails.map(recipientOf).sort()).toEqual([TRAVELLER, STAFF_INBOX].sort());
    expect(mails.find((mail) => recipientOf(mail) === STAFF_INBOX)!.replyTo?.text).toBe(TRAVELLER);
  });

  it('documents tell the agency, from either form; photos refused tell no one', async () => {
    const jpeg = await photo();
    const { id, bookingPageToken } = await book();
    await settle();
    const post = (path: string, form: FormData) =>
      app.request(path, { method: 'POST', headers: { 'x-forwarded-for': from() }, body: form });

    const broken = documentsForm({ passport: new Uint8Array(10), selfie: jpeg, bookingId: id });
    expect((await post('/api/documents', broken)).status).toBe(400);
    expect(await outbox()).toEqual([]);

    const byCode = documentsForm({ passport: jpeg, selfie: jpeg, bookingId: id });
    expect((await post('/api/documents', byCode)).status).toBe(201);
    const byLink = documentsForm({ passport: jpeg, selfie: jpeg });
    byLink.append('traveller', '0');
    expect((await post(`/api/my-booking/${bookingPageToken}/documents`, byLink)).status).toBe(201);
    expect(await outbox()).toEqual([
      ['documents_received', TRAVELLER],
      ['documents_received', TRAVELLER],
      ['documents_uploaded_staff', STAFF_INBOX],
      ['documents_uploaded_staff', STAFF_INBOX],
    ]);
    const mails = await delivered();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Documenti caricati #${id.slice(0, 8)} · Chiara Loiacono`,
      `Documenti caricati #${id.slice(0, 8)} · Chiara Loiacono`,
      `Documenti ricevuti #${id.slice(0, 8)} · Chiara Loiacono`,
      `Documenti ricevuti #${id.slice(0, 8)} · Chiara Loiacono`,
    ]);
    const receipt = mails.find((mail) => mail.subject?.startsWith('Documenti ricevuti'))!;
    expect(plain(receipt.text)).toContain(
      'Abbiamo i documenti di tutti i viaggiatori: per ora non serve altro.',
    );
  });

  it('the documents’ receipt names whose are still missing in a group', async () => {
    const jpeg = await photo();
    const group = bookingRequest([
      primaryTraveller,
      {
        firstName: 'Lucia',
        lastName: "D'Amico",
        birthDate: '12/08/1992',
        address: 'Via Sparano 3, Bari',
        passportNumber: 'YC2345678',
      },
    ]);
    const { bookingPageToken } = await book(group);
    await settle();
    const form = documentsForm({ passport: jpeg, selfie: jpeg });
    form.append('traveller', '0');
    const res = await app.request(`/api/my-booking/${bookingPageToken}/documents`, {
      method: 'POST',
      headers: { 'x-forwarded-for': from() },
      body: form,
    });
    expect(res.status).toBe(201);
    const receipt = (await delivered()).find((mail) => recipientOf(mail) === TRAVELLER)!;
    expect(plain(receipt.text)).toContain(
      "Mancano ancora i documenti di Lucia D'Amico: ognuno può inviarli dalla pagina della prenotazione.",
    );
  });
});
