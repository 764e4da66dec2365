import { describe, expect, it } from 'vitest';
import { formatMegabytes, formatMoment } from './format.ts';

describe('formatMoment', () => {
  it('shows the moment on the clock in Rome, summer time included', () => {
    expect(formatMoment('2027-01-15T23:30:00.000Z')).toBe('16/01/2027, 00:30');
    expect(formatMoment('2027-07-15T22:30:00.000Z')).toBe('16/07/2027, 00:30');
  });
});

describe('formatMegabytes', () => {
  it('writes sizes in MB with an Italian decimal comma', () => {
    expect(formatMegabytes(1.25 * 1024 * 1024)).toBe('1,25 MB');
    expect(formatMegabytes(3 * 1024 * 1024)).toBe('3 MB');
  });
});
