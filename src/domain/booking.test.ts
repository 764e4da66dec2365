import { describe, expect, it } from 'vitest';
import {
  bookingAmounts,
  emailHint,
  paymentReference,
  phoneHint,
  seatsReserved,
  seatsShortMessage,
} from './booking.ts';

describe('the message of a departure without enough seats', () => {
  it.each([
    [0, "Questa partenza è al completo: scegli un'altra data."],
    [1, "Per questa partenza resta solo 1 posto: riduci i viaggiatori o scegli un'altra data."],
    [3, "Per questa partenza restano solo 3 posti: riduci i viaggiatori o scegli un'altra data."],
  ])('with %i seats left', (left, message) => {
    expect(seatsShortMessage(left)).toBe(message);
  });
});

describe('the money of a booking', () => {
  it.each([
    [1, 1333, 533],
    [2, 2666, 1066],
    [3, 3999, 1600],
    [4, 5332, 2133],
    [5, 6665, 2666],
    [6, 7998, 3199],
    [7, 9331, 3732],
    [8, 10664, 4266],
    [9, 11997, 4799],
    [10, 13330, 5332],
  ])('for %i travellers at 1333 € each: %i € in all, a deposit of %i €', (n, total, deposit) => {
    expect(bookingAmounts(1333, n)).toEqual({
      pricePerPerson: 1333,
      totalPrice: total,
      depositAmount: deposit,
    });
  });
});

describe('a booking paid in one transfer', () => {
  it('asks for the whole amount, under a causale of its own', () => {
    expect(bookingAmounts(1600, 6, 'in_full')).toEqual({
      pricePerPerson: 1600,
      totalPrice: 9600,
      depositAmount: 9600,
    });
    const primary = { firstName: 'Elena', lastName: "D'Angelo" };
    expect(paymentReference(primary, 'Maldive & Dubai', 'in_full')).toBe(
      "Elena D'Angelo Pagamento completo Viaggio Maldive & Dubai",
    );
    expect(paymentReference(primary, 'Maldive & Dubai')).toBe(
      "Elena D'Angelo Caparra Viaggio Maldive & Dubai",
    );
  });
});

describe('the seats a booking reserves, in words', () => {
  it('speak to one traveller, or to the group', () => {
    expect(seatsReserved(1)).toBe('il tuo posto è riservato');
    expect(seatsReserved(3)).toBe('i vostri posti sono riservati');
    expect(seatsReserved(2, { capital: true })).toBe('I vostri posti sono riservati');
  });
});

describe('the contacts a booking code shows', () => {
  it('are hints its owner recognises, never whole', () => {
    expect(emailHint('chiara.loiacono@example.it')).toBe('ch•••@example.it');
    expect(emailHint('a@b.it')).toBe('a•••@b.it');
    expect(phoneHint('+39 333 123 4567')).toBe('••• 567');
    expect(phoneHint('080 523 9911')).toBe('••• 911');
  });
});
