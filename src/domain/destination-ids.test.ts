import { describe, expect, it } from 'vitest';
import { canonicalTripId, fromDatabaseId, toDatabaseId } from './destination-ids.ts';

describe('destination ids', () => {
  it('maps the spec examples to their database ids and back', () => {
    expect(toDatabaseId('maldive-dubai')).toBe('maldives-dubai');
    expect(toDatabaseId('grecia')).toBe('greece-santorini');
    expect(toDatabaseId('giappone')).toBe('japan-tokyo');
    expect(toDatabaseId('islanda-norvegia')).toBe('iceland-northern-lights');
    expect(fromDatabaseId('maldives-dubai')).toBe('maldive-dubai');
  });

  it('keeps ids that need no mapping', () => {
    expect(toDatabaseId('hawaii')).toBe('hawaii');
    expect(fromDatabaseId('hawaii')).toBe('hawaii');
  });
});

describe('trip aliases', () => {
  it('reach the trip from the footer and filter names', () => {
    expect(canonicalTripId('newyork-miami')).toBe('new-york-miami');
    expect(canonicalTripId('giappone')).toBe('tokyo-kyoto');
    expect(canonicalTripId('grecia')).toBe('grecia');
  });
});
