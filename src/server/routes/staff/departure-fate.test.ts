import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffDepartureManifest } from '#domain/backoffice.ts';
import { departureFateMessages } from '#domain/departure-fate.ts';
import type { EmailKind } from '#domain/emails.ts';
import { formatEuro } from '#domain/format.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import { bookingRow, departureRow, signInAs, staffRequest } from './staff-testing.ts';

// Today in Rome is 1 March 2027; the departure leaves on 10 April.
const NOW = '2027-03-01T09:00:00.000Z';
const DEPARTURE = 'maldives-dubai-20270410';
const REASON = 'Il volo charter per Malé è stato cancellato dalla compagnia.';

describe.each(testEngines)("a departure's fate on $name", (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let giulia: ReturnType<typeof staffRequest>;
  let marco: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);

  const outbox = (kind: EmailKind) =>
    database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'text', 'booking_id'])
      .where('kind', '=', kind)
      .orderBy('recipient')
      .execute();
  const manifest = async () =>
    (await (await giulia('GET', `/departures/${DEPARTURE}`)).json()) as StaffDepartureManifest;
  const departure = () =>
    database.db
      .selectFrom('travel_dates')
      .selectAll()
      .where('id', '=', DEPARTURE)
      .executeTakeFirstOrThrow();

  /** Three bookings: Anna's deposit received (2 seats), Bruno and Carla waiting for theirs. */
  const threeBookings = async () => {
    const booked = (name: string, changes: Parameters<typeof bookingRow>[0]) =>
      bookingRow({
        travel_date_id: DEPARTURE,
        primary: { firstName: name, lastName: 'D’Alessio' },
        contact_email: `${name.toLowerCase()}@example.it`,
        created_at: '2027-02-28T20:00:00.000Z',
        ...changes,
      });
    const rows = [
      booked('Anna', { status: 'confirmed', payment_status: 'received', travellers: 2 }),
      booked('Bruno', {}),
      booked('Carla', {}),
    ];
    await database.db.insertInto('travel_bookings').values(rows).execute();
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock }));
    giulia = await signInAs(app, database.db, 'Giulia Serra');
    marco = await signInAs(app, database.db, 'Marco Bianchi');
  });
  beforeEach(async () => {
    await database.db.deleteFrom('outbox_messages').execute();
    await database.db.deleteFrom('departure_messages').execute();
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('waitlist_entries').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db
      .insertInto('travel_dates')
      .values(departureRow({ spots_available: 6 }))
      .execute();
  });
  afterAll(async () => database.drop());

  describe('“Conferma partenza”', () => {
    it('tells every booking once, even pressed twice at once by two staff', async () => {
      await threeBookings();
      const answers = await Promise.all([
        giulia('POST', `/departures/${DEPARTURE}/confirm`),
        marco('POST', `/departures/${DEPARTURE}/confirm`),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const refused = answers.find((res) => res.status === 409)!;
      expect(await refused.json()).toMatchObject({
        error: { message: departureFateMessages.alreadyConfirmed },
      });
      const sent = await outbox('departure_confirmed');
      expect(sent.map((message) => message.recipient)).toEqual([
        'anna@example.it',
        'bruno@example.it',
        'carla@example.it',
      ]);
      expect(sent[0]!.text).toContain('la partenza è confermata');
      expect((await manifest()).departure.confirmed).toEqual({
        at: NOW,
        by: expect.stringMatching(/^(Giulia Serra|Marco Bianchi)$/),
      });
    });
  });

  describe('a message to the travellers', () => {
    const message = (changes: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      audience: 'documents',
      subject: 'Documenti mancanti per Maldive & Dubai',
      body: 'ci mancano ancora i documenti.\n\nGrazie!',
      ...changes,
    });

    it('goes once to each booking missing documents, even sent twice by a double click', async () => {
      const [anna] = await threeBookings();
      // Anna's two travellers sent everything; Bruno and Carla nothing.
      await database.db
        .insertInto('document_uploads')
        .values(
          [0, 1].flatMap((traveller_index) =>
            (['passport', 'selfie'] as const).map((document_type) => ({
              id: randomUUID(),
              booking_id: anna!,
              traveller_index,
              document_type,
              file_path: `${randomUUID()}.jpg`,
              mime_type: 'image/jpeg',
              size_bytes: 1234,
              created_at: NOW,
            })),
          ),
        )
        .execute();
      const body = message();
      const answers = await Promise.all([
        giulia('POST', `/departures/${DEPARTURE}/messages`, body),
        giulia('POST', `/departures/${DEPARTURE}/messages`, body),
      ]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      const sent = await outbox('departure_message');
      expect(sent.map((email) => email.recipient)).toEqual([
        'bruno@example.it',
        'carla@example.it',
      ]);
      expect(sent[0]!.text).toContain('Ciao Bruno,');
      expect(sent[0]!.text).toContain('ci mancano ancora i documenti.');
      const [listed] = (await manifest()).messages;
      expect(listed).toMatchObject({
        audience: 'documents',
        subject: 'Documenti mancanti per Maldive & Dubai',
        createdBy: 'Giulia Serra',
        createdAt: NOW,
      });
      expect(listed!.deliveries.map((delivery) => [delivery.recipient, delivery.state])).toEqual([
        ['bruno@example.it', 'pending'],
        ['carla@example.it', 'pending'],
      ]);

      // To everyone: a new message, three e-mails.
      await giulia('POST', `/departures/${DEPARTURE}/messages`, message({ audience: 'all' }));
      expect(await outbox('departure_message')).toHaveLength(5);
      expect((await manifest()).messages).toHaveLength(2);
    });

    it('refuses a message with no text, and one that reaches nobody', async () => {
      const res = await giulia('POST', `/departures/${DEPARTURE}/messages`, message({ body: ' ' }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { fields: { body: 'Scrivi il testo del messaggio.' } },
      });
      const nobody = await giulia('POST', `/departures/${DEPARTURE}/messages`, message());
      expect(nobody.status).toBe(409);
      expect(await outbox('departure_message')).toEqual([]);
    });
  });

  describe('“Annulla partenza”', () => {
    it('cancels 3 bookings racing two transfer declarations into one consistent state, each e-mail once', async () => {
      const [anna, bruno, carla] = await threeBookings();
      await database.db
        .insertInto('waitlist_entries')
        .values({
          id: randomUUID(),
          travel_date_id: DEPARTURE,
          name: 'Dario',
          email: 'dario@example.it',
          email_key: 'dario@example.it',
          seats: 2,
          created_at: NOW,
          notified_at: null,
        })
        .execute();
      const declare = (id: string) =>
        app.request(`/api/bookings/${id}/payment-confirmation`, { method: 'POST' });
      const [cancelled] = await Promise.all([
        giulia('POST', `/departures/${DEPARTURE}/cancel`, { reason: REASON }),
        declare(bruno!),
        declare(carla!),
      ]);
      expect(cancelled.status).toBe(200);

      const rows = await database.db
        .selectFrom('travel_bookings')
        .select(['id', 'status', 'cancellation_reason', 'payment_status'])
        .execute();
      expect(rows.map((row) => [row.status, row.cancellation_reason])).toEqual([
        ['cancelled', 'departure_cancelled'],
        ['cancelled', 'departure_cancelled'],
        ['cancelled', 'departure_cancelled'],
      ]);
      expect(await departure()).toMatchObject({
        spots_available: 10,
        closed: true,
        cancelled_at: NOW,
        cancelled_by: 'Giulia Serra',
        cancellation_note: REASON,
      });
      // One e-mail per booking, saying what each paid and gets back, as its booking ended.
      const notices = await outbox('departure_cancelled');
      expect(notices.map((message) => message.booking_id).sort()).toEqual(
        [anna, bruno, carla].sort(),
      );
      for (const notice of notices) {
        expect(notice.text).toContain(REASON);
        const row = rows.find((candidate) => candidate.id === notice.booking_id)!;
        if (row.id === anna)
          expect(notice.text).toContain(
            `Ti restituiamo tutto quello che hai versato, ${formatEuro(2000)}`,
          );
        else if (row.payment_status === 'pending_confirmation')
          expect(notice.text).toContain(
            `Ti restituiamo tutto quello che hai versato, ${formatEuro(1000)}`,
          );
        else expect(notice.text).toContain('Non hai versato nulla');
      }
      // The waitlist is closed, and the person waiting told.
      expect(await database.db.selectFrom('waitlist_entries').selectAll().execute()).toEqual([]);
      expect((await outbox('waitlist_departure_cancelled')).map((m) => m.recipient)).toEqual([
        'dario@example.it',
      ]);
      // Visitors no longer see it.
      const offered = (await (
        await app.request('/api/destinations/maldive-dubai/departures')
      ).json()) as { departures: { id: string }[] };
      expect(offered.departures.map((offer) => offer.id)).not.toContain(DEPARTURE);

      // Again: one cancellation, one set of e-mails.
      const again = await marco('POST', `/departures/${DEPARTURE}/cancel`, { reason: REASON });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        error: { message: departureFateMessages.alreadyCancelled },
      });
      expect(await outbox('departure_cancelled')).toHaveLength(3);
      // Nor can it be reopened, or confirmed.
      expect((await giulia('PATCH', `/departures/${DEPARTURE}`, { closed: false })).status).toBe(
        409,
      );
      expect((await giulia('POST', `/departures/${DEPARTURE}/confirm`)).status).toBe(409);
    });

    it('lists what to refund, and records each refund once, to the account given', async () => {
      const [anna, bruno] = await threeBookings();
      await giulia('POST', `/departures/${DEPARTURE}/cancel`, { reason: REASON });
      const { refunds } = await manifest();
      // Anna paid her deposit; Bruno and Carla paid nothing.
      expect(refunds).toEqual([
        {
          bookingId: anna,
          lead: 'Anna D’Alessio',
          email: 'anna@example.it',
          phone: '+39 333 123 4567',
          paymentStatus: 'received',
          owed: 2000,
          toCheck: false,
          refunded: null,
        },
      ]);

      const refund = (id: string, iban: string) =>
        giulia('POST', `/bookings/${id}/refund`, { iban });
      const bad = await refund(anna!, 'IT00 X000 0000 0000');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: { fields: { iban: departureFateMessages.iban } },
      });
      expect((await refund(anna!, 'it60 x054 2811 1010 0000 0123 456')).status).toBe(200);
      expect((await manifest()).refunds[0]!.refunded).toEqual({
        on: '2027-03-01',
        amount: 2000,
        iban: 'IT60X0542811101000000123456',
        by: 'Giulia Serra',
      });
      const twice = await refund(anna!, 'IT60X0542811101000000123456');
      expect(twice.status).toBe(409);
      expect(await twice.json()).toMatchObject({
        error: { message: departureFateMessages.alreadyRefunded },
      });
      expect((await refund(bruno!, 'IT60X0542811101000000123456')).status).toBe(409);
    });

    it('asks for a reason, and answers 404 for no departure and 401 to no one signed in', async () => {
      const empty = await giulia('POST', `/departures/${DEPARTURE}/cancel`, { reason: '  ' });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({
        error: { fields: { reason: departureFateMessages.reason } },
      });
      expect((await departure()).cancelled_at).toBeNull();
      expect(
        (await giulia('POST', '/departures/maldives-dubai-20990101/cancel', { reason: REASON }))
          .status,
      ).toBe(404);
      expect(
        (
          await staffRequest(app, null)('POST', `/departures/${DEPARTURE}/cancel`, {
            reason: REASON,
          })
        ).status,
      ).toBe(401);
    });
  });
});
