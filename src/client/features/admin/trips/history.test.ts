import { describe, expect, it } from 'vitest';
import { describeChange, isCreation, textChange } from './history.ts';

const day = (title: string, description = 'Un giorno.') => ({
  title,
  description,
  activities: [],
});

describe('describeChange', () => {
  it('names the field in Italian and writes prices as the agency does', () => {
    expect(describeChange({ field: 'price', before: 1400, after: 1300 })).toEqual({
      label: 'Prezzo a persona',
      summary: '1.400\u00a0€ → 1.300\u00a0€',
    });
  });

  it('counts the programme’s days when days were added or removed', () => {
    const seven = Array.from({ length: 7 }, (_, index) => day(`Giorno ${index + 1}`));
    const eight = [...seven, day('Rientro')];
    expect(describeChange({ field: 'itinerary', before: seven, after: eight })).toEqual({
      label: 'Programma',
      summary: '7 giorni → 8 giorni',
    });
  });

  it('names the one programme day that changed, or says the days were reordered', () => {
    const before = [day('Atene'), day('Santorini'), day('Mykonos')];
    const edited = [day('Atene'), day('Santorini', 'Tramonto a Oia.'), day('Mykonos')];
    expect(describeChange({ field: 'itinerary', before, after: edited }).summary).toBe(
      'cambiato il giorno 2 “Santorini”',
    );
    const reordered = [day('Atene'), day('Mykonos'), day('Santorini')];
    expect(describeChange({ field: 'itinerary', before, after: reordered }).summary).toBe(
      'giorni riordinati',
    );
  });

  it('says which airports or included items were added and removed', () => {
    expect(
      describeChange({
        field: 'airports',
        before: ['Milano Malpensa', 'Roma Fiumicino'],
        after: ['Milano Malpensa', 'Bari Palese'],
      }),
    ).toEqual({
      label: 'Aeroporti di partenza',
      summary: 'aggiunto “Bari Palese”; tolto “Roma Fiumicino”',
    });
  });

  it('names hotels by their name and packages by their title, never by raw data', () => {
    const hotel = { name: 'Aegean Blue', stars: 4 };
    expect(
      describeChange({ field: 'hotels', before: [hotel], after: [{ ...hotel, stars: 5 }] }).summary,
    ).toBe('modificato “Aegean Blue”');
    const titles: Record<string, string> = { europe: 'EUROPA', islands: 'ISOLE' };
    expect(
      describeChange(
        { field: 'packageId', before: 'europe', after: 'islands' },
        (id) => titles[id]!,
      ).summary,
    ).toBe('EUROPA → ISOLE');
  });

  it('shows states by their Italian names', () => {
    expect(describeChange({ field: 'state', before: 'bozza', after: 'pubblicato' })).toEqual({
      label: 'Stato',
      summary: 'Bozza → Pubblicato',
    });
  });
});

describe('textChange', () => {
  it('shows short texts whole', () => {
    expect(textChange('Grecia classica', 'Grecia e isole')).toBe(
      '“Grecia classica” → “Grecia e isole”',
    );
  });

  it('shows only the changed part of a long text, with a little around it', () => {
    const before = `${'Un viaggio tra templi e mare, '.repeat(3)}con il tramonto a Oia e cene sul porto.`;
    const after = before.replace('Oia', 'Fira');
    const summary = textChange(before, after);
    expect(summary).toBe(
      '“…, con il tramonto a Oia e cene sul porto.” → “…, con il tramonto a Fira e cene sul porto.”',
    );
    expect(summary.length).toBeLessThan(before.length);
  });
});

describe('isCreation', () => {
  const save = (
    version: number,
    changedBy: string | null,
    fields: { field: string; before: unknown; after: unknown }[],
  ) => ({ id: 'a', version, changedAt: '2026-11-28T10:00:00.000Z', changedBy, fields });
  it('tells the save that created a trip from one that changed it', () => {
    expect(
      isCreation(save(1, 'Giulia Bianchi', [{ field: 'price', before: null, after: 1500 }])),
    ).toBe(true);
    expect(
      isCreation(save(2, 'Giulia Bianchi', [{ field: 'price', before: 1400, after: 1500 }])),
    ).toBe(false);
    // A first cover photo had no value before: still a change, not a creation.
    expect(
      isCreation(save(2, 'Giulia Bianchi', [{ field: 'cover', before: null, after: {} }])),
    ).toBe(false);
    // The trip as the site shipped it.
    expect(isCreation(save(1, null, []))).toBe(false);
  });
});
