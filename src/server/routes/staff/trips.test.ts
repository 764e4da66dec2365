import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTrip, StaffTripRow } from '#domain/catalogue-admin.ts';
import type { Catalogue, TripDetail } from '#domain/catalogue.ts';
import type { TripPhoto } from '#domain/trip-photos.ts';
import { markupMessage, tripAddressMessages, type TripInputValues } from '#domain/trip-input.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { photo } from '../../testing/photos.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import {
  bookingRow,
  departureRow,
  editedTrip as edited,
  signInAs,
  staffRequest,
} from './staff-testing.ts';

// Today in Rome is 1 March 2027, 10:00.
const NOW = '2027-03-01T09:00:00.000Z';

describe.each(testEngines)('the catalogue edited by the staff, on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let giulia: Awaited<ReturnType<typeof signInAs>>;
  let marco: Awaited<ReturnType<typeof signInAs>>;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock }));
    await database.db
      .insertInto('travel_dates')
      .values([
        departureRow({
          id: 'greece-santorini-20270410',
          destination_id: 'greece-santorini',
          spots_available: 7,
        }),
      ])
      .execute();
    giulia = await signInAs(app, database.db, 'Giulia Bianchi');
    marco = await signInAs(app, database.db, 'Marco Rossi');
  });
  afterAll(async () => database.drop());

  const read = async (staff = giulia, key = 'greece-santorini') => {
    const res = await staff('GET', `/trips/${key}`);
    expect(res.status).toBe(200);
    return (await res.json()) as StaffTrip;
  };
  const publicTrip = async (slug: string) => app.request(`/api/destinations/${slug}`);
  const catalogue = async () => (await (await app.request('/api/catalogue')).json()) as Catalogue;

  it('lists every trip with its state, package, next departure and seats sold', async () => {
    await database.db
      .insertInto('travel_bookings')
      .values(
        bookingRow({
          id: 'b-grecia',
          destination_id: 'grecia',
          travel_date_id: 'greece-santorini-20270410',
          travellers: 3,
        }),
      )
      .execute();
    const res = await giulia('GET', '/trips');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: StaffTripRow[] };
    expect(items).toHaveLength(21);
    expect(items.find((row) => row.slug === 'grecia')).toMatchObject({
      key: 'greece-santorini',
      title: 'Grecia: Atene & Santorini',
      state: 'pubblicato',
      packageTitle: 'ISOLE DA SOGNO',
      price: 1400,
      nextDeparture: '2027-04-10',
      seatsSold: 3,
      updatedBy: null,
    });
  });

  it('says which bookings are still to travel, for the editor to say before it goes off the site', async () => {
    expect((await read()).bookingsToTravel).toEqual({ bookings: 1, travellers: 3 });
    expect((await read(giulia, 'thailand')).bookingsToTravel).toEqual({
      bookings: 0,
      travellers: 0,
    });
  });

  it('the home shows the trips staff mark for it; the listing shows them all', async () => {
    const { trip } = await read();
    expect(trip.onHome).toBe(true);
    const res = await giulia('PUT', '/trips/greece-santorini', edited(trip, { onHome: false }));
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StaffTrip;
    expect(saved.history[0]!.fields).toEqual([{ field: 'onHome', before: true, after: false }]);
    const grecia = (await catalogue()).trips.find((t) => t.id === 'grecia')!;
    expect(grecia.onHome).toBe(false);
    // A client that does not know the choice keeps the trip as it is on the home.
    const withoutChoice: Partial<TripInputValues> = edited(saved.trip);
    delete withoutChoice.onHome;
    await giulia('PUT', '/trips/greece-santorini', withoutChoice);
    expect((await read()).trip.onHome).toBe(true);
  });

  it('staff set the listing’s order; a list that is not every trip once is refused and nothing moves', async () => {
    const list = async () =>
      ((await (await giulia('GET', '/trips')).json()) as { items: StaffTripRow[] }).items;
    const before = (await list()).map((row) => row.key);
    const reordered = [before[3]!, ...before.filter((key) => key !== before[3])];
    const res = await giulia('PUT', '/trips/order', { keys: reordered });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: StaffTripRow[] }).items.map((r) => r.key)).toEqual(
      reordered,
    );
    const publicOrder = (await catalogue()).trips.map((t) => t.id);
    expect(publicOrder[0]).toBe((await list()).find((row) => row.key === before[3])!.slug);

    for (const keys of [
      reordered.slice(1),
      [...reordered, reordered[0]!],
      [...reordered.slice(1), 'atlantide'],
    ]) {
      const refused = await giulia('PUT', '/trips/order', { keys });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error.message).toBe(
        'L’elenco dei viaggi è cambiato nel frattempo: ricarica la pagina e riprova.',
      );
    }
    expect((await giulia('PUT', '/trips/order', { keys: ['<b>'] })).status).toBe(400);
    expect((await list()).map((row) => row.key)).toEqual(reordered);
    await giulia('PUT', '/trips/order', { keys: before });
  });

  it('a new price and programme day are on the public trip at once, and in its history', async () => {
    const { trip } = await read();
    const itinerary = edited(trip).itinerary;
    itinerary[1] = { ...itinerary[1]!, title: 'Atene all’alba, l’Acropoli senza folla' };
    const res = await giulia(
      'PUT',
      '/trips/greece-santorini',
      edited(trip, { price: 1300, itinerary }),
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StaffTrip;
    expect(saved.trip).toMatchObject({
      version: trip.version + 1,
      price: 1300,
      updatedBy: 'Giulia Bianchi',
    });

    const detail = (await (await publicTrip('grecia')).json()) as TripDetail;
    expect(detail.price).toBe(1300);
    expect(detail.itinerary[1]).toMatchObject({
      day: 2,
      title: 'Atene all’alba, l’Acropoli senza folla',
    });
    expect((await catalogue()).trips.find((t) => t.id === 'grecia')!.price).toBe(1300);

    const [last] = saved.history;
    expect(last).toMatchObject({ version: trip.version + 1, changedBy: 'Giulia Bianchi' });
    expect(last!.fields.map((f) => f.field)).toEqual(['price', 'itinerary']);
    expect(last!.fields[0]).toEqual({ field: 'price', before: 1400, after: 1300 });
  });

  it('a booking made before the change keeps what it was sold for', async () => {
    const before = await database.db
      .selectFrom('travel_bookings')
      .select(['destination_title', 'price', 'total_price'])
      .where('id', '=', 'b-grecia')
      .executeTakeFirstOrThrow();
    const { trip } = await read();
    expect(
      (
        await giulia(
          'PUT',
          '/trips/greece-santorini',
          edited(trip, { price: 1999, title: 'Grecia classica' }),
        )
      ).status,
    ).toBe(200);
    const after = await database.db
      .selectFrom('travel_bookings')
      .select(['destination_title', 'price', 'total_price'])
      .where('id', '=', 'b-grecia')
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const { trip: now } = await read();
    await giulia('PUT', '/trips/greece-santorini', edited(now, { price: 1300, title: trip.title }));
  });

  it('two editors of one trip: the second save is refused with who saved first, and nothing is lost', async () => {
    const opened = (await read(giulia)).trip;
    const alsoOpened = (await read(marco)).trip;
    clock.set('2027-03-01T09:42:00.000Z');
    const first = await marco(
      'PUT',
      '/trips/greece-santorini',
      edited(alsoOpened, { tripDays: 8 }),
    );
    expect(first.status).toBe(200);
    const second = await giulia('PUT', '/trips/greece-santorini', edited(opened, { price: 1250 }));
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe(
      'Modificato da Marco Rossi alle 10:42 del 1 marzo: ricarica per vedere le sue modifiche, poi rifai le tue.',
    );
    const { trip } = await read();
    expect(trip).toMatchObject({ tripDays: 8, price: 1300, updatedBy: 'Marco Rossi' });
    // Reloaded, Giulia's change goes in over Marco's.
    expect(
      (await giulia('PUT', '/trips/greece-santorini', edited(trip, { price: 1250 }))).status,
    ).toBe(200);
    expect((await read()).trip).toMatchObject({ tripDays: 8, price: 1250 });
  });

  it('two saves of one version at the same moment: one goes in, the other is refused', async () => {
    const { trip } = await read();
    const answers = await Promise.all([
      giulia('PUT', '/trips/greece-santorini', edited(trip, { price: 1310 })),
      marco('PUT', '/trips/greece-santorini', edited(trip, { price: 1320 })),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await read()).trip.version).toBe(trip.version + 1);
  });

  it('refuses bad input in Italian and changes nothing', async () => {
    const { trip } = await read();
    const refused = async (changes: Partial<TripInputValues>, fields: Record<string, string>) => {
      const res = await giulia('PUT', '/trips/greece-santorini', edited(trip, changes));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual(fields);
    };
    await refused({ title: '<script>alert(1)</script>' }, { title: markupMessage });
    await refused(
      { description: 'Sole. '.repeat(9000) },
      { description: 'Al massimo 1000 caratteri.' },
    );
    await refused({ price: -5 }, { price: 'Il prezzo non può essere negativo.' });
    await refused({ slug: 'api' }, { slug: tripAddressMessages.reserved });
    await refused({ slug: 'thailandia' }, { slug: tripAddressMessages.taken });
    const signedOut = staffRequest(app, null);
    expect(
      (await signedOut('PUT', '/trips/greece-santorini', edited(trip, { price: 1 }))).status,
    ).toBe(401);
    expect((await read()).trip).toEqual(trip);
  });

  it('a draft is not shown to visitors until it is published; archived, it leaves the site', async () => {
    const { trip } = await read();
    const draft = edited(trip, {
      version: 0,
      slug: 'grecia-cicladi',
      title: 'Grecia: le Cicladi',
      itinerary: [],
    });
    const created = await giulia('POST', '/trips', draft);
    expect(created.status).toBe(201);
    const { trip: cicladi } = (await created.json()) as StaffTrip;
    expect(cicladi).toMatchObject({ state: 'bozza', key: 'grecia-cicladi', version: 1 });
    expect((await publicTrip('grecia-cicladi')).status).toBe(404);
    expect((await catalogue()).trips.map((t) => t.id)).not.toContain('grecia-cicladi');

    const refused = await giulia('POST', '/trips/grecia-cicladi/state', {
      version: 1,
      state: 'pubblicato',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(
      'Non si può pubblicare: Manca il programma: aggiungi almeno un giorno.',
    );
    const withDays = await giulia(
      'PUT',
      '/trips/grecia-cicladi',
      edited(cicladi, { itinerary: edited(trip).itinerary }),
    );
    expect(withDays.status).toBe(200);
    const published = await giulia('POST', '/trips/grecia-cicladi/state', {
      version: 2,
      state: 'pubblicato',
    });
    expect(published.status).toBe(200);
    expect((await publicTrip('grecia-cicladi')).status).toBe(200);
    expect((await catalogue()).trips.map((t) => t.id)).toContain('grecia-cicladi');

    // Archived, Grecia leaves the site; its departures and bookings stay as they were.
    const archived = await giulia('POST', '/trips/greece-santorini/state', {
      version: trip.version,
      state: 'archiviato',
    });
    expect(archived.status).toBe(200);
    expect((await publicTrip('grecia')).status).toBe(404);
    expect(
      await database.db
        .selectFrom('travel_dates')
        .select('id')
        .where('destination_id', '=', 'greece-santorini')
        .execute(),
    ).toHaveLength(1);
    const back = (await read()).trip;
    await giulia('POST', '/trips/greece-santorini/state', {
      version: back.version,
      state: 'pubblicato',
    });
    expect((await publicTrip('grecia')).status).toBe(200);
  });

  it('a trip with departures or bookings cannot be deleted; a draft without can', async () => {
    const refused = await giulia('DELETE', '/trips/greece-santorini');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'Questo viaggio ha partenze o prenotazioni: puoi archiviarlo, non eliminarlo.',
    );
    // "Duplica" asks for the copy's address: one that is free and not the site's own.
    for (const [slug, message] of [
      ['grecia', tripAddressMessages.taken],
      ['travels', tripAddressMessages.reserved],
      ['Grecia Estate', tripAddressMessages.format],
    ] as const) {
      const refused = await giulia('POST', '/trips/greece-santorini/duplicate', { slug });
      expect(refused.status, slug).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ slug: message });
    }
    expect((await giulia('POST', '/trips/greece-santorini/duplicate')).status).toBe(400);
    const copy = await giulia('POST', '/trips/greece-santorini/duplicate', {
      slug: 'grecia-estate',
    });
    expect(copy.status).toBe(201);
    const { trip, deletable } = (await copy.json()) as StaffTrip;
    expect(trip).toMatchObject({
      id: 'grecia-estate',
      title: 'Grecia: Atene & Santorini (copia)',
      state: 'bozza',
      // Another trip: Grecia's reviews and rating are not its own.
      reviews: [],
      ratingFigures: null,
      listPrice: null,
    });
    expect(deletable).toBe(true);
    expect((await giulia('DELETE', `/trips/${trip.key}`)).status).toBe(204);
    expect((await giulia('GET', `/trips/${trip.key}`)).status).toBe(404);
  });

  it('"Ripristina" brings a previous save back as a new one', async () => {
    const { trip, history } = await read();
    // The trip as it shipped is the first version, so it can be brought back too.
    expect(history.at(-1)).toMatchObject({ version: 1, changedBy: null, fields: [] });
    const earlier = history.find((change) =>
      change.fields.some((f) => f.field === 'price' && f.after === 1300),
    )!;
    const res = await giulia('POST', '/trips/greece-santorini/restore', {
      version: trip.version,
      changeId: earlier.id,
    });
    expect(res.status).toBe(200);
    const restored = (await res.json()) as StaffTrip;
    expect(restored.trip).toMatchObject({ version: trip.version + 1, price: 1300 });
    expect(restored.history[0]!.fields.map((f) => f.field)).toContain('price');
  });

  it('a new address keeps the old one pointing to it', async () => {
    const { trip } = await read();
    const res = await giulia(
      'PUT',
      '/trips/greece-santorini',
      edited(trip, { slug: 'grecia-atene-santorini' }),
    );
    expect(res.status).toBe(200);
    expect((await publicTrip('grecia-atene-santorini')).status).toBe(200);
    expect(
      await database.db
        .selectFrom('trip_addresses')
        .selectAll()
        .where('slug', '=', 'grecia')
        .execute(),
    ).toEqual([{ slug: 'grecia', trip_id: 'greece-santorini' }]);
    // No other trip may take the old address while it points here…
    const other = (await read(giulia, 'thailand')).trip;
    const taken = await giulia('PUT', '/trips/thailand', edited(other, { slug: 'grecia' }));
    expect((await taken.json()).error.fields).toEqual({ slug: tripAddressMessages.taken });
    // …but the trip itself may go back to it.
    const renamed = (await read()).trip;
    expect(
      (await giulia('PUT', '/trips/greece-santorini', edited(renamed, { slug: 'grecia' }))).status,
    ).toBe(200);
    expect(await database.db.selectFrom('trip_addresses').select('slug').execute()).toEqual([
      { slug: 'grecia-atene-santorini' },
    ]);
  });

  it('another process on the same database serves an edit within 5 seconds', async () => {
    const other = database.connectAgain();
    try {
      const { app: second } = await createTestApp(other, { clock });
      const { trip } = await read();
      await giulia('PUT', '/trips/greece-santorini', edited(trip, { price: 1450 }));
      const started = Date.now();
      let price = 0;
      while (Date.now() - started < 5000) {
        const detail = (await (
          await second.request('/api/destinations/grecia')
        ).json()) as TripDetail;
        price = detail.price;
        if (price === 1450) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(price).toBe(1450);
    } finally {
      if (other !== database.db) await other.destroy();
    }
  });

  it('a cover photo with its alt text is the trip’s on the site; without alt it is refused', async () => {
    const form = new FormData();
    form.append('photo', new File([await photo({ width: 1600, height: 1200 })], 'santorini.jpg'));
    const res = await giulia('POST', '/trip-photos', form);
    expect(res.status).toBe(201);
    const uploaded = (await res.json()) as TripPhoto;
    const { trip } = await read();
    const noAlt = await giulia('PUT', '/trips/greece-santorini', edited(trip, { cover: uploaded }));
    expect(noAlt.status).toBe(400);
    expect(Object.keys((await noAlt.json()).error.fields)).toEqual(['cover.alt']);
    const cover = {
      ...uploaded,
      alt: 'Le case bianche di Oia sulla caldera al tramonto',
      focus: { x: 0.3, y: 0.6 },
    };
    expect((await giulia('PUT', '/trips/greece-santorini', edited(trip, { cover }))).status).toBe(
      200,
    );
    const card = (await catalogue()).trips.find((t) => t.id === 'grecia')!;
    expect(card.cover).toEqual(cover);
    const variant = await app.request(`/photos/${cover.id}-800.webp`);
    expect(variant.status).toBe(200);
  });

  it('packages: a new name is on the catalogue at once; a stale save is refused', async () => {
    const { items } = (await (await giulia('GET', '/packages')).json()) as {
      items: {
        id: string;
        version: number;
        title: string;
        originalPrice: number;
        discountedPrice: number;
        duration: string;
        includes: string[];
      }[];
    };
    const islands = items.find((p) => p.id === 'islands')!;
    const body = {
      version: islands.version,
      title: 'ISOLE DEL CUORE',
      originalPrice: islands.originalPrice,
      discountedPrice: islands.discountedPrice,
      duration: islands.duration,
      includes: islands.includes,
      cover: null,
    };
    expect((await giulia('PUT', '/packages/islands', body)).status).toBe(200);
    expect((await catalogue()).categories.find((c) => c.id === 'islands')!.title).toBe(
      'ISOLE DEL CUORE',
    );
    expect((await marco('PUT', '/packages/islands', { ...body, title: 'ISOLE' })).status).toBe(409);
  });
});
