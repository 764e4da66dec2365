import { describe, expect, it } from 'vitest';
import { optionalText, requiredFreeText, requiredText, textMessages } from './fields.ts';

const REQUIRED = 'Campo da compilare.';
const problem = (
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('a line of text (names, addresses, references)', () => {
  const line = requiredText(80, REQUIRED);

  it('takes any letter, accent, sign or emoji, trimmed', () => {
    expect(line.parse('  Zoë D’Alò-Ñúñez 🌊 ')).toBe('Zoë D’Alò-Ñúñez 🌊');
  });

  it.each([
    ['a NUL', 'Chiara\u0000'],
    ['a new line', 'Chiara\nLoiacono'],
    ['a carriage return', 'Chiara\r'],
    ['a tab', 'Chiara\tLoiacono'],
    ['a bell', '\u0007Chiara'],
    ['a DEL', 'Chiara\u007f'],
    ['a C1 control', 'Chiara\u0085'],
    ['a line separator', 'Chiara\u2028Loiacono'],
  ])('refuses %s, even at the ends', (_, value) => {
    expect(problem(line, value)).toBe(textMessages.line);
    expect(problem(optionalText(80), value)).toBe(textMessages.line);
  });
});

describe('free text (a message)', () => {
  const message = requiredFreeText(4000, REQUIRED);

  it('keeps its lines and tabs', () => {
    expect(message.parse('Buongiorno,\r\nvorrei sapere:\n\t- i prezzi\n')).toBe(
      'Buongiorno,\r\nvorrei sapere:\n\t- i prezzi',
    );
  });

  it.each([
    ['a NUL', 'Buongiorno\u0000'],
    ['an escape', 'Buongiorno \u001b[31m'],
    ['a C1 control', 'Buongiorno\u009b'],
  ])('refuses %s', (_, value) => {
    expect(problem(message, value)).toBe(textMessages.freeText);
  });

  it('still needs text and keeps its own messages', () => {
    expect(problem(message, ' \n ')).toBe(REQUIRED);
    expect(problem(message, 'a'.repeat(4001))).toBe('Al massimo 4000 caratteri.');
  });
});
