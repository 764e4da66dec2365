import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffBookingDetail, StaffDepartureManifest } from '#domain/backoffice.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import { bookingRow, departureRow, documentRow, signInAs, staffRequest } from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const DEPARTURE = 'maldives-dubai-20270410';
const REASON = 'La foto è sfocata: il numero del passaporto non si legge.';

describe.each(testEngines)('reviewing a document on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let giulia: ReturnType<typeof staffRequest>;
  let marco: ReturnType<typeof staffRequest>;
  let bookingId: string;
  const clock = fixedClock(NOW);

  /** A passport photo or selfie of the booking's traveller `index`, as an upload leaves it. */
  const upload = async (type: 'passport' | 'selfie', index: number, booking: string | null) => {
    const row = documentRow(booking, index, { document_type: type, created_at: NOW });
    await database.db.insertInto('document_uploads').values(row).execute();
    return row.id!;
  };
  const review = (who: typeof giulia, id: string, body: object) =>
    who('POST', `/documents/${id}/review`, body);
  const redoEmails = () =>
    database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'text'])
      .where('kind', '=', 'document_redo')
      .execute();
  const secondTraveller = async () =>
    (
      (await (await giulia('GET', `/departures/${DEPARTURE}`)).json()) as StaffDepartureManifest
    ).travellers.find((traveller) => traveller.travellerIndex === 1)!;

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock }));
    giulia = await signInAs(app, database.db, 'Giulia Serra');
    marco = await signInAs(app, database.db, 'Marco D’Angelo');
  });
  beforeEach(async () => {
    for (const table of ['outbox_messages', 'booking_history', 'document_uploads'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
    const row = bookingRow({ travellers: 2, travel_date_id: DEPARTURE });
    await database.db.insertInto('travel_bookings').values(row).execute();
    bookingId = row.id!;
  });
  afterAll(async () => database.drop());

  it('“Verificato” is kept with who and when; the document still counts, nobody is e-mailed', async () => {
    const passport = await upload('passport', 1, bookingId);
    const res = await review(giulia, passport, { review: 'verified' });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as StaffBookingDetail;
    expect(detail.documents[0]!.review).toEqual({
      state: 'verified',
      at: NOW,
      by: 'Giulia Serra',
      reason: null,
    });
    expect(detail.history).toEqual([
      expect.objectContaining({
        staffName: 'Giulia Serra',
        action: 'document_reviewed',
        documentType: 'passport',
        travellerIndex: 1,
        review: 'verified',
        reason: null,
      }),
    ]);
    expect((await secondTraveller()).documents.passport).toBe(true);
    expect(await redoEmails()).toEqual([]);
  });

  it('“Da rifare” asks the traveller again, saying whose and why; the document no longer counts', async () => {
    const selfie = await upload('selfie', 1, bookingId);
    expect((await secondTraveller()).documents.selfie).toBe(true);
    const res = await review(giulia, selfie, { review: 'redo', reason: REASON });
    expect(res.status).toBe(200);
    expect(((await res.json()) as StaffBookingDetail).documents[0]!.review).toMatchObject({
      state: 'redo',
      reason: REASON,
    });
    expect((await secondTraveller()).documents.selfie).toBe(false);
    const [email, ...others] = await redoEmails();
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      recipient: 'chiara.loiacono@example.it',
      subject: 'Un documento da inviare di nuovo · Maldive & Dubai',
    });
    expect(email!.text).toContain('ci serve di nuovo il selfie con il passaporto di Ospite1 Rossi');
    expect(email!.text).toContain(`Il motivo: ${REASON}`);
    // A new selfie arrives: it counts again.
    await upload('selfie', 1, bookingId);
    expect((await secondTraveller()).documents.selfie).toBe(true);
  });

  it('two staff pressing “Da rifare” at once send one e-mail and write one line', async () => {
    const passport = await upload('passport', 0, bookingId);
    const answers = await Promise.all([
      review(giulia, passport, { review: 'redo', reason: REASON }),
      review(marco, passport, { review: 'redo', reason: REASON }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await redoEmails()).toHaveLength(1);
    const history = await database.db.selectFrom('booking_history').selectAll().execute();
    expect(history).toHaveLength(1);
  });

  it('refuses a redo without a reason in Italian, and answers 404, 409 and 401 where due', async () => {
    const passport = await upload('passport', 0, bookingId);
    const empty = await review(giulia, passport, { review: 'redo', reason: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({
      reason: 'Scrivi cosa va rifatto: il viaggiatore lo legge nell’e-mail.',
    });
    const odd = await review(giulia, passport, { review: 'maybe' });
    expect(odd.status).toBe(400);
    expect(
      (await database.db.selectFrom('document_uploads').select('review').executeTakeFirst())
        ?.review,
    ).toBeNull();

    expect((await review(giulia, randomUUID(), { review: 'verified' })).status).toBe(404);
    expect((await review(giulia, 'nessuno', { review: 'verified' })).status).toBe(400);
    const loose = await upload('selfie', 0, null);
    const unbooked = await review(giulia, loose, { review: 'redo', reason: REASON });
    expect(unbooked.status).toBe(409);
    expect((await unbooked.json()).error.message).toBe(
      'Questo documento non è legato a una prenotazione: non c’è nessuno a cui scrivere.',
    );
    await database.db
      .updateTable('travel_bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', bookingId)
      .execute();
    const cancelled = await review(giulia, passport, { review: 'redo', reason: REASON });
    expect(cancelled.status).toBe(409);
    expect((await cancelled.json()).error.message).toBe(
      'La prenotazione è annullata: non serve chiedere di rifare il documento.',
    );
    expect((await review(staffRequest(app, null), passport, { review: 'verified' })).status).toBe(
      401,
    );
    expect(await redoEmails()).toEqual([]);
  });
});
