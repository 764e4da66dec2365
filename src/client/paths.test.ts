import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('the contact address for a chosen trip', () => {
  it('carries the message, trip, dates and airport, encoded', () => {
    const address = paths.contactAbout({
      message: 'Ciao! Mi interessa il viaggio a Maldive & Dubai.',
      destination: 'maldive-dubai',
      date: '16/03/2027 - 25/03/2027',
      airport: 'Roma Fiumicino',
    });
    expect(address.startsWith('/contact?')).toBe(true);
    const params = new URLSearchParams(address.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      message: 'Ciao! Mi interessa il viaggio a Maldive & Dubai.',
      destination: 'maldive-dubai',
      date: '16/03/2027 - 25/03/2027',
      airport: 'Roma Fiumicino',
    });
  });

  it('leaves out what was not chosen', () => {
    expect(paths.contactAbout({ message: 'Salve', airport: '' })).toBe('/contact?message=Salve');
  });
});
