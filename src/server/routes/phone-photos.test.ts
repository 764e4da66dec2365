import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedBooking } from '#domain/booking.ts';
import { documentMessages } from '#domain/documents.ts';
import { addresses, bookingRequest } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { CORNER, documentsForm, phonePhoto, photo, pixel } from '../testing/photos.ts';
import { fixedClock, openTestApp, type TestApp } from '../testing/test-app.ts';
import { departureRow } from './staff/staff-testing.ts';

/**
 * Photos as travellers' phones make them, at their real size, through every route that takes
 * them: the documents page's and the traveller's own page's (issue 27).
 */

const NOW = '2027-03-01T09:00:00.000Z';
const MB = 1024 * 1024;

type Photos = { passport: Uint8Array<ArrayBuffer>; selfie: Uint8Array<ArrayBuffer> };

/** Every upload route: where it is, and the form it reads for a booking. */
const uploadRoutes = [
  {
    what: 'the documents page',
    path: () => '/api/documents',
    form: (booking: CreatedBooking, photos: Photos) =>
      documentsForm({ ...photos, bookingId: booking.id }),
  },
  {
    what: 'the traveller’s own page',
    path: (booking: CreatedBooking) => `/api/my-booking/${booking.bookingPageToken}/documents`,
    form: (_: CreatedBooking, photos: Photos) => documentsForm(photos),
  },
];

describe.each(testEngines)('real phone photos on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let uploadsDir: string;
  const from = addresses(73);
  let camera: Uint8Array<ArrayBuffer>;
  let camera48: Uint8Array<ArrayBuffer>;
  let screenshot: Uint8Array<ArrayBuffer>;

  const book = async () => {
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
      body: JSON.stringify(bookingRequest()),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedBooking;
  };
  const stored = () =>
    database.db
      .selectFrom('document_uploads')
      .select(['document_type', 'file_path'])
      .orderBy('document_type')
      .execute();
  const onDisk = (key: string) => fs.readFileSync(path.join(uploadsDir, key));

  beforeAll(async () => {
    let config;
    ({ database, app, config } = await openTestApp(engine, { clock: fixedClock(NOW) }));
    uploadsDir = config.uploadsDir;
    [camera, camera48, screenshot] = await Promise.all([
      phonePhoto('camera'),
      phonePhoto('camera48'),
      phonePhoto('screenshot'),
    ]);
  }, 60_000);
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    await database.db.deleteFrom('travel_dates').execute();
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('has photos of the size phones make', async () => {
    expect(await sharp(camera).metadata()).toMatchObject({
      width: 4032,
      height: 3024,
      orientation: 6,
    });
    expect(camera.length).toBeGreaterThan(3 * MB);
    expect(await sharp(camera48).metadata()).toMatchObject({ width: 8064, height: 6048 });
    expect(camera48.length).toBeGreaterThan(7 * MB);
    expect(await sharp(screenshot).metadata()).toMatchObject({
      format: 'png',
      width: 1170,
      height: 2532,
    });
    expect(screenshot.length).toBeGreaterThan(2 * MB);
  });

  describe.each(uploadRoutes)('through $what', (route) => {
    const upload = (booking: CreatedBooking, body: BodyInit, headers = {}) =>
      app.request(route.path(booking), {
        method: 'POST',
        headers: { 'x-forwarded-for': from(), ...headers },
        body,
        duplex: 'half',
      } as RequestInit);

    it('takes a 12-megapixel camera photo and a screenshot, kept upright, at most 2560 px', async () => {
      const booking = await book();
      const res = await upload(
        booking,
        route.form(booking, { passport: camera, selfie: screenshot }),
      );
      expect(res.status).toBe(201);

      const [passport, selfie] = await stored();
      const kept = onDisk(passport!.file_path);
      // Held upright, as orientation 6 says: the camera's top-left corner is now top right.
      expect(await sharp(kept).metadata()).toMatchObject({ width: 1920, height: 2560 });
      expect((await sharp(kept).metadata()).exif).toBeUndefined();
      expect((await pixel(kept, 1919 - 20, 20)).r).toBeGreaterThan(CORNER.r - 40);
      expect(await sharp(onDisk(selfie!.file_path)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1170,
        height: 2532,
      });
    });

    it('takes a 48-megapixel photo with a 12-megapixel selfie', async () => {
      const booking = await book();
      const res = await upload(
        booking,
        route.form(booking, { passport: camera48, selfie: camera }),
      );
      expect(res.status).toBe(201);
      const [passport] = await stored();
      expect(await sharp(onDisk(passport!.file_path)).metadata()).toMatchObject({
        width: 1920,
        height: 2560,
      });
    });

    it('refuses a form over 21 MB with 413 and the upload’s own message, before reading it', async () => {
      const booking = await book();
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(64 * 1024));
          if (pulled * 64 * 1024 > 30 * MB) controller.close();
        },
      });
      const res = await upload(booking, body, {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(30 * MB),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload_too_large', message: documentMessages.requestTooLarge },
      });
      // The stream's first chunk is offered before anyone asks; nothing more was read.
      expect(pulled).toBeLessThanOrEqual(2);
      expect(await stored()).toEqual([]);
    });

    it('refuses a form over 21 MB sent without a length once it passes the limit', async () => {
      const booking = await book();
      const passport = await photo({ bytes: 12 * MB });
      // As a stream, so no length is declared: the server counts while it reads.
      const encoded = new Response(route.form(booking, { passport, selfie: passport }));
      const res = await upload(booking, encoded.body!, {
        'content-type': encoded.headers.get('content-type')!,
      });
      expect(res.status).toBe(413);
      expect((await res.json()).error.message).toBe(documentMessages.requestTooLarge);
      expect(await stored()).toEqual([]);
    });
  });
});
