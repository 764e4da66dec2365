import { describe, expect, it } from 'vitest';
import { regionOf } from './region.ts';

describe('the region of a visitor', () => {
  it.each([
    ['IT', 'europe'],
    ['it', 'europe'],
    ['US', 'north-america'],
    ['JP', 'asia'],
    ['AE', 'middle-east'],
    ['BR', 'global'],
    [null, 'global'],
  ] as const)('%s is %s', (code, region) => {
    expect(regionOf(code)).toBe(region);
  });
});
