import { describe, expect, it } from 'vitest';
import { refundOwed } from './departure-fate.ts';
import { balanceLeft } from './payments.ts';

describe('what a booking still owes and what it gets back', () => {
  const booking = { totalPrice: 2500, depositAmount: 1000, instalmentsPaid: 0 };

  it('the balance asks the total less the deposit and every instalment received', () => {
    expect(balanceLeft(booking)).toBe(1500);
    expect(balanceLeft({ ...booking, instalmentsPaid: 600 })).toBe(900);
  });

  it('a cancelled departure gives back every sum received, instalments included', () => {
    expect(refundOwed({ ...booking, paymentStatus: 'received', instalmentsPaid: 600 })).toEqual({
      amount: 1600,
      toCheck: false,
    });
    expect(refundOwed({ ...booking, paymentStatus: 'paid_in_full', instalmentsPaid: 600 })).toEqual(
      { amount: 2500, toCheck: false },
    );
  });
});
