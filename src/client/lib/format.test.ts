import { describe, expect, it } from 'vitest';
import { formatEuro } from './format.ts';

describe('it-IT formatting', () => {
  it('writes euro amounts the Italian way', () => {
    expect(formatEuro(1900).replace(/\s/g, ' ')).toBe('1.900 €');
    expect(formatEuro(12450).replace(/\s/g, ' ')).toBe('12.450 €');
  });
});
