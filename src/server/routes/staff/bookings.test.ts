import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffBookingDetail, StaffBookingRow } from '#domain/backoffice.ts';
import { bookingMessages, type BookingView } from '#domain/booking.ts';
import { passportMessages } from '#domain/passport.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import {
  bookingRow,
  departureRow,
  documentRow,
  signInAs,
  signInStaff,
  staffRequest,
} from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';

describe.each(testEngines)('staff bookings API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);

  const list = async (query = '') => {
    const res = await staff('GET', `/bookings${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page<StaffBookingRow>;
  };
  const insert = async (...rows: ReturnType<typeof bookingRow>[]) => {
    await database.db.insertInto('travel_bookings').values(rows).execute();
    return rows;
  };
  const seatsLeft = async () =>
    (
      await database.db
        .selectFrom('travel_dates')
        .select('spots_available')
        .executeTakeFirstOrThrow()
    ).spots_available;
  /** A passport photo of the booking's traveller `index`, as an upload leaves it. */
  const passportPhoto = async (bookingId: string, index: number) => {
    const row = documentRow(bookingId, index, {
      mime_type: 'image/png',
      size_bytes: 4096,
      created_at: NOW,
    });
    await database.db.insertInto('document_uploads').values(row).execute();
    return row.id!;
  };
  /** A booking made by a visitor through the public API, which takes the seats. */
  let visitor = 0;
  const book = async (travellers: number) => {
    visitor += 1;
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.4.0.${visitor}` },
      body: JSON.stringify({
        destinationId: 'maldive-dubai',
        departureId: 'maldives-dubai-20270410',
        airport: 'Roma Fiumicino',
        travellers: Array.from({ length: travellers }, (_, i) => ({
          firstName: i === 0 ? 'Chiara' : `Ospite${i}`,
          lastName: 'Loiacono',
          birthDate: '14/05/1990',
          address: 'Via Roma 1, 70121 Bari',
          passportNumber: `YA123456${i}`,
          // Each visitor's own e-mail: one would hold one unpaid booking per departure.
          ...(i === 0 ? { email: `chiara${visitor}@example.it`, phone: '+39 333 123 4567' } : {}),
        })),
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as BookingView).id;
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    staff = staffRequest(app, await signInStaff(app, database.db));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => database.drop());

  describe('the list', () => {
    it('pages 20 bookings at a time, newest first, with totals and counted documents', async () => {
      const rows = await insert(
        ...Array.from({ length: 25 }, (_, i) =>
          bookingRow({
            created_at: new Date(Date.parse('2027-02-01T00:00:00Z') + i * 3_600_000).toISOString(),
            travellers: 1 + (i % 3),
          }),
        ),
      );
      const newest = rows.at(-1)!;
      await database.db
        .insertInto('document_uploads')
        .values(
          (['passport', 'selfie'] as const).map((type) => ({
            id: randomUUID(),
            booking_id: newest.id,
            document_type: type,
            file_path: `${randomUUID()}.jpg`,
            mime_type: 'image/jpeg',
            size_bytes: 1234,
            created_at: NOW,
          })),
        )
        .execute();

      const first = await list();
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25 });
      expect(first.items.map((row) => row.id)).toEqual(
        rows
          .slice(5)
          .reverse()
          .map((row) => row.id),
      );
      expect(first.items[0]).toEqual({
        id: newest.id,
        createdAt: newest.created_at,
        status: 'pending_payment',
        paymentStatus: 'pending',
        // Held HOLD_HOURS (72) from its creation.
        holdUntil: '2027-02-05T00:00:00.000Z',
        transferToCheck: null,
        balance: null,
        destinationTitle: 'Maldive & Dubai',
        startDate: '2027-04-10',
        travellersCount: 1 + (24 % 3),
        contactName: 'Chiara Loiacono',
        contactEmail: 'chiara.loiacono@example.it',
        contactPhone: '+39 333 123 4567',
        totalPrice: newest.total_price,
        depositAmount: newest.deposit_amount,
        documents: 2,
        // The other 24 have the same e-mail and wait for their deposit too.
        othersUnpaidCount: 24,
      });
      expect(first.items[1]!.documents).toBe(0);

      const second = await list('?page=2');
      expect(second).toMatchObject({ page: 2, pageSize: 20, total: 25 });
      expect(second.items.map((row) => row.id)).toEqual(
        rows
          .slice(0, 5)
          .reverse()
          .map((row) => row.id),
      );
      expect((await list('?page=3')).items).toEqual([]);
      expect((await list('?page=&search=&status=')).total).toBe(25);
    });

    it('searches names, e-mail, phone, trip and the start of the code, whatever the case', async () => {
      const [mario, anna, luca] = await insert(
        bookingRow({
          primary: { firstName: 'Mario', lastName: 'Bianchi' },
          contact_email: 'mario.b@example.it',
          contact_phone: '+39 347 000 1111',
          destination_title: 'Grecia',
          created_at: '2027-02-01T09:00:00.000Z',
        }),
        bookingRow({
          primary: { firstName: 'Anna', lastName: 'Verdi' },
          contact_email: 'anna@posta.example',
          contact_phone: '+39 320 555 2222',
          destination_title: 'Tokyo & Kyoto',
          created_at: '2027-02-02T09:00:00.000Z',
        }),
        bookingRow({
          primary: { firstName: 'Luca', lastName: 'Neri' },
          contact_email: 'luca@example.it',
          contact_phone: '+39 333 999 3333',
          destination_title: 'Maldive & Dubai',
          created_at: '2027-02-03T09:00:00.000Z',
        }),
      );
      const found = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}`)).items.map((row) => row.id);

      expect(await found('BIANCHI')).toEqual([mario!.id]);
      expect(await found('anna verdi')).toEqual([anna!.id]);
      expect(await found('  posta.EXAMPLE ')).toEqual([anna!.id]);
      expect(await found('3479990')).toEqual([]);
      expect(await found('3470001111')).toEqual([mario!.id]);
      expect(await found('320 555')).toEqual([anna!.id]);
      expect(await found('kyoto')).toEqual([anna!.id]);
      expect(await found('example.it')).toEqual([luca!.id, mario!.id]);
      expect(await found(luca!.id.slice(0, 8).toUpperCase())).toEqual([luca!.id]);
      // The code is matched from its start only, and wildcards are plain characters.
      expect(await found(luca!.id.slice(4, 12))).toEqual([]);
      expect(await found('%')).toEqual([]);
      expect(await found('_')).toEqual([]);
      expect(await found('nessuno')).toEqual([]);
    });

    it('finds a booking by any of its travellers, passport or departure day, accents aside', async () => {
      const [family, other] = await insert(
        bookingRow({
          primary: { firstName: 'Nicolò', lastName: 'D’Amico' },
          travellers: 3,
          start_date: '2027-05-12',
        }),
        bookingRow({ primary: { firstName: 'Sara', lastName: 'Conte' } }),
      );
      const found = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}`)).items.map((row) => row.id);
      // The second traveller, who is not the lead, and names typed without accents.
      expect(await found('ospite1')).toEqual([family!.id]);
      expect(await found('nicolo')).toEqual([family!.id]);
      expect(await found("d'amico nicolò")).toEqual([family!.id]);
      expect(await found('ya1234562')).toEqual([family!.id]);
      expect(await found('12/05/2027')).toEqual([family!.id]);
      expect(await found('sara conte')).toEqual([other!.id]);

      // A traveller corrected or replaced is found by the new name at once.
      const giulia = await signInAs(app, database.db, 'Giulia Serra');
      await giulia('PATCH', `/bookings/${family!.id}/travellers/1`, { lastName: 'Sant’Elia' });
      expect(await found('santelia')).toEqual([]);
      expect(await found("sant'elia")).toEqual([family!.id]);
      await giulia('PUT', `/bookings/${family!.id}/travellers/2`, {
        firstName: 'Zoë',
        lastName: 'Fumagalli',
        birthDate: '02/09/1987',
        address: 'Corso Cavour 3, 70122 Bari',
        passportNumber: 'YB7654321',
        passportExpiry: '',
      });
      expect(await found('zoe fumagalli')).toEqual([family!.id]);
      expect(await found('ospite2')).toEqual([]);
    });

    it('filters by status, also together with a search', async () => {
      const [pending, confirmed, cancelled] = await insert(
        bookingRow({ created_at: '2027-02-01T09:00:00.000Z' }),
        bookingRow({
          status: 'confirmed',
          payment_status: 'received',
          created_at: '2027-02-02T09:00:00.000Z',
        }),
        bookingRow({
          status: 'cancelled',
          primary: { firstName: 'Luca', lastName: 'Neri' },
          created_at: '2027-02-03T09:00:00.000Z',
        }),
      );
      const ids = async (query: string) => (await list(query)).items.map((row) => row.id);
      expect(await ids('?status=pending_payment')).toEqual([pending!.id]);
      expect(await ids('?status=confirmed')).toEqual([confirmed!.id]);
      expect(await ids('?status=cancelled&search=neri')).toEqual([cancelled!.id]);
      expect(await ids('?search=loiacono')).toHaveLength(3);
      expect(await ids('?status=confirmed&search=loiacono')).toEqual([confirmed!.id]);
      expect((await list('?status=inquiry')).total).toBe(0);
    });

    it('lists the declared transfers to check from the moment they are declared, the oldest first', async () => {
      const declared = (day: string, flagged: boolean, change = {}) =>
        bookingRow({
          status: 'payment_initiated',
          payment_status: 'pending_confirmation',
          transfer_declared_at: `2027-02-${day}T09:00:00.000Z`,
          transfer_flagged_at: flagged ? '2027-02-25T09:00:00.000Z' : null,
          created_at: `2027-02-${day}T08:00:00.000Z`,
          ...change,
        });
      const [newer, older, recent, anna] = await insert(
        declared('20', true),
        declared('18', true),
        // Declared, but not yet TRANSFER_CHECK_DAYS ago: to check, not yet overdue.
        declared('27', false),
        declared('19', true, { primary: { firstName: 'Anna', lastName: 'Verdi' } }),
        // Flagged once, then recorded: nothing left to check.
        bookingRow({
          status: 'confirmed',
          payment_status: 'received',
          transfer_flagged_at: '2027-02-25T09:00:00.000Z',
        }),
      );
      const page = await list('?attention=to_check');
      expect(page.items.map((row) => row.id)).toEqual([older!.id, anna!.id, newer!.id, recent!.id]);
      expect(page.items.map((row) => row.transferToCheck)).toEqual([
        { declaredAt: '2027-02-18T09:00:00.000Z', overdue: true },
        { declaredAt: '2027-02-19T09:00:00.000Z', overdue: true },
        { declaredAt: '2027-02-20T09:00:00.000Z', overdue: true },
        { declaredAt: '2027-02-27T09:00:00.000Z', overdue: false },
      ]);
      expect(page.total).toBe(4);
      expect((await list('?attention=to_check&search=verdi')).items.map((row) => row.id)).toEqual([
        anna!.id,
      ]);
      // The default list is unchanged: every booking, newest first.
      const all = await list();
      expect(all.total).toBe(5);
      expect(all.items.filter((row) => row.transferToCheck === null)).toHaveLength(1);
      expect((await list('?attention=')).total).toBe(5);
    });

    it('lists the balances due within two weeks or overdue, the earliest due date first', async () => {
      // Today in Rome is 1 March 2027: the list reaches 15 March.
      const confirmed = (due: string, change = {}) =>
        bookingRow({
          status: 'confirmed',
          payment_status: 'received',
          balance_due_date: due,
          ...change,
        });
      const [later, edge, overdue, soon] = await insert(
        confirmed('2027-03-16'),
        confirmed('2027-03-15'),
        confirmed('2027-02-20'),
        confirmed('2027-03-05'),
        confirmed('2027-03-02', { balance_paid_on: '2027-02-27' }),
        bookingRow({ balance_due_date: '2027-03-03' }), // still waits for its deposit
        confirmed('2027-03-04', { status: 'cancelled' }),
      );
      const page = await list('?attention=balance_due');
      expect(page.items.map((row) => row.id)).toEqual([overdue!.id, soon!.id, edge!.id]);
      expect(page.items.map((row) => row.balance)).toEqual([
        { dueDate: '2027-02-20', amount: 1500, state: 'overdue' },
        { dueDate: '2027-03-05', amount: 1500, state: 'due_soon' },
        { dueDate: '2027-03-15', amount: 1500, state: 'due_soon' },
      ]);
      expect(page.items.map((row) => row.id)).not.toContain(later!.id);
    });

    it.each([
      ['?page=0', 'page', 'Pagina non valida.'],
      ['?page=-1', 'page', 'Pagina non valida.'],
      ['?page=due', 'page', 'Pagina non valida.'],
      ['?page=1.5', 'page', 'Pagina non valida.'],
      ['?status=pagata', 'status', 'Stato della prenotazione non valido.'],
      [`?search=${'a'.repeat(101)}`, 'search', 'Cerca con al massimo 100 caratteri.'],
      ['?attention=urgenti', 'attention', 'Elenco non valido.'],
    ])('refuses %s with 400', async (query, field, message) => {
      const res = await staff('GET', `/bookings${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: message },
      });
    });
  });

  describe('one booking', () => {
    it('shows every traveller and the documents uploaded for it', async () => {
      const [booking] = await insert(
        bookingRow({ travellers: 2, travel_date_id: 'maldives-dubai-20270410' }),
      );
      const documentId = await passportPhoto(booking!.id, 0);

      const res = await staff('GET', `/bookings/${booking!.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const detail = (await res.json()) as StaffBookingDetail;
      expect(detail).toMatchObject({
        id: booking!.id,
        status: 'pending_payment',
        paymentStatus: 'pending',
        destinationId: 'maldive-dubai',
        destinationTitle: 'Maldive & Dubai',
        travellersCount: 2,
        primary: { firstName: 'Chiara', lastName: 'Loiacono' },
        paymentReference: 'Chiara Loiacono Caparra Viaggio Maldive & Dubai',
        updatedAt: null,
        travelDateId: 'maldives-dubai-20270410',
      });
      expect(detail.travellers).toEqual([
        {
          firstName: 'Chiara',
          lastName: 'Loiacono',
          birthDate: '1990-05-14T12:00:00.000Z',
          address: 'Via Roma 1, 70121 Bari',
          passportNumber: 'YA1234560',
          passportExpiry: null,
          email: 'chiara.loiacono@example.it',
          phone: '+39 333 123 4567',
        },
        {
          firstName: 'Ospite1',
          lastName: 'Rossi',
          birthDate: '1990-05-14T12:00:00.000Z',
          address: 'Via Roma 1, 70121 Bari',
          passportNumber: 'YA1234561',
          passportExpiry: null,
          email: null,
          phone: null,
        },
      ]);
      expect(detail.documents).toEqual([
        {
          id: documentId,
          documentType: 'passport',
          travellerIndex: 0,
          bookingId: booking!.id,
          bookingLabel: 'Chiara Loiacono · Maldive & Dubai',
          mimeType: 'image/png',
          sizeBytes: 4096,
          createdAt: NOW,
          // Nobody has looked at it yet.
          review: null,
        },
      ]);
    });

    it('answers 404 for an unknown booking and 400 for a code that is not one', async () => {
      for (const path of ['', '/deposit', '/cancel']) {
        const res = await staff(path ? 'POST' : 'GET', `/bookings/${randomUUID()}${path}`);
        expect(res.status).toBe(404);
        expect((await res.json()).error).toEqual({
          code: 'not_found',
          message: 'Prenotazione non trovata',
        });
      }
      const bad = await staff('GET', '/bookings/abc');
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toEqual({ id: 'Codice prenotazione non valido.' });
    });
  });

  describe('“Nuova prenotazione”: a sale at the desk or by phone', () => {
    const sale = (changes: Record<string, unknown> = {}) => ({
      attempt: randomUUID(),
      destinationId: 'maldive-dubai',
      departureId: 'maldives-dubai-20270410',
      airport: 'Roma Fiumicino',
      pricePerPerson: 2300,
      travellers: [
        {
          firstName: 'Nicolò',
          lastName: 'D’Urso',
          birthDate: '03/04/1961',
          address: 'Via Roma 1, 70121 Bari',
          passportNumber: 'YA7654321',
          email: 'nicolo.durso@example.it',
          phone: '+39 333 765 4321',
        },
        {
          firstName: 'Rosa',
          lastName: 'D’Urso',
          birthDate: '12/12/1963',
          address: 'Via Roma 1, 70121 Bari',
          passportNumber: 'YA7654322',
        },
      ],
      ...changes,
    });

    it('takes the seats at the price agreed, writes the e-mails and says who sold it; a double click records one', async () => {
      const giulia = await signInAs(app, database.db, 'Giulia Serra');
      const body = sale();
      const answers = await Promise.all([
        giulia('POST', '/bookings', body),
        giulia('POST', '/bookings', body),
      ]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      const [first, second] = (await Promise.all(answers.map((res) => res.json()))) as [
        StaffBookingDetail,
        StaffBookingDetail,
      ];
      expect(second.id).toBe(first.id);
      expect(first).toMatchObject({
        status: 'pending_payment',
        pricePerPerson: 2300,
        totalPrice: 4600,
        travelDateId: 'maldives-dubai-20270410',
        airport: 'Roma Fiumicino',
      });
      expect(first.history).toEqual([
        {
          id: expect.any(String),
          at: NOW,
          staffName: 'Giulia Serra',
          action: 'sold_by_staff',
          pricePerPerson: 2300,
        },
      ]);
      expect(await seatsLeft()).toBe(8);
      const emails = await database.db
        .selectFrom('outbox_messages')
        .select(['kind', 'recipient'])
        .where('booking_id', '=', first.id)
        .execute();
      expect(emails.map((email) => email.kind).sort()).toEqual([
        'booking_received',
        'booking_received_staff',
      ]);
    });

    it.each([
      ['no departure', { departureId: '' }, 'departureId'],
      ['no price', { pricePerPerson: 0 }, 'pricePerPerson'],
      ['an airport the trip does not offer', { airport: 'Atlantide' }, 'airport'],
    ])('refuses %s, recording nothing', async (_, changes, field) => {
      const res = await staff('POST', '/bookings', sale(changes));
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(await database.db.selectFrom('travel_bookings').selectAll().execute()).toEqual([]);
      expect(await seatsLeft()).toBe(10);
    });
  });

  describe('a note on a booking', () => {
    it('is kept in its history with who wrote it; an empty one is refused', async () => {
      const [booking] = await insert(bookingRow());
      const giulia = await signInAs(app, database.db, 'Giulia Serra');
      const text = 'Ha chiamato: vuole la camera vicino a quella dei genitori.\nRichiamare lunedì.';
      const res = await giulia('POST', `/bookings/${booking!.id}/notes`, { text });
      expect(res.status).toBe(201);
      expect(((await res.json()) as StaffBookingDetail).history).toEqual([
        { id: expect.any(String), at: NOW, staffName: 'Giulia Serra', action: 'note', text },
      ]);
      const empty = await giulia('POST', `/bookings/${booking!.id}/notes`, { text: '  ' });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({
        error: { fields: { text: 'Scrivi il testo della nota.' } },
      });
      expect(
        (await giulia('POST', `/bookings/${randomUUID()}/notes`, { text: 'Nota' })).status,
      ).toBe(404);
    });
  });

  describe('changing the airport', () => {
    it('takes one the trip offers, keeps who changed it from what; refuses others in Italian', async () => {
      const [booking] = await insert(bookingRow({ airport: 'Roma Fiumicino' }));
      const giulia = await signInAs(app, database.db, 'Giulia Serra');
      const change = (airport: string) =>
        giulia('PUT', `/bookings/${booking!.id}/airport`, { airport });
      const res = await change('Milano Malpensa');
      expect(res.status).toBe(200);
      const detail = (await res.json()) as StaffBookingDetail;
      expect(detail.airport).toBe('Milano Malpensa');
      expect(detail.history).toEqual([
        expect.objectContaining({
          staffName: 'Giulia Serra',
          action: 'airport_changed',
          from: 'Roma Fiumicino',
          to: 'Milano Malpensa',
        }),
      ]);
      for (const [airport, message] of [
        ['Parigi Charles de Gaulle', 'Aeroporto non valido.'],
        ['  ', 'Scegli l’aeroporto di partenza.'],
      ]) {
        const refused = await change(airport!);
        expect(refused.status).toBe(400);
        expect((await refused.json()).error.fields).toEqual({ airport: message });
      }
      // The same airport again changes nothing and writes no line.
      expect((await change('Milano Malpensa')).status).toBe(200);
      const after = (await (
        await giulia('GET', `/bookings/${booking!.id}`)
      ).json()) as StaffBookingDetail;
      expect([after.airport, after.history.length]).toEqual(['Milano Malpensa', 1]);
      expect(
        (await giulia('PUT', `/bookings/${randomUUID()}/airport`, { airport: 'Altro' })).status,
      ).toBe(404);
    });
  });

  describe('replacing a traveller', () => {
    it('puts another person in their place, asks their documents again and keeps who did it', async () => {
      const [booking] = await insert(
        bookingRow({ travellers: 2, travel_date_id: 'maldives-dubai-20270410' }),
      );
      await passportPhoto(booking!.id, 1);
      const giulia = await signInAs(app, database.db, 'Giulia Serra');
      const newcomer = {
        firstName: 'Maria Grazia',
        lastName: 'D’Onofrio',
        birthDate: '02/09/1987',
        address: 'Corso Cavour 3, 70122 Bari',
        passportNumber: 'yb 765 4321',
        passportExpiry: '30/06/2032',
      };
      const res = await giulia('PUT', `/bookings/${booking!.id}/travellers/1`, newcomer);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as StaffBookingDetail;
      expect(detail.travellers[1]).toEqual({
        firstName: 'Maria Grazia',
        lastName: 'D’Onofrio',
        birthDate: '1987-09-02T12:00:00.000Z',
        address: 'Corso Cavour 3, 70122 Bari',
        passportNumber: 'YB7654321',
        passportExpiry: '2032-06-30',
        email: null,
        phone: null,
      });
      // The lead traveller and the booking's contacts are as they were.
      expect(detail.travellers[0]).toMatchObject({
        firstName: 'Chiara',
        email: 'chiara.loiacono@example.it',
      });
      expect(detail.documents[0]!.review).toMatchObject({
        state: 'redo',
        by: 'Giulia Serra',
        reason: 'Il viaggiatore è stato sostituito: servono i documenti di Maria Grazia D’Onofrio.',
      });
      expect(detail.history).toEqual([
        expect.objectContaining({
          action: 'traveller_replaced',
          travellerIndex: 1,
          from: 'Ospite1 Rossi',
          to: 'Maria Grazia D’Onofrio',
        }),
      ]);

      const bad = await giulia('PUT', `/bookings/${booking!.id}/travellers/1`, {
        ...newcomer,
        lastName: ' ',
        passportNumber: '12',
      });
      expect(bad.status).toBe(400);
      expect(Object.keys((await bad.json()).error.fields).sort()).toEqual([
        'lastName',
        'passportNumber',
      ]);
      expect((await giulia('PUT', `/bookings/${booking!.id}/travellers/5`, newcomer)).status).toBe(
        404,
      );
    });
  });

  describe("correcting a traveller's data", () => {
    const detailOf = async (res: Response) => {
      expect(res.status).toBe(200);
      return (await res.json()) as StaffBookingDetail;
    };

    it('changes only the fields given, and keeps who changed what, from what, and when', async () => {
      const [booking] = await insert(bookingRow({ travellers: 2 }));
      const giulia = await signInAs(app, database.db, 'Giulia Serra');
      const detail = await detailOf(
        await giulia('PATCH', `/bookings/${booking!.id}/travellers/1`, {
          lastName: 'D’Amico',
          passportNumber: 'yb 765 4321',
          birthDate: '02/09/1988',
          passportExpiry: '30/06/2031',
        }),
      );
      expect(detail.travellers[1]).toMatchObject({
        firstName: 'Ospite1',
        lastName: 'D’Amico',
        birthDate: '1988-09-02T12:00:00.000Z',
        passportNumber: 'YB7654321',
        passportExpiry: '2031-06-30',
        address: 'Via Roma 1, 70121 Bari',
      });
      expect(detail.travellers[0]).toMatchObject({ firstName: 'Chiara', lastName: 'Loiacono' });
      expect(detail.history).toEqual([
        {
          id: expect.any(String),
          at: NOW,
          staffName: 'Giulia Serra',
          action: 'traveller_corrected',
          travellerIndex: 1,
          changes: [
            { field: 'lastName', from: 'Rossi', to: 'D’Amico' },
            { field: 'birthDate', from: '1990-05-14', to: '1988-09-02' },
            { field: 'passportNumber', from: 'YA1234561', to: 'YB7654321' },
            { field: 'passportExpiry', from: null, to: '2031-06-30' },
          ],
        },
      ]);
      // The same again changes nothing, and adds no line.
      const again = await detailOf(
        await giulia('PATCH', `/bookings/${booking!.id}/travellers/1`, { lastName: 'D’Amico' }),
      );
      expect(again.history).toHaveLength(1);
    });

    it('lands both corrections of two staff at once, each in the history', async () => {
      const [booking] = await insert(bookingRow({ travellers: 2 }));
      const giulia = await signInAs(app, database.db, 'Giulia Serra');
      const marco = await signInAs(app, database.db, 'Marco Bianchi');
      await Promise.all([
        giulia('PATCH', `/bookings/${booking!.id}/travellers/0`, { firstName: 'Chiarà' }),
        marco('PATCH', `/bookings/${booking!.id}/travellers/1`, { passportNumber: 'YC1112223' }),
      ]);
      const detail = await detailOf(await staff('GET', `/bookings/${booking!.id}`));
      expect(detail.travellers.map((t) => [t.firstName, t.passportNumber])).toEqual([
        ['Chiarà', 'YA1234560'],
        ['Ospite1', 'YC1112223'],
      ]);
      expect(detail.history.map((entry) => entry.staffName).sort()).toEqual([
        'Giulia Serra',
        'Marco Bianchi',
      ]);
    });

    it.each([
      [{ firstName: '  ' }, { firstName: 'Il nome non può restare vuoto.' }],
      [{ lastName: '' }, { lastName: 'Il cognome non può restare vuoto.' }],
      [{ passportExpiry: '01/01/2020' }, { passportExpiry: passportMessages.expired }],
      [{ birthDate: '31/02/1990' }, { birthDate: bookingMessages.birthDate }],
      [{}, { json: 'Indica che cosa correggere.' }],
    ])('refuses %j in Italian, changing nothing', async (body, fields) => {
      const [booking] = await insert(bookingRow({ travellers: 1 }));
      const res = await staff('PATCH', `/bookings/${booking!.id}/travellers/0`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', fields } });
      const stored = await database.db
        .selectFrom('travel_bookings')
        .select('travelers')
        .executeTakeFirstOrThrow();
      expect(stored.travelers).toBe(booking!.travelers);
      expect(await database.db.selectFrom('booking_history').selectAll().execute()).toEqual([]);
    });

    it('answers 404 for a traveller the booking does not have, and 401 without a session', async () => {
      const [booking] = await insert(bookingRow({ travellers: 1 }));
      const path = `/bookings/${booking!.id}/travellers`;
      expect((await staff('PATCH', `${path}/1`, { firstName: 'Anna' })).status).toBe(404);
      expect((await staff('PATCH', `${path}/10`, { firstName: 'Anna' })).status).toBe(400);
      expect(
        (await staffRequest(app, null)('PATCH', `${path}/0`, { firstName: 'Anna' })).status,
      ).toBe(401);
    });
  });

  describe('recording the deposit', () => {
    it.each(['pending_payment', 'payment_initiated'] as const)(
      'confirms a booking that is %s, with the payment received',
      async (status) => {
        const [booking] = await insert(
          bookingRow({
            status,
            payment_status: status === 'pending_payment' ? 'pending' : 'pending_confirmation',
          }),
        );
        clock.set('2027-03-01T10:30:00.000Z');
        const res = await staff('POST', `/bookings/${booking!.id}/deposit`);
        clock.set(NOW);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({
          id: booking!.id,
          status: 'confirmed',
          paymentStatus: 'received',
          updatedAt: '2027-03-01T10:30:00.000Z',
          travellers: [expect.objectContaining({ firstName: 'Chiara' })],
          documents: [],
        });
        const stored = await database.db
          .selectFrom('travel_bookings')
          .select(['status', 'payment_status'])
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ status: 'confirmed', payment_status: 'received' });
      },
    );

    it.each(['cancelled', 'confirmed', 'inquiry'] as const)(
      'refuses a booking that is %s with 409, changing nothing',
      async (status) => {
        const [booking] = await insert(bookingRow({ status }));
        const res = await staff('POST', `/bookings/${booking!.id}/deposit`);
        expect(res.status).toBe(409);
        expect((await res.json()).error).toEqual({
          code: 'conflict',
          message: 'La caparra si registra solo su una prenotazione in attesa di pagamento.',
        });
        const stored = await database.db
          .selectFrom('travel_bookings')
          .select(['status', 'payment_status', 'updated_at'])
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ status, payment_status: 'pending', updated_at: null });
      },
    );
  });

  describe('extending a hold', () => {
    const extend = (id: string, body: unknown) => staff('POST', `/bookings/${id}/hold`, body);

    it('holds the seats longer from the current end, and from now once it has passed', async () => {
      const [ahead, ended] = await insert(
        bookingRow({ hold_until: '2027-03-02T09:00:00.000Z' }),
        bookingRow({
          hold_until: '2027-02-28T09:00:00.000Z',
          hold_reminded_at: '2027-02-27T09:00:00.000Z',
        }),
      );
      const res = await extend(ahead!.id, { hours: 24 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: ahead!.id,
        status: 'pending_payment',
        holdUntil: '2027-03-03T09:00:00.000Z',
        updatedAt: NOW,
        travellers: [expect.objectContaining({ firstName: 'Chiara' })],
      });

      const again = await extend(ended!.id, { hours: 336 });
      expect(again.status).toBe(200);
      expect(((await again.json()) as StaffBookingDetail).holdUntil).toBe(
        '2027-03-15T09:00:00.000Z',
      );
      // Its reminder goes again before the new end.
      const stored = await database.db
        .selectFrom('travel_bookings')
        .select(['hold_until', 'hold_reminded_at'])
        .where('id', '=', ended!.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ hold_until: '2027-03-15T09:00:00.000Z', hold_reminded_at: null });
    });

    it.each([
      [{}, 'Indica di quante ore prolungare i posti.'],
      [{ hours: 'ventiquattro' }, 'Indica di quante ore prolungare i posti.'],
      [{ hours: 1.5 }, 'Le ore sono un numero intero.'],
      [{ hours: 0 }, 'Prolunga i posti di almeno 1 ora.'],
      [{ hours: 337 }, 'Al massimo 336 ore (14 giorni) alla volta.'],
    ])('refuses %j with 400 and says why', async (body, message) => {
      const [booking] = await insert(bookingRow());
      const res = await extend(booking!.id, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'validation_failed',
        fields: { hours: message },
      });
    });

    it.each([
      ['payment_initiated', 'pending_confirmation'],
      ['confirmed', 'received'],
      ['cancelled', 'pending'],
      ['inquiry', 'pending'],
    ] as const)(
      'refuses a booking that is %s with 409, changing nothing',
      async (status, payment) => {
        const [booking] = await insert(bookingRow({ status, payment_status: payment }));
        const res = await extend(booking!.id, { hours: 24 });
        expect(res.status).toBe(409);
        expect((await res.json()).error).toEqual({
          code: 'conflict',
          message: 'I posti si prolungano solo per una prenotazione in attesa di bonifico.',
        });
        const stored = await database.db
          .selectFrom('travel_bookings')
          .select(['status', 'hold_until', 'updated_at'])
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ status, hold_until: null, updated_at: null });
      },
    );

    it('answers 404 for an unknown booking', async () => {
      const res = await extend(randomUUID(), { hours: 24 });
      expect(res.status).toBe(404);
    });
  });

  describe('cancelling', () => {
    it("gives back exactly the booking's seats to its departure, once", async () => {
      const three = await book(3);
      await book(2);
      expect(await seatsLeft()).toBe(5);

      const res = await staff('POST', `/bookings/${three}/cancel`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: three,
        status: 'cancelled',
        cancellationReason: 'staff',
        updatedAt: NOW,
        travelDateId: 'maldives-dubai-20270410',
      });
      expect(await seatsLeft()).toBe(8);

      const again = await staff('POST', `/bookings/${three}/cancel`);
      expect(again.status).toBe(409);
      expect((await again.json()).error).toEqual({
        code: 'conflict',
        message: 'La prenotazione è già annullata.',
      });
      expect(await seatsLeft()).toBe(8);

      // A cancelled booking no longer waits for its deposit.
      expect((await staff('POST', `/bookings/${three}/deposit`)).status).toBe(409);
    });

    it('never shows more seats than the departure has', async () => {
      const four = await book(4);
      // Staff had meanwhile set the seats by hand (a desk sale given up).
      await database.db.updateTable('travel_dates').set({ spots_available: 8 }).execute();
      expect((await staff('POST', `/bookings/${four}/cancel`)).status).toBe(200);
      expect(await seatsLeft()).toBe(10);
    });

    it('cancels a confirmed booking and an inquiry without a departure', async () => {
      const [confirmed, inquiry] = await insert(
        bookingRow({
          status: 'confirmed',
          payment_status: 'received',
          travel_date_id: 'maldives-dubai-20270410',
          travellers: 2,
        }),
        bookingRow({ status: 'inquiry', start_date: null, end_date: null }),
      );
      await database.db.updateTable('travel_dates').set({ spots_available: 6 }).execute();
      expect((await staff('POST', `/bookings/${confirmed!.id}/cancel`)).status).toBe(200);
      expect(await seatsLeft()).toBe(8);
      const res = await staff('POST', `/bookings/${inquiry!.id}/cancel`);
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe('cancelled');
      expect(await seatsLeft()).toBe(8);
    });
  });
});
