import { describe, expect, it } from 'vitest';
import { countOf, firstNameOf } from './words.ts';

describe('counts and names in a sentence', () => {
  it('says one in the singular, every other count in the plural', () => {
    expect(countOf(1, 'posto', 'posti')).toBe('1 posto');
    expect(countOf(2, 'posto', 'posti')).toBe('2 posti');
    expect(countOf(10, 'posto', 'posti')).toBe('10 posti');
    expect(countOf(0, 'posto', 'posti')).toBe('0 posti');
  });

  it('greets by the first name of a whole name, accents and apostrophes kept', () => {
    expect(firstNameOf('Elena Marino')).toBe('Elena');
    expect(firstNameOf('  Nicolò   D’Amico ')).toBe('Nicolò');
    expect(firstNameOf("Gian Maria dell'Olio")).toBe('Gian Maria');
    expect(firstNameOf('Elena De Luca')).toBe('Elena');
    expect(firstNameOf('Maria Grazia della Valle')).toBe('Maria Grazia');
    expect(firstNameOf('Chiara')).toBe('Chiara');
  });
});
