import { describe, expect, it } from 'vitest';
import {
  awaitsDeposit,
  bookingStatuses,
  canCancel,
  isCancelled,
  newBookingState,
  seatHoldingStatuses,
  transferConfirmation,
  type BookingStatus,
} from './booking-status.ts';

describe('a new booking', () => {
  it('waits for its deposit when it has a departure, and is an inquiry without one', () => {
    expect(newBookingState(true)).toEqual({ status: 'pending_payment', paymentStatus: 'pending' });
    expect(newBookingState(false)).toEqual({ status: 'inquiry', paymentStatus: 'pending' });
  });
});

describe('confirming the transfer', () => {
  it.each<[BookingStatus, ReturnType<typeof transferConfirmation>]>([
    ['inquiry', 'confirm'],
    ['pending_payment', 'confirm'],
    ['payment_initiated', 'already'],
    ['confirmed', 'refused'],
    ['cancelled', 'refused'],
  ])('of a booking %s: %s', (status, decision) => {
    expect(transferConfirmation(status)).toBe(decision);
  });
});

describe('the deposit and the cancellation', () => {
  it('records a deposit only on a booking that waits for it', () => {
    expect(bookingStatuses.filter(awaitsDeposit)).toEqual(['pending_payment', 'payment_initiated']);
  });

  it('cancels every booking but a cancelled one, and only cancelled bookings give their seats back', () => {
    expect(bookingStatuses.filter((status) => !canCancel(status))).toEqual(['cancelled']);
    expect(bookingStatuses.filter(isCancelled)).toEqual(['cancelled']);
    expect(seatHoldingStatuses).not.toContain('cancelled');
    expect(seatHoldingStatuses).toHaveLength(bookingStatuses.length - 1);
  });
});
