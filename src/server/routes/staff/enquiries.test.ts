import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffEnquiry } from '#domain/backoffice.ts';
import type { Team } from '#domain/staff-team.ts';
import type { TodayCounts } from '#domain/today.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock } from '../../testing/test-app.ts';
import { signInAs, signInStaff, staffRequest } from './staff-testing.ts';

describe.each(testEngines)('staff enquiries API on $name', (engine) => {
  let database: TestDatabase;
  let staff: ReturnType<typeof staffRequest>;
  let marta: ReturnType<typeof staffRequest>;

  beforeAll(async () => {
    database = await engine.open();
    const { app } = await createTestApp(database.db, {
      clock: fixedClock('2027-03-01T09:00:00.000Z'),
    });
    staff = staffRequest(app, await signInStaff(app, database.db));
    marta = await signInAs(app, database.db, 'Marta Dell’Olio', 'staff');
  });
  beforeEach(async () => {
    await database.db.deleteFrom('outbox_messages').execute();
    await database.db.deleteFrom('contact_requests').execute();
  });
  afterAll(async () => database.drop());

  it('lists enquiries newest first, 20 a page, with the trip title from the catalogue', async () => {
    const enquiry = (minute: number, destination: string | null) => ({
      id: randomUUID(),
      name: `Persona ${minute}`,
      email: `persona${minute}@example.it`,
      phone: minute === 22 ? '+39 333 123 4567' : null,
      message: 'Salve, vorrei informazioni. Grazie.',
      destination_id: destination,
      travel_date: minute === 22 ? '10 aprile 2027' : null,
      airport: minute === 22 ? 'Roma Fiumicino' : null,
      created_at: new Date(Date.parse('2027-02-01T09:00:00Z') + minute * 60_000).toISOString(),
    });
    const rows = Array.from({ length: 21 }, (_, minute) => enquiry(minute, null));
    rows.push(enquiry(21, 'scomparsa'), enquiry(22, 'maldive-dubai'));
    await database.db.insertInto('contact_requests').values(rows).execute();

    const res = await staff('GET', '/enquiries');
    expect(res.status).toBe(200);
    const first = (await res.json()) as Page<StaffEnquiry>;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 23 });
    expect(first.items[0]).toEqual({
      id: rows[22]!.id,
      createdAt: rows[22]!.created_at,
      name: 'Persona 22',
      email: 'persona22@example.it',
      phone: '+39 333 123 4567',
      message: 'Salve, vorrei informazioni. Grazie.',
      destinationTitle: 'Maldive & Dubai',
      travelDate: '10 aprile 2027',
      airport: 'Roma Fiumicino',
      state: 'nuova',
      owner: null,
      notes: [],
    });
    // A trip no longer in the catalogue, and an enquiry about no trip at all.
    expect(first.items[1]).toMatchObject({ name: 'Persona 21', destinationTitle: null });
    expect(first.items[2]).toMatchObject({ name: 'Persona 20', destinationTitle: null });

    const second = (await (await staff('GET', '/enquiries?page=2')).json()) as Page<StaffEnquiry>;
    expect(second.items.map((item) => item.name)).toEqual(['Persona 2', 'Persona 1', 'Persona 0']);

    const bad = await staff('GET', '/enquiries?page=zero');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ page: 'Pagina non valida.' });
  });

  describe('handled from the back office', () => {
    const ENQUIRY = randomUUID();
    beforeEach(async () => {
      await database.db
        .insertInto('contact_requests')
        .values({
          id: ENQUIRY,
          name: 'Chiara D’Angelo',
          email: 'chiara.dangelo@example.it',
          phone: null,
          message: 'Ciao! Ci sono posti per due a maggio per la Thailandia?',
          destination_id: null,
          travel_date: null,
          airport: null,
          created_at: '2027-02-28T18:00:00.000Z',
        })
        .execute();
    });
    const answer = (id = randomUUID()) => ({
      id,
      subject: 'Thailandia a maggio: due posti liberi',
      text: 'Ciao Chiara,\nsì: il 12 maggio ci sono ancora due posti.\n\nA presto!',
    });
    const open = async () =>
      ((await (await marta('GET', '/today')).json()) as TodayCounts).enquiriesToAnswer;

    it('is taken by a colleague and changes state; a disabled or unknown member cannot take it', async () => {
      const team = (await (await staff('GET', '/team')).json()) as Team;
      const martaId = team.members.find((m) => m.name === 'Marta Dell’Olio')!.id;
      const res = await staff('PATCH', `/enquiries/${ENQUIRY}`, {
        state: 'in_corso',
        ownerId: martaId,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        state: 'in_corso',
        owner: { id: martaId, name: 'Marta Dell’Olio' },
      });
      const unknown = await staff('PATCH', `/enquiries/${ENQUIRY}`, { ownerId: randomUUID() });
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).error.fields).toEqual({
        ownerId: 'Scegli un membro attivo del team.',
      });
      expect((await staff('PATCH', `/enquiries/${ENQUIRY}`, { state: 'chiusa' })).status).toBe(400);
      expect((await staff('PATCH', `/enquiries/${ENQUIRY}`, {})).status).toBe(400);
      expect((await staff('PATCH', `/enquiries/${randomUUID()}`, { state: 'nuova' })).status).toBe(
        404,
      );
      const trail = await database.db
        .selectFrom('audit_trail')
        .select(['action', 'before', 'after'])
        .where('record_id', '=', ENQUIRY)
        .execute();
      expect(trail).toEqual([
        {
          action: 'enquiry_changed',
          before: JSON.stringify({ Stato: 'Nuova', 'Se ne occupa': 'Nessuno' }),
          after: JSON.stringify({ Stato: 'In corso', 'Se ne occupa': 'Marta Dell’Olio' }),
        },
      ]);
    });

    it('keeps notes, and sends the answer once through the outbox; answered, it leaves "Oggi"', async () => {
      expect(await open()).toBe(1);
      const noted = await marta('POST', `/enquiries/${ENQUIRY}/notes`, {
        text: 'Richiamata alle 10: preferisce il volo da Bari.',
      });
      expect(noted.status).toBe(201);
      expect(((await noted.json()) as StaffEnquiry).notes).toEqual([
        expect.objectContaining({ kind: 'note', staffName: 'Marta Dell’Olio', emailState: null }),
      ]);
      expect((await marta('POST', `/enquiries/${ENQUIRY}/notes`, { text: '  ' })).status).toBe(400);

      const sent = answer();
      const res = await marta('POST', `/enquiries/${ENQUIRY}/answer`, sent);
      expect(res.status).toBe(201);
      const answered = (await res.json()) as StaffEnquiry;
      expect(answered).toMatchObject({
        state: 'risposta_inviata',
        owner: { name: 'Marta Dell’Olio' },
      });
      expect(answered.notes.find((note) => note.kind === 'answer')).toMatchObject({
        subject: sent.subject,
        emailState: 'pending',
      });
      // A second press of the same form sends nothing more.
      expect((await marta('POST', `/enquiries/${ENQUIRY}/answer`, sent)).status).toBe(201);
      const emails = await database.db
        .selectFrom('outbox_messages')
        .select(['kind', 'recipient', 'subject', 'reply_to', 'text'])
        .where('kind', '=', 'enquiry_answer')
        .execute();
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        recipient: 'chiara.dangelo@example.it',
        subject: sent.subject,
      });
      expect(emails[0]!.reply_to).toMatch(/@/);
      expect(emails[0]!.text).toContain('Ciao Chiara,');
      expect(emails[0]!.text).toContain('il 12 maggio ci sono ancora due posti');
      expect(emails[0]!.text).toContain('Ci sono posti per due a maggio per la Thailandia?');
      expect(await open()).toBe(0);

      const list = async (state: string) =>
        ((await (await staff('GET', `/enquiries?state=${state}`)).json()) as Page<StaffEnquiry>)
          .total;
      expect(await list('da_rispondere')).toBe(0);
      expect(await list('risposta_inviata')).toBe(1);
      expect((await staff('GET', '/enquiries?state=chiusa')).status).toBe(400);
    });

    it('refuses an answer without its subject or text, and writes nothing', async () => {
      const res = await marta('POST', `/enquiries/${ENQUIRY}/answer`, {
        ...answer(),
        subject: '',
        text: '',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({
        subject: 'Scrivi l’oggetto dell’e-mail.',
        text: 'Scrivi la risposta.',
      });
      expect(await database.db.selectFrom('outbox_messages').selectAll().execute()).toEqual([]);
      expect(await open()).toBe(1);
    });
  });
});
