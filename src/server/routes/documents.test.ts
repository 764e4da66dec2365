import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffDocument } from '#domain/backoffice.ts';
import { documentMessages, type DocumentUploadResult } from '#domain/documents.ts';
import { createApp } from '../app.ts';
import { createFileStore, type FileStore } from '../files/file-store.ts';
import { createLogger } from '../logger.ts';
import { addresses } from '../security-tests/security-testing.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { createTestApp, fixedClock, type TestApp } from '../testing/test-app.ts';
import { bookingRow, signInStaff } from './staff/staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const STAMP = Date.parse(NOW);
const BOOKING_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const MB = 1024 * 1024;

/** Bytes that open like a real image, carrying a marker to look for in any response. */
const image = (signature: number[], size = 4096) => {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  bytes.set(Buffer.from('PASSAPORTO-DI-CHIARA'), 64);
  return bytes;
};
const jpeg = (size?: number) => image([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], size);
const png = (size?: number) => image([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
const text = new TextEncoder().encode('Solo testo, con il nome di un file .jpg\n');

type Part = { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string };
type Upload = { passport?: Part; selfie?: Part; bookingId?: string };
type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

describe.each(testEngines)('documents API on $name', (engine) => {
  let database: TestDatabase;
  let app: TestApp;
  let config: Awaited<ReturnType<typeof createTestApp>>['config'];
  let clientDir: string;
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
  const validPair = (): Upload => ({
    passport: { bytes: jpeg() },
    selfie: { bytes: png(), name: 'selfie.heic', type: 'image/heic' },
  });

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
    database = await engine.open();
    // A built client of its own, so the static handler really serves a folder.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Maestrale</title>');
    ({ app, config } = await createTestApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for', CLIENT_DIR: clientDir },
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
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('stores a JPEG passport and a PNG selfie, tied to the booking, under the spec’s names', async () => {
    const passport = jpeg();
    const selfie = png();
    const res = await upload({
      // Declared types swapped on purpose: the stored type is what the bytes say.
      passport: { bytes: passport, name: 'passaporto.png', type: 'image/png' },
      selfie: { bytes: selfie, name: 'selfie.jpg', type: 'image/jpeg' },
      bookingId: BOOKING_ID,
    });
    expect(res.status).toBe(201);
    const { documents } = (await res.json()) as DocumentUploadResult;
    expect(documents.map((d) => d.documentType)).toEqual(['passport', 'selfie']);

    const stored = await rows();
    expect(stored).toEqual([
      expect.objectContaining({
        id: documents[0]!.id,
        booking_id: BOOKING_ID,
        document_type: 'passport',
        mime_type: 'image/jpeg',
        size_bytes: passport.length,
        created_at: NOW,
      }),
      expect.objectContaining({
        id: documents[1]!.id,
        booking_id: BOOKING_ID,
        document_type: 'selfie',
        mime_type: 'image/png',
        size_bytes: selfie.length,
        created_at: NOW,
      }),
    ]);
    const [passportRow, selfieRow] = stored;
    expect(passportRow!.file_path).toMatch(
      new RegExp(`^document_uploads/docs-${STAMP}/passport-${STAMP}-[0-9a-f]{32}$`),
    );
    expect(selfieRow!.file_path).toMatch(
      new RegExp(`^document_uploads/docs-${STAMP}/selfie-${STAMP}-[0-9a-f]{32}$`),
    );
    expect(storedFiles().sort()).toEqual([passportRow!.file_path, selfieRow!.file_path].sort());
    const onDisk = (key: string) =>
      new Uint8Array(fs.readFileSync(path.join(config.uploadsDir, key)));
    expect(onDisk(passportRow!.file_path)).toEqual(passport);
    expect(onDisk(selfieRow!.file_path)).toEqual(selfie);
  });

  it('keeps documents untied when the booking is unknown, malformed or missing', async () => {
    expect(
      (await upload({ ...validPair(), bookingId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(201);
    expect((await upload({ ...validPair(), bookingId: '' })).status).toBe(201);
    // A stale or tampered value in the visitor's storage is not a reason to refuse the photos.
    expect((await upload({ ...validPair(), bookingId: "1' or 1=1 --" })).status).toBe(201);
    expect((await upload(validPair())).status).toBe(201);
    const stored = await rows();
    expect(stored).toHaveLength(8);
    expect(stored.every((row) => row.booking_id === null)).toBe(true);
  });

  it('refuses a text file named .jpg as the passport, by its bytes, and stores nothing', async () => {
    const fields = await fieldsOf(
      await upload({ ...validPair(), passport: { bytes: text, name: 'passaporto.jpg' } }),
    );
    expect(fields).toEqual({
      passport: "Il file del passaporto non è un'immagine: usa una foto JPEG, PNG, WebP o HEIC.",
    });
    await expectNothingStored();
  });

  it('refuses a GIF selfie declared as JPEG and stores nothing', async () => {
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0]);
    const fields = await fieldsOf(await upload({ ...validPair(), selfie: { bytes: gif } }));
    expect(fields).toEqual({
      selfie: "La selfie non è un'immagine: usa una foto JPEG, PNG, WebP o HEIC.",
    });
    await expectNothingStored();
  });

  it.each([
    ['passport', 'La foto del passaporto supera i 10 MB.'],
    ['selfie', 'La selfie supera i 10 MB.'],
  ] as const)('refuses a 12 MB %s and stores nothing', async (type, message) => {
    const fields = await fieldsOf(
      await upload({ ...validPair(), [type]: { bytes: jpeg(12 * MB) } }),
    );
    expect(fields).toEqual({ [type]: message });
    await expectNothingStored();
  });

  it('takes a photo of exactly 10 MB', async () => {
    expect((await upload({ ...validPair(), passport: { bytes: jpeg(10 * MB) } })).status).toBe(201);
  });

  it.each([
    [
      'only the passport',
      { passport: { bytes: jpeg() } },
      { selfie: 'Carica una selfie con il tuo passaporto' },
    ],
    [
      'only the selfie',
      { selfie: { bytes: png() } },
      { passport: 'Carica una foto del tuo passaporto' },
    ],
    [
      'no file at all',
      {},
      {
        passport: 'Carica una foto del tuo passaporto',
        selfie: 'Carica una selfie con il tuo passaporto',
      },
    ],
    [
      'an empty passport file (no file chosen)',
      { ...validPair(), passport: { bytes: new Uint8Array(), name: '' } },
      { passport: 'Carica una foto del tuo passaporto' },
    ],
  ])('with %s, names the missing photo and stores nothing', async (_, parts, expected) => {
    expect(await fieldsOf(await upload(parts))).toEqual(expected);
    await expectNothingStored();
  });

  it('refuses a request over the total limit with 413 before reading the photos', async () => {
    const res = await upload({
      passport: { bytes: jpeg(12 * MB) },
      selfie: { bytes: jpeg(12 * MB) },
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
      files: failing,
      config,
      clock,
      logger: createLogger(config),
    });
    const res = await upload({ ...validPair(), bookingId: BOOKING_ID }, { target: broken });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      error: { message: 'Errore durante il caricamento della selfie. Riprova.' },
    });
    expect(puts).toBe(2);
    await expectNothingStored();
  });

  it('refuses an eleventh upload from one address within ten minutes with 429', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) expect((await upload({}, { from })).status).toBe(400);
    const res = await upload(validPair(), { from });
    expect(res.status).toBe(429);
    await expectNothingStored();
  });

  it('serves no uploaded file at any public address', async () => {
    const res = await upload({ ...validPair(), bookingId: BOOKING_ID });
    expect(res.status).toBe(201);
    const { documents } = (await res.json()) as DocumentUploadResult;
    const keys = (await rows()).map((row) => row.file_path);
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
      expect(body.includes('PASSAPORTO-DI-CHIARA'), address).toBe(false);
      expect(answer.headers.get('content-type') ?? '', address).not.toMatch(/^image\//);
    }
  });

  it('shows documents to nobody but signed-in staff', async () => {
    await upload({ ...validPair(), bookingId: BOOKING_ID });
    const [row] = await rows();
    for (const url of ['/api/staff/documents', `/api/staff/documents/${row!.id}/file`]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(401);
      expect(Buffer.from(await res.arrayBuffer()).includes('PASSAPORTO-DI-CHIARA')).toBe(false);
    }
  });

  describe('for signed-in staff', () => {
    let cookie: string;
    const staffGet = (url: string) => app.request(url, { headers: { cookie } });

    beforeAll(async () => {
      cookie = await signInStaff(app, database.db);
    });

    it('lists documents newest first with the booking’s traveller and trip', async () => {
      await upload({ ...validPair(), bookingId: BOOKING_ID });
      clock.set('2027-03-01T10:00:00.000Z');
      await upload(validPair());

      const res = await staffGet('/api/staff/documents');
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page<StaffDocument>;
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4 });
      expect(page.items).toEqual([
        expect.objectContaining({
          documentType: 'passport',
          bookingId: null,
          bookingLabel: null,
          createdAt: '2027-03-01T10:00:00.000Z',
        }),
        expect.objectContaining({ documentType: 'selfie', bookingId: null }),
        {
          id: expect.any(String),
          documentType: 'passport',
          bookingId: BOOKING_ID,
          bookingLabel: 'Chiara Loiacono · Maldive & Dubai',
          mimeType: 'image/jpeg',
          sizeBytes: 4096,
          createdAt: NOW,
        },
        expect.objectContaining({
          documentType: 'selfie',
          bookingLabel: 'Chiara Loiacono · Maldive & Dubai',
          mimeType: 'image/png',
        }),
      ]);
      expect(
        (await (await staffGet('/api/staff/documents?page=2')).json()) as Page<StaffDocument>,
      ).toEqual({ items: [], page: 2, pageSize: 20, total: 4 });
      expect((await staffGet('/api/staff/documents?page=0')).status).toBe(400);
    });

    it('sends a document’s bytes with its type, never to be cached', async () => {
      const passport = jpeg();
      const selfie = png();
      await upload({
        passport: { bytes: passport },
        selfie: { bytes: selfie },
        bookingId: BOOKING_ID,
      });
      const [passportRow, selfieRow] = await rows();
      for (const [row, bytes, type] of [
        [passportRow!, passport, 'image/jpeg'],
        [selfieRow!, selfie, 'image/png'],
      ] as const) {
        const res = await staffGet(`/api/staff/documents/${row.id}/file`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(res.headers.get('content-disposition')).toBe('inline');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      }
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
