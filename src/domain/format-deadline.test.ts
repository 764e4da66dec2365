import { describe, expect, it } from 'vitest';
import { formatDeadline } from './format-deadline.ts';

describe('a hold deadline', () => {
  it('writes a deadline as a day and an hour in Rome, summer or winter', () => {
    expect(formatDeadline('2026-11-28T13:05:00.000Z')).toBe('sabato 28 novembre alle 14:05');
    expect(formatDeadline('2027-07-02T22:30:00.000Z')).toBe('sabato 3 luglio alle 00:30');
  });
});
