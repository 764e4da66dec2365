import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import type { CreatedBooking } from '#domain/booking.ts';
import type { EmailKind } from '#domain/emails.ts';
import type { MyBooking } from '#domain/my-booking.ts';
import { bookingRequest } from '../../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { testMailbox } from '../../testing/mailbox.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import { bookingRow, departureRow, signInStaff, staffRequest } from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const SITE_URL = 'https://www.maestraleviaggi.example';
const TRAVELLER = 'chiara.loiacono@example.it';

/** The token in the link of a traveller's message. */
const linkIn = (text: string) =>
  new RegExp(`${SITE_URL}/prenotazione/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

/**
 * Staff record the balance received (`POST /api/staff/bookings/:id/balance`): the booking reads
 * paid in full, the traveller is told once, and the booking e-mails before it show the balance
 * and its due date.
 */
describe.each(testEngines)('the balance of a booking on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);

  /** The messages written so far, oldest first; "1.500 €" with a plain space. */
  const outbox = async () =>
    (
      await database.db
        .selectFrom('outbox_messages')
        .select(['kind', 'recipient', 'subject', 'text'])
        .orderBy('created_at')
        .orderBy('kind')
        .execute()
    ).map((row) => ({ ...row, text: row.text.replace(/\u00a0/g, ' ') }));
  const clearOutbox = () => database.db.deleteFrom('outbox_messages').execute();
  const record = (id: string, body: unknown = {}) => staff('POST', `/bookings/${id}/balance`, body);
  /** A booking for the 10 April departure through the public API, its deposit recorded. */
  const bookAndConfirm = async () => {
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.16.0.1' },
      body: JSON.stringify(bookingRequest()),
    });
    expect(res.status).toBe(201);
    const booking = (await res.json()) as CreatedBooking;
    expect((await staff('POST', `/bookings/${booking.id}/deposit`)).status).toBe(200);
    return booking;
  };
  const insert = async (overrides: Parameters<typeof bookingRow>[0] = {}) => {
    const row = bookingRow({
      status: 'confirmed',
      payment_status: 'received',
      balance_due_date: '2027-03-11',
      ...overrides,
    });
    await database.db.insertInto('travel_bookings').values(row).execute();
    return row.id;
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', SITE_URL },
    }));
    staff = staffRequest(app, await signInStaff(app, database.db));
  });
  beforeEach(async () => {
    clock.set(NOW);
    for (const table of ['outbox_messages', 'booking_page_links', 'travel_bookings'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => database.drop());

  it('the booking and deposit e-mails show the balance and its due date', async () => {
    const { id } = await bookAndConfirm();
    // 30 days before the departure of Saturday 10 April.
    const [received, , confirmed] = await outbox();
    expect(received!.kind).toBe('booking_received' satisfies EmailKind);
    expect(received!.text).toContain(
      'Caparra da versare (40%)\n1.000 €\n\nSaldo\n1.500 € entro giovedì 11 marzo 2027',
    );
    expect(confirmed!.kind).toBe('deposit_recorded' satisfies EmailKind);
    expect(confirmed!.subject).toBe(`Prenotazione confermata #${id.slice(0, 8)} · Maldive & Dubai`);
    expect(confirmed!.text).toContain(
      'Caparra versata\n1.000 €\n\nSaldo\n1.500 € entro giovedì 11 marzo 2027',
    );
    expect(confirmed!.text).toContain(
      'Per il saldo non devi segnarti nulla: prima della scadenza ti scriviamo noi, con i dati del bonifico.',
    );
  });

  it('records the balance today: paid in full, the traveller told once with a link to the page', async () => {
    const { id } = await bookAndConfirm();
    await clearOutbox();

    const res = await record(id);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as StaffBookingDetail;
    expect(detail).toMatchObject({
      id,
      status: 'confirmed',
      paymentStatus: 'paid_in_full',
      balancePaidOn: '2027-03-01',
      balanceDueDate: '2027-03-11',
      balance: { dueDate: '2027-03-11', amount: 1500, state: 'paid' },
    });
    // The register: the deposit and the balance, each with the day and who recorded it.
    expect(
      detail.payments.map(({ kind, amount, receivedOn, recordedBy }) => ({
        kind,
        amount,
        receivedOn,
        recordedBy,
      })),
    ).toEqual([
      { kind: 'deposit', amount: 1000, receivedOn: '2027-03-01', recordedBy: 'Giulia' },
      { kind: 'balance', amount: 1500, receivedOn: '2027-03-01', recordedBy: 'Giulia' },
    ]);

    const [receipt, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(receipt!.kind).toBe('balance_recorded' satisfies EmailKind);
    expect(receipt!.recipient).toBe(TRAVELLER);
    expect(receipt!.subject).toBe(`Saldo ricevuto #${id.slice(0, 8)} · Maldive & Dubai`);
    for (const line of [
      'SALDO RICEVUTO, IL VIAGGIO È TUTTO PAGATO!',
      'Ciao Chiara, abbiamo ricevuto il saldo di 1.500 €: il tuo viaggio per Maldive & Dubai è pagato per intero. Grazie!',
      'Caparra versata\n1.000 €\n\nSaldo versato\n1.500 €',
      "E adesso? Se non l'hai ancora fatto, carica dalla pagina della prenotazione la foto del passaporto e la selfie di ogni viaggiatore: ci servono per confermare i posti in volo e in hotel.",
      'Prima della partenza ti scriveranno Giulia e Marco, i coordinatori del tuo gruppo, con il programma, gli orari dei voli e tutto quello che serve per la valigia.',
    ]) {
      expect(receipt!.text).toContain(line);
    }
    // Its private link, made as it leaves, opens the traveller's page, which reads the trip paid.
    const [delivered] = await testMailbox(database.db, clock).deliver();
    const token = linkIn(delivered!.text);
    const page = (await (await app.request(`/api/my-booking/${token}`)).json()) as MyBooking;
    expect(page).toMatchObject({
      paymentStatus: 'paid_in_full',
      balancePaidOn: '2027-03-01',
      amounts: { balancePaid: true, paid: 2500, due: 0 },
    });

    // A second time: refused, and no one is told.
    await clearOutbox();
    const again = await record(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'Il saldo di questa prenotazione è già registrato (ricevuto il 01/03/2027).',
      },
    });
    expect(await outbox()).toEqual([]);
  });

  it('takes the day staff give, and today in Rome when they give none', async () => {
    const earlier = await insert();
    const res = await record(earlier, { paidOn: '2027-02-26' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as StaffBookingDetail).balancePaidOn).toBe('2027-02-26');

    // 00:30 of 2 March in Rome, still 1 March in UTC.
    clock.set('2027-03-01T23:30:00.000Z');
    const late = await insert({ contact_email: 'marta.sciacovelli@example.it' });
    // Signed in again: the morning's session has lapsed by night.
    const night = staffRequest(app, await signInStaff(app, database.db));
    const tonight = await night('POST', `/bookings/${late}/balance`, {});
    expect(((await tonight.json()) as StaffBookingDetail).balancePaidOn).toBe('2027-03-02');
  });

  it('tells the traveller once when two staff record the same balance at the same time', async () => {
    const id = await insert();
    const answers = await Promise.all([record(id), record(id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await outbox()).map((row) => row.kind)).toEqual(['balance_recorded']);
    const register = await database.db
      .selectFrom('booking_payments')
      .select('kind')
      .where('booking_id', '=', id)
      .execute();
    expect(register.filter((row) => row.kind === 'balance')).toHaveLength(1);
  });

  it('refuses a day that is not a date, in the future or before the booking, naming the field', async () => {
    const id = await insert({ created_at: '2027-02-01T09:00:00.000Z' });
    const refused = async (paidOn: unknown) => {
      const res = await record(id, { paidOn });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      return body.error.fields.paidOn;
    };
    expect(await refused('01/03/2027')).toBe('Data non valida: usa il formato AAAA-MM-GG.');
    expect(await refused('2027-02-30')).toBe('Data non valida: usa il formato AAAA-MM-GG.');
    expect(await refused(20270301)).toBe('Data non valida: usa il formato AAAA-MM-GG.');
    expect(await refused('2027-03-02')).toBe('La data del saldo non può essere nel futuro.');
    expect(await refused('2027-01-31')).toBe(
      'La data del saldo non può precedere la prenotazione (01/02/2027).',
    );
    // The day of the booking itself is fine.
    expect((await record(id, { paidOn: '2027-02-01' })).status).toBe(200);
  });

  it('refuses a booking without its deposit, a cancelled one and an unknown one, telling no one', async () => {
    const waiting = await insert({
      status: 'payment_initiated',
      payment_status: 'pending_confirmation',
    });
    const cancelled = await insert({ status: 'cancelled' });
    const message = async (id: string) => {
      const res = await record(id);
      expect(res.status).toBe(409);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    expect(await message(waiting)).toBe(
      'Prima registra la caparra: il saldo si registra su una prenotazione confermata.',
    );
    expect(await message(cancelled)).toBe(
      'La prenotazione è annullata: il saldo non si può registrare.',
    );
    const unknown = await record('6f1c2a4e-8b3d-4c5e-9f0a-1b2c3d4e5f60');
    expect(unknown.status).toBe(404);
    expect((await record('non-una-prenotazione')).status).toBe(400);
    expect(await outbox()).toEqual([]);
    const stored = await database.db
      .selectFrom('travel_bookings')
      .select('balance_paid_on')
      .execute();
    expect(stored.every((row) => row.balance_paid_on === null)).toBe(true);
  });

  it('needs a signed-in staff account', async () => {
    const id = await insert();
    const res = await staffRequest(app, null)('POST', `/bookings/${id}/balance`, {});
    expect(res.status).toBe(401);
  });

  describe('instalments towards the balance', () => {
    const instalment = (id: string, body: unknown) =>
      staff('POST', `/bookings/${id}/instalments`, body);
    const sums = (detail: StaffBookingDetail) =>
      detail.payments.map(({ kind, amount }) => [kind, amount]);

    it('lowers what the balance asks; the sum that pays off the rest is the balance itself', async () => {
      const { id } = await bookAndConfirm();
      await clearOutbox();
      clock.set('2027-03-01T15:00:00.000Z');
      const first = await instalment(id, { amount: 600, paidOn: '2027-03-01' });
      expect(first.status).toBe(200);
      const partly = (await first.json()) as StaffBookingDetail;
      expect(partly).toMatchObject({
        paymentStatus: 'received',
        balancePaidOn: null,
        instalmentsPaid: 600,
        balance: { amount: 900, state: 'due_soon' },
      });
      expect(sums(partly)).toEqual([
        ['deposit', 1000],
        ['instalment', 600],
      ]);
      expect(partly.payments[1]).toMatchObject({
        receivedOn: '2027-03-01',
        recordedAt: '2027-03-01T15:00:00.000Z',
        recordedBy: 'Giulia',
      });
      // The traveller's receipt says what arrived and what the balance asks now.
      const [instalmentReceipt, ...more] = await outbox();
      expect(more).toEqual([]);
      expect(instalmentReceipt).toMatchObject({
        kind: 'instalment_recorded' satisfies EmailKind,
        recipient: TRAVELLER,
        subject: `Acconto ricevuto #${id.slice(0, 8)} · Maldive & Dubai`,
      });
      for (const line of [
        'abbiamo ricevuto il tuo bonifico di 600 € per il viaggio a Maldive & Dubai. Grazie! Per completare il saldo restano 900 €',
        'Caparra versata\n1.000 €\n\nAcconti sul saldo versati\n600 €\n\nSaldo\n900 € entro giovedì 11 marzo 2027',
      ]) {
        expect(instalmentReceipt!.text).toContain(line);
      }
      await clearOutbox();

      const over = await instalment(id, { amount: 901 });
      expect(over.status).toBe(400);
      const { fields } = (await over.json()).error as { fields: { amount: string } };
      expect({ amount: fields.amount.replace(/\u00a0/g, ' ') }).toEqual({
        amount:
          'L’importo supera il saldo: restano 900 €. Per l’ultimo pagamento usa “Registra saldo”.',
      });

      clock.set('2027-03-01T18:00:00.000Z');
      const rest = await instalment(id, { amount: 900 });
      expect(rest.status).toBe(200);
      const paid = (await rest.json()) as StaffBookingDetail;
      expect(paid).toMatchObject({ paymentStatus: 'paid_in_full', balancePaidOn: '2027-03-01' });
      expect(sums(paid)).toEqual([
        ['deposit', 1000],
        ['instalment', 600],
        ['balance', 900],
      ]);
      const [receipt, ...others] = await outbox();
      expect(others).toEqual([]);
      expect(receipt!.kind).toBe('balance_recorded' satisfies EmailKind);
      expect(receipt!.text).toContain('abbiamo ricevuto il saldo di 900 €');
    });

    it('counts one transfer once when two staff record it at the same time', async () => {
      const id = await insert();
      const answers = await Promise.all([
        instalment(id, { amount: 300 }),
        instalment(id, { amount: 300 }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const row = await database.db
        .selectFrom('travel_bookings')
        .select('instalments_paid')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.instalments_paid).toBe(300);
      expect((await outbox()).map((message) => message.kind)).toEqual(['instalment_recorded']);
    });

    it('refuses an amount that is not whole euros, and a booking without its deposit', async () => {
      const id = await insert();
      for (const amount of [0, 12.5, '300']) {
        const res = await instalment(id, { amount });
        expect(res.status).toBe(400);
        expect((await res.json()).error.fields).toEqual({
          amount: 'Indica l’importo ricevuto, in euro interi.',
        });
      }
      const unpaid = await insert({ status: 'pending_payment', payment_status: 'pending' });
      const early = await instalment(unpaid, { amount: 300 });
      expect(early.status).toBe(409);
      expect((await early.json()).error.message).toBe(
        'Prima registra la caparra: il saldo si registra su una prenotazione confermata.',
      );
    });
  });
});
