import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepricedDeparture } from '#domain/backoffice.ts';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import type { Catalogue, TripSummary } from '#domain/catalogue.ts';
import type { TripPhoto } from '#domain/trip-photos.ts';
import { formatEuro } from '#domain/format.ts';
import {
  editorValues,
  listPriceMessage,
  markupMessage,
  ratingFiguresMessages,
  type TripInputValues,
} from '#domain/trip-input.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import { testClientFiles } from '../../testing/client-files.ts';
import { photo } from '../../testing/photos.ts';
import { headOf, textOf } from '../../testing/rendered-pages.ts';
import { bookingRow, departureRow, signInAs, staffRequest } from './staff-testing.ts';

// Today in Rome is 1 March 2027; the shipped trips have been on sale since the database was made.
const NOW = '2027-03-01T09:00:00.000Z';

/** The page's schema.org trip, and the agency. */
const tripLd = (html: string) => headOf(html).ofType('TouristTrip')[0]!;
const agencyLd = (html: string) => headOf(html).ofType('TravelAgency')[0]!;

describe.each(testEngines)('only numbers that are true, on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: Awaited<ReturnType<typeof signInAs>>;
  const clock = fixedClock(NOW);
  const client = testClientFiles();

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock, env: { CLIENT_DIR: client.dir } }));
    // Grecia's one departure on sale, at 1.300 € (its catalogue price is 1.400 €).
    await database.db
      .insertInto('travel_dates')
      .values(
        departureRow({
          id: 'greece-santorini-20270520',
          destination_id: 'greece-santorini',
          start_date: '2027-05-20',
          price: 1300,
        }),
      )
      .execute();
    staff = await signInAs(app, database.db, 'Giulia Bianchi');
  });
  afterAll(async () => {
    await database.drop();
    client.remove();
  });

  const read = async (key: string) =>
    ((await (await staff('GET', `/trips/${key}`)).json()) as StaffTrip).trip;
  const save = (trip: StaffTrip['trip'], changes: Partial<TripInputValues>) =>
    staff('PUT', `/trips/${trip.key}`, { ...editorValues(trip), ...changes });
  const summary = async (slug: string) => {
    const catalogue = (await (await app.request('/api/catalogue')).json()) as Catalogue;
    return catalogue.trips.find((trip) => trip.id === slug) as TripSummary;
  };
  const page = async (slug: string) => (await app.request(`/travel/${slug}`)).text();

  it('a new trip shows no rating until it has reviews, and then their average', async () => {
    const grecia = await read('greece-santorini');
    const created = await staff('POST', '/trips', {
      ...editorValues(grecia),
      version: 0,
      slug: 'croazia-isole',
      title: 'Croazia: Spalato e le isole',
      hotels: [],
      experiences: [],
      includes: [],
      reviews: [],
      ratingFigures: null,
      listPrice: null,
    });
    expect(created.status).toBe(201);
    const { trip } = (await created.json()) as StaffTrip;
    expect(
      (await staff('POST', `/trips/${trip.key}/state`, { version: 1, state: 'pubblicato' })).status,
    ).toBe(200);

    expect(await summary('croazia-isole')).toMatchObject({ rating: null, listPrice: null });
    const html = await page('croazia-isole');
    expect(textOf(html)).not.toMatch(/recensioni|\/5|-\d+%/);
    expect(tripLd(html)).not.toHaveProperty('aggregateRating');
    // Nothing to say under a heading: no heading either (Grecia's page has them all).
    const headings = [
      'Hotel',
      'Esperienze incluse',
      'La quota comprende',
      'Cosa dicono i viaggiatori',
    ];
    const greciaPage = await page('grecia');
    for (const heading of headings) {
      expect(greciaPage).toMatch(new RegExp(`<h[23][^>]*>(?:<svg.*?</svg>)?\\s*${heading}\\b`));
      expect(html).not.toMatch(new RegExp(`<h[23][^>]*>(?:<svg.*?</svg>)?\\s*${heading}\\b`));
    }

    const review = { location: 'Bari', text: 'Un viaggio splendido.', date: 'ottobre 2026' };
    const reviewed = await save(await read(trip.key), {
      reviews: [
        { ...review, authorName: 'Anna', rating: 5 },
        { ...review, authorName: 'Luca', rating: 4 },
      ],
    });
    expect(reviewed.status).toBe(200);
    expect((await summary('croazia-isole')).rating).toEqual({
      average: 4.5,
      count: 2,
      source: null,
    });
    const reviewedPage = await page('croazia-isole');
    expect(textOf(reviewedPage)).toContain('4.5/5 da 2 recensioni');
    expect(textOf(reviewedPage)).toContain('Cosa dicono i viaggiatori');
  });

  it('figures collected elsewhere show with their source, in the JSON-LD too', async () => {
    const trip = await read('greece-santorini');
    // The shipped trips keep the spec's 4.8 from 129 as entered figures.
    expect(trip.ratingFigures).toEqual({
      average: 4.8,
      count: 129,
      source: 'Recensioni verificate',
    });
    const res = await save(trip, {
      ratingFigures: { average: '4,6', count: 57, source: 'Google' } as never,
    });
    expect(res.status).toBe(200);
    expect((await summary('grecia')).rating).toEqual({ average: 4.6, count: 57, source: 'Google' });
    const html = await page('grecia');
    expect(textOf(html)).toContain('4.6/5 da 57 recensioni · Google');
    expect(tripLd(html).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      bestRating: 5,
      reviewCount: 57,
    });
    // The agency gives itself no rating.
    expect(agencyLd(html)).not.toHaveProperty('aggregateRating');
  });

  it('refuses figures out of range, half given or with markup, and a list price under the price', async () => {
    const trip = await read('greece-santorini');
    const refused = async (changes: Record<string, unknown>, fields: Record<string, string>) => {
      const res = await save(trip, changes);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual(fields);
    };
    await refused(
      { ratingFigures: { average: 6, count: 10, source: 'Google' } },
      { 'ratingFigures.average': ratingFiguresMessages.average },
    );
    await refused(
      { ratingFigures: { average: 4.5, count: Number.NaN, source: 'Google' } },
      { 'ratingFigures.count': ratingFiguresMessages.count },
    );
    await refused(
      { ratingFigures: { average: 4.5, count: 10, source: '<b>Google</b>' } },
      { 'ratingFigures.source': markupMessage },
    );
    await refused({ listPrice: 1400 }, { listPrice: listPriceMessage });
    await refused({ listPrice: 900 }, { listPrice: listPriceMessage });
    expect(await read('greece-santorini')).toEqual(trip);
  });

  it('a list price is struck through no higher than the lowest price of the previous 30 days', async () => {
    const trip = await read('greece-santorini');
    expect(textOf(await page('grecia'))).not.toMatch(/-\d+%/);

    expect((await save(trip, { listPrice: 1900 })).status).toBe(200);
    // 1.900 € entered, but the trip was on sale at 1.400 € all month: 1.400 € is struck.
    expect((await summary('grecia')).listPrice).toBe(1400);
    const text = textOf(await page('grecia'));
    expect(text).toContain(`-7%Prezzo di listino ${formatEuro(1400)}`);
    expect(text).toContain(`da ${formatEuro(1300)} a persona`);
    expect(text).not.toContain(formatEuro(1900));

    // Dearer from today: 1.400 € was charged this month, so it stays the struck price…
    expect((await save(await read('greece-santorini'), { price: 1590 })).status).toBe(200);
    expect((await summary('grecia')).listPrice).toBe(1400);
    // …until thirty days have passed at 1.590 €.
    clock.set('2027-04-01T09:00:00.000Z');
    // A month later, a new day at the office: signed in anew.
    staff = await signInAs(app, database.db, 'Giulia Bianchi');
    await expect
      .poll(async () => (await summary('grecia')).listPrice, { timeout: 5000 })
      .toBe(1590);
    expect(textOf(await page('grecia'))).toContain(`-18%Prezzo di listino ${formatEuro(1590)}`);
  });

  it('"Cambia i prezzi" shows which departures change, then reprices them; bookings keep theirs', async () => {
    // Hawaii (2.500 €): one departure with two seats sold, one untouched, one already left.
    await database.db
      .insertInto('travel_dates')
      .values([
        departureRow({
          id: 'hawaii-20270610',
          destination_id: 'hawaii',
          start_date: '2027-06-10',
          price: 3000,
          spots_available: 8,
        }),
        departureRow({
          id: 'hawaii-20270910',
          destination_id: 'hawaii',
          start_date: '2027-09-10',
          price: 2500,
        }),
        departureRow({
          id: 'hawaii-20270210',
          destination_id: 'hawaii',
          start_date: '2027-02-10',
          price: 2200,
        }),
      ])
      .execute();
    const booking = bookingRow({
      destination_id: 'hawaii',
      destination_title: 'Hawaii',
      travel_date_id: 'hawaii-20270610',
      start_date: '2027-06-10',
      price: 3000,
      total_price: 6000,
      travellers: 2,
    });
    await database.db.insertInto('travel_bookings').values(booking).execute();
    const prices = async () =>
      Object.fromEntries(
        (
          await database.db
            .selectFrom('travel_dates')
            .select(['id', 'price'])
            .where('destination_id', '=', 'hawaii')
            .execute()
        ).map((row) => [row.id, row.price]),
      );
    const before = await prices();
    const reprice = (body: Record<string, unknown>) => staff('POST', '/trips/hawaii/reprice', body);

    const preview = await reprice({ scope: 'future', change: 'add', amount: 100, apply: false });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      applied: false,
      departures: [
        {
          id: 'hawaii-20270610',
          startDate: '2027-06-10',
          seatsSold: 2,
          price: 3000,
          newPrice: 3100,
        },
        {
          id: 'hawaii-20270910',
          startDate: '2027-09-10',
          seatsSold: 0,
          price: 2500,
          newPrice: 2600,
        },
      ] satisfies RepricedDeparture[],
    });
    expect(await prices()).toEqual(before);

    // Only those with no seat sold, 10% less.
    const unsold = await reprice({ scope: 'unsold', change: 'percent', amount: -10, apply: true });
    expect(((await unsold.json()) as { departures: RepricedDeparture[] }).departures).toEqual([
      { id: 'hawaii-20270910', startDate: '2027-09-10', seatsSold: 0, price: 2500, newPrice: 2250 },
    ]);
    expect(await prices()).toEqual({ ...before, 'hawaii-20270910': 2250 });
    expect(textOf(await page('hawaii'))).toContain(`da ${formatEuro(2250)} a persona`);

    const all = await reprice({ scope: 'future', change: 'set', amount: 2700, apply: true });
    expect(all.status).toBe(200);
    expect(await prices()).toEqual({
      'hawaii-20270210': 2200,
      'hawaii-20270610': 2700,
      'hawaii-20270910': 2700,
    });
    const html = await page('hawaii');
    expect(textOf(html)).toContain(`da ${formatEuro(2700)} a persona`);
    // The head, the structured data and the link preview name the same "da" price.
    const head = headOf(html);
    expect(head.meta('description')).toContain(`da ${formatEuro(2700)} a persona`);
    expect(head.meta('og:image:alt')).toBe(`Hawaii, da ${formatEuro(2700)} a persona`);
    expect(tripLd(html).offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 2700 });
    const linkPreview = await app.request(new URL(head.meta('og:image')!).pathname);
    expect(linkPreview.status).toBe(200);
    expect(linkPreview.headers.get('content-type')).toBe('image/jpeg');
    // The booking keeps the price it was sold at.
    const kept = await database.db
      .selectFrom('travel_bookings')
      .select(['price', 'total_price'])
      .where('id', '=', booking.id!)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ price: 3000, total_price: 6000 });
  });

  it('"Cambia i prezzi" refuses what would leave a price at 0 or a trip with nothing to change', async () => {
    const stored = async () =>
      (
        await database.db.selectFrom('travel_dates').select(['id', 'price']).orderBy('id').execute()
      ).map((row) => `${row.id} ${row.price}`);
    const before = await stored();
    const refused = async (key: string, body: Record<string, unknown>, message: string) => {
      const res = await staff('POST', `/trips/${key}/reprice`, {
        scope: 'future',
        apply: true,
        ...body,
      });
      expect(res.status).toBe(400);
      expect(Object.values((await res.json()).error.fields)).toEqual([message]);
    };
    await refused(
      'hawaii',
      { change: 'set', amount: 0 },
      'Il nuovo prezzo deve essere di almeno 1 €.',
    );
    await refused(
      'hawaii',
      { change: 'set', amount: -100 },
      'Il nuovo prezzo deve essere di almeno 1 €.',
    );
    await refused('hawaii', { change: 'percent', amount: -95 }, 'La percentuale va da -90 a +200.');
    await refused('hawaii', { change: 'percent', amount: 201 }, 'La percentuale va da -90 a +200.');
    await refused(
      'hawaii',
      { change: 'add', amount: -2700 },
      'Così la partenza del 10/06/2027 costerebbe 0 €: ogni partenza deve costare almeno 1 €.',
    );
    await refused(
      'croazia-isole',
      { change: 'add', amount: 100 },
      'Il viaggio non ha partenze future: non c’è un prezzo da cambiare.',
    );
    expect(await stored()).toEqual(before);
    expect(
      (
        await staff('POST', '/trips/atlantide/reprice', {
          scope: 'future',
          change: 'add',
          amount: 1,
          apply: true,
        })
      ).status,
    ).toBe(404);
    const signedOut = staffRequest(app, null);
    expect(
      (
        await signedOut('POST', '/trips/hawaii/reprice', {
          scope: 'future',
          change: 'add',
          amount: 1,
          apply: true,
        })
      ).status,
    ).toBe(401);
  });

  it('the editor learns which price visitors see, and what a reduction may be shown against', async () => {
    const { pricesSeen } = (await (
      await staff('GET', '/trips/greece-santorini')
    ).json()) as StaffTrip;
    // Grecia's departure on sale at 1.300 €; on sale at 1.590 € for the last 30 days.
    expect(pricesSeen).toEqual({ lowestDeparturePrice: 1300, lowestRecentPrice: 1590 });
  });

  it('a new trip keeps the cover sent with its first save; "Duplica" copies the photos', async () => {
    const form = new FormData();
    form.append('photo', new File([await photo({ width: 1600, height: 1000 })], 'spalato.jpg'));
    const uploaded = (await (await staff('POST', '/trip-photos', form)).json()) as TripPhoto;
    const cover = {
      ...uploaded,
      alt: 'Il porto di Spalato al tramonto',
      focus: { x: 0.5, y: 0.5 },
    };
    const grecia = await read('greece-santorini');
    const created = await staff('POST', '/trips', {
      ...editorValues(grecia),
      version: 0,
      slug: 'spalato-hvar',
      title: 'Spalato e Hvar',
      cover,
      gallery: [cover],
    });
    expect(created.status).toBe(201);
    const { trip } = (await created.json()) as StaffTrip;
    expect(trip).toMatchObject({ cover, gallery: [cover] });
    const copy = (await (
      await staff('POST', `/trips/${trip.key}/duplicate`, { slug: 'spalato-hvar-bis' })
    ).json()) as StaffTrip;
    expect(copy.trip).toMatchObject({ state: 'bozza', cover, gallery: [cover] });
  });

  it('keeps a published trip fit to show, and refuses markup in alt texts and review ids', async () => {
    const trip = await read('greece-santorini');
    for (const changes of [{ price: 0 }, { itinerary: [] }]) {
      const res = await save(trip, changes);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(/^Il viaggio è pubblicato: Manca/);
    }
    const form = new FormData();
    form.append('photo', new File([await photo({ width: 1600, height: 1000 })], 'oia.jpg'));
    const uploaded = (await (await staff('POST', '/trip-photos', form)).json()) as TripPhoto;
    const marked = await save(trip, {
      cover: { ...uploaded, alt: '<img src=x onerror=alert(1)> Oia', focus: { x: 0.5, y: 0.5 } },
    });
    expect(marked.status).toBe(400);
    expect((await marked.json()).error.fields).toEqual({ 'cover.alt': markupMessage });
    const review = { ...trip.reviews[0]!, id: '<b>1</b>' };
    const badId = await save(trip, { reviews: [review] });
    expect(badId.status).toBe(400);
    expect((await badId.json()).error.fields).toEqual({
      'reviews.0.id': 'Recensione non valida: ricarica la pagina.',
    });
    expect(await read('greece-santorini')).toEqual(trip);
  });

  it('refuses a package whose discounted price is above its list price', async () => {
    const { items } = (await (await staff('GET', '/packages')).json()) as {
      items: { id: string; version: number; title: string; duration: string; includes: string[] }[];
    };
    const pack = items[0]!;
    const res = await staff('PUT', `/packages/${pack.id}`, {
      version: pack.version,
      title: pack.title,
      duration: pack.duration,
      includes: pack.includes,
      originalPrice: 1500,
      discountedPrice: 1800,
      cover: null,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      discountedPrice: 'Il prezzo scontato non può superare il prezzo di listino.',
    });
  });
});
