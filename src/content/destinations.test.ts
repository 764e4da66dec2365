import { activityMoments, activityTypes } from '#domain/catalogue.ts';
import { describe, expect, it } from 'vitest';
import type { Destination } from './types.ts';

/** Every destination file, found by file name, so a new trip is checked the moment it is written. */
const files = import.meta.glob<Record<string, Destination>>('./destinations/*.ts', { eager: true });
const destinations = Object.entries(files).map(([file, module]) => {
  const values = Object.values(module);
  if (values.length !== 1) throw new Error(`${file} must export exactly one destination`);
  return { file, destination: values[0]! };
});

/** Days each itinerary has, as the spec fixes them. */
const expectedDays: Record<string, number> = {
  grecia: 7,
  'la-vegas': 10,
  'islanda-norvegia': 8,
  'tanzania-zanzibar': 9,
  'peru-machu-picchu': 8,
  'bali-singapore': 10,
  'maldive-dubai': 10,
  thailandia: 10,
  'new-york-miami': 10,
  'tokyo-kyoto': 10,
  hawaii: 7,
  'seychelles-dubai': 7,
  'canada-vancouver-rockies': 10,
  'india-triangolo-oro': 9,
  'sharm-el-sheikh': 7,
  'cina-pechino-xian-shanghai': 8,
  'kenya-safari-experience': 10,
  'praga-budapest': 5,
  'londra-harry-potter': 5,
  'parigi-disneyland': 5,
  'venezia-verona': 4,
};

const months =
  /^(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) 20\d\d$/;

describe.each(destinations)('$file', ({ file, destination: d }) => {
  it('is named after its id and has the spec length', () => {
    expect(file).toBe(`./destinations/${d.id}.ts`);
    expect(expectedDays[d.id], `unknown destination id ${d.id}`).toBeDefined();
    expect(d.tripDays).toBe(expectedDays[d.id]);
    expect(d.itinerary).toHaveLength(d.tripDays);
  });

  it('says something real about the trip', () => {
    expect(d.title.length).toBeGreaterThan(3);
    expect(d.description.length).toBeGreaterThan(120);
    expect(d.flights.length).toBeGreaterThan(40);
    expect(d.hotels.length).toBeGreaterThan(0);
    for (const hotel of d.hotels) expect([3, 4, 5]).toContain(hotel.stars);
    expect(d.experiences.length).toBeGreaterThanOrEqual(3);
    expect(d.includes.length).toBeGreaterThanOrEqual(4);
  });

  it('has a day-by-day itinerary with valid times and activity types', () => {
    d.itinerary.forEach((day, index) => {
      expect(day.day).toBe(index + 1);
      expect(day.title.length).toBeGreaterThan(3);
      expect(day.description.length).toBeGreaterThan(60);
      expect(day.activities.length).toBeGreaterThan(0);
      for (const activity of day.activities) {
        expect(activity.time, `${d.id} day ${day.day}`).toSatisfy(
          (time: string) =>
            (activityMoments as readonly string[]).includes(time) ||
            /^([01]\d|2[0-3]):[0-5]\d$/.test(time),
        );
        expect(activityTypes).toContain(activity.type);
      }
    });
    expect(new Set(d.itinerary.map((day) => day.description)).size).toBe(d.tripDays);
  });

  it('has reviews from Italian travellers, dated in Italian', () => {
    expect(d.reviews.length).toBeGreaterThanOrEqual(3);
    expect(d.reviews.length).toBeLessThanOrEqual(10);
    for (const review of d.reviews) {
      expect(review.date).toMatch(months);
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.text.length).toBeGreaterThan(60);
    }
    expect(new Set(d.reviews.map((r) => r.id)).size).toBe(d.reviews.length);
  });
});

describe('the destinations together', () => {
  it('never repeat a paragraph from one trip to another', () => {
    const seen = new Map<string, string>();
    for (const { destination: d } of destinations) {
      for (const text of [
        d.description,
        ...d.itinerary.map((day) => day.description),
        ...d.reviews.map((r) => r.text),
      ]) {
        expect(
          seen.get(text),
          `"${text.slice(0, 60)}…" appears in ${seen.get(text)} and ${d.id}`,
        ).toBeUndefined();
        seen.set(text, d.id);
      }
    }
  });
});
