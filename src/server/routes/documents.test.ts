import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffDocument } from '#domain/backoffice.ts';
import { cancellation } from '#domain/booking-status.ts';
import {
  bookingLookupMessages,
  documentMessages,
  type DocumentUploadResult,
} from '#domain/documents.ts';
import { createApp } from '../app.ts';
import { createFileStore, type FileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { addresses } from '../security-tests/security-testing.ts';
import { testClientFiles } from '../testing/client-files.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { CORNER, hasGps, heicPhoto, photo, pixel } from '../testing/photos.ts';
import { createTestApp, fixedClock, shippedCatalogue, type TestApp } from '../testing/test-app.ts';
import { bookingRow, signInStaff } from './staff/staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const STAMP = Date.parse(NOW);
const BOOKING_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const MB = 1024 * 1024;

/** What a bad upload is told when it names no open booking. */
const NO_BOOKING = { bookingId: documentMessages.noBooking };
/** Opens like a JPEG, then nothing but zeros: the probe's 6 MB "photos". */
const zeroFilledJpeg = (size = 6 * MB) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  return bytes;
};
const text = new TextEncoder().encode('Solo testo, con il nome di un file .jpg\n');
/** The stored file, decoded: its format, size and what metadata survived. */
const decoded = (bytes: Uint8Array) => sharp(bytes).metadata();

type Part = { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string };
type Upload = { passport?: Part; selfie?: Part; bookingId?: string };
type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

describe.each(testEngines)('documents API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Awaited<ReturnType<typeof createTestApp>>['config'];
  let client: ReturnType<typeof testClientFiles>;
  const clock = fixedClock(NOW);
  // Each upload from its own address: the rate limit has a test of its own.
  const address = addresses(1);

  const upload = (parts: Upload, options: { target?: AppLike; from?: string } = {}) => {
    const form = new FormData();
    for (const type of ['passport', 'selfie'] as const) {
      const part = parts[type];
      if (part) {
        // The declared type and name are what a visitor controls: the server must ignore them.
        form.append(
          type,
          new File([part.bytes], part.name ?? `${type}.jpg`, { type: part.type ?? 'image/jpeg' }),
        );
      }
    }
    if (parts.bookingId !== undefined) form.append('bookingId', parts.bookingId);
    return (options.target ?? app).request('/api/documents', {
      method: 'POST',
      headers: { 'x-forwarded-for': options.from ?? address() },
      body: form,
    });
  };
  // Real photos, made once: a JPEG passport and a PNG selfie.
  let passport: Uint8Array<ArrayBuffer>;
  let selfie: Uint8Array<ArrayBuffer>;
  const validPair = (): Upload => ({
    passport: { bytes: passport },
    selfie: { bytes: selfie, name: 'selfie.heic', type: 'image/heic' },
    bookingId: BOOKING_ID,
  });
  /** The stored file of a row. */
  const onDisk = (key: string) =>
    new Uint8Array(fs.readFileSync(path.join(config.uploadsDir, key)));

  const rows = () =>
    database.db.selectFrom('document_uploads').selectAll().orderBy('document_type').execute();
  /** Every file under the uploads folder, as keys relative to it. */
  const storedFiles = () =>
    fs
      .readdirSync(config.uploadsDir, { recursive: true, encoding: 'utf8' })
      .filter((entry) => fs.statSync(path.join(config.uploadsDir, entry)).isFile())
      .map((entry) => entry.split(path.sep).join('/'));
  const expectNothingStored = async () => {
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  };
  const fieldsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    return body.error.fields;
  };

  beforeAll(async () => {
    [passport, selfie] = await Promise.all([photo(), photo({ format: 'png' })]);
    database = await engine.open();
    // A built client of its own, so the static handler really serves a folder.
    client = testClientFiles();
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', CLIENT_DIR: client.dir },
    }));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('document_uploads').execute();
    await database.db.deleteFrom('travel_bookings').execute();
    fs.rmSync(config.uploadsDir, { recursive: true, force: true });
    fs.mkdirSync(config.uploadsDir);
    await database.db
      .insertInto('travel_bookings')
      .values(bookingRow({ id: BOOKING_ID, created_at: '2027-02-20T10:00:00.000Z' }))
      .execute();
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => {
    await database.drop();
    fs.rmSync(config.uploadsDir, { recursive: true, force: true });
    client.remove();
  });

  it('stores a JPEG passport and a PNG selfie, re-encoded, tied to the booking, under the spec’s names', async () => {
    const res = await upload({
      // Declared types swapped on purpose: the server reads the bytes themselves.
      passport: { bytes: passport, name: 'passaporto.png', type: 'image/png' },
      selfie: { bytes: selfie, name: 'selfie.jpg', type: 'image/jpeg' },
      bookingId: BOOKING_ID,
    });
    expect(res.status).toBe(201);
    const { documents } = (await res.json()) as DocumentUploadResult;
    expect(documents.map((d) => d.documentType)).toEqual(['passport', 'selfie']);

    const stored = await rows();
    const [passportRow, selfieRow] = stored;
    expect(stored).toEqual([
      expect.objectContaining({
        id: documents[0]!.id,
        booking_id: BOOKING_ID,
        document_type: 'passport',
        mime_type: 'image/jpeg',
        size_bytes: onDisk(passportRow!.file_path).length,
        created_at: NOW,
      }),
      expect.objectContaining({
        id: documents[1]!.id,
        booking_id: BOOKING_ID,
        document_type: 'selfie',
        mime_type: 'image/jpeg',
        size_bytes: onDisk(selfieRow!.file_path).length,
        created_at: NOW,
      }),
    ]);
    expect(passportRow!.file_path).toMatch(
      new RegExp(`^document_uploads/docs-${STAMP}/passport-${STAMP}-[0-9a-f]{32}$`),
    );
    expect(selfieRow!.file_path).toMatch(
      new RegExp(`^document_uploads/docs-${STAMP}/selfie-${STAMP}-[0-9a-f]{32}$`),
    );
    expect(storedFiles().sort()).toEqual([passportRow!.file_path, selfieRow!.file_path].sort());
    // What is kept is the decoded picture written anew, never the visitor's file.
    for (const [row, sent] of [
      [passportRow!, passport],
      [selfieRow!, selfie],
    ] as const) {
      expect(onDisk(row.file_path)).not.toEqual(sent);
      expect(await decoded(onDisk(row.file_path))).toMatchObject({
        format: 'jpeg',
        width: 800,
        height: 600,
      });
    }
  });

  it.each([
    ['no booking id', undefined],
    ['an empty booking id', ''],
    ['an unknown booking id', '00000000-0000-4000-8000-000000000000'],
    ['a path as booking id', '../../x'],
    ['an injection as booking id', "1' or 1=1 --"],
  ])('refuses two good photos with %s and keeps nothing', async (_, bookingId) => {
    const fields = await fieldsOf(await upload({ ...validPair(), bookingId }));
    expect(fields).toEqual(NO_BOOKING);
    await expectNothingStored();
  });

  it('refuses the photos of a cancelled booking and keeps nothing', async () => {
    await database.db
      .updateTable('travel_bookings')
      .set({ status: cancellation.to.status })
      .where('id', '=', BOOKING_ID)
      .execute();
    expect(await fieldsOf(await upload(validPair()))).toEqual(NO_BOOKING);
    await expectNothingStored();
  });

  it('refuses two zero-filled 6 MB "JPEG"s, as the probe sent them, and keeps nothing', async () => {
    const fields = await fieldsOf(
      await upload({
        passport: { bytes: zeroFilledJpeg() },
        selfie: { bytes: zeroFilledJpeg() },
        bookingId: BOOKING_ID,
      }),
    );
    expect(fields).toEqual({
      passport: documentMessages.passport.undecodable,
      selfie: documentMessages.selfie.undecodable,
    });
    expect(fields.passport).toBe(
      'Non riusciamo ad aprire la foto del passaporto: il file è danneggiato o incompleto. Scattala di nuovo.',
    );
    await expectNothingStored();
  });

  it('refuses a 100 × 100 passport photo as too small to read, and keeps nothing', async () => {
    const fields = await fieldsOf(
      await upload({
        ...validPair(),
        passport: { bytes: await photo({ width: 100, height: 100 }) },
      }),
    );
    expect(fields).toEqual({ passport: documentMessages.passport.tooSmall });
    expect(fields.passport).toContain('400 pixel');
    await expectNothingStored();
  });

  it('takes a photo of exactly 400 px on its short side', async () => {
    const narrow = await photo({ width: 400, height: 700, format: 'webp' });
    expect((await upload({ ...validPair(), selfie: { bytes: narrow } })).status).toBe(201);
  });

  it('refuses an iPhone HEIC it cannot decode, telling how to send a JPEG, and keeps nothing', async () => {
    const fields = await fieldsOf(
      await upload({
        ...validPair(),
        selfie: { bytes: heicPhoto(), name: 'IMG_0001.HEIC', type: 'image/heic' },
      }),
    );
    expect(fields).toEqual({ selfie: documentMessages.selfie.heic });
    expect(fields.selfie).toContain('JPEG');
    await expectNothingStored();
  });

  it('refuses a text file named .jpg as the passport, by its bytes, and stores nothing', async () => {
    const fields = await fieldsOf(
      await upload({ ...validPair(), passport: { bytes: text, name: 'passaporto.jpg' } }),
    );
    expect(fields).toEqual({
      passport: "Il file del passaporto non è un'immagine: usa una foto JPEG, PNG o WebP.",
    });
    await expectNothingStored();
  });

  it('refuses a GIF selfie declared as JPEG and stores nothing', async () => {
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0]);
    const fields = await fieldsOf(await upload({ ...validPair(), selfie: { bytes: gif } }));
    expect(fields).toEqual({
      selfie: "La selfie non è un'immagine: usa una foto JPEG, PNG o WebP.",
    });
    await expectNothingStored();
  });

  it.each([
    ['passport', 'La foto del passaporto supera i 10 MB.'],
    ['selfie', 'La selfie supera i 10 MB.'],
  ] as const)('refuses a 12 MB %s and stores nothing', async (type, message) => {
    const fields = await fieldsOf(
      await upload({ ...validPair(), [type]: { bytes: await photo({ bytes: 12 * MB }) } }),
    );
    expect(fields).toEqual({ [type]: message });
    await expectNothingStored();
  });

  it('takes a photo of exactly 10 MB, and keeps it far lighter', async () => {
    const heavy = await photo({ bytes: 10 * MB });
    expect(heavy.length).toBe(10 * MB);
    expect((await upload({ ...validPair(), passport: { bytes: heavy } })).status).toBe(201);
    const [passportRow] = await rows();
    expect(passportRow!.size_bytes).toBeLessThan(MB);
  });

  it.each([
    [
      'only the passport',
      () => ({ passport: { bytes: passport } }),
      { selfie: 'Carica una selfie con il tuo passaporto' },
    ],
    [
      'only the selfie',
      () => ({ selfie: { bytes: selfie } }),
      { passport: 'Carica una foto del tuo passaporto' },
    ],
    [
      'no file at all',
      () => ({}),
      {
        passport: 'Carica una foto del tuo passaporto',
        selfie: 'Carica una selfie con il tuo passaporto',
      },
    ],
    [
      'an empty passport file (no file chosen)',
      () => ({ ...validPair(), passport: { bytes: new Uint8Array(), name: '' } }),
      { passport: 'Carica una foto del tuo passaporto' },
    ],
  ])('with %s, names the missing photo and stores nothing', async (_, parts, expected) => {
    expect(await fieldsOf(await upload({ bookingId: BOOKING_ID, ...parts() }))).toEqual(expected);
    await expectNothingStored();
  });

  it('refuses a request over the total limit with 413 before reading the photos', async () => {
    const res = await upload({
      passport: { bytes: zeroFilledJpeg(12 * MB) },
      selfie: { bytes: zeroFilledJpeg(12 * MB) },
      bookingId: BOOKING_ID,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: documentMessages.requestTooLarge },
    });
    await expectNothingStored();
  });

  it('refuses a broken multipart body with 400 and stores nothing', async () => {
    const res = await app.request('/api/documents', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': address() },
      body: 'non è un modulo',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request' } });
    await expectNothingStored();
  });

  it('removes the passport when the selfie cannot be written, and records nothing', async () => {
    const real = createFileStore(config.uploadsDir);
    let puts = 0;
    const failing: FileStore = {
      ...real,
      put: async (...args) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        return real.put(...args);
      },
    };
    const broken = createApp({
      db: database.db,
      catalogue: shippedCatalogue(),
      files: failing,
      config,
      clock,
      logger: createLogger(config),
    });
    const res = await upload(validPair(), { target: broken });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      error: { message: 'Errore durante il caricamento della selfie. Riprova.' },
    });
    expect(puts).toBe(2);
    await expectNothingStored();
  });

  it('refuses an eleventh upload from one address within ten minutes with 429', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) expect((await upload(validPair(), { from })).status).toBe(201);
    const before = { rows: await rows(), files: storedFiles() };
    const res = await upload(validPair(), { from });
    expect(res.status).toBe(429);
    expect({ rows: await rows(), files: storedFiles() }).toEqual(before);
  });

  it('serves no uploaded file at any public address', async () => {
    const res = await upload(validPair());
    expect(res.status).toBe(201);
    const { documents } = (await res.json()) as DocumentUploadResult;
    const keys = (await rows()).map((row) => row.file_path);
    // A run of each stored file's bytes, to look for in every answer.
    const samples = keys.map((key) => Buffer.from(onDisk(key).subarray(200, 264)));
    const addresses = [
      ...keys.flatMap((key) => [
        `/${key}`,
        `/api/${key}`,
        `/uploads/${key}`,
        `/data/uploads/${key}`,
        `/${key.split('/').slice(1).join('/')}`,
        `/${encodeURIComponent(key)}`,
        `/..%2F${path.basename(config.uploadsDir)}%2F${key.replaceAll('/', '%2F')}`,
      ]),
      ...documents.flatMap(({ id }) => [`/api/documents/${id}`, `/api/documents/${id}/file`]),
    ];
    for (const address of addresses) {
      const answer = await app.request(address);
      const body = Buffer.from(await answer.arrayBuffer());
      for (const sample of samples) expect(body.includes(sample), address).toBe(false);
      expect(answer.headers.get('content-type') ?? '', address).not.toMatch(/^image\//);
    }
  });

  it('shows documents to nobody but signed-in staff', async () => {
    await upload(validPair());
    const [row] = await rows();
    const sample = Buffer.from(onDisk(row!.file_path).subarray(200, 264));
    for (const url of ['/api/staff/documents', `/api/staff/documents/${row!.id}/file`]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(401);
      expect(Buffer.from(await res.arrayBuffer()).includes(sample)).toBe(false);
    }
  });

  describe('the booking lookup by code and e-mail', () => {
    const lookup = (body: unknown, from = address()) =>
      app.request('/api/documents/booking-lookup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify(body),
      });
    const EMAIL = 'chiara.loiacono@example.it';
    const found = { id: BOOKING_ID, destinationTitle: 'Maldive & Dubai', startDate: '2027-04-10' };

    it.each([
      ['the 8 characters next to the heading', BOOKING_ID.slice(0, 8), EMAIL],
      ['the same with its # and in capitals', `#${BOOKING_ID.slice(0, 8).toUpperCase()}`, EMAIL],
      ['the whole code', BOOKING_ID, ` ${EMAIL.toUpperCase()} `],
    ])('finds the open booking by %s', async (_, code, email) => {
      const res = await lookup({ code, email });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual(found);
    });

    it('answers a wrong code, a wrong e-mail and a cancelled booking alike', async () => {
      const misses = [
        { code: 'ffffffff', email: EMAIL },
        { code: BOOKING_ID.slice(0, 8), email: 'qualcun.altro@example.it' },
      ];
      const answers = [];
      for (const body of misses) answers.push(await lookup(body));
      await database.db
        .updateTable('travel_bookings')
        .set({ status: cancellation.to.status })
        .where('id', '=', BOOKING_ID)
        .execute();
      answers.push(await lookup({ code: BOOKING_ID.slice(0, 8), email: EMAIL }));
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: bookingLookupMessages.notFound },
        });
      }
    });

    it('names the fields it cannot read, in Italian', async () => {
      const res = await lookup({ code: 'abc', email: 'non-una-email' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        code: bookingLookupMessages.code,
        email: bookingLookupMessages.email,
      });
    });

    it('refuses an eleventh lookup from one address within fifteen minutes with 429', async () => {
      const from = '10.8.8.8';
      for (let i = 0; i < 10; i += 1) {
        expect((await lookup({ code: `${i}0000000`, email: EMAIL }, from)).status).toBe(404);
      }
      const res = await lookup({ code: BOOKING_ID.slice(0, 8), email: EMAIL }, from);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('900');
    });
  });

  describe('for signed-in staff', () => {
    let cookie: string;
    const staffGet = (url: string) => app.request(url, { headers: { cookie } });

    beforeAll(async () => {
      cookie = await signInStaff(app, database.db);
    });

    it('lists documents newest first with the booking’s traveller and trip', async () => {
      await upload(validPair());
      clock.set('2027-03-01T10:00:00.000Z');
      await upload(validPair());

      const res = await staffGet('/api/staff/documents');
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page<StaffDocument>;
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4 });
      const label = 'Chiara Loiacono · Maldive & Dubai';
      expect(page.items).toEqual([
        expect.objectContaining({
          documentType: 'passport',
          bookingId: BOOKING_ID,
          createdAt: '2027-03-01T10:00:00.000Z',
        }),
        expect.objectContaining({ documentType: 'selfie', bookingId: BOOKING_ID }),
        {
          id: expect.any(String),
          documentType: 'passport',
          travellerIndex: 0,
          bookingId: BOOKING_ID,
          bookingLabel: label,
          mimeType: 'image/jpeg',
          sizeBytes: expect.any(Number),
          createdAt: NOW,
          // Nobody has looked at it yet.
          review: null,
        },
        expect.objectContaining({ documentType: 'selfie', bookingLabel: label }),
      ]);
      expect(
        (await (await staffGet('/api/staff/documents?page=2')).json()) as Page<StaffDocument>,
      ).toEqual({ items: [], page: 2, pageSize: 20, total: 4 });
      expect((await staffGet('/api/staff/documents?page=0')).status).toBe(400);
    });

    it('sends a document’s stored bytes as JPEG, never to be cached', async () => {
      await upload(validPair());
      for (const row of await rows()) {
        const res = await staffGet(`/api/staff/documents/${row.id}/file`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(res.headers.get('content-disposition')).toBe('inline');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(onDisk(row.file_path));
      }
    });

    it('receives a phone photo upright, at most 2560 px, without EXIF or GPS', async () => {
      // As a phone held upright stores it: pixels on their side, orientation 6, GPS and owner.
      const sent = await photo({ width: 4000, height: 3000, orientation: 6, exif: true });
      const before = await decoded(sent);
      expect(before).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
      expect(hasGps(before.exif)).toBe(true);

      expect((await upload({ ...validPair(), passport: { bytes: sent } })).status).toBe(201);
      const [passportRow] = await rows();
      const res = await staffGet(`/api/staff/documents/${passportRow!.id}/file`);
      const received = new Uint8Array(await res.arrayBuffer());
      const after = await decoded(received);

      expect(after).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 });
      expect(after.orientation).toBeUndefined();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      // The camera's top-left corner is now at the top right: the pixels were turned.
      const corner = await pixel(received, 1919 - 20, 20);
      for (const channel of ['r', 'g', 'b'] as const) {
        expect(Math.abs(corner[channel] - CORNER[channel])).toBeLessThan(20);
      }
      expect((await pixel(received, 20, 20)).r).toBeLessThan(60);
    });

    it('answers 404 for a document that does not exist', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nessuno']) {
        const res = await staffGet(`/api/staff/documents/${id}/file`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: 'Documento non trovato' },
        });
      }
    });
  });
});
