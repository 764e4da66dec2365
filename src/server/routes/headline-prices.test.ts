import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, TripAvailability } from '#domain/catalogue.ts';
import { lowestBookablePrice } from '#domain/departures.ts';
import { formatEuro } from '#domain/format.ts';
import { testClientFiles } from '../testing/client-files.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { textOf } from '../testing/rendered-pages.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';
import { departureRow, signInStaff, staffRequest } from './staff/staff-testing.ts';

/** Grecia (1.400 € in the catalogue) leaves on these days; today is 22 November 2026. */
const greece = (day: string, price: number, seats = 6, closed = false) =>
  departureRow({
    id: `greece-santorini-${day.replaceAll('-', '')}`,
    destination_id: 'greece-santorini',
    start_date: day,
    price,
    spots_available: seats,
    closed,
  });

describe.each(testEngines)('the "da" price of a trip on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: ReturnType<typeof staffRequest>;
  const client = testClientFiles();

  /**
   * The API's seats and prices, after checking that its query says what the domain's rule says
   * of every stored departure of Grecia.
   */
  const availability = async () => {
    const answer = (await (await app.request('/api/catalogue/availability')).json()) as Record<
      string,
      TripAvailability
    >;
    const stored = await database.db
      .selectFrom('travel_dates')
      .select(['start_date as startDate', 'price', 'spots_available as spotsAvailable', 'closed'])
      .where('destination_id', '=', 'greece-santorini')
      .execute();
    expect(answer['grecia']!.lowestPrice).toBe(lowestBookablePrice(stored, '2026-11-22'));
    return answer;
  };
  /** The page's body as a visitor reads it. */
  const page = async (path: string) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    return textOf(html);
  };
  /** The card of a trip in the listing. */
  const listingCard = async (title: string) => {
    const html = await (await app.request('/travels')).text();
    const cards = html.split('<article').slice(1).map(textOf);
    return cards.find((card) => card.includes(title)) ?? '';
  };
  const reprice = async (day: string, changes: Record<string, unknown>) => {
    const res = await staff('PATCH', `/departures/greece-santorini-${day}`, changes);
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, {
      clock: fixedClock('2026-11-22T10:00:00Z'),
      env: { CLIENT_DIR: client.dir },
    }));
    staff = staffRequest(app, await signInStaff(app, database.db));
    await database.db
      .insertInto('travel_dates')
      .values([
        greece('2026-11-01', 800), // gone
        greece('2026-11-30', 900), // within the 14 days: no longer bookable
        greece('2026-12-14', 1700), // three weeks away
        greece('2027-01-18', 1300),
        greece('2027-02-08', 1100, 0), // full
        greece('2027-03-08', 1000, 6, true), // closed by staff
      ])
      .execute();
  });
  afterAll(async () => {
    await database.drop();
    client.remove();
  });

  it("heads Grecia with its cheapest departure on sale, not the catalogue's 1.400 €", async () => {
    const catalogue = (await (await app.request('/api/catalogue')).json()) as Catalogue;
    expect(catalogue.trips.find((trip) => trip.id === 'grecia')?.price).toBe(1400);
    expect((await availability())['grecia']).toMatchObject({ departures: 2, lowestPrice: 1300 });

    const tripPage = await page('/travel/grecia');
    expect(tripPage).toContain(`da ${formatEuro(1300)} a persona`);
    expect(tripPage).not.toContain(formatEuro(1400));
    // No list price entered: nothing struck through, no "-N%".
    expect(tripPage).not.toMatch(/-\d+%/);
    const card = await listingCard('Grecia: Atene & Santorini');
    expect(card).toContain(`da ${formatEuro(1300)} a persona`);
    expect(card).toContain('2 date disponibili');
  });

  it('follows the departures staff reprice, close and reopen', async () => {
    await reprice('20261214', { price: 1250 });
    expect((await availability())['grecia']!.lowestPrice).toBe(1250);
    expect(await page('/travel/grecia')).toContain(`da ${formatEuro(1250)} a persona`);

    await reprice('20261214', { closed: true });
    expect((await availability())['grecia']!.lowestPrice).toBe(1300);

    // Two seats back on the full departure: it is on sale again, at 1.100 €.
    await reprice('20270208', { spotsAvailable: 2 });
    expect((await availability())['grecia']!.lowestPrice).toBe(1100);
  });

  it('keeps the trip’s own price when no departure is on sale', async () => {
    await reprice('20270118', { closed: true });
    await reprice('20270208', { closed: true });
    expect((await availability())['grecia']).toMatchObject({ departures: 0, lowestPrice: null });
    expect(await page('/travel/grecia')).toContain(`da ${formatEuro(1400)} a persona`);
    // Kenya has no departures at all: 1.500 €, its catalogue price.
    expect((await availability())['kenya-safari-experience']!.lowestPrice).toBeNull();
    expect(await page('/travel/kenya-safari-experience')).toContain(
      `da ${formatEuro(1500)} a persona`,
    );
  });
});
