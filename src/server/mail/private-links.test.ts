import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffEmailDetail } from '#domain/backoffice.ts';
import type { CreatedBooking } from '#domain/booking.ts';
import type { Config } from '../config.ts';
import { tableNames } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { departureRow, signInStaff, staffRequest } from '../routes/staff/staff-testing.ts';
import { addresses, bookingRequest } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';
import { createMailSender, type MailSender } from './sender.ts';
import { createMailTransport } from './transport.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const SITE_URL = 'https://www.maestraleviaggi.example';
const TRAVELLER = 'chiara.loiacono@example.it';

/**
 * The private links the e-mails carry (docs/decisions/033): made as each message leaves, so a
 * copy of the database alone opens no traveller's page, while every delivered link does.
 */
describe.each(testEngines)('the e-mails’ private links on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Config;
  let smtp: TestSmtpServer;
  let mailer: MailSender;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);
  const from = addresses(61);

  const book = async () => {
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
      body: JSON.stringify(bookingRequest()),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedBooking;
  };
  const openPage = (token: string) =>
    app.request(`/api/my-booking/${token}`, { headers: { 'x-forwarded-for': from() } });
  /** Delivers what is due; answers the traveller's messages the SMTP server got meanwhile. */
  const deliveredToTraveller = async () => {
    const before = smtp.received.length;
    await mailer.deliverDue();
    return smtp.received
      .slice(before)
      .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === TRAVELLER);
  };
  const linkIn = (text: string | undefined) =>
    new RegExp(`${SITE_URL}/prenotazione/([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1];
  /** Every row of every table, as one text to search. */
  const everyRow = async () => {
    const rows = await Promise.all(
      tableNames.map((table) => database.db.selectFrom(table).selectAll().execute()),
    );
    return JSON.stringify(rows);
  };
  const travellerMessageId = async () =>
    (
      await database.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('kind', '=', 'booking_received')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await engine.open();
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', SMTP_URL: smtp.url, SITE_URL },
    }));
    staff = staffRequest(app, await signInStaff(app, database.db));
    mailer = createMailSender({
      db: database.db,
      transport: createMailTransport(config.mail),
      clock,
      logger: createLogger({ logLevel: 'silent' }),
    });
  });
  beforeEach(async () => {
    for (const table of ['outbox_messages', 'booking_page_links', 'travel_bookings'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => {
    await mailer.stop();
    await smtp.stop();
    await database.drop();
  });

  it('the e-mail’s link opens the page, and no row of any table holds it', async () => {
    const { bookingPageToken } = await book();
    const [mail] = await deliveredToTraveller();
    const token = linkIn(mail!.text);
    expect(token).toBeDefined();
    expect(mail!.html).toContain(`${SITE_URL}/prenotazione/${token}"`);
    expect((await openPage(token!)).status).toBe(200);

    const stored = await everyRow();
    expect(stored).not.toContain(token);
    // Nor the link the booking's answer handed out.
    expect(stored).not.toContain(bookingPageToken);
  });

  it('staff see where the link goes, not a link', async () => {
    await book();
    await deliveredToTraveller();
    const res = await staff('GET', `/emails/${await travellerMessageId()}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as StaffEmailDetail;
    expect(detail.text).toContain('Apri la tua prenotazione [link privato alla prenotazione]');
    expect(detail.html).toContain('[link privato alla prenotazione]');
    expect(`${detail.html}${detail.text}`).not.toContain('/prenotazione/');
  });

  it('a message resent leaves with a new link that opens the page, still stored nowhere', async () => {
    await book();
    const [first] = await deliveredToTraveller();
    const resent = await staff('POST', `/emails/${await travellerMessageId()}/resend`);
    expect(resent.status).toBe(200);
    const [again] = await deliveredToTraveller();
    const [token, newToken] = [linkIn(first!.text), linkIn(again!.text)];
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(token);
    for (const link of [token!, newToken!]) expect((await openPage(link)).status).toBe(200);
    expect(await everyRow()).not.toContain(newToken);
  });

  it('staff hand the link on: “Invia di nuovo” e-mails a new one, “Copia” makes one; both kept in the history', async () => {
    const { id } = await book();
    const [first] = await deliveredToTraveller();
    const giulia = staffRequest(app, await signInStaff(app, database.db));

    const sent = await giulia('POST', `/bookings/${id}/link/send`);
    expect(sent.status).toBe(200);
    const [again] = await deliveredToTraveller();
    expect(again!.subject).toBe(
      `Il link alla tua prenotazione #${id.slice(0, 8)} · Maldive & Dubai`,
    );
    expect(again!.text).toContain('ecco di nuovo il link alla pagina della tua prenotazione');
    const resentToken = linkIn(again!.text);
    expect(resentToken).toBeDefined();

    clock.set('2027-03-01T09:05:00.000Z');
    const made = await giulia('POST', `/bookings/${id}/link`);
    clock.set(NOW);
    expect(made.status).toBe(201);
    expect(made.headers.get('cache-control')).toBe('private, no-store');
    const { path, booking } = (await made.json()) as {
      path: string;
      booking: { history: { action: string; recipient?: string }[] };
    };
    const copiedToken = /^\/prenotazione\/([\w-]{43})$/.exec(path)?.[1];
    expect(copiedToken).toBeDefined();
    // Every link opens the page: the first e-mail's, the one sent again, the one copied.
    for (const token of [linkIn(first!.text)!, resentToken!, copiedToken!]) {
      expect((await openPage(token)).status).toBe(200);
    }
    expect(await everyRow()).not.toContain(copiedToken);
    expect(booking.history.map(({ action, recipient }) => [action, recipient])).toEqual([
      ['link_made', undefined],
      ['link_sent', TRAVELLER],
    ]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await giulia('POST', `/bookings/${unknown}/link`)).status).toBe(404);
    expect((await giulia('POST', `/bookings/${unknown}/link/send`)).status).toBe(404);
    const signedOut = staffRequest(app, null);
    expect((await signedOut('POST', `/bookings/${id}/link`)).status).toBe(401);
  });
});
