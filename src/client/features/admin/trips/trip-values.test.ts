import { describe, expect, it } from 'vitest';
import { editedFields, keepOwnEdits } from './trip-values.ts';

const opened = {
  version: 3,
  title: 'Grecia',
  price: 1400,
  itinerary: [{ title: 'Atene' }, { title: 'Santorini' }],
};

describe('editedFields', () => {
  it('names the fields the editor changed, lists compared whole, the version aside', () => {
    const current = {
      ...opened,
      version: 4,
      price: 1300,
      itinerary: [{ title: 'Santorini' }, { title: 'Atene' }],
    };
    expect(editedFields(opened, current)).toEqual(['price', 'itinerary']);
    expect(editedFields(opened, structuredClone(opened))).toEqual([]);
  });
});

describe('keepOwnEdits', () => {
  it('takes a colleague’s newer version and keeps what this editor changed', () => {
    const mine = { ...opened, price: 1300 };
    const colleague = { ...opened, version: 4, title: 'Grecia e isole', price: 1500 };
    expect(keepOwnEdits(colleague, mine, ['price'])).toEqual({
      ...colleague,
      price: 1300,
    });
  });
});
