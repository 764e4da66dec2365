import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '#domain/backoffice.ts';
import type { EmailKind } from '#domain/emails.ts';
import type { StaffWaitlistEntry, WaitlistPlace } from '#domain/waitlist.ts';
import { createLogger } from '../logger.ts';
import { timedWork } from '../jobs/index.ts';
import { createScheduler } from '../jobs/scheduler.ts';
import * as departures from '../repositories/departures.ts';
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

  /** Signs up from an address of its own, a second after the last: the queue's order. */
  const signUp = (body: unknown, departureId = DEPARTURE) => {
    visitor += 1;
    clock.set(new Date(Date.parse(NOW) + visitor * 1000).toISOString());
    return app.request(`/api/departures/${departureId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${visitor}` },
      body: JSON.stringify(body),
    });
  };
  const person = (name: string, seats: number) => ({
    name,
    email: `${name.toLowerCase()}@example.it`,
    seats,
  });
  const join = async (name: string, seats: number) => {
    const res = await signUp(person(name, seats));
    expect(res.status).toBe(201);
    return (await res.json()) as WaitlistPlace;
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
      jobs: timedWork(database.db, config),
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
    it('gives each person their place in the queue and confirms it by e-mail', async () => {
      expect(await join('Chiara', 2)).toMatchObject({
        departureId: DEPARTURE,
        place: 1,
        seats: 2,
        alreadyListed: false,
      });
      expect(await join('Paolo', 1)).toMatchObject({ place: 2, seats: 1 });

      const joined = await outbox('waitlist_joined');
      expect(joined.map((m) => [m.recipient, m.subject])).toEqual([
        ['chiara@example.it', 'Sei in lista d’attesa · Maldive & Dubai, sabato 10 aprile 2027'],
        ['paolo@example.it', 'Sei in lista d’attesa · Maldive & Dubai, sabato 10 aprile 2027'],
      ]);
      expect(joined[0]!.text).toContain('Ciao Chiara');
      expect(joined[0]!.text).toContain('2 posti');
    });

    it('keeps one place per e-mail: a second sign-up keeps the place and takes the new seats', async () => {
      const first = await join('Chiara', 2);
      await join('Paolo', 1);
      const res = await signUp({ name: 'Chiara Loiacono', email: ' CHIARA@example.it ', seats: 4 });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        id: first.id,
        departureId: DEPARTURE,
        place: 1,
        seats: 4,
        alreadyListed: true,
      });
      expect(await outbox('waitlist_joined')).toHaveLength(2);
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
      try {
        const pass = (db: typeof database.db) =>
          createScheduler({ jobs: timedWork(db, config), clock, logger: createLogger(config) });
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
