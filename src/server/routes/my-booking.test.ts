import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import type { CreatedBooking } from '#domain/booking.ts';
import { documentMessages } from '#domain/documents.ts';
import {
  myBookingMessages,
  type MyBooking,
  type MyBookingDocumentsResult,
} from '#domain/my-booking.ts';
import { addresses, bookingRequest, primaryTraveller } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, photo } from '../testing/photos.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import { departureRow, signInStaff, staffRequest } from './staff/staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const companion = {
  firstName: 'Davide',
  lastName: 'Loiacono',
  birthDate: '03/11/1985',
  address: 'Via Dante 5, Milano',
  passportNumber: 'YB7654321',
};

describe.each(testEngines)('the traveller’s booking page API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let jpeg: Uint8Array<ArrayBuffer>;
  const clock = fixedClock(NOW);
  const from = addresses(31);

  const book = async () => {
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
      body: JSON.stringify(bookingRequest([primaryTraveller, companion])),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedBooking;
  };
  const open = (token: string, address = from()) =>
    app.request(`/api/my-booking/${token}`, { headers: { 'x-forwarded-for': address } });
  const upload = (token: string, traveller?: string) => {
    const form = documentsForm({ passport: jpeg, selfie: jpeg });
    if (traveller !== undefined) form.append('traveller', traveller);
    return app.request(`/api/my-booking/${token}/documents`, {
      method: 'POST',
      headers: { 'x-forwarded-for': from() },
      body: form,
    });
  };

  beforeAll(async () => {
    ({ database, app } = await openTestApp(engine, { clock }));
    jpeg = await photo();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => database.drop());

  it('hands out the link once and keeps only its hash', async () => {
    const { id, bookingPageToken } = await book();
    expect(bookingPageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const links = await database.db.selectFrom('booking_page_links').selectAll().execute();
    expect(links).toEqual([
      { token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), booking_id: id, created_at: NOW },
    ]);
    expect(JSON.stringify(links)).not.toContain(bookingPageToken);
    // Read back, the booking no longer carries it.
    expect(await (await app.request(`/api/bookings/${id}`)).json()).not.toHaveProperty(
      'bookingPageToken',
    );
  });

  it('shows the booking by its link: names, amounts, the transfer, no passport data', async () => {
    const { bookingPageToken, id } = await book();
    const res = await open(bookingPageToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      code: `#${id.slice(0, 8)}`,
      status: 'pending_payment',
      statusLabel: 'In attesa di bonifico',
      paymentStatus: 'pending',
      holdUntil: new Date(Date.parse(NOW) + 72 * 3_600_000).toISOString(),
      cancellationReason: null,
      paymentPlan: 'deposit',
      balanceDueDate: '2027-03-11',
      balancePaidOn: null,
      destinationId: 'maldive-dubai',
      destinationTitle: 'Maldive & Dubai',
      startDate: '2027-04-10',
      endDate: '2027-04-19',
      tripDays: 10,
      nights: 9,
      airport: 'Roma Fiumicino',
      travellers: [
        {
          index: 0,
          firstName: 'Chiara',
          lastName: 'Loiacono',
          documents: { passport: false, selfie: false },
        },
        {
          index: 1,
          firstName: 'Davide',
          lastName: 'Loiacono',
          documents: { passport: false, selfie: false },
        },
      ],
      amounts: {
        pricePerPerson: 2500,
        total: 5000,
        deposit: 2000,
        depositPaid: false,
        balance: 3000,
        balancePaid: false,
        paid: 0,
        due: 5000,
      },
      bankTransfer: {
        accountHolder: expect.any(String),
        iban: expect.stringMatching(/^IT/),
        paymentReference: 'Chiara Loiacono Caparra Viaggio Maldive & Dubai',
      },
      documentsOpen: true,
      createdAt: NOW,
    } satisfies MyBooking);
    for (const secret of ['YA1234567', 'YB7654321', 'Via Roma', 'Via Dante', '1990-05-14', id]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(primaryTraveller.email);
    expect(text).not.toContain(primaryTraveller.phone);
  });

  it('shows the deposit as paid once staff record it, and the rest as due', async () => {
    const { bookingPageToken, id } = await book();
    const staff = staffRequest(app, await signInStaff(app, database.db));
    expect((await staff('POST', `/bookings/${id}/deposit`)).status).toBe(200);
    const booking = (await (await open(bookingPageToken)).json()) as MyBooking;
    expect(booking).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Confermata',
      amounts: { total: 5000, deposit: 2000, depositPaid: true, paid: 2000, due: 3000 },
    });
  });

  it.each([
    ['an unknown link', 'A'.repeat(43)],
    ['a link cut short', 'abc'],
    ['a link with a slash', 'x%2F..%2Fy'],
    ['a booking code', '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'],
  ])('answers %s with the one 404', async (_, token) => {
    await book();
    for (const res of [await open(token), await upload(token, '0')]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'not_found', message: myBookingMessages.notFound },
      });
    }
  });

  it('takes the photos of the second traveller, and staff see whose they are', async () => {
    const { bookingPageToken, id } = await book();
    const res = await upload(bookingPageToken, '1');
    expect(res.status).toBe(201);
    const result = (await res.json()) as MyBookingDocumentsResult;
    expect(result.documents.map((document) => document.documentType)).toEqual([
      'passport',
      'selfie',
    ]);
    expect(result.booking.travellers.map((traveller) => traveller.documents)).toEqual([
      { passport: false, selfie: false },
      { passport: true, selfie: true },
    ]);

    const staff = staffRequest(app, await signInStaff(app, database.db));
    const detail = (await (await staff('GET', `/bookings/${id}`)).json()) as StaffBookingDetail;
    expect(detail.documents.map((document) => document.travellerIndex)).toEqual([1, 1]);
  });

  it.each(['2', '-1', '1.5', 'due'])(
    'refuses a traveller the booking does not have (%s) and keeps nothing',
    async (traveller) => {
      const { bookingPageToken } = await book();
      const res = await upload(bookingPageToken, traveller);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ traveller: documentMessages.traveller });
      expect(await database.db.selectFrom('document_uploads').selectAll().execute()).toEqual([]);
    },
  );

  it('keeps the primary traveller as the owner of photos sent without a traveller', async () => {
    const { bookingPageToken, id } = await book();
    expect((await upload(bookingPageToken)).status).toBe(201);
    const form = documentsForm({ passport: jpeg, selfie: jpeg, bookingId: id });
    form.append('traveller', '1');
    const res = await app.request('/api/documents', {
      method: 'POST',
      headers: { 'x-forwarded-for': from() },
      body: form,
    });
    expect(res.status).toBe(201);
    const rows = await database.db
      .selectFrom('document_uploads')
      .select(['traveller_index', 'document_type'])
      .orderBy('traveller_index')
      .orderBy('document_type')
      .execute();
    expect(rows.map((row) => row.traveller_index)).toEqual([0, 0, 1, 1]);
  });

  it('shows a cancelled booking, and takes no more documents for it', async () => {
    const { bookingPageToken, id } = await book();
    const staff = staffRequest(app, await signInStaff(app, database.db));
    expect((await staff('POST', `/bookings/${id}/cancel`)).status).toBe(200);
    expect(await (await open(bookingPageToken)).json()).toMatchObject({
      status: 'cancelled',
      statusLabel: 'Annullata',
      documentsOpen: false,
    });
    const res = await upload(bookingPageToken, '0');
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(myBookingMessages.cancelled);
  });

  describe('the transfer declared from the page', () => {
    const declare = (token: string, address = from()) =>
      app.request(`/api/my-booking/${token}/payment-confirmation`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
      });
    const outbox = async () =>
      (
        await database.db
          .selectFrom('outbox_messages')
          .select(['kind', 'recipient'])
          .where('kind', '=', 'transfer_declared_staff')
          .execute()
      ).map((row) => [row.kind, row.recipient]);

    beforeEach(async () => {
      await database.db.deleteFrom('outbox_messages').execute();
      await database.db.deleteFrom('rate_limits').execute();
    });

    it('stops the hold’s clock, tells the agency once, and answers the page', async () => {
      const { bookingPageToken, id } = await book();
      const res = await declare(bookingPageToken);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        code: `#${id.slice(0, 8)}`,
        status: 'payment_initiated',
        statusLabel: 'Bonifico dichiarato',
        paymentStatus: 'pending_confirmation',
        holdUntil: null,
        amounts: { deposit: 2000, depositPaid: false, paid: 0 },
      });
      const stored = await database.db
        .selectFrom('travel_bookings')
        .select(['status', 'transfer_declared_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: 'payment_initiated', transfer_declared_at: NOW });

      // A second press (another traveller of the group, a double tap) changes nothing.
      expect((await declare(bookingPageToken)).status).toBe(200);
      expect(await outbox()).toHaveLength(1);
    });

    it('refuses a booking that no longer waits for a transfer with 409', async () => {
      const { bookingPageToken, id } = await book();
      const staff = staffRequest(app, await signInStaff(app, database.db));
      expect((await staff('POST', `/bookings/${id}/cancel`)).status).toBe(200);
      const res = await declare(bookingPageToken);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toEqual({
        code: 'conflict',
        message: 'Questa prenotazione non attende più un bonifico.',
      });
      expect(await outbox()).toEqual([]);
    });

    it('answers 404 to a link that opens no booking, and 429 past 10 in 10 minutes', async () => {
      const unknown = await declare('A'.repeat(43));
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.message).toBe(myBookingMessages.notFound);

      const { bookingPageToken } = await book();
      const address = from();
      for (let i = 0; i < 10; i += 1) {
        expect((await declare(bookingPageToken, address)).status).toBe(200);
      }
      expect((await declare(bookingPageToken, address)).status).toBe(429);
    });
  });

  it('answers one address at most 60 times in 10 minutes', async () => {
    const { bookingPageToken } = await book();
    const address = from();
    for (let i = 0; i < 60; i += 1)
      expect((await open(bookingPageToken, address)).status).toBe(200);
    const refused = await open(bookingPageToken, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
