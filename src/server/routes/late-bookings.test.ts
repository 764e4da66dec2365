import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedBooking } from '#domain/booking.ts';
import type { StaffBookingDetail } from '#domain/backoffice.ts';
import type { EmailKind } from '#domain/emails.ts';
import type { MyBooking } from '#domain/my-booking.ts';
import type { Config } from '../config.ts';
import { sendBalanceReminders } from '../repositories/balance.ts';
import { primaryTraveller } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { plain } from '../testing/mail-samples.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';
import { departureRow, signInStaff, staffRequest } from './staff/staff-testing.ts';

// Friday 27 November 2026, 17:49 in Rome: the seats of a booking made now are held until
// Monday 30 November at 17:49.
const NOW = '2026-11-27T16:49:00.000Z';
const HOLD_LINE = 'Posti riservati fino a lunedì 30 novembre alle 17:49';

/** Five companions, named as real ones are: accents and apostrophes. */
const companions = [
  "Lucia D'Amico",
  'Nicolò Caputo',
  'Françoise Lefèvre',
  'Ilaria Dell’Erba',
  'Sabino Lorusso',
].map((name, i) => {
  const [firstName, lastName] = name.split(' ');
  return {
    firstName,
    lastName,
    birthDate: `0${i + 1}/03/1988`,
    address: 'Via Sparano 12, Bari',
    passportNumber: `YC000${i}123`,
  };
});

/**
 * A booking made less than BALANCE_DAYS_BEFORE days before departure (issue 27): one transfer of
 * the whole amount, said so everywhere the traveller reads it, recorded by staff as one payment,
 * and no reminder of a balance that does not exist. Every booking's first e-mail names the hold.
 */
describe.each(testEngines)('a late booking on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Config;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);
  let visitor = 0;

  const book = async (departureId: string) => {
    visitor += 1;
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${visitor}` },
      body: JSON.stringify({
        destinationId: 'maldive-dubai',
        departureId,
        airport: 'Roma Fiumicino',
        travellers: [primaryTraveller, ...companions],
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedBooking;
  };
  const travellerMail = async (kind: EmailKind) =>
    plain(
      (
        await database.db
          .selectFrom('outbox_messages')
          .select('text')
          .where('kind', '=', kind)
          .where('recipient', '=', primaryTraveller.email)
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow()
      ).text,
    );
  const balanceReminders = () =>
    database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('kind', '=', 'balance_reminder')
      .execute();

  beforeAll(async () => {
    database = await engine.open();
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    staff = staffRequest(app, await signInStaff(app, database.db));
  });
  beforeEach(async () => {
    clock.set(NOW);
    for (const table of ['outbox_messages', 'booking_page_links', 'travel_bookings'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom('travel_dates').execute();
    // Three weeks away, and in April.
    await database.db
      .insertInto('travel_dates')
      .values([
        departureRow({ id: 'maldives-dubai-20261218', start_date: '2026-12-18', price: 1600 }),
        departureRow({ id: 'maldives-dubai-20270410', start_date: '2027-04-10', price: 1600 }),
      ])
      .execute();
  });
  afterAll(async () => database.drop());

  it('three weeks before departure asks for the whole amount in one transfer, with one causale', async () => {
    const booking = await book('maldives-dubai-20261218');
    expect(booking).toMatchObject({
      paymentPlan: 'in_full',
      totalPrice: 9600,
      depositAmount: 9600,
      balanceDueDate: null,
      paymentReference: 'Chiara Loiacono Pagamento completo Viaggio Maldive & Dubai',
      holdUntil: '2026-11-30T16:49:00.000Z',
    });

    const first = await travellerMail('booking_received');
    expect(first).toContain(HOLD_LINE);
    expect(first).toContain(
      'si paga tutto il viaggio con un solo bonifico, senza caparra né saldo',
    );
    expect(first).toContain('Da versare (intero importo, un solo bonifico)\n9.600 €');
    expect(first).toContain("Bonifico per l'intero viaggio");
    expect(first).toContain('Chiara Loiacono Pagamento completo Viaggio Maldive & Dubai');
    expect(first).not.toMatch(/saldo\s+\d|Saldo\n|caparra da versare/i);

    const page = (await (
      await app.request(`/api/my-booking/${booking.bookingPageToken}`)
    ).json()) as MyBooking;
    expect(page.paymentPlan).toBe('in_full');
    expect(page.amounts).toMatchObject({ deposit: 9600, balance: 0, due: 9600, paid: 0 });
    expect(page.bankTransfer.paymentReference).toBe(
      'Chiara Loiacono Pagamento completo Viaggio Maldive & Dubai',
    );

    // No reminder of a balance, today or on any later day.
    for (const day of [NOW, '2026-11-28T09:00:00Z', '2026-12-10T09:00:00Z']) {
      expect(await sendBalanceReminders(database.db, new Date(day), config)).toBe(0);
    }
    expect(await balanceReminders()).toEqual([]);
  });

  it('staff record it as one payment: paid in full, no balance to record, no reminder after it', async () => {
    const { id } = await book('maldives-dubai-20261218');
    const early = await staff('POST', `/bookings/${id}/balance`, {});
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      error: {
        message:
          'Questa prenotazione si paga con un solo bonifico, senza saldo: registra il pagamento ricevuto.',
      },
    });

    // The transfer arrives the next morning (a new staff session: the first one has gone idle).
    clock.set('2026-11-28T10:00:00.000Z');
    staff = staffRequest(app, await signInStaff(app, database.db));
    const res = await staff('POST', `/bookings/${id}/deposit`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as StaffBookingDetail;
    expect(detail).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid_in_full',
      balancePaidOn: '2026-11-28',
      balance: null,
    });
    const confirmation = await travellerMail('deposit_recorded');
    expect(confirmation).toContain('è confermato e pagato per intero: non resta nessun saldo');
    expect(confirmation).toContain('Versato (intero importo)\n9.600 €');

    expect((await staff('POST', `/bookings/${id}/balance`, {})).status).toBe(409);
    expect(await sendBalanceReminders(database.db, new Date('2026-12-10T09:00:00Z'), config)).toBe(
      0,
    );
    expect(await balanceReminders()).toEqual([]);
  });

  it('months ahead keeps the deposit and the balance, and the first e-mail names the hold too', async () => {
    const booking = await book('maldives-dubai-20270410');
    expect(booking).toMatchObject({
      paymentPlan: 'deposit',
      depositAmount: 3840,
      balanceDueDate: '2027-03-11',
      paymentReference: 'Chiara Loiacono Caparra Viaggio Maldive & Dubai',
    });
    const first = await travellerMail('booking_received');
    expect(first).toContain(HOLD_LINE);
    expect(first).toContain('Caparra da versare (40%)\n3.840 €');
    expect(first).toContain('Saldo\n5.760 € entro giovedì 11 marzo 2027');
  });
});
