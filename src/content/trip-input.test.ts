import { describe, expect, it } from 'vitest';
import { destinations, findDestination, shippedRatingFigures } from './catalogue.ts';
import type { Destination } from '#domain/catalogue.ts';
import {
  editedMeanwhileMessage,
  editorValues,
  markupMessage,
  publishProblems,
  tripAddressMessages,
  tripInputSchema,
  type TripInputValues,
} from '#domain/trip-input.ts';

const grecia = findDestination('grecia')!;
/** A shipped trip as the editor opens it (the record the migration writes from it). */
const opened = (trip: Destination): TripInputValues =>
  editorValues({
    ...trip,
    key: trip.id,
    state: 'pubblicato',
    position: 0,
    airports: ['Milano Malpensa', 'Roma Fiumicino'],
    artwork: trip.id,
    cover: null,
    gallery: [],
    listPrice: null,
    ratingFigures: shippedRatingFigures,
    areas: ['europa'],
    onHome: true,
    version: 1,
    updatedAt: '2026-11-27T23:00:00.000Z',
    updatedBy: null,
  });
const input = (changes: Partial<TripInputValues> = {}): TripInputValues => ({
  ...opened(grecia),
  ...changes,
});
const messages = (values: TripInputValues) => {
  const result = tripInputSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the trip editor’s schema, on the trips the site shipped with', () => {
  it('takes every trip the site shipped with as it is', () => {
    for (const trip of destinations) {
      const values = opened(trip);
      expect(messages(values), trip.id).toEqual([]);
    }
  });

  it('refuses markup in any text, in Italian', () => {
    expect(messages(input({ title: 'Grecia <script>alert(1)</script>' }))).toEqual([markupMessage]);
    const day = { ...input().itinerary[0]!, description: 'Arrivo <img src=x onerror=alert(1)>' };
    expect(messages(input({ itinerary: [day] }))).toEqual([markupMessage]);
    // A "<" that opens no tag is plain text.
    expect(messages(input({ title: 'Grecia in < 7 giorni' }))).toEqual([]);
  });

  it('refuses a description of 50,000 characters, absurd prices and days', () => {
    expect(messages(input({ description: 'Mare. '.repeat(10_000) }))).toEqual([
      'Al massimo 1000 caratteri.',
    ]);
    expect(messages(input({ price: -100 }))).toEqual(['Il prezzo non può essere negativo.']);
    expect(messages(input({ price: 1_000_000 }))).toEqual(['Il prezzo non può superare 50.000 €.']);
    expect(messages(input({ price: 1400.5 }))).toEqual([
      'Scrivi il prezzo in euro, senza decimali.',
    ]);
    expect(messages(input({ tripDays: 0 }))).toEqual(['Un viaggio dura almeno 1 giorno.']);
    expect(messages(input({ tripDays: 400 }))).toEqual(['Un viaggio dura al massimo 60 giorni.']);
  });

  it('takes only a free address of lower-case letters, digits and hyphens', () => {
    expect(messages(input({ slug: 'Grecia Santorini' }))).toEqual([tripAddressMessages.format]);
    expect(messages(input({ slug: 'città-d-arte' }))).toEqual([tripAddressMessages.format]);
    for (const slug of ['admin', 'api', 'travels', 'booking', 'giappone']) {
      expect(messages(input({ slug })), slug).toEqual([tripAddressMessages.reserved]);
    }
    expect(messages(input({ slug: 'grecia-estate-2027' }))).toEqual([]);
  });

  it('offers "Altro" always, so it is not an airport of the list', () => {
    expect(messages(input({ airports: [] }))).toEqual(['Indica almeno un aeroporto di partenza.']);
    expect(messages(input({ airports: ['Bari Palese', 'Altro'] }))).toEqual([
      '"Altro" è sempre proposto: non serve aggiungerlo.',
    ]);
    expect(messages(input({ airports: ['Bari Palese'] }))).toEqual([]);
  });
});

describe('publishing', () => {
  it('needs a price and a programme', () => {
    expect(publishProblems(grecia)).toEqual([]);
    expect(publishProblems({ price: 0, itinerary: [] })).toEqual([
      'Manca il prezzo a persona.',
      'Manca il programma: aggiungi almeno un giorno.',
    ]);
  });
});

describe('a save refused because a colleague saved first', () => {
  it('says who and when, in Rome’s time', () => {
    expect(editedMeanwhileMessage('Giulia Bianchi', '2026-11-27T09:42:00.000Z')).toBe(
      'Modificato da Giulia Bianchi alle 10:42 del 27 novembre: ricarica per vedere le sue modifiche, poi rifai le tue.',
    );
  });
});
