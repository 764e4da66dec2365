import { describe, expect, it } from 'vitest';
import { hidesCode, sniffImageType } from './image-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  );
/** An ISO-BMFF file: its `ftyp` box with the given major brand, then some data. */
const bmff = (brand: string) =>
  bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 0, 0], 'mif1heic', [1, 2]);

describe('sniffImageType', () => {
  it.each([
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0x10], 'Exif'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a HEIC (ftypheic)', bmff('heic'), 'image/heic'],
    ['a HEIC (ftypheix)', bmff('heix'), 'image/heic'],
    ['a HEIF (ftypmif1)', bmff('mif1'), 'image/heif'],
  ])('recognises %s', (_, file, type) => {
    expect(sniffImageType(file)).toBe(type);
  });

  it.each([
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0])],
    ['a text file', bytes('Questo non è un passaporto, è un file di testo.\n')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['an AVIF (another ISO-BMFF brand)', bmff('avif')],
    ['an MP4 video', bmff('isom')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['an empty file', bytes()],
  ])('refuses %s', (_, file) => {
    expect(sniffImageType(file)).toBeNull();
  });
});

describe('hidesCode', () => {
  const jpeg = (...rest: (string | number[])[]) => bytes([0xff, 0xd8, 0xff, 0xe0], ...rest);

  it.each([
    ['a script in a comment', jpeg('<script>alert(1)</script>')],
    ['a page after the image', jpeg([0xff, 0xd9], '<!doctype html><HTML><body>')],
    ['an iframe in capitals', jpeg('<IFRAME src=x>')],
    ['a PHP web shell', jpeg('<?php system($_GET["c"]); ?>')],
    ['a self-closing embed', jpeg('<embed/src=x>')],
    ['the code at the very end', jpeg([1, 2, 3], '<script ')],
  ])('finds %s', (_, file) => {
    expect(hidesCode(file)).toBe(true);
  });

  it.each([
    ['a plain photo’s bytes', jpeg([0x3c, 0x3c, 0x00, 0x3c])],
    ['XMP metadata', jpeg('<?xpacket begin=""?><x:xmpmeta><rdf:RDF></rdf:RDF></x:xmpmeta>')],
    ['a word that starts like a tag', jpeg('<scripture> <htmlx> <bodyguard>')],
    ['a tag cut by the end of the file', jpeg('<scrip')],
    ['an empty file', bytes()],
  ])('lets %s through', (_, file) => {
    expect(hidesCode(file)).toBe(false);
  });
});
