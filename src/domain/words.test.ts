import { describe, expect, it } from 'vitest';
import { countOf, firstNameOf, isOne, listOfNames, openingOf } from './words.ts';

describe('counts and names in a sentence', () => {
  it('says one in the singular, every other count in the plural', () => {
    expect(countOf(1, 'posto', 'posti')).toBe('1 posto');
    expect(countOf(2, 'posto', 'posti')).toBe('2 posti');
    expect(countOf(10, 'posto', 'posti')).toBe('10 posti');
    expect(countOf(0, 'posto', 'posti')).toBe('0 posti');
  });

  it('follows Italian as Intl has it: the singular for one, a list joined by commas and "e"', () => {
    const plural = new Intl.PluralRules('it-IT');
    for (const count of [0, 1, 2, 3, 10, 11, 21, 100, 1000, 1_000_000, 1.5])
      expect(isOne(count), String(count)).toBe(plural.select(count) === 'one');
    const list = new Intl.ListFormat('it', { type: 'conjunction' });
    const team = ['Giulia', 'Marco', 'Francesca', 'Davide', 'Nicolò D’Amico'];
    for (let size = 0; size <= team.length; size += 1)
      expect(listOfNames(team.slice(0, size))).toBe(list.format(team.slice(0, size)));
    expect(listOfNames(['Giulia', 'Marco'])).toBe('Giulia e Marco');
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

describe('the opening of a text', () => {
  const tokyo =
    'Dieci giorni tra le luci di Shibuya e i templi di Kyoto: Asakusa all’apertura, il mercato di Tsukiji, una notte in ryokan con onsen a Hakone davanti al Fuji.';

  it('keeps a text within the limit as it is', () => {
    expect(openingOf('Sei giorni a Santorini.', 140)).toBe('Sei giorni a Santorini.');
    expect(openingOf(tokyo, tokyo.length)).toBe(tokyo);
  });

  it('cuts after a whole word, without the punctuation before the cut, and closes with "…"', () => {
    expect(openingOf(tokyo, 70)).toBe(
      'Dieci giorni tra le luci di Shibuya e i templi di Kyoto: Asakusa…',
    );
    expect(openingOf(tokyo, 56)).toBe('Dieci giorni tra le luci di Shibuya e i templi di Kyoto…');
    expect(openingOf(tokyo, 80)).toBe(
      'Dieci giorni tra le luci di Shibuya e i templi di Kyoto: Asakusa all’apertura…',
    );
    for (let limit = 20; limit < tokyo.length; limit += 7) {
      const opening = openingOf(tokyo, limit);
      expect(Array.from(opening).length).toBeLessThanOrEqual(limit + 1);
      expect(tokyo.startsWith(opening.slice(0, -1))).toBe(true);
      expect(opening).toMatch(/[\p{L}\p{N}]…$/u);
    }
  });

  it('cuts a single long word at the limit, whole characters only', () => {
    expect(openingOf('Supercalifragilistichespiralidoso', 10)).toBe('Supercalif…');
    expect(openingOf('🌊🌊🌊🌊🌊🌊', 3)).toBe('🌊🌊🌊…');
  });
});
