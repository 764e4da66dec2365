import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffBookingDetail, StaffBookingRow } from '#domain/backoffice.ts';
import { holdReminderAt } from '#domain/booking-lifecycle.ts';
import type { CreatedBooking } from '#domain/booking.ts';
import type { EmailKind } from '#domain/emails.ts';
import { formatEuro } from '#domain/format.ts';
import { formatIban } from '#domain/iban.ts';
import type { MyBooking } from '#domain/my-booking.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { departureRow, signInStaff, staffRequest } from '../routes/staff/staff-testing.ts';
import { addresses, bookingRequest, primaryTraveller } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { testMailbox } from '../testing/mailbox.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';
import { seatHolds } from './seat-holds.ts';

/** Monday 1 March 2027, 10:00 in Rome: a booking made now is held until Thursday 4, 10:00. */
const NOW = '2027-03-01T09:00:00.000Z';
const HOUR = 3_600_000;
const SITE_URL = 'https://www.maestraleviaggi.example';
const STAFF_INBOX = 'staff@maestraleviaggi.example';
const DEPARTURE = 'maldives-dubai-20270410';
const at = (hours: number) => new Date(Date.parse(NOW) + hours * HOUR).toISOString();

/**
 * The seat hold's clock (issue 16) with a moved clock: the reminder a day before the hold ends,
 * the end of a hold never paid, the staff's check of an old declaration. Each is done once, even
 * by two server processes at the same time, and a traveller's or staff's change made at the
 * same moment wins or loses whole: the seats return exactly once.
 */
describe.each(testEngines)('the seat hold’s clock on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Config;
  /** Staff signed in at the clock's time (a session lasts hours, the clock moves days). */
  const signedIn = async () => staffRequest(app, await signInStaff(app, database.db));
  const staff = async (method: string, path: string, body?: unknown) =>
    (await signedIn())(method, path, body);
  /** A second connection on PostgreSQL, as another server process has (see balance-reminders.test.ts). */
  let other: Db;
  let processes: [Scheduler, Scheduler];
  const clock = fixedClock(NOW);
  const from = addresses(51);
  let visitor = 0;

  /** A booking made through the public API (its seats taken), each by a visitor of their own. */
  const book = async (travellers = 1) => {
    visitor += 1;
    const email = `viaggiatore${visitor}@example.it`;
    const companions = Array.from({ length: travellers - 1 }, (_, i) => ({
      firstName: `Ospite${i + 1}`,
      lastName: 'Loiacono',
      birthDate: '03/11/1985',
      address: 'Via Dante 5, Milano',
      passportNumber: `YB765432${i}`,
    }));
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
      body: JSON.stringify(bookingRequest([{ ...primaryTraveller, email }, ...companions])),
    });
    expect(res.status).toBe(201);
    return { ...((await res.json()) as CreatedBooking), email };
  };
  const declare = (id: string) =>
    app.request(`/api/bookings/${id}/payment-confirmation`, {
      method: 'POST',
      headers: { 'x-forwarded-for': from() },
    });
  const stored = (id: string) =>
    database.db
      .selectFrom('travel_bookings')
      .select([
        'status',
        'cancellation_reason',
        'hold_until',
        'hold_reminded_at',
        'transfer_flagged_at',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const seatsLeft = async () =>
    (
      await database.db
        .selectFrom('travel_dates')
        .select('spots_available')
        .where('id', '=', DEPARTURE)
        .executeTakeFirstOrThrow()
    ).spots_available;
  /** The messages the clock wrote (the bookings' own first e-mails are cleared), oldest first. */
  const outbox = () =>
    database.db
      .selectFrom('outbox_messages')
      .select(['kind', 'recipient', 'subject', 'text', 'html', 'reply_to', 'booking_id'])
      .orderBy('created_at')
      .orderBy('subject')
      .execute();
  const kinds = async () => (await outbox()).map((row) => [row.kind, row.recipient]);
  const clearOutbox = () => database.db.deleteFrom('outbox_messages').execute();
  /** Moves the clock and does one pass of the first process. */
  const passAt = async (iso: string) => {
    clock.set(iso);
    await processes[0].runDue();
  };
  /** Both processes' passes at the same time. */
  const bothAt = async (iso: string) => {
    clock.set(iso);
    await Promise.all(processes.map((process) => process.runDue()));
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: {
        CLIENT_IP_HEADER: 'x-forwarded-for',
        SITE_URL,
        STAFF_NOTIFY_EMAIL: STAFF_INBOX,
      },
    }));
    other = engine.name === 'postgres' ? database.connectAgain() : database.db;
    const logger = createLogger({ logLevel: 'silent' });
    processes = [database.db, other].map((db) =>
      createScheduler({ jobs: seatHolds(db, config), clock, logger }),
    ) as [Scheduler, Scheduler];
  });
  beforeEach(async () => {
    clock.set(NOW);
    for (const table of [
      'outbox_messages',
      'booking_page_links',
      'travel_bookings',
      'rate_limits',
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => {
    if (other !== database.db) await other.destroy();
    await database.drop();
  });

  describe('the reminder', () => {
    it('goes once, a day before the hold ends, with the transfer and a new link', async () => {
      const { id, email } = await book(2);
      await clearOutbox();
      const holdUntil = at(72);
      expect((await stored(id)).hold_until).toBe(holdUntil);
      expect(holdReminderAt(holdUntil)).toBe(at(48));

      await passAt(at(47.9));
      expect(await kinds()).toEqual([]);

      await passAt(at(48));
      await passAt(at(50));
      const [reminder, ...others] = await outbox();
      expect(others).toEqual([]);
      expect(reminder).toMatchObject({
        kind: 'hold_reminder' satisfies EmailKind,
        recipient: email,
        booking_id: id,
        subject: 'Posti riservati fino a giovedì 4 marzo alle 10:00 · Maldive & Dubai',
      });
      const text = reminder!.text;
      expect(text).toContain('I VOSTRI POSTI SONO RISERVATI FINO A GIOVEDÌ 4 MARZO ALLE 10:00');
      expect(text).toContain('per Maldive & Dubai i vostri posti sono riservati fino a');
      expect(text).toContain(`la caparra di ${formatEuro(2000)}`);
      expect(text).toContain(formatIban(config.site.iban));
      expect(text).toContain('Chiara Loiacono Caparra Viaggio Maldive & Dubai');
      expect(text).toContain('la prenotazione si annulla e i posti tornano disponibili');
      expect((await stored(id)).hold_reminded_at).toBe(at(48));

      // Its link, made as it leaves, opens the traveller's page.
      const [delivered] = await testMailbox(database.db, clock).deliver();
      const token = new RegExp(`${SITE_URL}/prenotazione/([A-Za-z0-9_-]{43})`).exec(
        delivered!.text,
      )?.[1];
      expect(token).toBeDefined();
      const page = await app.request(`/api/my-booking/${token}`, {
        headers: { 'x-forwarded-for': from() },
      });
      expect(((await page.json()) as MyBooking).holdUntil).toBe(holdUntil);
    });

    it('goes once when two server processes pass at the same moment', async () => {
      const ids = [(await book()).id, (await book(2)).id, (await book()).id];
      await clearOutbox();
      await bothAt(at(49));
      await bothAt(at(49.5));
      const written = await outbox();
      expect(written.map((row) => row.kind)).toEqual([
        'hold_reminder',
        'hold_reminder',
        'hold_reminder',
      ]);
      expect(written.map((row) => row.booking_id).sort()).toEqual([...ids].sort());
    });

    it('goes to no booking whose transfer is declared, and not after the hold has ended', async () => {
      const declared = await book();
      const late = await book();
      await clearOutbox();
      expect((await declare(declared.id)).status).toBe(200);
      await clearOutbox();
      // The server was down through the whole reminder day: the hold ends, no reminder first.
      await database.db
        .updateTable('travel_bookings')
        .set({ hold_until: at(1) })
        .where('id', '=', late.id)
        .execute();
      await passAt(at(49));
      expect(await kinds()).toEqual([['hold_expired', late.email]]);
    });

    it('goes again before the new end when staff extend the hold', async () => {
      const { id, email } = await book();
      await clearOutbox();
      await passAt(at(48));
      expect(await kinds()).toEqual([['hold_reminder', email]]);
      await clearOutbox();

      clock.set(at(60));
      const res = await staff('POST', `/bookings/${id}/hold`, { hours: 48 });
      expect(res.status).toBe(200);
      const detail = (await res.json()) as StaffBookingDetail;
      // 48 hours beyond the old end (still ahead), not beyond now.
      expect(detail).toMatchObject({ status: 'pending_payment', holdUntil: at(120) });
      expect(await stored(id)).toMatchObject({ hold_until: at(120), hold_reminded_at: null });

      await passAt(at(72));
      expect(await kinds()).toEqual([]); // the old end passes: the hold goes on
      expect((await stored(id)).status).toBe('pending_payment');
      await passAt(at(96));
      const [reminder, ...others] = await outbox();
      expect(others).toEqual([]);
      expect(reminder).toMatchObject({
        kind: 'hold_reminder',
        subject: 'Posti riservati fino a sabato 6 marzo alle 10:00 · Maldive & Dubai',
      });
    });

    it('extends an ended hold (not yet cancelled) from now', async () => {
      const { id } = await book();
      clock.set(at(73));
      const res = await staff('POST', `/bookings/${id}/hold`, { hours: 24 });
      expect(res.status).toBe(200);
      expect(((await res.json()) as StaffBookingDetail).holdUntil).toBe(at(97));
      await passAt(at(74));
      expect((await stored(id)).status).toBe('pending_payment');
    });
  });

  describe('the end of a hold', () => {
    it('cancels the booking, frees its seats exactly once and tells the traveller', async () => {
      const { id, email } = await book(3);
      clock.set(at(1));
      await book(2); // held an hour longer
      expect(await seatsLeft()).toBe(5);
      await clearOutbox();

      await passAt(at(71.99));
      expect((await stored(id)).status).toBe('pending_payment');

      await passAt(at(72));
      await passAt(at(72.5));
      expect(await stored(id)).toMatchObject({
        status: 'cancelled',
        cancellation_reason: 'hold_expired',
      });
      expect(await seatsLeft()).toBe(8);
      // Its reminder went on the pass before (the server was down on the reminder day).
      const written = (await outbox()).filter((row) => row.booking_id === id);
      expect(written.map((row) => row.kind)).toEqual(['hold_reminder', 'hold_expired']);
      const notice = written[1];
      expect(notice).toMatchObject({
        kind: 'hold_expired',
        recipient: email,
        booking_id: id,
        subject: `Posti non più riservati #${id.slice(0, 8)} · Maldive & Dubai`,
      });
      expect(notice!.text).toContain('I VOSTRI POSTI NON SONO PIÙ RISERVATI');
      expect(notice!.text).toContain('erano riservati fino a giovedì 4 marzo alle 10:00');
      expect(notice!.text).toContain('se vuoi ancora venire con noi, scrivici');
      expect(notice!.text).toContain(`${SITE_URL}/travel/maldive-dubai`);

      // The traveller's page and the staff's detail say why.
      const detail = (await (await staff('GET', `/bookings/${id}`)).json()) as StaffBookingDetail;
      expect(detail).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'hold_expired',
        holdUntil: null,
      });
      // Cancelled by the clock, it cannot be cancelled again nor paid.
      expect((await staff('POST', `/bookings/${id}/cancel`)).status).toBe(409);
      expect((await declare(id)).status).toBe(409);
      expect(await seatsLeft()).toBe(8);
    });

    it('frees the seats once when two server processes pass at the same moment', async () => {
      const bookings = [await book(3), await book(2), await book(1)];
      expect(await seatsLeft()).toBe(4);
      await clearOutbox();
      await bothAt(at(72));
      await bothAt(at(72.5));
      expect(await seatsLeft()).toBe(10);
      expect((await kinds()).sort()).toEqual(
        bookings.map(({ email }) => ['hold_expired', email]).sort(),
      );
    });

    it('racing a transfer declaration: one of them wins whole', async () => {
      const bookings = [await book(2), await book(2), await book(2), await book(2)];
      await clearOutbox();
      clock.set(at(72));
      const [, ...answers] = await Promise.all([
        processes[0].runDue(),
        ...bookings.map(({ id }) => declare(id)),
      ]);
      let held = 0;
      for (const [index, { id, email }] of bookings.entries()) {
        const booking = await stored(id);
        const written = (await outbox()).filter((row) => row.booking_id === id);
        if (answers[index]!.status === 200) {
          held += 2;
          expect(booking).toMatchObject({ status: 'payment_initiated', cancellation_reason: null });
          expect(written.map((row) => [row.kind, row.recipient]).sort()).toEqual([
            ['transfer_declared', email],
            ['transfer_declared_staff', STAFF_INBOX],
          ]);
        } else {
          expect(answers[index]!.status).toBe(409);
          expect(booking).toMatchObject({
            status: 'cancelled',
            cancellation_reason: 'hold_expired',
          });
          expect(written.map((row) => [row.kind, row.recipient])).toEqual([
            ['hold_expired', email],
          ]);
        }
      }
      expect(await seatsLeft()).toBe(10 - held);
      // The next pass finds nothing more to end.
      await passAt(at(73));
      expect(await seatsLeft()).toBe(10 - held);
    });

    it('racing a staff cancellation: the seats return once, with one e-mail', async () => {
      const { id, email } = await book(3);
      await clearOutbox();
      clock.set(at(72));
      const asStaff = await signedIn();
      const [, res] = await Promise.all([
        processes[0].runDue(),
        asStaff('POST', `/bookings/${id}/cancel`),
      ]);
      expect(await seatsLeft()).toBe(10);
      const booking = await stored(id);
      expect(booking.status).toBe('cancelled');
      const written = await kinds();
      if (res.status === 200) {
        expect(booking.cancellation_reason).toBe('staff');
        expect(written).toEqual([['booking_cancelled', email]]);
      } else {
        expect(res.status).toBe(409);
        expect(booking.cancellation_reason).toBe('hold_expired');
        expect(written).toEqual([['hold_expired', email]]);
      }
      await passAt(at(73));
      expect(await seatsLeft()).toBe(10);
    });

    it('racing a staff extension: either the hold goes on or the booking ends', async () => {
      const { id, email } = await book(3);
      await clearOutbox();
      clock.set(at(72));
      const asStaff = await signedIn();
      const [, res] = await Promise.all([
        processes[0].runDue(),
        asStaff('POST', `/bookings/${id}/hold`, { hours: 24 }),
      ]);
      const booking = await stored(id);
      if (res.status === 200) {
        expect(booking).toMatchObject({ status: 'pending_payment', hold_until: at(96) });
        expect(await seatsLeft()).toBe(7);
        expect(await kinds()).toEqual([]);
      } else {
        expect(res.status).toBe(409);
        expect(booking).toMatchObject({ status: 'cancelled', cancellation_reason: 'hold_expired' });
        expect(await seatsLeft()).toBe(10);
        expect(await kinds()).toEqual([['hold_expired', email]]);
      }
    });
  });

  describe('a declared transfer', () => {
    it('is on the to-check list at once, overdue after TRANSFER_CHECK_DAYS, and never cancelled', async () => {
      expect(config.lifecycle.transferCheckDays).toBe(5);
      const { id, email } = await book(2);
      expect((await declare(id)).status).toBe(200);
      await clearOutbox();
      const toCheck = async () =>
        (
          (await (
            await staff('GET', '/bookings?attention=to_check')
          ).json()) as Page<StaffBookingRow>
        ).items.map((row) => [row.id, row.transferToCheck?.overdue]);
      expect(await toCheck()).toEqual([[id, false]]);

      await passAt(at(5 * 24 - 0.01));
      expect(await kinds()).toEqual([]);
      await bothAt(at(5 * 24));
      await passAt(at(5 * 24 + 1));
      const [notice, ...others] = await outbox();
      expect(others).toEqual([]);
      expect(notice).toMatchObject({
        kind: 'transfer_overdue_staff',
        recipient: STAFF_INBOX,
        reply_to: email,
        subject: `Bonifico da verificare #${id.slice(0, 8)} · Chiara Loiacono`,
      });
      expect(notice!.text).toContain('BONIFICO DA VERIFICARE');
      expect(notice!.text).toContain('ha dichiarato il bonifico della caparra per la prenotazione');
      expect(notice!.text).toContain('lunedì 1 marzo alle 10:00');
      expect(notice!.text).toContain('La prenotazione non si annulla da sola');
      expect(notice!.text).toContain(`${SITE_URL}/admin/bookings/${id}`);
      expect((await stored(id)).transfer_flagged_at).toBe(at(120));

      expect(await toCheck()).toEqual([[id, true]]);

      // A month on, the seats are still held: only staff decide.
      await passAt(at(30 * 24));
      expect((await stored(id)).status).toBe('payment_initiated');
      expect(await seatsLeft()).toBe(8);
      expect((await outbox()).length).toBe(1);

      // Recorded, it leaves the list.
      expect((await staff('POST', `/bookings/${id}/deposit`)).status).toBe(200);
      const after = (await (await staff('GET', `/bookings/${id}`)).json()) as StaffBookingDetail;
      expect(after.transferToCheck).toBeNull();
      expect((await (await staff('GET', '/bookings?attention=to_check')).json()).total).toBe(0);
    });
  });
});
