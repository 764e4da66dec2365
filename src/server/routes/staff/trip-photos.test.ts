import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffTrip } from '#domain/catalogue-admin.ts';
import { editorValues, type TripInputValues } from '#domain/trip-input.ts';
import { tripPhotoSchema } from '#domain/trip-photo-input.ts';
import { tripPhotoMessages, type TripPhoto } from '#domain/trip-photos.ts';
import { createApp } from '../../app.ts';
import type { Clock } from '../../context.ts';
import { createFileStore, type FileStore } from '../../files/file-store.ts';
import { createS3FileStore } from '../../files/s3-store.ts';
import { sweepUnusedTripPhotos } from '../../files/trip-photo.ts';
import { startS3Server } from '../../files/s3-testing.ts';
import { createLogger } from '../../logger.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import {
  bitPng,
  CORNER,
  EXIF_CAMERA,
  heicPhoto,
  phonePhoto,
  photo,
  pixel,
} from '../../testing/photos.ts';
import { createTestApp, shippedCatalogue, type TestApp } from '../../testing/test-app.ts';
import { signInStaff } from './staff-testing.ts';

/**
 * Staff upload a trip's photos (issue 28): every photo decoded once, stored upright as AVIF and
 * WebP at several widths without its metadata, and served by its content's name for a year;
 * anything else refused with its own message, leaving nothing behind. In the uploads folder and
 * in an S3 bucket alike.
 */

const MB = 1024 * 1024;
type Photo = Uint8Array<ArrayBuffer>;
/** What a store holds, to look at it behind the app's back. */
type StoreProbe = { files: FileStore; keys(): Promise<string[]>; empty(): Promise<void> };

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const stores: { name: string; open: (uploadsDir: string) => StoreProbe }[] = [
  {
    name: 'the uploads folder',
    open: (root) => ({
      files: createFileStore(root),
      keys: async () =>
        fs
          .readdirSync(root, { recursive: true, encoding: 'utf8' })
          .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
          .map((entry) => entry.split(path.sep).join('/'))
          .sort(),
      empty: async () => {
        fs.rmSync(root, { recursive: true, force: true });
        fs.mkdirSync(root);
      },
    }),
  },
  {
    name: 'an S3 bucket',
    open: () => {
      const files = createS3FileStore(s3.settings);
      const client = new S3Client({
        region: s3.settings.region,
        endpoint: s3.settings.endpoint!,
        forcePathStyle: true,
        credentials: s3.settings.credentials!,
      });
      const keys = async () => {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: files.bucket }));
        return (listed.Contents ?? []).map((object) => object.Key!).sort();
      };
      return {
        files,
        keys,
        empty: async () => void (await Promise.all((await keys()).map((k) => files.remove(k)))),
      };
    },
  },
];

/** A JPEG that is also a web page: a script in a comment segment and again after the image. */
async function jpegWithPage(): Promise<Photo> {
  const jpeg = Buffer.from(await photo({ width: 1600, height: 1200 }));
  const page = '<html><body><script>fetch("/api/staff/bookings")</script></body></html>';
  const comment = Buffer.alloc(4 + page.length);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(page.length + 2, 2);
  comment.write(page, 4, 'latin1');
  return new Uint8Array(
    Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from(page)]),
  );
}

/** A PNG with a server script after its end, as web shells are smuggled in. */
async function pngWithScript(): Promise<Photo> {
  const png = Buffer.from(await photo({ width: 1600, height: 1200, format: 'png' }));
  return new Uint8Array(Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]));
}

describe.each(testEngines)('trip photos on $name', (engine) => {
  let database: TestDatabase;
  let uploadsDir: string;
  let config: Awaited<ReturnType<typeof createTestApp>>['config'];
  let clock: Clock;
  let cookie: string;
  let camera: Photo;
  let landscape: Photo;

  beforeAll(async () => {
    database = await engine.open();
    let app: TestApp;
    ({ app, config, clock } = await createTestApp(database.db));
    uploadsDir = config.uploadsDir;
    cookie = await signInStaff(app, database.db);
    [camera, landscape] = await Promise.all([
      phonePhoto('camera'),
      photo({ width: 1600, height: 1200, orientation: 1, exif: true }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await database.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  describe.each(stores)('in $name', ({ open }) => {
    let store: StoreProbe;
    let app: TestApp;

    const upload = (
      file: Photo | null,
      options: { name?: string; signedIn?: boolean; field?: string } = {},
    ) => {
      const form = new FormData();
      if (file) {
        // The name and declared type are the sender's to choose: the server reads the bytes.
        form.append(
          options.field ?? 'photo',
          new File([file], options.name ?? 'foto.jpg', { type: 'image/jpeg' }),
        );
      }
      return app.request('/api/staff/trip-photos', {
        method: 'POST',
        headers: options.signedIn === false ? {} : { cookie },
        body: form,
      });
    };
    const uploaded = async (file: Photo) => {
      const res = await upload(file);
      expect(res.status).toBe(201);
      return (await res.json()) as TripPhoto;
    };
    const variantKeys = (photo: TripPhoto) =>
      photo.widths.flatMap((width) =>
        ['avif', 'webp'].map((format) => `trip-photos/${photo.id}-${width}-${format}`),
      );
    const expectRefused = async (res: Response, message: string, status = 400) => {
      expect(res.status).toBe(status);
      const { error } = (await res.json()) as { error: { message: string; fields?: object } };
      expect(error.message).toBe(message);
      if (status === 400) expect(error.fields).toEqual({ photo: message });
      expect(await store.keys()).toEqual([]);
    };

    beforeAll(() => {
      store = open(uploadsDir);
      app = createApp({
        db: database.db,
        catalogue: shippedCatalogue(),
        files: store.files,
        config,
        clock,
        logger: createLogger(config),
      });
    });
    beforeEach(() => store.empty());

    it('stores a 12 MP camera JPEG held upright as upright AVIF and WebP at every width, without EXIF', async () => {
      const res = await upload(camera, { name: 'IMG_0042.JPG' });
      expect(res.status).toBe(201);
      const body = (await res.json()) as TripPhoto;
      // The camera's 4032 × 3024 turned by orientation 6; at most 2400 px on the long side.
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        alt: '',
        width: 3024,
        height: 4032,
        focus: { x: 0.5, y: 0.5 },
        widths: [480, 800, 1200, 1600, 1800],
        placeholder: expect.stringMatching(/^linear-gradient\(180deg, #[0-9a-f]{6} 0%/),
      });
      // What the editor sends back once staff describe it passes the trips' schema.
      expect(tripPhotoSchema.safeParse({ ...body, alt: 'Il gruppo sul ponte' }).success).toBe(true);
      expect(await store.keys()).toEqual(variantKeys(body).sort());

      for (const width of body.widths) {
        for (const format of ['avif', 'webp'] as const) {
          const bytes = await store.files.read(`trip-photos/${body.id}-${width}-${format}`);
          const meta = await sharp(bytes).metadata();
          expect(meta).toMatchObject({
            format: format === 'avif' ? 'heif' : 'webp',
            width,
            height: Math.round((width * 4032) / 3024),
          });
          expect(meta.exif, `${width} ${format}`).toBeUndefined();
          expect(meta.orientation).toBeUndefined();
          expect(bytes.includes(Buffer.from(EXIF_CAMERA))).toBe(false);
        }
      }
      // Upright: the camera's top-left corner (red) is now the top-right one.
      const small = await store.files.read(`trip-photos/${body.id}-480-webp`);
      expect((await pixel(small, 480 - 10, 10)).r).toBeGreaterThan(CORNER.r - 50);
      expect((await pixel(small, 10, 10)).r).toBeLessThan(150);
    }, 60_000);

    it('leaves the place a photo was taken (GPS) and its camera behind', async () => {
      const withGps = await photo({ width: 1600, height: 1200, orientation: 6, exif: true });
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const body = await uploaded(withGps);
      expect(body).toMatchObject({ width: 1200, height: 1600 });
      for (const key of await store.keys()) {
        const bytes = await store.files.read(key);
        expect((await sharp(bytes).metadata()).exif, key).toBeUndefined();
        expect(bytes.includes(Buffer.from(EXIF_CAMERA)), key).toBe(false);
        expect(bytes.includes(Buffer.from('GPS')), key).toBe(false);
      }
    });

    it.each([
      ['a PNG', 'png', 1600, 1000, [480, 800, 1200, 1600]],
      ['a WebP', 'webp', 1000, 800, [480, 800, 1000]],
    ] as const)('takes %s, never enlarged', async (_, format, width, height, widths) => {
      const body = await uploaded(await photo({ width, height, format }));
      expect(body).toMatchObject({ width, height, widths });
      expect(await store.keys()).toEqual(variantKeys(body).sort());
    });

    it('gives the same photo the same name twice, and stores it once', async () => {
      const first = await uploaded(landscape);
      const second = await uploaded(landscape);
      expect(second).toEqual(first);
      expect(await store.keys()).toEqual(variantKeys(first).sort());
    });

    it.each([
      ['an iPhone HEIC', () => heicPhoto(), tripPhotoMessages.heic, 'IMG_0001.HEIC'],
      [
        'a text file named .jpg',
        () => new TextEncoder().encode('Solo testo, con il nome di una foto.\n'),
        tripPhotoMessages.notImage,
        'copertina.jpg',
      ],
      ['a JPEG that is also a web page', jpegWithPage, tripPhotoMessages.polyglot, 'foto.jpg'],
      ['a PNG carrying a PHP script', pngWithScript, tripPhotoMessages.polyglot, 'foto.png'],
      [
        'a 20000 × 20000 PNG of 48 KB',
        () => bitPng(20_000, 20_000),
        tripPhotoMessages.tooManyPixels,
        'foto.png',
      ],
      [
        'a photo of 1000 × 600',
        () => photo({ width: 1000, height: 600 }),
        tripPhotoMessages.tooSmall,
        'foto.jpg',
      ],
      [
        'a JPEG of zeros',
        () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(MB)]),
        tripPhotoMessages.undecodable,
        'foto.jpg',
      ],
      ['an empty file', () => new Uint8Array(), tripPhotoMessages.missing, ''],
      [
        'a photo a byte over 25 MB',
        () => photo({ bytes: 25 * MB + 1 }),
        tripPhotoMessages.tooLarge,
        'foto.jpg',
      ],
    ])('refuses %s with its message and stores nothing', async (_, make, message, name) => {
      await expectRefused(await upload(await make(), { name }), message);
    });

    it('proves its polyglots are images a decoder opens', async () => {
      for (const polyglot of [await jpegWithPage(), await pngWithScript()]) {
        expect((await sharp(polyglot).metadata()).width).toBe(1600);
      }
      expect(bitPng(20_000, 20_000).length).toBeLessThan(60 * 1024);
    });

    it('asks for a photo when the form has none', async () => {
      await expectRefused(await upload(null), tripPhotoMessages.missing);
      await expectRefused(
        await upload(landscape, { field: 'passport' }),
        tripPhotoMessages.missing,
      );
    });

    it('refuses a body over 25 MB with 413 before reading it', async () => {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(64 * 1024));
          if (pulled * 64 * 1024 > 30 * MB) controller.close();
        },
      });
      const res = await app.request('/api/staff/trip-photos', {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(30 * MB),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      await expectRefused(res, tripPhotoMessages.tooLarge, 413);
      expect(pulled).toBeLessThanOrEqual(2);
    });

    it('refuses a signed-out upload with 401 and stores nothing', async () => {
      const res = await upload(landscape, { signedIn: false });
      expect(res.status).toBe(401);
      expect(await store.keys()).toEqual([]);
    });

    it('removes what it wrote when the store fails halfway, and says so', async () => {
      let writes = 0;
      const failing: FileStore = {
        ...store.files,
        putAt: async (key, bytes) => {
          writes += 1;
          if (writes === 4) throw new Error('disco pieno');
          return store.files.putAt(key, bytes);
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
      const form = new FormData();
      form.append('photo', new File([landscape], 'foto.jpg'));
      const res = await broken.request('/api/staff/trip-photos', {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(res.status).toBe(500);
      expect((await res.json()).error.message).toBe(tripPhotoMessages.storeFailed);
      expect(writes).toBe(4);
      expect(await store.keys()).toEqual([]);
    });

    it('a trip names only photos that were uploaded: a made-up one is refused under its field', async () => {
      // As the editor sends it: with the alt text staff wrote.
      const stored = { ...(await uploaded(landscape)), alt: 'Il gruppo sulla spiaggia di Waikiki' };
      const staffTrip = async () =>
        (await (
          await app.request('/api/staff/trips/hawaii', { headers: { cookie } })
        ).json()) as StaffTrip;
      const put = (trip: StaffTrip['trip'], changes: Partial<TripInputValues>) =>
        app.request('/api/staff/trips/hawaii', {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ ...editorValues(trip), ...changes }),
        });
      const { trip } = await staffTrip();
      const madeUp = { ...stored, id: 'f'.repeat(stored.id.length) };
      const refused = await put(trip, { cover: madeUp, gallery: [stored, madeUp] });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({
        cover: tripPhotoMessages.invalid,
        'gallery.1': tripPhotoMessages.invalid,
      });
      expect((await staffTrip()).trip.version).toBe(trip.version);
      expect((await put(trip, { cover: stored, gallery: [stored] })).status).toBe(200);
    });

    it('sweeps the photos no trip version names once 30 days old; the trip’s and its history’s stay', async () => {
      const [first, second, never] = await Promise.all(
        [1640, 1680, 1720].map(async (width) => uploaded(await photo({ width, height: 1200 }))),
      );
      const save = async (cover: TripPhoto) => {
        const { trip } = (await (
          await app.request('/api/staff/trips/hawaii', { headers: { cookie } })
        ).json()) as StaffTrip;
        const res = await app.request('/api/staff/trips/hawaii', {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            ...editorValues(trip),
            cover: { ...cover, alt: 'Tramonto su Waikiki' },
            gallery: [],
          }),
        });
        expect(res.status).toBe(200);
      };
      // The first cover is replaced: only the history names it ("Ripristina" may bring it back).
      await save(first!);
      await save(second!);
      const day = 24 * 60 * 60 * 1000;

      expect((await sweepUnusedTripPhotos(database.db, store.files, new Date())).size).toBe(0);
      const weeksOn = new Date(Date.now() + 29 * day);
      expect((await sweepUnusedTripPhotos(database.db, store.files, weeksOn)).size).toBe(0);
      const monthOn = new Date(Date.now() + 31 * day);
      const swept = await sweepUnusedTripPhotos(database.db, store.files, monthOn);

      expect([...swept.keys()]).toEqual([never!.id]);
      expect(
        swept
          .get(never!.id)!
          .map((file) => file.key)
          .sort(),
      ).toEqual(variantKeys(never!).sort());
      expect(await store.keys()).toEqual([...variantKeys(first!), ...variantKeys(second!)].sort());
    });

    describe('at /photos/', () => {
      let stored: TripPhoto;
      beforeEach(async () => {
        stored = await uploaded(landscape);
      });

      it('serves every variant with its type and a year’s cache, uncompressed', async () => {
        for (const width of stored.widths) {
          for (const format of ['avif', 'webp'] as const) {
            const url = `/photos/${stored.id}-${width}.${format}`;
            const res = await app.request(url, { headers: { 'accept-encoding': 'br, gzip' } });
            expect(res.status, url).toBe(200);
            expect(res.headers.get('content-type')).toBe(`image/${format}`);
            expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
            expect(res.headers.get('content-encoding')).toBeNull();
            expect(res.headers.get('x-content-type-options')).toBe('nosniff');
            const bytes = Buffer.from(await res.arrayBuffer());
            expect(res.headers.get('content-length')).toBe(String(bytes.length));
            expect(bytes).toEqual(
              await store.files.read(`trip-photos/${stored.id}-${width}-${format}`),
            );
            expect((await sharp(bytes).metadata()).width).toBe(width);
          }
        }
        // Signed out, from anywhere: the site's photos are public.
        const head = await app.request(`/photos/${stored.id}-480.webp`, { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-type')).toBe('image/webp');
      });

      it('answers 404 to any other name, reading nothing outside the photos', async () => {
        await store.files.put('document_uploads/docs-1', 'passport-1', await photo());
        const [passport] = (await store.keys()).filter((key) => key.startsWith('document_'));
        const { id } = stored;
        for (const url of [
          `/photos/${id}-480.jpg`,
          `/photos/${id}-480.AVIF`,
          `/photos/${id.toUpperCase()}-480.avif`,
          `/photos/${id}-0480.avif`,
          `/photos/${id}-481.avif`,
          `/photos/${id.slice(1)}-480.avif`,
          `/photos/${id}-480-avif`,
          `/photos/${id}.avif`,
          `/photos/trip-photos/${id}-480-avif`,
          `/photos/${id}-480.avif/..`,
          `/photos/..%2F${passport!.replaceAll('/', '%2F')}`,
          `/photos/%2e%2e/%2e%2e/etc/passwd`,
          `/photos/${passport}`,
          '/photos/',
          '/photos',
        ]) {
          const res = await app.request(url);
          expect(res.status, url).toBe(404);
          expect(res.headers.get('content-type') ?? '', url).not.toMatch(/^image\//);
        }
        const post = await app.request(`/photos/${id}-480.avif`, { method: 'POST' });
        expect(post.status).toBe(404);
      });
    });
  });
});
