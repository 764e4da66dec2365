import sharp, { type Metadata, type Sharp } from 'sharp';
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
export type DecodingLine = keyof typeof decodings;

/** Runs image work (an encoding, say) in its turn in a line of decodings. */
export const inLine = <T>(line: DecodingLine, task: () => Promise<T>): Promise<T> =>
  decodings[line](task);

/**
 * Decodes a photo with `decode`, in its turn, once its bytes are judged. Only JPEG, PNG, WebP
 * and HEIF bytes reach the decoder, and only with at most `MAX_PHOTO_PIXELS`, read from the
 * file's header first. Photos go in the line their pixels choose unless `line` names one. A HEIC
 * that the bundled decoder cannot open (HEVC) has its own answer, so the person learns how to
 * send a JPEG (decision 017); a photo under `minSide` pixels on its short side is too small.
 */
export async function decodePhoto<T extends object>(
  bytes: Uint8Array,
  rules: { minSide: number; line?: DecodingLine },
  decode: (image: Sharp, header: Metadata) => Promise<T>,
): Promise<T | PhotoProblem> {
  const type = sniffImageType(bytes);
  if (!type) return 'notImage';
  const unreadable = type === 'image/heic' || type === 'image/heif' ? 'heic' : 'undecodable';
  try {
    // The header alone, whatever size it announces: nothing is decoded yet.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    const { width, height } = header;
    const pixels = width * height;
    if (pixels > MAX_PHOTO_PIXELS) return 'tooManyPixels';
    const line = rules.line ?? (pixels > EVERYDAY_PIXELS ? 'large' : 'everyday');
    // Decoded before its size is judged: a HEIC the decoder cannot open says so first.
    const decoded = await inLine(line, () =>
      decode(sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, sequentialRead: true }), header),
    );
    if (Math.min(width, height) < rules.minSide) return 'tooSmall';
    return decoded;
  } catch {
    return unreadable;
  }
}

/**
 * Decodes a visitor's photo and re-encodes it for the store. The orientation is applied to the
 * pixels, every metadata block (EXIF, GPS, XMP) is left behind, the long side shrinks to
 * `MAX_PHOTO_SIDE`, and a PNG's transparency becomes white.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<StoredPhoto | PhotoProblem> {
  const encoded = await decodePhoto(bytes, { minSide: MIN_PHOTO_SIDE }, (image) =>
    image
      .rotate()
      .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  return typeof encoded === 'string' ? encoded : { bytes: encoded, mimeType: 'image/jpeg' };
}
