import { describe, expect, it } from 'vitest';
import {
  focalCrop,
  objectPosition,
  parseTripPhotoName,
  photoPlaceholder,
  photoSrcset,
  tripPhotoMessages,
  tripPhotoUrl,
  variantWidths,
  type TripPhoto,
} from './trip-photos.ts';
import { tripPhotoDetailsSchema, tripPhotoSchema } from './trip-photo-input.ts';

const ID = '0123456789abcdef01234567';
const cover: TripPhoto = {
  id: ID,
  alt: 'Il gruppo al tramonto sulla duna di Erg Chebbi',
  width: 4032,
  height: 3024,
  focus: { x: 0.3, y: 0.6 },
  widths: [480, 800, 1200, 1600, 2400],
  placeholder: photoPlaceholder('#3a8fcb', '#f6e8cc', '#a2eadb'),
};

describe('the widths a photo is stored at', () => {
  it.each([
    ['a camera’s landscape', 4032, 3024, [480, 800, 1200, 1600, 2400]],
    ['a camera’s portrait: 2400 on its long side', 3024, 4032, [480, 800, 1200, 1600, 1800]],
    ['exactly 2400 wide', 2400, 1600, [480, 800, 1200, 1600, 2400]],
    ['between two steps: its own width last', 1000, 800, [480, 800, 1000]],
    ['the smallest cover', 800, 800, [480, 800]],
    ['a panorama', 12000, 3000, [480, 800, 1200, 1600, 2400]],
  ])('%s (%i × %i)', (_, width, height, widths) => {
    expect(variantWidths(width, height)).toEqual(widths);
  });

  it('never enlarges, and goes up step by step', () => {
    for (const [width, height] of [
      [801, 3000],
      [1599, 1000],
      [5000, 5000],
      [900, 20000],
    ] as const) {
      const widths = variantWidths(width, height);
      expect(widths.at(-1)).toBeLessThanOrEqual(width);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(new Set(widths).size).toBe(widths.length);
    }
  });
});

describe('a photo’s addresses', () => {
  it('names each variant by the photo’s hash, its width and its format', () => {
    expect(tripPhotoUrl(ID, 800, 'avif')).toBe(`/photos/${ID}-800.avif`);
    expect(photoSrcset({ id: ID, widths: [480, 1000] }, 'webp')).toBe(
      `/photos/${ID}-480.webp 480w, /photos/${ID}-1000.webp 1000w`,
    );
  });

  it('reads back the names it makes, and nothing else', () => {
    expect(parseTripPhotoName(`${ID}-1800.avif`)).toEqual({ id: ID, width: 1800, format: 'avif' });
    expect(parseTripPhotoName(`${ID}-480.webp`)).toEqual({ id: ID, width: 480, format: 'webp' });
    for (const name of [
      `${ID}-480.jpg`,
      `${ID}-0480.webp`,
      `${ID}-48000.webp`,
      `${ID.toUpperCase()}-480.webp`,
      `${ID}-480.webp.exe`,
      `../${ID}-480.webp`,
      `${ID}-480-webp`,
      `${ID.slice(2)}-480.webp`,
      '',
    ]) {
      expect(parseTripPhotoName(name), name).toBeNull();
    }
  });
});

describe('the focal point', () => {
  it.each([
    [{ x: 0.5, y: 0.5 }, '50% 50%'],
    [{ x: 0, y: 1 }, '0% 100%'],
    [{ x: 0.3333, y: 0.6667 }, '33.3% 66.7%'],
    [{ x: -0.2, y: 1.5 }, '0% 100%'],
  ])('%o is object-position %s', (focus, position) => {
    expect(objectPosition(focus)).toBe(position);
  });

  it('cuts a picture as object-position does, the point at its own place in the box', () => {
    // A 4:3 photo covering a 1200 × 630 preview: 1200 × 900, 270 rows to cut.
    const scaled = { width: 1200, height: 900 };
    const box = { width: 1200, height: 630 };
    expect(focalCrop({ x: 0.5, y: 0 }, scaled, box)).toEqual({ left: 0, top: 0 });
    expect(focalCrop({ x: 0.5, y: 1 }, scaled, box)).toEqual({ left: 0, top: 270 });
    expect(focalCrop({ x: 0.3, y: 0.8 }, scaled, box)).toEqual({ left: 0, top: 216 });
    // The point at 80 % down the photo (720) is at 80 % down the box (216 + 504).
    expect(focalCrop({ x: 0.2, y: 0.5 }, { width: 2000, height: 630 }, box)).toEqual({
      left: 160,
      top: 0,
    });
    expect(focalCrop({ x: 2, y: -1 }, scaled, box)).toEqual({ left: 0, top: 0 });
  });
});

describe('what staff say about a photo', () => {
  const details = (alt: unknown, focus: unknown = { x: 0.5, y: 0.5 }) =>
    tripPhotoDetailsSchema.safeParse({ alt, focus });
  /** Each message once: a form and the API show a field's first. */
  const messages = (result: ReturnType<typeof details>) => [
    ...new Set(result.success ? [] : result.error.issues.map((issue) => issue.message)),
  ];

  it('takes an alt text of 5 to 200 characters, trimmed', () => {
    expect(details('  Il Duomo di Milano  ').data?.alt).toBe('Il Duomo di Milano');
    expect(details('Porto').success).toBe(true);
    expect(details('x'.repeat(200)).success).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['only spaces', '      '],
    ['of 4 characters', 'Mare'],
    ['of 4 characters among spaces', '   Mare   '],
  ])('asks for an alt text when it is %s', (_, alt) => {
    expect(messages(details(alt))).toEqual([tripPhotoMessages.alt]);
  });

  it('refuses an alt text over 200 characters or on two lines', () => {
    expect(messages(details('x'.repeat(201)))).toEqual(['Al massimo 200 caratteri.']);
    expect(details('La spiaggia\ndi Zanzibar').success).toBe(false);
  });

  it.each([
    { x: 1.01, y: 0.5 },
    { x: 0.5, y: -0.01 },
    { x: '0.5', y: 0.5 },
    { x: Number.NaN, y: 0.5 },
    null,
  ])('refuses the focal point %o', (focus) => {
    expect(messages(details('Il Duomo di Milano', focus))).toEqual([tripPhotoMessages.focus]);
  });
});

describe('a photo sent back inside a trip', () => {
  it('is taken as the upload answered it, with its details', () => {
    expect(tripPhotoSchema.parse(cover)).toEqual(cover);
  });

  it.each([
    ['an id that is no hash', { id: '../../etc/passwd' }],
    ['a placeholder that loads an address', { placeholder: 'url(https://example.com/x.png)' }],
    ['a placeholder with more CSS', { placeholder: `${cover.placeholder}; position: fixed` }],
    ['widths it was not stored at', { widths: [480, 800, 1200, 1600, 2400, 3200] }],
    ['a size under the cover’s minimum', { width: 700, widths: [480, 700] }],
    ['no alt text', { alt: '' }],
  ])('is refused with %s', (_, change) => {
    expect(tripPhotoSchema.safeParse({ ...cover, ...change }).success).toBe(false);
  });
});

describe('the placeholder', () => {
  it('is a top-to-bottom gradient of three colours, and nothing else', () => {
    expect(cover.placeholder).toBe(
      'linear-gradient(180deg, #3a8fcb 0%, #f6e8cc 50%, #a2eadb 100%)',
    );
    expect(() => photoPlaceholder('red', '#000000', '#000000')).toThrow();
    expect(() => photoPlaceholder('#000000', '#000000', '#000000);x:url(y)')).toThrow();
  });
});
