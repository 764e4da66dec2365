import { describe, expect, it } from 'vitest';
import { passportLinkMessages, passportLinkSchema } from './passport-links.ts';
import { textMessages } from './fields.ts';

const PROVIDER = 'https://verifica.example.com/sessione/abc123';
const problem = (input: Record<string, unknown>) =>
  passportLinkSchema.safeParse({ verificationUrl: PROVIDER, ...input }).error?.issues[0]?.message ??
  null;

describe('the link generator form', () => {
  it('makes a link last 7 days unless staff choose 1 to 30', () => {
    expect(passportLinkSchema.parse({ verificationUrl: PROVIDER }).expiresInDays).toBe(7);
    expect(problem({ expiresInDays: 1 })).toBeNull();
    expect(problem({ expiresInDays: 30 })).toBeNull();
    for (const days of [0, 31, 2.5, '7', null]) {
      expect(problem({ expiresInDays: days })).toBe(passportLinkMessages.days);
    }
  });

  it('keeps every text on one line', () => {
    expect(problem({ customerName: 'Chiara\u0000' })).toBe(textMessages.line);
    expect(problem({ bookingReference: 'ab\ncd' })).toBe(textMessages.line);
    expect(problem({ verificationUrl: `${PROVIDER}\n` })).toBe(textMessages.line);
  });
});
