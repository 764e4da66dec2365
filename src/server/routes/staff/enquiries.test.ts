import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, StaffEnquiry } from '#domain/backoffice.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { createTestApp, fixedClock } from '../../testing/test-app.ts';
import { signInStaff, staffRequest } from './staff-testing.ts';

describe.each(testEngines)('staff enquiries API on $name', (engine) => {
  let database: TestDatabase;
  let staff: ReturnType<typeof staffRequest>;

  beforeAll(async () => {
    database = await engine.open();
    const { app } = await createTestApp(database.db, {
      clock: fixedClock('2027-03-01T09:00:00.000Z'),
    });
    staff = staffRequest(app, await signInStaff(app, database.db));
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
});
