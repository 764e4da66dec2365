import { describe, expect, it } from 'vitest';
import {
  daysAndNights,
  fallbackDepartures,
  groupByMonth,
  italianMonth,
  lowestBookablePrice,
  seatBadge,
  seatStatus,
  toDeparture,
  type DepartureOnSale,
} from './departures.ts';

describe('seats of a departure', () => {
  it.each([
    [0, 'full', 'Completo'],
    [1, 'few', 'Ultimo posto'],
    [3, 'few', 'Ultimi 3 posti'],
    [4, 'available', '4 posti disponibili'],
    [10, 'available', '10 posti disponibili'],
  ] as const)('%i seats: %s, "%s"', (seats, status, badge) => {
    expect(seatStatus(seats)).toBe(status);
    expect(seatBadge(seats)).toBe(badge);
  });

  it('never shows more seats than the departure has', () => {
    for (let seats = 1; seats <= 10; seats += 1) {
      expect(Number(/\d+/.exec(seatBadge(seats))?.[0] ?? 1)).toBeLessThanOrEqual(seats);
    }
  });
});

describe('the departures a visitor can book, and the lowest price among them', () => {
  // Today is 1 March 2027: the first day still bookable is 16 March (the 14-day cut-off).
  const today = '2027-03-01';
  const inThreeWeeks: DepartureOnSale = {
    startDate: '2027-03-22',
    price: 1700,
    spotsAvailable: 6,
    closed: false,
  };
  const gone = { ...inThreeWeeks, startDate: '2027-02-10', price: 900 };
  const tooSoon = { ...inThreeWeeks, startDate: '2027-03-15', price: 1000 };
  const firstBookable = { ...inThreeWeeks, startDate: '2027-03-16', price: 1600 };
  const full = { ...inThreeWeeks, startDate: '2027-04-05', price: 1100, spotsAvailable: 0 };
  const closed = { ...inThreeWeeks, startDate: '2027-04-19', price: 1200, closed: true };
  const lastSeat = { ...inThreeWeeks, startDate: '2027-05-03', price: 1300, spotsAvailable: 1 };

  it('counts a departure from the 15th day on, while it is open and has a seat', () => {
    for (const departure of [inThreeWeeks, firstBookable, lastSeat]) {
      expect(lowestBookablePrice([departure], today)).toBe(departure.price);
    }
    for (const departure of [gone, tooSoon, full, closed]) {
      expect(lowestBookablePrice([departure], today)).toBeNull();
    }
  });

  it('is the cheapest departure on sale, never a past, too close, full or closed one', () => {
    const all = [gone, tooSoon, inThreeWeeks, full, closed, lastSeat, firstBookable];
    expect(lowestBookablePrice(all, today)).toBe(1300);
    expect(lowestBookablePrice([gone, tooSoon, inThreeWeeks, full, closed], today)).toBe(1700);
  });

  it('is null when no departure can be booked', () => {
    expect(lowestBookablePrice([gone, tooSoon, full, closed], today)).toBeNull();
    expect(lowestBookablePrice([], today)).toBeNull();
  });
});

describe('days and nights', () => {
  it('counts one night fewer than days', () => {
    expect(daysAndNights(10)).toBe('10 giorni / 9 notti');
    expect(daysAndNights(7)).toBe('7 giorni / 6 notti');
  });
});

describe('a stored departure for the dialog', () => {
  const row = {
    id: 'maldive-20270315',
    start_date: '2027-03-15',
    price: 2400,
    spots_available: 4,
    total_spots: 10,
    coordinator1: 'Giulia',
    coordinator2: 'Marco',
  };

  it('ends after the trip’s days, keeps the real seats and names both coordinators', () => {
    expect(toDeparture(row, 10, 'deposit')).toEqual({
      id: 'maldive-20270315',
      startDate: '2027-03-15',
      endDate: '2027-03-24',
      price: 2400,
      spotsAvailable: 4,
      totalSpots: 10,
      coordinators: ['Giulia', 'Marco'],
      tripDuration: 10,
      availability: 'few',
      status: 'available',
      paymentPlan: 'deposit',
    });
  });

  it('is "few" in the spec’s sense at four seats or fewer, "available" above', () => {
    expect(toDeparture({ ...row, spots_available: 5 }, 10, 'deposit').availability).toBe(
      'available',
    );
    expect(toDeparture({ ...row, spots_available: 0 }, 10, 'deposit').status).toBe('full');
  });

  it('never has an availability that disagrees with its status', () => {
    expect(toDeparture({ ...row, spots_available: 0 }, 10, 'deposit')).toMatchObject({
      availability: 'full',
      status: 'full',
    });
    for (let seats = 0; seats <= 10; seats += 1) {
      const { availability, status } = toDeparture(
        { ...row, spots_available: seats },
        10,
        'deposit',
      );
      // Only the spec's wider "few" (four seats) may stand beside an "available" status.
      if (availability !== status)
        expect([seats, availability, status]).toEqual([4, 'few', 'available']);
    }
  });
});

describe('months of the date dialog', () => {
  it('names months and years in Italian', () => {
    expect(italianMonth('2026-12-03')).toBe('Dicembre 2026');
    expect(italianMonth('2027-01-20')).toBe('Gennaio 2027');
  });

  it('groups by month in chronological order, whatever the input order', () => {
    const groups = groupByMonth([
      { startDate: '2027-02-10' },
      { startDate: '2026-12-20' },
      { startDate: '2027-02-01' },
      { startDate: '2026-12-05' },
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Dicembre 2026', 'Febbraio 2027']);
    expect(groups[0]!.departures.map((d) => d.startDate)).toEqual(['2026-12-05', '2026-12-20']);
    expect(groups[1]!.departures.map((d) => d.startDate)).toEqual(['2027-02-01', '2027-02-10']);
  });
});

describe('departures made up by the browser when the API fails', () => {
  const trip = { id: 'grecia', price: 1400, tripDays: 7 };
  const departures = fallbackDepartures(trip, '2026-12-07', [['Giulia', 'Marco']]);

  it('starts on or after the first bookable day, three a month, twelve months', () => {
    expect(departures[0]!.startDate).toBe('2026-12-15');
    expect(departures.every((d) => d.startDate >= '2026-12-07')).toBe(true);
    expect(groupByMonth(departures)).toHaveLength(12);
    expect(departures).toHaveLength(12 * 3 - 1);
  });

  it('has 4 to 6 seats of 10, the season’s price and the trip’s days', () => {
    for (const d of departures) {
      expect(d.spotsAvailable).toBeGreaterThanOrEqual(4);
      expect(d.spotsAvailable).toBeLessThanOrEqual(6);
      expect(d.totalSpots).toBe(10);
      expect(d.tripDuration).toBe(7);
    }
    expect(departures[0]).toMatchObject({ price: 1700, coordinators: ['Giulia', 'Marco'] }); // December: x1.2
  });
});
