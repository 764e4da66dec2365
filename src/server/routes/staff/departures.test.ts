import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Page, StaffDepartureManifest, StaffDepartureRow } from '#domain/backoffice.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import {
  bookingRow,
  departureRow,
  signInStaff,
  staffRequest,
  withPassportExpiries,
} from './staff-testing.ts';

// Today in Rome is 1 March 2027.
const NOW = '2027-03-01T09:00:00.000Z';

const newDeparture = {
  destinationId: 'maldive-dubai',
  startDate: '2027-05-20',
  price: 2700,
  totalSpots: 8,
  coordinators: ['Giulia', 'Francesca'],
};

describe.each(testEngines)('staff departures API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);

  const list = async (query = '') => {
    const res = await staff('GET', `/departures${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page<StaffDepartureRow>;
  };
  const expectInvalid = async (res: Response, fields: Record<string, string>) => {
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual(fields);
  };
  /** What the visitors' departures dialog offers for Maldive & Dubai. */
  const publicDepartures = async () =>
    (
      (await (await app.request('/api/destinations/maldive-dubai/departures')).json()) as {
        departures: { id: string; spotsAvailable: number }[];
      }
    ).departures;

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await createTestApp(database.db, { clock }));
    staff = staffRequest(app, await signInStaff(app, database.db));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
  });
  afterAll(async () => database.drop());

  describe('the list', () => {
    it('shows the calendar from today, earliest first, with titles, end dates and seats booked', async () => {
      await database.db
        .insertInto('travel_dates')
        .values([
          departureRow({ id: 'maldives-dubai-20270410', start_date: '2027-04-10' }),
          departureRow({
            id: 'greece-santorini-20270320',
            destination_id: 'greece-santorini',
            start_date: '2027-03-20',
            closed: true,
          }),
          departureRow({ id: 'maldives-dubai-20270301', start_date: '2027-03-01' }),
          departureRow({ id: 'maldives-dubai-20270215', start_date: '2027-02-15' }),
        ])
        .execute();
      await database.db
        .insertInto('travel_bookings')
        .values([
          bookingRow({ travel_date_id: 'maldives-dubai-20270410', travellers: 3 }),
          bookingRow({ travel_date_id: 'maldives-dubai-20270410', travellers: 2 }),
          bookingRow({
            travel_date_id: 'maldives-dubai-20270410',
            travellers: 4,
            status: 'cancelled',
          }),
        ])
        .execute();

      const all = await list();
      expect(all).toMatchObject({ page: 1, pageSize: 20, total: 3 });
      expect(all.items.map((d) => d.id)).toEqual([
        'maldives-dubai-20270301',
        'greece-santorini-20270320',
        'maldives-dubai-20270410',
      ]);
      expect(all.items[1]).toMatchObject({
        destinationId: 'grecia',
        destinationTitle: expect.stringContaining('Grecia'),
        closed: true,
        booked: 0,
      });
      expect(all.items[2]).toEqual({
        id: 'maldives-dubai-20270410',
        destinationId: 'maldive-dubai',
        destinationTitle: 'Maldive & Dubai',
        startDate: '2027-04-10',
        endDate: '2027-04-19',
        price: 2500,
        spotsAvailable: 10,
        totalSpots: 10,
        coordinators: ['Giulia', 'Marco'],
        closed: false,
        booked: 5,
        minGroup: 6,
        confirmed: null,
        cancelled: null,
        // 40 days away: no deposit yet (below the 6 it leaves with), 5 travellers without
        // documents, 2 bookings still to pay.
        outlook: { fate: 'below', documentsMissing: 5, balancesOpen: 2 },
      });

      const maldives = await list('?destinationId=maldive-dubai');
      expect(maldives.total).toBe(2);
      expect(maldives.items.map((d) => d.destinationId)).toEqual([
        'maldive-dubai',
        'maldive-dubai',
      ]);
      expect((await list('?destinationId=&page=')).total).toBe(3);
    });

    it('says the work left for the departures of the next 60 days only', async () => {
      await database.db
        .insertInto('travel_dates')
        .values([
          departureRow({ id: 'maldives-dubai-20270430', start_date: '2027-04-30' }),
          departureRow({ id: 'maldives-dubai-20270501', start_date: '2027-05-01' }),
        ])
        .execute();
      const { items } = await list();
      expect(items.map((departure) => [departure.startDate, departure.outlook])).toEqual([
        ['2027-04-30', { fate: 'below', documentsMissing: 0, balancesOpen: 0 }],
        ['2027-05-01', null],
      ]);
    });

    it('pages 20 departures at a time', async () => {
      await database.db
        .insertInto('travel_dates')
        .values(
          Array.from({ length: 23 }, (_, i) => {
            const day = `2027-04-${String(i + 1).padStart(2, '0')}`;
            return departureRow({
              id: `maldives-dubai-${day.replaceAll('-', '')}`,
              start_date: day,
            });
          }),
        )
        .execute();
      const second = await list('?page=2');
      expect(second).toMatchObject({ page: 2, total: 23 });
      expect(second.items.map((d) => d.startDate)).toEqual([
        '2027-04-21',
        '2027-04-22',
        '2027-04-23',
      ]);
    });

    it('refuses an unknown trip and a page that is not one', async () => {
      await expectInvalid(await staff('GET', '/departures?destinationId=atlantide'), {
        destinationId: 'Destinazione non valida.',
      });
      await expectInvalid(await staff('GET', '/departures?page=0'), { page: 'Pagina non valida.' });
    });
  });

  describe('adding', () => {
    it('adds a departure with every seat free, under the id the seed would give it', async () => {
      const res = await staff('POST', '/departures', newDeparture);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({
        id: 'maldives-dubai-20270520',
        destinationId: 'maldive-dubai',
        destinationTitle: 'Maldive & Dubai',
        startDate: '2027-05-20',
        endDate: '2027-05-29',
        price: 2700,
        spotsAvailable: 8,
        totalSpots: 8,
        coordinators: ['Giulia', 'Francesca'],
        closed: false,
        booked: 0,
        // The agency's usual smallest group, until staff set another.
        minGroup: 6,
        confirmed: null,
        cancelled: null,
      });
      // Stored under the database's destination id, so the visitors' dialog offers it.
      expect(await publicDepartures()).toEqual([
        expect.objectContaining({ id: 'maldives-dubai-20270520', spotsAvailable: 8 }),
      ]);

      const again = await staff('POST', '/departures', { ...newDeparture, price: 1 });
      expect(again.status).toBe(409);
      expect((await again.json()).error).toEqual({
        code: 'conflict',
        message: 'Questo viaggio ha già una partenza in questa data.',
      });
    });

    it.each([
      [{ destinationId: 'atlantide' }, { destinationId: 'Destinazione non valida.' }],
      [{ startDate: '2027-03-01' }, { startDate: 'La data di partenza deve essere nel futuro.' }],
      [{ startDate: '2027-02-30' }, { startDate: 'Data non valida: usa il formato AAAA-MM-GG.' }],
      [{ startDate: '20/05/2027' }, { startDate: 'Data non valida: usa il formato AAAA-MM-GG.' }],
      [{ price: 0 }, { price: 'Il prezzo deve essere di almeno 1 €.' }],
      [{ price: 20001 }, { price: 'Il prezzo non può superare 20.000 €.' }],
      [{ price: 99.5 }, { price: 'Il prezzo è in euro interi.' }],
      [{ price: '2700' }, { price: 'Indica il prezzo a persona in euro.' }],
      [{ totalSpots: 0 }, { totalSpots: 'Almeno 1 posto.' }],
      [{ totalSpots: 11 }, { totalSpots: 'Al massimo 10 posti.' }],
      [{ coordinators: ['Giulia'] }, { coordinators: 'Indica i due coordinatori.' }],
      [
        { coordinators: ['Giulia', '  '] },
        { 'coordinators.1': 'Indica il nome del coordinatore.' },
      ],
      [
        { coordinators: ['G'.repeat(41), 'Marco'] },
        { 'coordinators.0': 'Al massimo 40 caratteri.' },
      ],
    ])('refuses %j with 400, adding nothing', async (change, fields) => {
      await expectInvalid(
        await staff('POST', '/departures', { ...newDeparture, ...change }),
        fields,
      );
      expect(await database.db.selectFrom('travel_dates').select('id').execute()).toEqual([]);
    });
  });

  describe('editing', () => {
    const id = 'maldives-dubai-20270410';
    const patch = (body: unknown) => staff('PATCH', `/departures/${id}`, body);
    const stored = () =>
      database.db
        .selectFrom('travel_dates')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    beforeEach(async () => {
      await database.db
        .insertInto('travel_dates')
        .values(departureRow({ spots_available: 7 }))
        .execute();
    });

    it('changes the price and the coordinators, leaving the rest as it is', async () => {
      const res = await patch({ price: 2600, coordinators: [' Davide ', 'Marco'] });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id,
        price: 2600,
        coordinators: ['Davide', 'Marco'],
        spotsAvailable: 7,
        totalSpots: 10,
        closed: false,
      });
      expect(await stored()).toMatchObject({ price: 2600, spots_available: 7, updated_at: NOW });
    });

    it('sets the smallest group it leaves with, from 1 to 10', async () => {
      const res = await patch({ minGroup: 4 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ minGroup: 4, price: 2500 });
      await expectInvalid(await patch({ minGroup: 11 }), {
        minGroup: 'Il minimo di partecipanti va da 1 a 10.',
      });
    });

    it('changes the seats, within 0 and the total', async () => {
      expect(await (await patch({ totalSpots: 8, spotsAvailable: 6 })).json()).toMatchObject({
        totalSpots: 8,
        spotsAvailable: 6,
      });
      expect(await (await patch({ spotsAvailable: 0 })).json()).toMatchObject({
        spotsAvailable: 0,
      });

      await expectInvalid(await patch({ spotsAvailable: 9 }), {
        spotsAvailable: 'I posti liberi devono essere tra 0 e 8.',
      });
      await expectInvalid(await patch({ spotsAvailable: -1 }), {
        spotsAvailable: 'I posti liberi non possono essere meno di 0.',
      });
      await patch({ spotsAvailable: 5 });
      await expectInvalid(await patch({ totalSpots: 4 }), {
        totalSpots: 'I posti liberi devono essere tra 0 e 4.',
      });
      await expectInvalid(await patch({ totalSpots: 12 }), { totalSpots: 'Al massimo 10 posti.' });
      expect(await stored()).toMatchObject({ total_spots: 8, spots_available: 5 });
    });

    it('closes a departure, which visitors then no longer see, and opens it again', async () => {
      expect(await publicDepartures()).toHaveLength(1);
      expect(await (await patch({ closed: true })).json()).toMatchObject({ closed: true });
      expect(await publicDepartures()).toEqual([]);
      expect(await (await patch({ closed: false })).json()).toMatchObject({ closed: false });
      expect(await publicDepartures()).toHaveLength(1);
    });

    it('answers 404 for an unknown departure and 400 for a bad id or body', async () => {
      const res = await staff('PATCH', '/departures/maldives-dubai-20991231', { price: 100 });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toEqual({
        code: 'not_found',
        message: 'Partenza non trovata',
      });
      await expectInvalid(await staff('PATCH', '/departures/NON_VALIDA', { price: 100 }), {
        id: 'Partenza non valida.',
      });
      await expectInvalid(await patch({ closed: 'sì' }), {
        closed: 'Indica se la partenza è chiusa.',
      });
    });
  });

  describe("a departure's page", () => {
    it('lists who travels, with documents, payments and contacts, and explains every seat', async () => {
      // 7 seats taken: 3 by bookings, 4 by nobody.
      await database.db
        .insertInto('travel_dates')
        .values(departureRow({ spots_available: 3 }))
        .execute();
      // The return is on 19 April: a passport must last until 19 October.
      const confirmed = withPassportExpiries(
        bookingRow({
          travel_date_id: 'maldives-dubai-20270410',
          status: 'confirmed',
          payment_status: 'received',
          travellers: 2,
          created_at: '2027-01-20T09:00:00.000Z',
        }),
        ['2027-10-18', '2030-01-01'],
      );
      const waiting = bookingRow({
        travel_date_id: 'maldives-dubai-20270410',
        primary: { firstName: 'Zoë', lastName: 'D’Alessandro' },
        contact_email: 'zoe.dalessandro@example.it',
        created_at: '2027-02-28T09:00:00.000Z',
      });
      const cancelled = bookingRow({
        travel_date_id: 'maldives-dubai-20270410',
        status: 'cancelled',
        primary: { firstName: 'Paolo', lastName: 'De Santis' },
        travellers: 2,
      });
      await database.db
        .insertInto('travel_bookings')
        .values([confirmed, waiting, cancelled])
        .execute();
      await database.db
        .insertInto('document_uploads')
        .values(
          (['passport', 'selfie'] as const).map((type) => ({
            id: randomUUID(),
            booking_id: confirmed.id,
            traveller_index: 0,
            document_type: type,
            file_path: `${randomUUID()}.jpg`,
            mime_type: 'image/jpeg',
            size_bytes: 1234,
            created_at: NOW,
          })),
        )
        .execute();

      const res = await staff('GET', '/departures/maldives-dubai-20270410');
      expect(res.status).toBe(200);
      const manifest = (await res.json()) as StaffDepartureManifest;
      expect(manifest.departure).toMatchObject({
        destinationTitle: 'Maldive & Dubai',
        startDate: '2027-04-10',
        endDate: '2027-04-19',
        coordinators: ['Giulia', 'Marco'],
        booked: 3,
      });
      expect(manifest.travellers).toEqual([
        expect.objectContaining({
          bookingId: confirmed.id,
          travellerIndex: 0,
          firstName: 'Chiara',
          lastName: 'Loiacono',
          birthDate: '1990-05-14T12:00:00.000Z',
          passportNumber: 'YA1234560',
          passportExpiry: '2027-10-18',
          passport: 'short',
          documents: { passport: true, selfie: true },
          status: 'confirmed',
          paymentStatus: 'received',
          lead: {
            name: 'Chiara Loiacono',
            email: 'chiara.loiacono@example.it',
            phone: '+39 333 123 4567',
          },
        }),
        expect.objectContaining({
          bookingId: confirmed.id,
          travellerIndex: 1,
          firstName: 'Ospite1',
          passportExpiry: '2030-01-01',
          passport: 'ok',
          documents: { passport: false, selfie: false },
          lead: expect.objectContaining({ name: 'Chiara Loiacono' }),
        }),
        expect.objectContaining({
          bookingId: waiting.id,
          firstName: 'Zoë',
          lastName: 'D’Alessandro',
          // Booked before the expiry was asked, or left out: staff see it is missing.
          passportExpiry: null,
          passport: 'missing',
          status: 'pending_payment',
          paymentStatus: 'pending',
          holdUntil: waiting.hold_until,
        }),
      ]);
      expect(manifest.seats).toEqual({
        sold: 2,
        held: [{ bookingId: waiting.id, seats: 1, holdUntil: waiting.hold_until }],
        free: 3,
        unexplained: 4,
      });
    });

    it('gives the passenger list for Italian Excel, surname first, named after the trip and day', async () => {
      await database.db.insertInto('travel_dates').values(departureRow()).execute();
      const chiara = withPassportExpiries(
        bookingRow({
          travel_date_id: 'maldives-dubai-20270410',
          status: 'confirmed',
          payment_status: 'received',
          travellers: 2,
        }),
        ['2027-10-18'],
      );
      const zoe = bookingRow({
        travel_date_id: 'maldives-dubai-20270410',
        primary: { firstName: 'Zoë', lastName: 'D’Alessandro' },
        contact_email: 'zoe.dalessandro@example.it',
      });
      await database.db.insertInto('travel_bookings').values([chiara, zoe]).execute();

      const res = await staff('GET', '/departures/maldives-dubai-20270410/passeggeri.csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="passeggeri-maldive-dubai-2027-04-10.csv"',
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      // The byte order mark Excel needs to read UTF-8.
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
      expect(lines).toEqual([
        'Cognome;Nome;Data di nascita;Passaporto;Scadenza passaporto;Validità passaporto;Prenotazione;Stato;Pagamento;Passaporto ricevuto;Selfie ricevuto;Referente;Email referente;Telefono referente',
        `D’Alessandro;Zoë;14/05/1990;YA1234560;;Scadenza non indicata;#${zoe.id.slice(0, 8)};In attesa di bonifico;Da pagare;no;no;Zoë D’Alessandro;zoe.dalessandro@example.it;+39 333 123 4567`,
        `Loiacono;Chiara;14/05/1990;YA1234560;18/10/2027;Scade entro 6 mesi dal rientro;#${chiara.id.slice(0, 8)};Confermata;Ricevuta;no;no;Chiara Loiacono;chiara.loiacono@example.it;+39 333 123 4567`,
        `Rossi;Ospite1;14/05/1990;YA1234561;;Scadenza non indicata;#${chiara.id.slice(0, 8)};Confermata;Ricevuta;no;no;Chiara Loiacono;chiara.loiacono@example.it;+39 333 123 4567`,
        '',
      ]);
      expect(
        (await staffRequest(app, null)('GET', '/departures/maldives-dubai-20270410/passeggeri.csv'))
          .status,
      ).toBe(401);
    });

    it('gives the same list as a workbook, with the trip above it and passports as text', async () => {
      await database.db.insertInto('travel_dates').values(departureRow()).execute();
      const zoe = bookingRow({
        travel_date_id: 'maldives-dubai-20270410',
        primary: { firstName: 'Zoë', lastName: 'D’Alessandro' },
        contact_email: 'zoe.dalessandro@example.it',
      });
      await database.db.insertInto('travel_bookings').values(zoe).execute();

      const res = await staff('GET', '/departures/maldives-dubai-20270410/passeggeri.xlsx');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="passeggeri-maldive-dubai-2027-04-10.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await res.arrayBuffer());
      const sheet = workbook.getWorksheet('Passeggeri')!;
      const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(row(1)).toEqual(['Maldive & Dubai']);
      expect(row(2)).toEqual(['Dal 10/04/2027 al 19/04/2027 · coordinatori Giulia e Marco']);
      expect(row(4).slice(0, 4)).toEqual(['Cognome', 'Nome', 'Data di nascita', 'Passaporto']);
      expect(row(5).slice(0, 4)).toEqual(['D’Alessandro', 'Zoë', '14/05/1990', 'YA1234560']);
      expect(row(5).slice(5, 7)).toEqual(['Scadenza non indicata', `#${zoe.id.slice(0, 8)}`]);
      expect(sheet.rowCount).toBe(5);
    });

    it('gives the list to print, one page per 25 travellers or so, with the trip in its title', async () => {
      await database.db.insertInto('travel_dates').values(departureRow()).execute();
      // More travellers than one page holds: the list goes on, its heading repeated.
      await database.db
        .insertInto('travel_bookings')
        .values(
          Array.from({ length: 8 }, (_, i) =>
            bookingRow({
              travel_date_id: 'maldives-dubai-20270410',
              travellers: 4,
              created_at: `2027-02-0${i + 1}T09:00:00.000Z`,
            }),
          ),
        )
        .execute();
      const res = await staff('GET', '/departures/maldives-dubai-20270410/passeggeri.pdf');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="passeggeri-maldive-dubai-2027-04-10.pdf"',
      );
      const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toContain('(Elenco passeggeri - Maldive & Dubai - 10/04/2027)');
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
    });

    it('says so for a departure that does not exist, and only to staff', async () => {
      const missing = await staff('GET', '/departures/maldives-dubai-20990101');
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.message).toBe('Partenza non trovata');
      await database.db.insertInto('travel_dates').values(departureRow()).execute();
      const visitor = staffRequest(app, null);
      expect((await visitor('GET', '/departures/maldives-dubai-20270410')).status).toBe(401);
    });
  });
});
