import { describe, expect, it } from 'vitest';
import { TripViewers } from './viewers.ts';

describe('trip viewers', () => {
  it('counts distinct visitors of the last 15 minutes, and nothing below two', () => {
    const viewers = new TripViewers();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));
    viewers.record('grecia', 'a', at(0));
    viewers.record('grecia', 'a', at(1));
    expect(viewers.count('grecia', at(2))).toBe(0);
    viewers.record('grecia', 'b', at(5));
    viewers.record('grecia', 'c', at(6));
    expect(viewers.count('grecia', at(7))).toBe(3);
    expect(viewers.count('grecia', at(17))).toBe(2);
    expect(viewers.count('grecia', at(21))).toBe(0);
    expect(viewers.count('hawaii', at(7))).toBe(0);
  });
});

describe('trip viewers of the day', () => {
  it('counts distinct visitors of the last 24 hours, and forgets them after', () => {
    const viewers = new TripViewers();
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 22, hour));
    viewers.record('grecia', 'a', at(0));
    viewers.record('grecia', 'b', at(6));
    viewers.record('grecia', 'c', at(20));
    expect(viewers.countToday('grecia', at(21))).toBe(3);
    expect(viewers.count('grecia', at(21))).toBe(0);
    expect(viewers.countToday('grecia', at(25))).toBe(2);
    expect(viewers.countToday('grecia', at(31))).toBe(0);
  });
});
