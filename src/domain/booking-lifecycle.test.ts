import { describe, expect, it } from 'vitest';
import {
  balanceDueDate,
  balanceDueSoonUntil,
  balanceRemindersDue,
  balanceState,
  holdEnd,
  holdReminderAt,
  paymentPlanOf,
  transferCheckCutoff,
  waitlistOffers,
} from './booking-lifecycle.ts';

describe("the booking's clock", () => {
  it('holds seats for the given hours and reminds a day before they end', () => {
    const booked = new Date('2027-03-01T09:00:00Z');
    expect(holdEnd(booked, 72)).toBe('2027-03-04T09:00:00.000Z');
    expect(holdReminderAt('2027-03-04T09:00:00.000Z')).toBe('2027-03-03T09:00:00.000Z');
  });

  it('checks a declared transfer after the given days', () => {
    expect(transferCheckCutoff(new Date('2027-03-06T09:00:00Z'), 5)).toBe(
      '2027-03-01T09:00:00.000Z',
    );
  });

  it('asks the balance 30 days before departure, or on the day of a later booking', () => {
    expect(balanceDueDate('2027-04-10', new Date('2027-01-15T10:00:00Z'), 30)).toBe('2027-03-11');
    expect(balanceDueDate('2027-04-10', new Date('2027-03-20T10:00:00Z'), 30)).toBe('2027-03-20');
    // 23:30 UTC is already the next day in Rome.
    expect(balanceDueDate('2027-04-10', new Date('2027-03-19T23:30:00Z'), 30)).toBe('2027-03-20');
  });

  it('asks a late booking for the whole trip at once: its balance would fall due before its hold ends', () => {
    const settings = { holdHours: 72, balanceDaysBefore: 30 };
    // Booked on Friday 27 November 2026 at 17:49 in Rome: the seats are held until Monday 30.
    const booked = new Date('2026-11-27T16:49:00Z');
    // Three weeks away: the balance would have been due before the booking.
    expect(paymentPlanOf('2026-12-18', booked, settings)).toBe('in_full');
    // Exactly 30 days away: due the very day of the booking.
    expect(paymentPlanOf('2026-12-27', booked, settings)).toBe('in_full');
    // Due on the hold's last day, the same deadline as the deposit's.
    expect(paymentPlanOf('2026-12-30', booked, settings)).toBe('in_full');
    // Due the day after the hold ends: a deposit, then the balance.
    expect(paymentPlanOf('2026-12-31', booked, settings)).toBe('deposit');
    expect(paymentPlanOf('2027-04-10', booked, settings)).toBe('deposit');
  });

  it('sends the first balance reminder 14 days before, the second 3 days before', () => {
    expect(balanceRemindersDue('2027-03-31', '2027-03-16')).toBe(0);
    expect(balanceRemindersDue('2027-03-31', '2027-03-17')).toBe(1);
    expect(balanceRemindersDue('2027-03-31', '2027-03-27')).toBe(1);
    expect(balanceRemindersDue('2027-03-31', '2027-03-28')).toBe(2);
    // Confirmed late, past both: one e-mail, the latest.
    expect(balanceRemindersDue('2027-03-31', '2027-04-02')).toBe(2);
  });

  it('reads the balance as later, due soon, overdue or paid', () => {
    expect(balanceState('2027-03-31', null, '2027-03-16')).toBe('later');
    expect(balanceState('2027-03-31', null, '2027-03-17')).toBe('due_soon');
    expect(balanceState('2027-03-31', null, '2027-03-31')).toBe('due_soon');
    expect(balanceState('2027-03-31', null, '2027-04-01')).toBe('overdue');
    expect(balanceState('2027-03-31', '2027-03-20', '2027-04-01')).toBe('paid');
    expect(balanceDueSoonUntil('2027-03-17')).toBe('2027-03-31');
  });

  it('offers returned seats to the queue in order, passing over a request too large', () => {
    const queue = [
      { name: 'Anna', seats: 2 },
      { name: 'Bruno', seats: 4 },
      { name: 'Carla', seats: 1 },
      { name: 'Dario', seats: 1 },
    ];
    expect(waitlistOffers(queue, 3).map((entry) => entry.name)).toEqual(['Anna', 'Carla']);
    expect(waitlistOffers(queue, 8).map((entry) => entry.name)).toEqual([
      'Anna',
      'Bruno',
      'Carla',
      'Dario',
    ]);
    expect(waitlistOffers(queue, 0)).toEqual([]);
  });
});
