import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban } from './iban.ts';

describe('IBAN', () => {
  it('accepts a valid Italian IBAN, with or without spaces', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and garbage', () => {
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60X054281110100000012345')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});
