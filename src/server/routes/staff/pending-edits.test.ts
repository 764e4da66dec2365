import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { Catalogue, TripDetail } from '#domain/catalogue.ts';
import { markupMessage } from '#domain/trip-input.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import { editedTrip as edited, signInAs } from './staff-testing.ts';

// Today in Rome is 1 March 2027, 10:00.
const NOW = '2027-03-01T09:00:00.000Z';

describe.each(testEngines)('edits prepared before they go live, on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let giulia: Awaited<ReturnType<typeof signInAs>>;
  let marco: Awaited<ReturnType<typeof signInAs>>;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock }));
    giulia = await signInAs(app, database.db, 'Giulia Bianchi');
    marco = await signInAs(app, database.db, 'Marco Rossi');
  });
  afterAll(async () => database.drop());

  const read = async (key = 'greece-santorini') => {
    const res = await giulia('GET', `/trips/${key}`);
    expect(res.status).toBe(200);
    return (await res.json()) as StaffTrip;
  };
  const visitorsSee = async () => {
    const detail = (await (await app.request('/api/destinations/grecia')).json()) as TripDetail;
    const card = ((await (await app.request('/api/catalogue')).json()) as Catalogue).trips.find(
      (trip) => trip.id === 'grecia',
    )!;
    return { title: detail.title, price: detail.price, cardTitle: card.title };
  };
  const published = { title: 'Grecia: Atene & Santorini', price: 1400 };

  it('saved as a draft of the next version, they wait: visitors see the published trip', async () => {
    const { trip, history } = await read();
    clock.set('2027-03-01T09:15:00.000Z');
    const res = await giulia(
      'PUT',
      '/trips/greece-santorini/pending',
      edited(trip, { title: 'Grecia: Atene, Santorini e Naxos', price: 1490 }),
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StaffTrip;
    expect(saved.trip).toMatchObject({ ...published, version: trip.version + 1 });
    expect(saved.pending).toMatchObject({
      fields: { title: 'Grecia: Atene, Santorini e Naxos', price: 1490 },
      savedAt: '2027-03-01T09:15:00.000Z',
      savedBy: 'Giulia Bianchi',
    });
    // Nothing went live, so nothing is in the history yet.
    expect(saved.history).toEqual(history);
    expect(await visitorsSee()).toEqual({ ...published, cardTitle: published.title });
  });

  it('published, they are what visitors see, in the history as one save, and wait no more', async () => {
    const { trip } = await read();
    const res = await marco('POST', '/trips/greece-santorini/pending/publish', {
      version: trip.version,
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StaffTrip;
    expect(saved.pending).toBeNull();
    expect(saved.trip).toMatchObject({ title: 'Grecia: Atene, Santorini e Naxos', price: 1490 });
    expect(saved.history[0]).toMatchObject({ changedBy: 'Marco Rossi' });
    expect(saved.history[0]!.fields.map((field) => field.field)).toEqual(['title', 'price']);
    expect(await visitorsSee()).toEqual({
      title: 'Grecia: Atene, Santorini e Naxos',
      price: 1490,
      cardTitle: 'Grecia: Atene, Santorini e Naxos',
    });
    // Back as it shipped, for the tests that follow.
    const { trip: now } = await read();
    await giulia('PUT', '/trips/greece-santorini', edited(now, published));
  });

  it('discarded, they are gone and the trip is as it was', async () => {
    const { trip } = await read();
    await giulia('PUT', '/trips/greece-santorini/pending', edited(trip, { tripDays: 12 }));
    const { trip: withPending } = await read();
    const res = await giulia('POST', '/trips/greece-santorini/pending/discard', {
      version: withPending.version,
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as StaffTrip;
    expect(after.pending).toBeNull();
    expect(after.trip).toMatchObject({ ...published, tripDays: trip.tripDays });
    // Nothing left to publish or discard.
    for (const action of ['publish', 'discard']) {
      const again = await giulia('POST', `/trips/greece-santorini/pending/${action}`, {
        version: after.trip.version,
      });
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe(
        'Non ci sono modifiche in attesa: ricarica il viaggio.',
      );
    }
  });

  it('a save that goes live replaces the edits prepared before it', async () => {
    const { trip } = await read();
    await giulia('PUT', '/trips/greece-santorini/pending', edited(trip, { tripDays: 12 }));
    const { trip: withPending } = await read();
    const res = await giulia(
      'PUT',
      '/trips/greece-santorini',
      edited(withPending, { tripDays: 9 }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()) as StaffTrip).toMatchObject({ pending: null, trip: { tripDays: 9 } });
    const { trip: now } = await read();
    await giulia('PUT', '/trips/greece-santorini', edited(now, { tripDays: trip.tripDays }));
  });

  it('a colleague who changed the trip meanwhile: publishing is refused with who, nothing goes live', async () => {
    const { trip } = await read();
    await giulia('PUT', '/trips/greece-santorini/pending', edited(trip, { price: 1600 }));
    const opened = (await read()).trip;
    clock.set('2027-03-01T09:42:00.000Z');
    await marco('PUT', '/trips/greece-santorini/pending', edited(opened, { price: 1650 }));
    const res = await giulia('POST', '/trips/greece-santorini/pending/publish', {
      version: opened.version,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      'Modificato da Marco Rossi alle 10:42 del 1 marzo: ricarica per vedere le sue modifiche, poi rifai le tue.',
    );
    expect(await visitorsSee()).toMatchObject(published);
    const { trip: now, pending } = await read();
    expect(pending?.fields.price).toBe(1650);
    await giulia('POST', '/trips/greece-santorini/pending/discard', { version: now.version });
  });

  it('refuses edits that cannot be saved, and publishing a trip without price or programme', async () => {
    const { trip } = await read();
    const bad = await giulia(
      'PUT',
      '/trips/greece-santorini/pending',
      edited(trip, { title: '<b>Grecia</b>' }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ title: markupMessage });
    expect((await read()).pending).toBeNull();

    // Prepared without a programme: kept as a draft, refused when published.
    await giulia('PUT', '/trips/greece-santorini/pending', edited(trip, { itinerary: [] }));
    const { trip: withPending } = await read();
    const res = await giulia('POST', '/trips/greece-santorini/pending/publish', {
      version: withPending.version,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'Il viaggio è pubblicato: Manca il programma: aggiungi almeno un giorno. Salvalo come bozza delle modifiche per lavorarci.',
    );
    expect(await visitorsSee()).toMatchObject(published);
    await giulia('POST', '/trips/greece-santorini/pending/discard', {
      version: withPending.version,
    });
  });

  it('a trip not published has no edits to prepare: its saves are drafts already', async () => {
    const res = await giulia('POST', '/trips', {
      ...edited((await read()).trip, { slug: 'grecia-in-barca', title: 'Grecia in barca' }),
      version: 1,
    });
    expect(res.status).toBe(201);
    const draft = (await res.json()) as StaffTrip;
    const pending = await giulia(
      'PUT',
      `/trips/${draft.trip.key}/pending`,
      edited(draft.trip, { price: 999 }),
    );
    expect(pending.status).toBe(409);
    expect((await pending.json()).error.message).toBe(
      'Il viaggio non è pubblicato: le modifiche si salvano direttamente.',
    );
  });
});
