import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffBookingDetail, StaffBookingRow } from '#domain/backoffice.ts';
import type { BookingView } from '#domain/booking.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import { bookingRow, departureRow, signInStaff, staffRequest } from './staff-testing.ts';

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
        transferToCheck: false,
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

    it.each([
      ['?page=0', 'page', 'Pagina non valida.'],
      ['?page=-1', 'page', 'Pagina non valida.'],
      ['?page=due', 'page', 'Pagina non valida.'],
      ['?page=1.5', 'page', 'Pagina non valida.'],
      ['?status=pagata', 'status', 'Stato della prenotazione non valido.'],
      [`?search=${'a'.repeat(101)}`, 'search', 'Cerca con al massimo 100 caratteri.'],
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
      const documentId = randomUUID();
      await database.db
        .insertInto('document_uploads')
        .values({
          id: documentId,
          booking_id: booking!.id,
          document_type: 'passport',
          file_path: `${documentId}.png`,
          mime_type: 'image/png',
          size_bytes: 4096,
          created_at: NOW,
        })
        .execute();

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
          email: 'chiara.loiacono@example.it',
          phone: '+39 333 123 4567',
        },
        {
          firstName: 'Ospite1',
          lastName: 'Rossi',
          birthDate: '1990-05-14T12:00:00.000Z',
          address: 'Via Roma 1, 70121 Bari',
          passportNumber: 'YA1234561',
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
