import sharp from 'sharp';
import { MAX_PHOTO_PIXELS, MIN_PHOTO_SIDE } from '#domain/documents.ts';
import { sniffImageType } from './image-type.ts';

/** The longest side a stored photo keeps: enough to read a passport, far less than a camera's. */
export const MAX_PHOTO_SIDE = 2560;
/** A phone's everyday photo (12 MP; the 24 MP of recent iPhones), beyond which one is large. */
const EVERYDAY_PIXELS = 25_000_000;

// Every photo is new: caching decoded passports would only keep personal data in memory.
sharp.cache(false);

/** A photo as it is stored: re-encoded, upright, without EXIF or GPS. */
export type StoredPhoto = { bytes: Buffer; mimeType: 'image/jpeg' };
/** Why a file is not a usable photo; each has its own message in the domain. */
export type PhotoProblem = 'notImage' | 'undecodable' | 'tooSmall' | 'tooManyPixels' | 'heic';

/** Runs the tasks given to it one at a time, in the order they came. */
export function inTurn() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const turn = last.then(task);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/**
 * Photos are decoded one at a time in two lines, everyday ones and large ones: a flood of large
 * images waits behind itself, never in front of a phone's photo, and at most two decodings hold
 * threads of Node's pool of four (files, compression and passwords need the rest).
 */
const decodings = { everyday: inTurn(), large: inTurn() };

/**
 * Decodes a visitor's photo and re-encodes it for the store. Only JPEG, PNG, WebP and HEIF
 * bytes reach the decoder, and only with at most `MAX_PHOTO_PIXELS`, read from the file's
 * header first. The orientation is applied to the pixels, every metadata block (EXIF, GPS, XMP)
 * is left behind, the long side shrinks to `MAX_PHOTO_SIDE`, and a PNG's transparency becomes
 * white. A HEIC that the bundled decoder cannot open (HEVC) has its own answer, so the visitor
 * learns how to send a JPEG (decision 017).
 */
export async function preparePhoto(bytes: Uint8Array): Promise<StoredPhoto | PhotoProblem> {
  const type = sniffImageType(bytes);
  if (!type) return 'notImage';
  const unreadable = type === 'image/heic' || type === 'image/heif' ? 'heic' : 'undecodable';
  try {
    // The header alone, whatever size it announces: nothing is decoded yet.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    const pixels = width * height;
    if (pixels > MAX_PHOTO_PIXELS) return 'tooManyPixels';
    const decoding = pixels > EVERYDAY_PIXELS ? decodings.large : decodings.everyday;
    // Decoded before its size is judged: a HEIC the decoder cannot open says so first.
    const encoded = await decoding(() =>
      sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, sequentialRead: true })
        .rotate()
        .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    if (Math.min(width, height) < MIN_PHOTO_SIDE) return 'tooSmall';
    return { bytes: encoded, mimeType: 'image/jpeg' };
  } catch {
    return unreadable;
  }
}
