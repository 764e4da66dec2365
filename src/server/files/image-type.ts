/** The image types a document photo may be, named as the stored `mime_type`. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** ISO-BMFF major brands of HEIC (HEVC-coded) and of generic HEIF images. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

/**
 * What image a file is, judged by its first bytes: a visitor's file name and declared type
 * prove nothing. Null for anything but JPEG, PNG, WebP and HEIC/HEIF photos.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // HEIF files open with an `ftyp` box: a 4-byte size, "ftyp", then the major brand.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return null;
}

/**
 * The opening of a web page's or a server script's code: `<script`, `<iframe`, `<object`,
 * `<embed`, `<html`, `<body` (each followed by a space, `/` or `>`) and `<?php` with a space.
 * Each is six bytes or more, so compressed pixels (random-looking bytes) hold one by chance about
 * once in 30,000 files of 25 MB, in 200,000 of a phone's 4 MB; shorter ones (`<svg`, `<%`)
 * would refuse real photos.
 */
const CODE_OPENING = /^<(?:script|iframe|object|embed|html|body)[\s/>]|^<\?php\s/i;

/**
 * Whether an image's bytes also hold a web page or a script (in a comment, a metadata block, or
 * after the image's end): a polyglot, one file that a browser or a server would read as code.
 * Only the places after a `<` are looked at: a 25 MB file takes some 20 ms.
 */
export function hidesCode(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(0x3c); at !== -1; at = buffer.indexOf(0x3c, at + 1)) {
    if (CODE_OPENING.test(buffer.toString('latin1', at, at + 8))) return true;
  }
  return false;
}
