import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentMessages } from '#domain/documents.ts';
import { bookingRow } from '../routes/staff/staff-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { documentsForm, phonePhoto, plainPng } from '../testing/photos.ts';
import { fixedClock } from '../testing/test-app.ts';
import { addresses, type App, NOW, removeTestUploads, testApp } from './security-testing.ts';

/**
 * Images small on the wire and huge once decoded (issue 27's probe: a 10000 × 10000 PNG of
 * 300 KB took 1.3 s and 90 MB; sixteen at once held a normal upload 14.75 s).
 */

type Photo = Uint8Array<ArrayBuffer>;

describe.each(testEngines)('heavy images on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  const from = addresses(75);
  const booking = bookingRow();
  let camera: Photo;
  let screenshot: Photo;
  /** The probe's image, and two a little under and over the limit of 52 million pixels. */
  let probe: Photo;
  let underLimit: Photo;
  let overLimit: Photo;

  const upload = (passport: Photo, selfie: Photo) =>
    app.request('/api/documents', {
      method: 'POST',
      headers: { 'x-forwarded-for': from() },
      body: documentsForm({ passport, selfie, bookingId: booking.id }),
    });
  const fieldsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
  };
  const stored = () => database.db.selectFrom('document_uploads').selectAll().execute();

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await testApp(database.db, {
      clock: fixedClock(NOW),
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    [camera, screenshot, probe, underLimit, overLimit] = await Promise.all([
      phonePhoto('camera'),
      phonePhoto('screenshot'),
      plainPng(10_000, 10_000),
      plainPng(7200, 7200),
      plainPng(7300, 7300),
    ]);
  }, 60_000);
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.insertInto('travel_bookings').values(booking).execute();
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
  });

  it('refuses the probe’s 10000 × 10000 PNG of a few hundred KB, saying why, and keeps nothing', async () => {
    expect(probe.length).toBeLessThan(500 * 1024);
    expect(await fieldsOf(await upload(probe, probe))).toEqual({
      passport: documentMessages.passport.tooManyPixels,
      selfie: documentMessages.selfie.tooManyPixels,
    });
    expect(documentMessages.passport.tooManyPixels).toContain('52 milioni di pixel');
    expect(await stored()).toEqual([]);
  });

  it('takes an image a little under the limit, and refuses one a little over', async () => {
    expect((await upload(underLimit, camera)).status).toBe(201);
    expect(await fieldsOf(await upload(overLimit, camera))).toEqual({
      passport: documentMessages.passport.tooManyPixels,
    });
  });

  it('answers a phone’s upload in under 3 s while 16 heavy images arrive at once', async () => {
    // The same upload on a quiet server first: what it costs by itself on this machine.
    let started = performance.now();
    expect((await upload(camera, screenshot)).status).toBe(201);
    const alone = performance.now() - started;

    const flood = Array.from({ length: 16 }, (_, i) => {
      const heavy = i % 2 === 0 ? underLimit : overLimit;
      return upload(heavy, heavy);
    });
    started = performance.now();
    const res = await upload(camera, screenshot);
    const during = performance.now() - started;
    const answers = await Promise.all(flood);

    // The flood's photos wait in their own line, one decoding at a time: the phone's photos are
    // decoded at once, sharing the machine with that one. On a slow 2-core machine busy with other
    // tests the upload took 0.8-1.6 s alone and 0.9-2.2 s during the flood; 3.6-3.8 s with the
    // pixel limit but no lines, 8.8 s before either. A machine so slow that the upload alone takes
    // over 1.5 s is allowed twice that: what is measured is the wait the flood adds.
    expect(
      during,
      `${Math.round(during)} ms during the flood, ${Math.round(alone)} ms alone`,
    ).toBeLessThan(Math.max(3000, 2 * alone));
    expect(res.status).toBe(201);
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(8).fill(201),
      ...Array<number>(8).fill(400),
    ]);
  }, 60_000);
});
