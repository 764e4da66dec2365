import { describe, expect, it } from 'vitest';
import { staffBookingsQuery } from './backoffice-input.ts';

describe("the back office's bookings filter", () => {
  it('takes a known status, and no filter when left blank', () => {
    expect(staffBookingsQuery.parse({ status: 'confirmed' }).status).toBe('confirmed');
    expect(staffBookingsQuery.parse({ status: '' }).status).toBeUndefined();
  });

  it('refuses an unknown status in Italian', () => {
    expect(staffBookingsQuery.safeParse({ status: 'paid' }).error?.issues[0]?.message).toBe(
      'Stato della prenotazione non valido.',
    );
  });
});
