import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffAgencySettings } from '#domain/agency-settings.ts';
import type { AuditPage } from '#domain/audit.ts';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import { formatEuro } from '#domain/format.ts';
import type { Team } from '#domain/staff-team.ts';
import { createScheduler } from '../../jobs/scheduler.ts';
import { auditPurge } from '../../jobs/audit-purge.ts';
import { createLogger } from '../../logger.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../../testing/test-app.ts';
import type { staffRequest } from './staff-testing.ts';
import { bookingRow, departureRow, documentRow, editedTrip, signInAs } from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const DEPARTURE = 'maldives-dubai-20270410';

describe.each(testEngines)('the audit trail on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let uploadsDir: string;
  let giulia: ReturnType<typeof staffRequest>;
  let nicolo: ReturnType<typeof staffRequest>;
  let bookingId: string;
  const clock = fixedClock(NOW);

  const trail = async (query = '', owner = giulia) => {
    const res = await owner('GET', `/audit${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as AuditPage;
  };
  const lines = async (query = '', owner = giulia) =>
    (await trail(query, owner)).items.map((entry) => [
      entry.staffName,
      entry.action,
      entry.recordLabel,
    ]);

  beforeAll(async () => {
    database = await engine.open();
    let config;
    ({ app, config } = await createTestApp(database.db, { clock }));
    uploadsDir = config.uploadsDir;
    giulia = await signInAs(app, database.db, 'Giulia Serra');
    nicolo = await signInAs(app, database.db, 'Nicolò D’Angelo', 'staff');
  });
  beforeEach(async () => {
    clock.set(NOW);
    for (const table of [
      'audit_trail',
      'outbox_messages',
      'booking_history',
      'booking_payments',
      'document_uploads',
      'waitlist_entries',
      'travel_bookings',
      'travel_dates',
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
    const row = bookingRow({
      travellers: 2,
      travel_date_id: DEPARTURE,
      primary: { firstName: 'Chiara', lastName: 'D’Amico' },
    });
    await database.db.insertInto('travel_bookings').values(row).execute();
    bookingId = row.id!;
  });
  afterAll(async () => database.drop());

  const code = () => `#${bookingId.slice(0, 8)}`;

  it('keeps a deposit with who recorded it, on which booking, and what came in', async () => {
    expect((await nicolo('POST', `/bookings/${bookingId}/deposit`)).status).toBe(200);
    const { items } = await trail();
    expect(items).toEqual([
      expect.objectContaining({
        at: NOW,
        staffName: 'Nicolò D’Angelo',
        action: 'deposit_recorded',
        recordType: 'booking',
        recordId: bookingId,
        recordLabel: `${code()} · Chiara D’Amico`,
        before: null,
        after: { Importo: expect.stringMatching(/^[\d.]+\s€$/), 'Ricevuto il': '01/03/2027' },
      }),
    ]);
  });

  it('writes nothing when the change is refused: a deposit recorded twice is one line', async () => {
    await giulia('POST', `/bookings/${bookingId}/deposit`);
    expect((await nicolo('POST', `/bookings/${bookingId}/deposit`)).status).toBe(409);
    expect(await lines()).toEqual([['Giulia Serra', 'deposit_recorded', expect.any(String)]]);
  });

  it('keeps every opening of a passport photo, with whose it is', async () => {
    const photo = documentRow(bookingId);
    const id = photo.id!;
    fs.writeFileSync(path.join(uploadsDir, photo.file_path), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await database.db.insertInto('document_uploads').values(photo).execute();
    expect((await nicolo('GET', `/documents/${id}/file`)).status).toBe(200);
    clock.set('2027-03-01T09:05:00.000Z');
    expect((await giulia('GET', `/documents/${id}/file`)).status).toBe(200);
    expect(await lines()).toEqual([
      ['Giulia Serra', 'document_opened', `Passaporto di Chiara D’Amico · ${code()}`],
      ['Nicolò D’Angelo', 'document_opened', `Passaporto di Chiara D’Amico · ${code()}`],
    ]);
    // A document that is not there is not opened, and not written down.
    expect((await giulia('GET', `/documents/${randomUUID()}/file`)).status).toBe(404);
    expect((await trail()).total).toBe(2);
  });

  it('keeps a departure changed with only what changed, before and after', async () => {
    const res = await nicolo('PATCH', `/departures/${DEPARTURE}`, {
      price: 2700,
      closed: false,
    });
    expect(res.status).toBe(200);
    expect((await trail()).items[0]).toMatchObject({
      action: 'departure_changed',
      recordLabel: expect.stringMatching(/ · 10\/04\/2027$/),
      before: { Prezzo: formatEuro(2500) },
      after: { Prezzo: formatEuro(2700) },
    });
  });

  it('keeps a booking cancelled and a place taken off the waitlist', async () => {
    expect((await nicolo('POST', `/bookings/${bookingId}/cancel`)).status).toBe(200);
    clock.set('2027-03-01T09:01:00.000Z');
    const entry = randomUUID();
    await database.db
      .insertInto('waitlist_entries')
      .values({
        id: entry,
        travel_date_id: DEPARTURE,
        name: 'Anna Maria Dell’Orto',
        email: 'anna@example.it',
        email_key: 'anna@example.it',
        seats: 2,
        created_at: NOW,
        notified_at: null,
      })
      .execute();
    expect((await giulia('DELETE', `/waitlist/${entry}`)).status).toBe(200);
    const { items } = await trail();
    expect(items.map((item) => [item.action, item.before, item.after])).toEqual([
      [
        'waitlist_removed',
        { Nome: 'Anna Maria Dell’Orto', Email: 'anna@example.it', Posti: 2 },
        null,
      ],
      ['booking_cancelled', { Stato: expect.any(String) }, { Stato: 'Annullata' }],
    ]);
    expect(items[0]!.recordLabel).toMatch(/^Anna Maria Dell’Orto · /);
  });

  it('keeps the team’s changes: a role changed, an account disabled', async () => {
    await signInAs(app, database.db, 'Lucia Ferri', 'staff');
    const team = (await (await giulia('GET', '/team')).json()) as Team;
    const lucia = team.members.find((m) => m.name === 'Lucia Ferri')!;
    await giulia('PUT', `/team/members/${lucia.id}/role`, { role: 'titolare' });
    clock.set('2027-03-01T09:01:00.000Z');
    await giulia('POST', `/team/members/${lucia.id}/disable`);
    const { items } = await trail();
    expect(items.map((item) => [item.action, item.before, item.after])).toEqual([
      ['member_disabled', null, null],
      ['role_changed', { Ruolo: 'Staff' }, { Ruolo: 'Titolare' }],
    ]);
    expect(items[0]!.recordLabel).toMatch(/^Lucia Ferri \(lucia\.ferri\./);
  });

  it('filters by person, action, record and days (in Rome)', async () => {
    await nicolo('POST', `/bookings/${bookingId}/notes`, { text: 'Ha chiamato: arriva in treno.' });
    clock.set('2027-03-02T23:30:00.000Z'); // 3 March in Rome, half past midnight
    const sara = await signInAs(app, database.db, 'Sara Conti');
    await sara('POST', `/bookings/${bookingId}/deposit`);
    await sara('PATCH', `/departures/${DEPARTURE}`, { price: 2600 });
    const read = (query: string) => lines(query, sara);

    const { people } = await trail('', sara);
    expect(people.map((person) => person.name)).toEqual(['Nicolò D’Angelo', 'Sara Conti']);
    const nicoloId = people.find((person) => person.name === 'Nicolò D’Angelo')!.id;
    expect(await read(`?staff=${nicoloId}`)).toEqual([
      ['Nicolò D’Angelo', 'note', `${code()} · Chiara D’Amico`],
    ]);
    expect((await read('?action=departure_changed')).map(([, action]) => action)).toEqual([
      'departure_changed',
    ]);
    expect(await read(`?record=${encodeURIComponent(code())}`)).toHaveLength(2);
    expect(await read(`?record=${encodeURIComponent('d’amico')}`)).toHaveLength(2);
    expect(await read('?from=2027-03-03&to=2027-03-03')).toHaveLength(2);
    expect(await read('?from=2027-03-01&to=2027-03-02')).toEqual([
      ['Nicolò D’Angelo', 'note', expect.any(String)],
    ]);
    const refused = await sara('GET', '/audit?from=2027-03-05&to=2027-03-01');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { to: 'La data finale deve venire dopo quella iniziale.' } },
    });
  });

  it('keeps the catalogue’s changes: a trip’s price, the agency’s figures, an area', async () => {
    const { trip } = (await (await nicolo('GET', '/trips/greece-santorini')).json()) as StaffTrip;
    const saved = await nicolo(
      'PUT',
      '/trips/greece-santorini',
      editedTrip(trip, { price: trip.price + 100 }),
    );
    expect(saved.status).toBe(200);
    const settings = (await (await giulia('GET', '/settings')).json()) as StaffAgencySettings;
    clock.set('2027-03-01T09:01:00.000Z');
    await giulia('PUT', '/settings', {
      version: settings.version,
      ...settings.settings,
      minGroup: settings.settings.minGroup + 1,
    });
    clock.set('2027-03-01T09:02:00.000Z');
    await nicolo('POST', '/areas', { name: 'Oceano Indiano' });
    const { items } = await trail();
    expect(items.map((item) => [item.staffName, item.action, item.recordLabel])).toEqual([
      ['Nicolò D’Angelo', 'area_created', 'Oceano Indiano'],
      ['Giulia Serra', 'settings_changed', 'Impostazioni dell’agenzia'],
      ['Nicolò D’Angelo', 'trip_changed', 'Grecia: Atene & Santorini'],
    ]);
    expect(items[1]).toMatchObject({
      before: { 'Minimo partecipanti per partire': settings.settings.minGroup },
      after: { 'Minimo partecipanti per partire': settings.settings.minGroup + 1 },
    });
    expect(items[2]).toMatchObject({
      before: { 'Prezzo a persona': trip.price },
      after: { 'Prezzo a persona': trip.price + 100 },
    });
  });

  it('is the owner’s to read, and nobody’s to change', async () => {
    expect((await nicolo('GET', '/audit')).status).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      expect((await giulia(method, '/audit', {})).status).toBe(404);
  });

  it('is purged by the scheduler once older than the retention', async () => {
    await nicolo('POST', `/bookings/${bookingId}/deposit`);
    const kept = async () =>
      (await database.db.selectFrom('audit_trail').select('action').execute()).length;
    const purge = () =>
      createScheduler({
        jobs: [auditPurge(database.db, 5)],
        clock,
        logger: createLogger({ logLevel: 'silent' }),
      }).runDue();
    clock.set('2032-02-29T09:00:00.000Z'); // not yet five years
    await purge();
    expect(await kept()).toBe(1);
    clock.set('2032-03-01T09:00:01.000Z');
    await purge();
    expect(await kept()).toBe(0);
  });
});
