import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '#domain/backoffice.ts';
import type { EmailKind } from '#domain/emails.ts';
import {
  waitlistChangeMessages,
  waitlistRefusals,
  type StaffWaitlistEntry,
  type WaitlistChange,
  type WaitlistChangeConfirmed,
  type WaitlistSignUpReceived,
} from '#domain/waitlist.ts';
import { createFileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { timedWork } from '../jobs/index.ts';
import { createScheduler } from '../jobs/scheduler.ts';
import * as departures from '../repositories/departures.ts';
import { testMailbox } from '../testing/mailbox.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';
import { bookingRow, departureRow, signInStaff, staffRequest } from './staff/staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const DEPARTURE = 'maldives-dubai-20270410';

describe.each(testEngines)('waitlist on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Awaited<ReturnType<typeof createTestApp>>['config'];
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);
  let visitor = 0;

  /** An address no request of this file has come from: each visitor has its own allowance. */
  const newAddress = () => {
    visitor += 1;
    return `10.9.${Math.floor(visitor / 250)}.${visitor % 250}`;
  };
  /** Signs up from an address of its own, a second after the last: the queue's order. */
  const signUp = (body: unknown, departureId = DEPARTURE) => {
    clock.set(new Date(clock.now().getTime() + 1000).toISOString());
    return app.request(`/api/departures/${departureId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify(body),
    });
  };
  const HOUR = 3_600_000;
  /** Moves the clock `hours` on from `from`. */
  const later = (from: Date, hours: number) =>
    clock.set(new Date(from.getTime() + hours * HOUR).toISOString());
  const person = (name: string, seats: number) => ({
    name,
    email: `${name.toLowerCase()}@example.it`,
    seats,
  });
  const join = async (name: string, seats: number) => {
    const res = await signUp(person(name, seats));
    expect(res.status).toBe(202);
    return (await res.json()) as WaitlistSignUpReceived;
  };
  /** Opens a confirmation link's API from an address of its own: GET shows, POST confirms. */
  const openLink = (token: string, confirm = false) =>
    app.request(`/api/waitlist-changes/${token}${confirm ? '/confirmation' : ''}`, {
      method: confirm ? 'POST' : 'GET',
      headers: { 'x-forwarded-for': newAddress() },
    });
  const errorOf = async (res: Response) =>
    [res.status, ((await res.json()) as { error: { message: string } }).error.message] as const;
  /** The waiting places as staff would read them, in the queue's order. */
  const entries = () =>
    database.db
      .selectFrom('waitlist_entries')
      .select(['name', 'email', 'seats', 'created_at', 'notified_at'])
      .orderBy('created_at')
      .execute();
  const confirmationLink = /https:\/\/www\.maestrale\.example\/lista-attesa\/([A-Za-z0-9_-]{43})/;
  /**
   * The token of the last confirmation link e-mailed, read from the message as it left (the
   * stored one holds only a placeholder: the sender makes the link, decision 033).
   */
  const delivered: { kind: string; text: string }[] = [];
  const linkToken = async () => {
    delivered.push(...(await testMailbox(database.db, clock).deliver()));
    const link = confirmationLink.exec(
      delivered.filter((message) => message.kind === 'waitlist_change').at(-1)!.text,
    );
    expect(link).not.toBeNull();
    return link![1]!;
  };
  /** A booking of the departure holding `travellers` seats, as the bookings API leaves it. */
  const booked = async (travellers: number) => {
    // Held long after the test's clock: only staff give these seats back.
    const row = bookingRow({
      travel_date_id: DEPARTURE,
      travellers,
      hold_until: '2027-12-31T00:00:00.000Z',
    });
    await database.db.insertInto('travel_bookings').values(row).execute();
    return row.id;
  };
  const cancel = async (id: string) => {
    const res = await staff('POST', `/bookings/${id}/cancel`);
    expect(res.status).toBe(200);
  };
  const outbox = (kind: EmailKind) =>
    database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'text', 'html'])
      .where('kind', '=', kind)
      .orderBy('created_at')
      .orderBy('recipient')
      .execute();
  const told = async () => (await outbox('waitlist_seats_free')).map((m) => m.recipient).sort();
  const runDue = () =>
    createScheduler({
      jobs: timedWork(database.db, config, {
        files: createFileStore(config.uploadsDir),
        logger: createLogger(config),
      }),
      clock,
      logger: createLogger(config),
    }).runDue();

  beforeAll(async () => {
    database = await engine.open();
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', SITE_URL: 'https://www.maestrale.example' },
    }));
    staff = staffRequest(app, await signInStaff(app, database.db));
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.deleteFrom('outbox_messages').execute();
    await database.db.deleteFrom('waitlist_changes').execute();
    await database.db.deleteFrom('waitlist_entries').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db
      .insertInto('travel_dates')
      .values(departureRow({ spots_available: 0 }))
      .execute();
  });
  afterAll(async () => database.drop());

  describe('the sign-up', () => {
    it('puts each person in the queue and tells them their place by e-mail, not in the answer', async () => {
      const res = await signUp(person('Chiara', 2));
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ departureId: DEPARTURE, email: 'chiara@example.it' });
      await join('Paolo', 1);

      const joined = await outbox('waitlist_joined');
      expect(joined.map((m) => [m.recipient, m.subject])).toEqual([
        ['chiara@example.it', 'Sei in lista d’attesa · Maldive & Dubai, sabato 10 aprile 2027'],
        ['paolo@example.it', 'Sei in lista d’attesa · Maldive & Dubai, sabato 10 aprile 2027'],
      ]);
      expect(joined[0]!.text).toContain('Ciao Chiara');
      expect(joined[0]!.text).toContain('2 posti');
      expect(joined[0]!.text).toContain('Sei al 1° posto della lista d’attesa.');
      expect(joined[1]!.text).toContain('Sei al 2° posto della lista d’attesa.');
      expect((await entries()).map((row) => [row.name, row.seats])).toEqual([
        ['Chiara', 2],
        ['Paolo', 1],
      ]);
    });

    it('changes nothing on a sign-up again with the same e-mail, and writes to that address', async () => {
      await join('Chiara', 2);
      await join('Paolo', 1);
      const before = await entries();

      // Someone else types Chiara's e-mail with a name and seats of their own.
      const res = await signUp({ name: 'Intruso', email: ' CHIARA@example.it ', seats: 10 });
      expect(await entries()).toEqual(before);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ departureId: DEPARTURE, email: 'CHIARA@example.it' });

      // One e-mail to the address: the place's own name, the seats asked, the link; no new place.
      expect(await outbox('waitlist_joined')).toHaveLength(2);
      const [asked] = await outbox('waitlist_change');
      expect(asked).toMatchObject({
        recipient: 'CHIARA@example.it',
        subject: 'Conferma la modifica · Maldive & Dubai, sabato 10 aprile 2027',
      });
      expect(asked!.text).toContain('Ciao Chiara');
      expect(asked!.text).toContain('10 posti');
      expect(asked!.text).not.toContain('Intruso');
      expect(asked!.text).not.toMatch(/Sei al \d+° posto/);
      // The link's token is e-mailed only: the outbox keeps a placeholder, the table a hash.
      expect(asked!.text).not.toMatch(confirmationLink);
      const token = await linkToken();
      const [stored] = await database.db.selectFrom('waitlist_changes').selectAll().execute();
      expect(stored!.token_hash).not.toBeNull();
      expect(stored!.token_hash).not.toContain(token);
    });

    it('answers a sign-up the same whether or not the e-mail was in the queue', async () => {
      await join('Chiara', 2);
      const answer = async (email: string) => {
        const res = await signUp({ name: 'Chi Sia', email, seats: 3 });
        const body = (await res.json()) as Record<string, unknown>;
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          body: { ...body, email: body.email === email ? 'the e-mail typed' : body.email },
        };
      };
      const listed = await answer('chiara@example.it');
      const stranger = await answer('nuova@example.it');
      expect(listed).toEqual(stranger);
      expect(stranger).toEqual({
        status: 202,
        type: 'application/json',
        body: { departureId: DEPARTURE, email: 'the e-mail typed' },
      });
    });

    it('applies the change from the e-mailed link once, keeping the place, and tells it', async () => {
      await join('Chiara', 2);
      await join('Paolo', 1);
      await signUp({ name: 'Chiara Loiacono', email: 'chiara@example.it', seats: 4 });
      const askedAt = clock.now();
      const token = await linkToken();

      // Opening the link shows the change and applies nothing: mail scanners open links too.
      const shown = await openLink(token);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('cache-control')).toBe('private, no-store');
      expect((await shown.json()) as WaitlistChange).toEqual({
        departureId: DEPARTURE,
        destinationId: 'maldive-dubai',
        destinationTitle: 'Maldive & Dubai',
        startDate: '2027-04-10',
        endDate: expect.any(String),
        name: 'Chiara Loiacono',
        seats: 4,
        expiresAt: new Date(askedAt.getTime() + 48 * HOUR).toISOString(),
      });
      expect((await entries())[0]).toMatchObject({ name: 'Chiara', seats: 2 });

      const confirmed = await openLink(token, true);
      expect(confirmed.status).toBe(200);
      expect((await confirmed.json()) as WaitlistChangeConfirmed).toMatchObject({
        name: 'Chiara Loiacono',
        seats: 4,
        place: 1,
      });
      const [chiara, paolo] = await entries();
      expect(chiara).toMatchObject({ name: 'Chiara Loiacono', seats: 4, notified_at: null });
      expect(paolo).toMatchObject({ name: 'Paolo', seats: 1 });

      expect(await errorOf(await openLink(token, true))).toEqual([
        409,
        waitlistChangeMessages.used,
      ]);
      expect(await errorOf(await openLink(token))).toEqual([409, waitlistChangeMessages.used]);
      expect((await entries())[0]).toMatchObject({ name: 'Chiara Loiacono', seats: 4 });
    });

    it('applies a link opened twice at once only once', async () => {
      await join('Chiara', 2);
      await signUp({ name: 'Chiara', email: 'chiara@example.it', seats: 3 });
      const token = await linkToken();
      const statuses = await Promise.all([openLink(token, true), openLink(token, true)]).then(
        (answers) => answers.map((res) => res.status).sort(),
      );
      expect(statuses).toEqual([200, 409]);
    });

    it('refuses a link past 48 hours, and a wrong one, changing nothing', async () => {
      await join('Chiara', 2);
      await signUp({ name: 'Chiara', email: 'chiara@example.it', seats: 5 });
      const token = await linkToken();
      later(clock.now(), 48);
      expect(await errorOf(await openLink(token))).toEqual([409, waitlistChangeMessages.expired]);
      expect(await errorOf(await openLink(token, true))).toEqual([
        409,
        waitlistChangeMessages.expired,
      ]);
      expect((await entries())[0]).toMatchObject({ name: 'Chiara', seats: 2 });

      const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const link of [wrong, 'abc', encodeURIComponent('../../x')]) {
        expect(await errorOf(await openLink(link, true))).toEqual([
          404,
          waitlistChangeMessages.notFound,
        ]);
      }
    });

    it('puts someone already told back at the end of the queue once they confirm', async () => {
      await join('Chiara', 1);
      await cancel(await booked(1));
      await runDue();
      await staff('PATCH', `/departures/${DEPARTURE}`, { spotsAvailable: 0 });
      await join('Paolo', 1);

      await signUp({ name: 'Chiara', email: 'chiara@example.it', seats: 2 });
      expect((await entries()).find((row) => row.name === 'Chiara')!.notified_at).not.toBeNull();
      const confirmed = await openLink(await linkToken(), true);
      expect(((await confirmed.json()) as WaitlistChangeConfirmed).place).toBe(2);
      expect((await entries()).map((row) => [row.name, row.seats, row.notified_at])).toEqual([
        ['Paolo', 1, null],
        ['Chiara', 2, null],
      ]);
    });

    it('keeps the link unused while its departure takes no sign-up', async () => {
      await join('Chiara', 2);
      await signUp({ name: 'Chiara', email: 'chiara@example.it', seats: 1 });
      const token = await linkToken();
      await staff('PATCH', `/departures/${DEPARTURE}`, { closed: true });
      expect(await errorOf(await openLink(token, true))).toEqual([409, waitlistRefusals.closed]);
      await staff('PATCH', `/departures/${DEPARTURE}`, { closed: false });
      expect((await openLink(token, true)).status).toBe(200);
      expect((await entries())[0]).toMatchObject({ seats: 1 });
    });

    it('forgets a link 30 days after it expired', async () => {
      await join('Chiara', 2);
      await signUp({ name: 'Chiara', email: 'chiara@example.it', seats: 3 });
      const askedAt = clock.now();
      const token = await linkToken();
      later(askedAt, 48 + 30 * 24 - 0.01);
      await runDue();
      expect(await errorOf(await openLink(token))).toEqual([409, waitlistChangeMessages.expired]);
      later(askedAt, 48 + 30 * 24 + 0.01);
      await runDue();
      expect(await database.db.selectFrom('waitlist_changes').selectAll().execute()).toEqual([]);
      expect(await errorOf(await openLink(token))).toEqual([404, waitlistChangeMessages.notFound]);
    });

    it('refuses a departure with free seats, closed, too close or unknown, in Italian', async () => {
      await database.db
        .insertInto('travel_dates')
        .values([
          departureRow({
            id: 'maldives-dubai-20270510',
            start_date: '2027-05-10',
            spots_available: 3,
          }),
          departureRow({
            id: 'maldives-dubai-20270520',
            start_date: '2027-05-20',
            spots_available: 0,
            closed: true,
          }),
          departureRow({
            id: 'maldives-dubai-20270310',
            start_date: '2027-03-10',
            spots_available: 0,
          }),
        ])
        .execute();
      const refused = async (departureId: string) => {
        const res = await signUp(person('Chiara', 1), departureId);
        return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
      };
      expect(await refused('maldives-dubai-20270510')).toEqual([
        409,
        'Questa partenza ha ancora posti liberi: puoi prenotarla subito.',
      ]);
      expect(await refused('maldives-dubai-20270520')).toEqual([
        409,
        'Questa partenza non accetta più prenotazioni, nemmeno in lista d’attesa.',
      ]);
      expect(await refused('maldives-dubai-20270310')).toEqual([
        409,
        'Questa partenza è troppo vicina o già partita: non è più prenotabile.',
      ]);
      expect(await refused('maldives-dubai-20990101')).toEqual([404, 'Partenza non trovata.']);
      expect(await database.db.selectFrom('waitlist_entries').selectAll().execute()).toEqual([]);
    });

    it('names each field that is wrong', async () => {
      const res = await signUp({ name: ' ', email: 'chiara@example', seats: 11 });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        name: 'Indica il tuo nome.',
        email: 'Inserisci un indirizzo email valido.',
        seats: 'Indica quanti posti ti servono, da 1 a 10.',
      });
    });
  });

  describe('when seats return', () => {
    it('tells those whose request fits, in order; a larger request keeps its place', async () => {
      const small = await booked(2);
      const large = await booked(3);
      await join('Anna', 3);
      await join('Bruno', 1);
      await join('Carla', 2);

      await cancel(small); // 2 seats: Anna's 3 do not fit, Bruno's 1 does, Carla's 2 no longer
      await runDue();
      expect(await told()).toEqual(['bruno@example.it']);

      await cancel(large); // 5 free: Anna first, then Carla; Bruno was told already
      await runDue();
      expect(await told()).toEqual(['anna@example.it', 'bruno@example.it', 'carla@example.it']);

      await runDue(); // nothing returned since: nobody is told twice
      expect(await told()).toHaveLength(3);
    });

    it('links the e-mail to the booking form with that departure chosen', async () => {
      await join('Chiara', 2);
      await cancel(await booked(2));
      await runDue();
      const [message] = await outbox('waitlist_seats_free');
      expect(message).toMatchObject({
        recipient: 'chiara@example.it',
        subject: 'Posti liberi per te · Maldive & Dubai, sabato 10 aprile 2027',
      });
      const link =
        'https://www.maestrale.example/booking?destination=maldive-dubai&departure=maldives-dubai-20270410';
      expect(message!.text).toContain(link);
      expect(message!.html).toContain(link.replaceAll('&', '&amp;'));
      expect(message!.html).toContain('Si sono liberati i vostri posti!');
    });

    it('offers seats an expired hold gives back (release inside its transaction)', async () => {
      await join('Chiara', 1);
      await database.db
        .transaction()
        .execute((trx) => departures.release(trx, DEPARTURE, 1, clock.now()));
      await runDue();
      expect(await told()).toEqual(['chiara@example.it']);
    });

    it('offers seats staff add, and seats of a departure staff reopen', async () => {
      await join('Chiara', 2);
      await join('Paolo', 2);
      const raise = await staff('PATCH', `/departures/${DEPARTURE}`, { spotsAvailable: 2 });
      expect(raise.status).toBe(200);
      await runDue();
      expect(await told()).toEqual(['chiara@example.it']);

      // Closed while seats came back: no offer; reopened: the queue hears of them.
      await staff('PATCH', `/departures/${DEPARTURE}`, { spotsAvailable: 0 });
      await staff('PATCH', `/departures/${DEPARTURE}`, { closed: true });
      await staff('PATCH', `/departures/${DEPARTURE}`, { spotsAvailable: 2 });
      await runDue();
      expect(await told()).toEqual(['chiara@example.it']);
      await staff('PATCH', `/departures/${DEPARTURE}`, { closed: false });
      await runDue();
      expect(await told()).toEqual(['chiara@example.it', 'paolo@example.it']);
    });

    it('tells each person once when two processes run their passes at the same time', async () => {
      for (const name of ['Anna', 'Bruno', 'Carla', 'Dario']) await join(name, 1);
      await cancel(await booked(3));
      const other = database.connectAgain();
      // Two connections in one thread, unlike two processes: SQLite's wait for a lock blocks the
      // thread, so the pass holding it cannot finish; the second waited out its 5 seconds, twice.
      // It gives up at once instead, as it would have after the wait.
      if (engine.name === 'sqlite') await sql`PRAGMA busy_timeout = 0`.execute(other);
      try {
        const pass = (db: typeof database.db) =>
          createScheduler({
            jobs: timedWork(db, config, {
              files: createFileStore(config.uploadsDir),
              logger: createLogger(config),
            }),
            clock,
            logger: createLogger(config),
          });
        await Promise.all([pass(database.db).runDue(), pass(other).runDue()]);
      } finally {
        await other.destroy();
      }
      expect(await told()).toEqual(['anna@example.it', 'bruno@example.it', 'carla@example.it']);
      const waiting = await database.db
        .selectFrom('waitlist_entries')
        .select('name')
        .where('notified_at', 'is', null)
        .execute();
      expect(waiting).toEqual([{ name: 'Dario' }]);
    });
  });

  describe('the staff list', () => {
    it('lists each queue in order with who was told, and removes a place', async () => {
      await join('Anna', 2);
      await join('Bruno', 1);
      await cancel(await booked(1));
      await runDue();

      const res = await staff('GET', `/waitlist?departureId=${DEPARTURE}`);
      expect(res.status).toBe(200);
      const list = (await res.json()) as Page<StaffWaitlistEntry>;
      expect(list).toMatchObject({ page: 1, pageSize: 20, total: 2 });
      expect(list.items.map((row) => [row.name, row.seats, row.notifiedAt !== null])).toEqual([
        ['Anna', 2, false],
        ['Bruno', 1, true],
      ]);
      expect(list.items[0]).toMatchObject({
        departureId: DEPARTURE,
        destinationTitle: 'Maldive & Dubai',
        startDate: '2027-04-10',
        email: 'anna@example.it',
      });

      expect((await staff('DELETE', `/waitlist/${list.items[0]!.id}`)).status).toBe(200);
      const again = await staff('DELETE', `/waitlist/${list.items[0]!.id}`);
      expect(again.status).toBe(404);
      expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
        'Iscrizione non trovata: forse è già stata rimossa.',
      );
      const after = (await (await staff('GET', '/waitlist')).json()) as Page<StaffWaitlistEntry>;
      expect(after.items.map((row) => row.name)).toEqual(['Bruno']);
    });

    it('is for staff only', async () => {
      expect((await app.request('/api/staff/waitlist')).status).toBe(401);
    });
  });
});
