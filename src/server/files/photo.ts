import sharp from 'sharp';
import { MIN_PHOTO_SIDE } from '#domain/documents.ts';
import { sniffImageType } from './image-type.ts';

/** The longest side a stored photo keeps: enough to read a passport, far less than a camera's. */
export const MAX_PHOTO_SIDE = 2560;
/** Phones take 12 to 50 megapixels; a file that unpacks to more is a bomb, not a photo. */
const MAX_INPUT_PIXELS = 100_000_000;

// Every photo is new: caching decoded passports would only keep personal data in memory.
sharp.cache(false);

/** A photo as it is stored: re-encoded, upright, without EXIF or GPS. */
export type StoredPhoto = { bytes: Buffer; mimeType: 'image/jpeg' };
/** Why a file is not a usable photo; each has its own message in the domain. */
export type PhotoProblem = 'notImage' | 'undecodable' | 'tooSmall' | 'heic';

/**
 * Decodes a visitor's photo and re-encodes it for the store. Only JPEG, PNG, WebP and HEIF
 * bytes reach the decoder. The orientation is applied to the pixels, every metadata block
 * (EXIF, GPS, XMP) is left behind, the long side shrinks to `MAX_PHOTO_SIDE`, and a PNG's
 * transparency becomes white. A HEIC that the bundled decoder cannot open (HEVC) has its own
 * answer, so the visitor learns how to send a JPEG (decision 017).
 */
export async function preparePhoto(bytes: Uint8Array): Promise<StoredPhoto | PhotoProblem> {
  const type = sniffImageType(bytes);
  if (!type) return 'notImage';
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
    // Decoded before its size is judged: a HEIC the decoder cannot open says so first.
    const encoded = await image
      .clone()
      .rotate()
      .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const { width, height } = await image.metadata();
    if (Math.min(width, height) < MIN_PHOTO_SIDE) return 'tooSmall';
    return { bytes: encoded, mimeType: 'image/jpeg' };
  } catch {
    return type === 'image/heic' || type === 'image/heif' ? 'heic' : 'undecodable';
  }
}
