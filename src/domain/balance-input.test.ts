import { describe, expect, it } from 'vitest';
import { balancePaidOnProblem, balanceRefusal, recordBalanceSchema } from './balance-input.ts';

describe('recording the balance', () => {
  it('takes a real yyyy-MM-dd day, or none (today)', () => {
    expect(recordBalanceSchema.parse({})).toEqual({});
    expect(recordBalanceSchema.parse({ paidOn: '2027-03-01' })).toEqual({ paidOn: '2027-03-01' });
    for (const paidOn of ['01/03/2027', '2027-02-29', '', 20270301]) {
      expect(recordBalanceSchema.safeParse({ paidOn }).error?.issues[0]?.message).toBe(
        'Data non valida: usa il formato AAAA-MM-GG.',
      );
    }
  });

  it('refuses a day in the future or before the booking', () => {
    const days = { today: '2027-03-01', bookedOn: '2027-02-01' };
    expect(balancePaidOnProblem('2027-03-01', days)).toBeNull();
    expect(balancePaidOnProblem('2027-02-01', days)).toBeNull();
    expect(balancePaidOnProblem('2027-03-02', days)).toBe(
      'La data del saldo non può essere nel futuro.',
    );
    expect(balancePaidOnProblem('2027-01-31', days)).toBe(
      'La data del saldo non può precedere la prenotazione (01/02/2027).',
    );
  });

  it('is for a confirmed booking whose balance is not recorded yet', () => {
    expect(
      balanceRefusal({ status: 'confirmed', balancePaidOn: null, paymentPlan: 'deposit' }),
    ).toBeNull();
    expect(
      balanceRefusal({ status: 'confirmed', balancePaidOn: '2027-02-26', paymentPlan: 'deposit' }),
    ).toBe('Il saldo di questa prenotazione è già registrato (ricevuto il 26/02/2027).');
    for (const status of ['inquiry', 'pending_payment', 'payment_initiated'] as const) {
      expect(balanceRefusal({ status, balancePaidOn: null, paymentPlan: 'deposit' })).toBe(
        'Prima registra la caparra: il saldo si registra su una prenotazione confermata.',
      );
    }
    expect(
      balanceRefusal({ status: 'cancelled', balancePaidOn: null, paymentPlan: 'deposit' }),
    ).toBe('La prenotazione è annullata: il saldo non si può registrare.');
  });

  it('has no balance to record for a booking paid in one transfer', () => {
    for (const status of ['pending_payment', 'confirmed'] as const) {
      expect(balanceRefusal({ status, balancePaidOn: null, paymentPlan: 'in_full' })).toBe(
        'Questa prenotazione si paga con un solo bonifico, senza saldo: registra il pagamento ricevuto.',
      );
    }
  });
});
