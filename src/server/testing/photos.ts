import { randomFillSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test photos, made with the same library that reads them (not a test file itself). */

export type PhotoOptions = {
  /** As the camera stored it (before any EXIF orientation). 800 × 600 unless told. */
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** EXIF orientation (6: the phone was held upright, the pixels lie on their side). */
  orientation?: number;
  /** EXIF with the camera, its owner and where it was taken (GPS), as phones write it. */
  exif?: boolean;
  /** Pads a JPEG with comment segments up to this many bytes: a heavy but valid photo. */
  bytes?: number;
};

/** The camera named in the EXIF of `photo({ exif: true })`: text to look for where bytes may leak. */
export const EXIF_CAMERA = 'Telefono di prova Maestrale';

/** The colour of the corner the photo was taken from: where it lands tells the orientation. */
export const CORNER = { r: 220, g: 40, b: 40 };

/** A navy page with a red top-left corner and a light block, like a passport on a table. */
export async function photo(options: PhotoOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const { width = 800, height = 600, format = 'jpeg', orientation, exif, bytes } = options;
  const block = (w: number, h: number, background: typeof CORNER) => ({
    input: { create: { width: w, height: h, channels: 3 as const, background } },
  });
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 35, b: 63 } },
  }).composite([
    { ...block(Math.ceil(width / 8), Math.ceil(height / 8), CORNER), left: 0, top: 0 },
    {
      ...block(Math.ceil(width / 3), Math.ceil(height / 2), { r: 251, g: 248, b: 242 }),
      left: Math.floor(width / 2),
      top: Math.floor(height / 4),
    },
  ]);
  if (orientation) image = image.withMetadata({ orientation });
  if (exif) {
    image = image.withExif({
      IFD0: { Make: 'Maestrale', Model: EXIF_CAMERA, Artist: 'Chiara Loiacono' },
      // Bari, where the photo was taken: what must never reach the store.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 7/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '16/1 52/1 0/1',
      },
    });
  }
  const encoded = await image.toFormat(format).toBuffer();
  return new Uint8Array(bytes ? padJpeg(encoded, bytes) : encoded);
}

/** Inserts comment (COM) segments after the JPEG's start marker until it weighs `size` bytes. */
function padJpeg(jpeg: Buffer, size: number): Buffer {
  const segments: Buffer[] = [];
  let missing = size - jpeg.length;
  while (missing > 0) {
    // A segment is its marker (2 bytes), its length (2 bytes, counting itself) and the data.
    let length = Math.min(0xffff, missing - 2);
    // Never leave fewer bytes than the smallest segment (4) still to pad.
    if (missing - length - 2 > 0 && missing - length - 2 < 4) length -= 4;
    if (length < 2) throw new Error(`Cannot pad a JPEG by ${missing} bytes`);
    const segment = Buffer.alloc(length + 2, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length, 2);
    segments.push(segment);
    missing -= segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/**
 * Photos as phones hand them to a web page, at their real size: what travellers send. Their
 * grain (a tile of random noise laid over the whole frame) weighs like a camera's detail.
 */
const phonePhotos = {
  /** A 12-megapixel camera photo (4032 × 3024, about 4 MB), taken upright: orientation 6. */
  camera: { width: 4032, height: 3024, grain: 0.25, format: 'jpeg' },
  /** A 48-megapixel one (8064 × 6048, about 8.5 MB): a phone's full-resolution mode. */
  camera48: { width: 8064, height: 6048, grain: 0.12, format: 'jpeg' },
  /** A screenshot of the passport photo in the gallery (1170 × 2532 PNG, about 3 MB). */
  screenshot: { width: 1170, height: 2532, grain: 0.25, format: 'png' },
} as const;
export type PhonePhoto = keyof typeof phonePhotos;

/** Bump when `makePhonePhoto` changes: the files kept in the temp folder are made anew. */
const PHONE_PHOTOS_VERSION = 1;
const keptDir = path.join(os.tmpdir(), 'maestrale-test-photos');
const madeHere = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * The file `name` of the temp folder, made by `make` the first time: big test images take
 * seconds to make, so each is made once per machine and shared by every test file (and worker).
 */
function kept(name: string, make: () => Promise<Buffer>): Promise<Uint8Array<ArrayBuffer>> {
  let made = madeHere.get(name);
  if (!made) {
    made = keptOrMade(path.join(keptDir, name), make);
    madeHere.set(name, made);
  }
  return made;
}

async function keptOrMade(file: string, make: () => Promise<Buffer>) {
  if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
  const bytes = await make();
  fs.mkdirSync(keptDir, { recursive: true });
  // Written aside, then renamed: a worker reading at the same time sees all of it or nothing.
  const aside = `${file}.${randomUUID()}`;
  fs.writeFileSync(aside, bytes);
  fs.renameSync(aside, file);
  return new Uint8Array(bytes);
}

/** A real-size phone photo (made once per machine: the 48-megapixel one takes seconds). */
export const phonePhoto = (kind: PhonePhoto) =>
  kept(`${kind}-v${PHONE_PHOTOS_VERSION}.${phonePhotos[kind].format}`, () => makePhonePhoto(kind));

/**
 * A PNG of one colour: tens of millions of pixels in a few hundred KB, as an image meant to
 * cost the server its decoding looks (made once per machine).
 */
export const plainPng = (width: number, height: number) =>
  kept(`plain-${width}x${height}.png`, () =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 200 } } })
      .png()
      .toBuffer(),
  );

async function makePhonePhoto(kind: PhonePhoto): Promise<Buffer> {
  const { width, height, grain, format } = phonePhotos[kind];
  const TILE = 509;
  const WHITE = { r: 255, g: 255, b: 255 };
  const noise = randomFillSync(Buffer.alloc(TILE * TILE * 3));
  // Noise centred on grey, blended as overlay: each pixel moves a little around the scene's.
  const tile = await sharp(noise, { raw: { width: TILE, height: TILE, channels: 3 } })
    .linear(grain, 128 * (1 - grain))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const block = (w: number, h: number, background: typeof CORNER) => ({
    input: { create: { width: w, height: h, channels: 3 as const, background } },
  });
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 100, b: 120 } },
  }).composite([
    { ...block(Math.ceil(width / 8), Math.ceil(height / 8), CORNER), left: 0, top: 0 },
    {
      ...block(Math.ceil(width / 2), Math.ceil(height / 2), { r: 230, g: 220, b: 200 }),
      left: Math.floor(width / 2),
      top: Math.floor(height / 4),
    },
    { input: tile, tile: true, blend: 'overlay' },
    // A screenshot's flat bars above and below the photo.
    ...(format === 'png'
      ? [
          { ...block(width, Math.ceil(height * 0.25), WHITE), left: 0, top: 0 },
          {
            ...block(width, Math.ceil(height * 0.35), WHITE),
            left: 0,
            top: Math.floor(height * 0.65),
          },
        ]
      : []),
  ]);
  if (format === 'png') return image.png().toBuffer();
  return image
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Maestrale', Model: EXIF_CAMERA } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A black-and-white PNG of `width` × `height` pixels, one bit each, all black: 20000 × 20000 is
 * 400 million pixels (1.2 GB once decoded) in about 50 KB, as a decompression bomb is made.
 */
export function bitPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  // Each row: its filter byte (none) and width / 8 bytes of black.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/**
 * A 600 × 450 iPhone-style HEIC (HEVC-coded), made once with libheif's `heif-enc -q 30` from a
 * PNG of `photo()`: the bundled decoder cannot open it, which is what decision 017 is about.
 */
export const heicPhoto = () =>
  new Uint8Array(fs.readFileSync(new URL('./photo.heic', import.meta.url)));

/** True when the EXIF block holds a GPS section (its pointer, tag 0x8825, in either byte order). */
export function hasGps(exif: Buffer | undefined): boolean {
  return Boolean(
    exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25])),
  );
}

/** The colour of the pixel at (x, y) of a decoded photo. */
export async function pixel(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/**
 * The upload form as the documents page sends it: both photos (any given) and the booking id.
 * The file names and declared types are a visitor's choice: the server ignores them.
 */
export function documentsForm(parts: {
  passport?: Uint8Array<ArrayBuffer>;
  selfie?: Uint8Array<ArrayBuffer>;
  bookingId?: string;
  name?: string;
}): FormData {
  const form = new FormData();
  for (const type of ['passport', 'selfie'] as const) {
    const bytes = parts[type];
    if (bytes)
      form.append(type, new File([bytes], parts.name ?? `${type}.jpg`, { type: 'image/jpeg' }));
  }
  if (parts.bookingId !== undefined) form.append('bookingId', parts.bookingId);
  return form;
}

/** The colours of `bandedPhoto()`: where a crop cuts it shows in what it keeps. */
export const BANDS = { top: { r: 230, g: 40, b: 170 }, rest: { r: 40, g: 170, b: 90 } };

/** A 1600 × 1200 JPEG cover: a magenta band across its top quarter, green below it. */
export async function bandedPhoto(): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: BANDS.rest },
  })
    .composite([
      {
        input: { create: { width: 1600, height: 300, channels: 3, background: BANDS.top } },
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** Where the subject of `scenicPhoto()` is: the white village at the foot of the frame. */
export const SCENIC_FOCUS = { x: 0.22, y: 0.84 };

/**
 * A 12-megapixel (4032 × 3024) camera JPEG of a Greek island at sunset, to look at: a sky from
 * blue to orange, the sun, the sea, a boat, and a white village with blue domes on a cliff at the
 * bottom left, which crops keep in view only if they follow its focal point (made once per
 * machine).
 */
export const scenicPhoto = () =>
  kept('scenic-v1.jpg', async () => {
    const width = 4032;
    const height = 3024;
    const houses = Array.from({ length: 14 }, (_, i) => {
      const x = 260 + (i % 7) * 190 + (i > 6 ? 90 : 0);
      const y = 2380 + (i > 6 ? 230 : 0) - (i % 3) * 40;
      const dome = i % 3 === 0 ? `<circle cx="${x + 70}" cy="${y}" r="62" fill="#1d5fbf"/>` : '';
      return `${dome}<rect x="${x}" y="${y}" width="140" height="150" rx="8" fill="#f8f6f0"/>
        <rect x="${x + 50}" y="${y + 70}" width="36" height="60" fill="#2a6fd6"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs>
        <linearGradient id="sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stop-color="#1b3f8f"/><stop offset="0.6" stop-color="#e07a5f"/>
          <stop offset="1" stop-color="#f6c177"/>
        </linearGradient>
        <linearGradient id="sea" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stop-color="#2a9d8f"/><stop offset="1" stop-color="#0b3954"/>
        </linearGradient>
        <radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/>
          <stop offset="0.35" stop-color="#ffd166"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/>
        </radialGradient>
      </defs>
      <rect width="${width}" height="1700" fill="url(#sky)"/>
      <circle cx="2900" cy="1380" r="520" fill="url(#sun)"/>
      <rect y="1700" width="${width}" height="${height - 1700}" fill="url(#sea)"/>
      <path d="M2500 2300 l260 0 l-40 60 l-180 0 z" fill="#f4f1de"/>
      <path d="M2620 2290 l0 -300 l160 280 z" fill="#ffffff"/>
      <path d="M0 2150 C 500 2050, 1100 2100, 1700 2300 L 2000 ${height} L 0 ${height} z" fill="#6b4f3a"/>
      <path d="M0 2250 C 500 2180, 1000 2230, 1550 2400 L 1800 ${height} L 0 ${height} z" fill="#8c6a4f"/>
      ${houses}
    </svg>`;
    const noise = randomFillSync(Buffer.alloc(509 * 509 * 3));
    const grain = await sharp(noise, { raw: { width: 509, height: 509, channels: 3 } })
      .linear(0.12, 128 * 0.88)
      .png({ compressionLevel: 0 })
      .toBuffer();
    return sharp(Buffer.from(svg))
      .composite([{ input: grain, tile: true, blend: 'overlay' }])
      .jpeg({ quality: 88 })
      .toBuffer();
  });
