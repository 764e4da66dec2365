import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  MIN_TRIP_PHOTO_SIDE,
  PHOTO_CENTRE,
  photoPlaceholder,
  tripPhotoFormats,
  tripPhotoMessages,
  variantWidths,
  type TripPhoto,
  type TripPhotoFormat,
} from '#domain/trip-photos.ts';
import { invalidFields } from '../validation.ts';
import type { Db } from '../db/database.ts';
import { namedTripPhotos } from '../repositories/trip-photos.ts';
import type { FileStore, StoredFile } from './file-store.ts';
import { hidesCode, sniffImageType } from './image-type.ts';
import { decodePhoto, inLine, type PhotoProblem } from './photo.ts';

/** Why a file is not a usable trip photo; each has its own message in the domain. */
export type TripPhotoProblem = PhotoProblem | 'polyglot';

type Variant = { width: number; format: TripPhotoFormat; bytes: Buffer };
/** A photo ready for the store: what a trip will keep about it, and its encoded variants. */
export type PreparedTripPhoto = { photo: TripPhoto; variants: Variant[] };

/**
 * Measured on a 2-core machine busy with other work: a 12 MP photo takes 2-3 s in all (up to
 * 5 s at worst), decoding included. AVIF's default effort (4) took 12-27 times as long on the
 * widest variant (4-10 s) for files 30-70 % smaller; effort 2 is up to a fifth smaller than 1 for
 * twice 1's half second. WebP at its default effort takes 0.2-0.4 s on the widest.
 */
const encoders: Record<TripPhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75 }),
};

const hex = (bytes: Buffer, at: number) =>
  `#${[...bytes.subarray(at, at + 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * Decodes a staff member's photo once and encodes it as AVIF and WebP at every width it fills.
 * Its bytes are judged as the documents' are (type, pixels, decoding, size) and must hide no
 * code; the orientation is applied to the pixels and every metadata block (EXIF, GPS, XMP) is
 * left behind. The decoding and then the encodings wait in the large photos' line: seconds of
 * work never hold a traveller's passport photo (decision 036).
 */
export async function prepareTripPhoto(
  bytes: Uint8Array,
): Promise<PreparedTripPhoto | TripPhotoProblem> {
  if (sniffImageType(bytes) && hidesCode(bytes)) return 'polyglot';
  const decoded = await decodePhoto(
    bytes,
    { minSide: MIN_TRIP_PHOTO_SIDE, line: 'large' },
    async (image, header) => {
      const upright = header.autoOrient;
      // Only as large as the widest variant: a camera's 12 MP become a third of the memory.
      const pixels = await image
        .rotate()
        .resize({ width: variantWidths(upright.width, upright.height).at(-1)! })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { upright, pixels };
    },
  );
  if (typeof decoded === 'string') return decoded;
  const { upright, pixels } = decoded;
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels } };
  const widths = variantWidths(upright.width, upright.height);
  const variants = await inLine('large', async () => {
    const encoded: Variant[] = [];
    for (const variantWidth of widths) {
      for (const format of tripPhotoFormats) {
        const image = sharp(pixels.data, raw).resize({ width: variantWidth });
        const bytes = await encoders[format](image).toBuffer();
        encoded.push({ width: variantWidth, format, bytes });
      }
    }
    return encoded;
  });
  // The average colour of the top, middle and bottom thirds.
  const bands = await sharp(pixels.data, raw).resize(1, 3, { fit: 'fill' }).raw().toBuffer();
  const hash = createHash('sha256');
  for (const variant of variants) hash.update(variant.bytes);
  return {
    photo: {
      id: hash.digest('hex').slice(0, 24),
      alt: '',
      width: upright.width,
      height: upright.height,
      focus: PHOTO_CENTRE,
      widths,
      placeholder: photoPlaceholder(hex(bands, 0), hex(bands, 3), hex(bands, 6)),
    },
    variants,
  };
}

/** The store's folder of the trips' photos. */
export const TRIP_PHOTOS_FOLDER = 'trip-photos';

/** Where a variant lies in the file store (keys have no dots). */
export function tripPhotoKey(id: string, width: number, format: TripPhotoFormat): string {
  return `${TRIP_PHOTOS_FOLDER}/${id}-${width}-${format}`;
}

/**
 * A photo that no version of any trip names (uploaded in an editor and never saved) goes once
 * it is this old: an editor left open for days can still save what it uploaded.
 */
export const UNUSED_TRIP_PHOTO_DAYS = 30;

/**
 * Removes the variants of the photos no trip version names, written more than
 * UNUSED_TRIP_PHOTO_DAYS ago; answers the photos removed, with their variants. The store is
 * listed before the trips are read, so a photo saved meanwhile counts as named.
 */
export async function sweepUnusedTripPhotos(
  db: Db,
  files: Pick<FileStore, 'list' | 'remove'>,
  now: Date,
): Promise<Map<string, StoredFile[]>> {
  const before = now.getTime() - UNUSED_TRIP_PHOTO_DAYS * 24 * 60 * 60 * 1000;
  const listed = await files.list(TRIP_PHOTOS_FOLDER);
  const named = await namedTripPhotos(db);
  const unused = new Map<string, StoredFile[]>();
  for (const file of listed) {
    const id = file.key.slice(TRIP_PHOTOS_FOLDER.length + 1).split('-')[0]!;
    if (!named.has(id)) unused.set(id, [...(unused.get(id) ?? []), file]);
  }
  // A photo goes whole, once every variant is old (one uploaded again lately stays).
  for (const [id, variants] of unused) {
    if (variants.some((file) => file.writtenAt.getTime() >= before)) unused.delete(id);
    else for (const file of variants) await files.remove(file.key);
  }
  return unused;
}

const alreadyThere = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * Writes every variant under its content's name. A variant already there is the same photo
 * uploaded before and stays; should a write fail, the variants this call wrote are removed.
 */
export async function storeTripPhoto(
  files: FileStore,
  { photo, variants }: PreparedTripPhoto,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const { width, format, bytes } of variants) {
      const key = tripPhotoKey(photo.id, width, format);
      try {
        await files.putAt(key, bytes);
        written.push(key);
      } catch (error) {
        if (!alreadyThere(error)) throw error;
      }
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => files.remove(key)));
    throw error;
  }
}

/**
 * A trip names only photos the store holds (their smallest WebP stands for the rest): a photo
 * edited by hand into a save, or lost, is refused under its field, never shown as a broken image.
 */
export async function checkTripPhotosStored(
  files: FileStore,
  { cover, gallery }: { cover: TripPhoto | null; gallery: readonly TripPhoto[] },
): Promise<void> {
  const named = [
    ...(cover ? [{ field: 'cover', photo: cover }] : []),
    ...gallery.map((photo, index) => ({ field: `gallery.${index}`, photo })),
  ];
  const missing: Record<string, string> = {};
  for (const { field, photo } of named) {
    try {
      await files.read(tripPhotoKey(photo.id, photo.widths[0]!, 'webp'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing[field] = tripPhotoMessages.invalid;
    }
  }
  if (Object.keys(missing).length > 0) throw invalidFields(missing);
}
