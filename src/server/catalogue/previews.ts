// The link previews WhatsApp and Facebook show for a shared page (they show no SVG): a 1200×630
// JPEG per trip, its cover photo (or its poster while it has none) with its title and price, and
// one for the site. The server draws one
// the first time it is asked for. Its name carries a hash of what it shows, so every process
// names it alike without drawing it, and the name changes exactly when the picture does.
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { ArtworkImage, TripSummary } from '#domain/catalogue.ts';
import { formatEuro } from '#domain/format.ts';
import { headlinePrice } from '#domain/pricing.ts';
import { focalCrop, type TripPhoto } from '#domain/trip-photos.ts';
import type { FileStore } from '../files/file-store.ts';
import { inTurn } from '../files/photo.ts';
import { tripPhotoKey } from '../files/trip-photo.ts';
import type { LowestPriceOnSale } from './availability.ts';
import type { BuiltCatalogue } from './build.ts';
import { previewFonts, type PreviewFonts } from './preview-fonts.ts';

/** The link previews' size, as Facebook and WhatsApp show them large. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Where the previews are served: `/previews/<name>.<hash>.jpg`. */
const PREVIEWS_PATH = '/previews/';
/** The first part of the site's preview's name (a trip's is its id). */
const SITE = 'maestrale-viaggi';
/**
 * Part of every preview's hash: change it with the drawing (layout, fonts, colours, texts around
 * the catalogue's), so links shared before get the new look rather than the old picture.
 */
const LOOK = 1;

const NAVY = '#14233f';
const GOLD = '#e2bb4a';
const SAND = '#f5efe3';

/** What a preview shows: all of it goes into its name's hash. */
type Slide = {
  /** A trip's id, or the site's name. */
  id: string;
  artwork: Pick<ArtworkImage, 'src' | 'width' | 'height'>;
  /** The trip's cover photo, drawn instead of the poster, cut around its focal point. */
  photo?: Pick<TripPhoto, 'id' | 'width' | 'height' | 'widths' | 'focus'>;
  kicker: string;
  title: string;
  /** The last line, the parts marked gold drawn in gold. */
  footer: { text: string; gold?: true }[];
};
export type PreviewSlide = Slide & { file: string };

function named(slide: Slide): PreviewSlide {
  const { src, width, height } = slide.artwork;
  const inputs = JSON.stringify([
    LOOK,
    src,
    width,
    height,
    slide.kicker,
    slide.title,
    slide.footer,
    // Only with a photo: the names of the previews drawn from posters stay as they were.
    ...(slide.photo ? [slide.photo.id, slide.photo.focus.x, slide.photo.focus.y] : []),
  ]);
  const hash = createHash('sha256').update(inputs).digest('hex').slice(0, 8);
  return { ...slide, file: `${slide.id}.${hash}.jpg` };
}

const tripSlides = new WeakMap<TripSummary, Map<number, PreviewSlide>>();

/**
 * A trip's preview at its "da" price: its cover photo or its poster, its package, title, days and
 * that price; worked out once for each trip and price (a catalogue's trips are never changed in
 * place: a new catalogue brings new ones).
 */
function tripSlide(trip: TripSummary, price: number): PreviewSlide {
  const byPrice = tripSlides.get(trip) ?? new Map<number, PreviewSlide>();
  tripSlides.set(trip, byPrice);
  let slide = byPrice.get(price);
  if (!slide) {
    // The previews show the price paid, never the struck one: the list price does not change them.
    slide = named({
      id: trip.id,
      artwork: trip.image,
      ...(trip.cover && { photo: trip.cover }),
      kicker: trip.categoryTitle,
      title: trip.title,
      footer: [
        { text: `${trip.tripDays} giorni · da ` },
        { text: formatEuro(price), gold: true },
        { text: ' a persona' },
      ],
    });
    byPrice.set(price, slide);
  }
  return slide;
}

/** The site's preview: the islands' poster, how many trips in how many styles. */
function siteSlide({ catalogue: { trips, categories } }: BuiltCatalogue): PreviewSlide {
  return named({
    id: SITE,
    artwork: (categories.find((category) => category.id === 'islands') ?? categories[0]!).image,
    kicker: 'Massimo 10 persone · due coordinatori',
    title: 'Viaggi di gruppo organizzati da Bari',
    footer: [{ text: `${trips.length} destinazioni in ${categories.length} stili di viaggio` }],
  });
}

/**
 * The address of a trip's preview (a trip of the catalogue the page is made from) at the "da"
 * price its page shows (the trip's own when none is given).
 */
export const tripPreviewPath = (trip: TripSummary, price = trip.price) =>
  PREVIEWS_PATH + tripSlide(trip, price).file;
/** The address of the site's preview, for every page but a trip's. */
export const sitePreviewPath = (built: BuiltCatalogue) => PREVIEWS_PATH + siteSlideOf(built).file;

const siteSlides = new WeakMap<BuiltCatalogue, PreviewSlide>();

/** The site's slide, worked out once per catalogue (nothing is drawn). */
function siteSlideOf(built: BuiltCatalogue): PreviewSlide {
  let slide = siteSlides.get(built);
  if (!slide) {
    slide = siteSlide(built);
    siteSlides.set(built, slide);
  }
  return slide;
}

/** A preview's file name: its id, the hash of what it shows. */
const FILE_NAME = /^(.+)\.[0-9a-f]{8}\.jpg$/;

/**
 * What answers a preview's name in this catalogue: its slide; the current address of the same
 * trip (or of the site) for a name it had before (a link WhatsApp keeps); null for anything else.
 */
export function previewAt(
  built: BuiltCatalogue,
  file: string,
  lowestPrice: LowestPriceOnSale,
): { slide: PreviewSlide } | { moved: string } | null {
  const id = FILE_NAME.exec(file)?.[1];
  const trip = built.catalogue.trips.find((candidate) => candidate.id === id);
  const slide =
    id === SITE
      ? siteSlideOf(built)
      : trip && tripSlide(trip, headlinePrice(trip, lowestPrice(trip.id)).price);
  if (!slide) return null;
  return slide.file === file ? { slide } : { moved: PREVIEWS_PATH + slide.file };
}

/** Pango takes markup: the catalogue's "&", "<" and the like are escaped, drawn as text. */
const markup = (text: string) =>
  text.replace(/\0/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The side the texts and the brand take: away from the photo's subject, so the shade and the
 * title never hide it; the posters keep them on the left.
 */
type Side = 'left' | 'right';
const sideOf = (slide: Slide): Side =>
  slide.photo && slide.photo.focus.x < 0.5 ? 'right' : 'left';
/** Where a block `width` wide starts, `margin` from the side's edge. */
const fromSide = (side: Side, width: number, margin = 64) =>
  side === 'left' ? margin : PREVIEW_WIDTH - margin - width;

/** The brand's sail, as in the favicon (public/favicon.svg), 58 px wide. */
const sail = (left: number) => `<g transform="translate(${left} 52) scale(0.9)">
  <rect width="64" height="64" rx="14" fill="${NAVY}" stroke="${GOLD}" stroke-opacity="0.5"/>
  <path d="M32 10 L32 50 L14 50 Z" fill="${SAND}"/><path d="M35 16 L35 50 L50 50 Z" fill="#d4a72c"/>
  <path d="M10 54 Q21 49 32 54 T54 54" fill="none" stroke="#3aa6a0" stroke-width="3.5" stroke-linecap="round"/>
</g>`;

/** Navy from the side the text sits on, fading over the picture; a gold rule above the text. */
const shadeOf = (side: Side) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <defs>
    <linearGradient id="side" x1="${side === 'left' ? 0 : 1}" x2="${side === 'left' ? 1 : 0}" y1="0" y2="0">
      <stop offset="0" stop-color="${NAVY}" stop-opacity="0.94"/>
      <stop offset="0.5" stop-color="${NAVY}" stop-opacity="0.72"/>
      <stop offset="0.85" stop-color="${NAVY}" stop-opacity="0.05"/>
    </linearGradient>
    <linearGradient id="foot" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0.55" stop-color="${NAVY}" stop-opacity="0"/>
      <stop offset="1" stop-color="${NAVY}" stop-opacity="0.75"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#side)"/>
  <rect width="100%" height="100%" fill="url(#foot)"/>
  <rect x="64" y="${PREVIEW_HEIGHT - 12}" width="${PREVIEW_WIDTH - 128}" height="4" rx="2" fill="${GOLD}"/>
  ${sail(fromSide(side, 58))}
</svg>`);
const shades: Record<Side, Buffer> = { left: shadeOf('left'), right: shadeOf('right') };

/**
 * One block of text: `text` is Pango markup, wrapped at `width`; with a `height`, drawn as large
 * as fits in both.
 */
type Line = {
  text: string;
  font: string;
  fontfile: string;
  color: string;
  width: number;
  height?: number;
  /** Lines flush with the right edge, for texts on the right. */
  right?: boolean;
};

async function textImage({ text, font, fontfile, color, width, height, right }: Line) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${text}</span>`,
      font,
      fontfile,
      width,
      ...(height && { height }),
      ...(right && { align: 'right' as const }),
      rgba: true,
      wrap: 'word',
      spacing: 4,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height, width: info.width };
}

/** Where the previews' pictures come from: the built site's posters, the stored photos. */
type Sources = { clientDir: string; files: FileStore };

/** A poster of the built site, drawn at the preview's scale and cut to its shape. */
async function posterBackground(artwork: Slide['artwork'], clientDir: string): Promise<Buffer> {
  const { src, width, height } = artwork;
  const poster = path.join(clientDir, src);
  if (!poster.startsWith(clientDir + path.sep)) throw new Error(`Poster outside the site: ${src}`);
  // Drawn straight at the preview's scale (SVG is 72 dpi at 1:1), then cut to its shape.
  const density = 72 * Math.max(PREVIEW_WIDTH / width, PREVIEW_HEIGHT / height);
  return sharp(poster, { density })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
    .toBuffer();
}

/**
 * A cover photo from the file store, scaled to cover the preview and cut around its focal point
 * as the pages cut it; the narrowest WebP variant that fills the preview is read.
 */
async function photoBackground(
  photo: NonNullable<Slide['photo']>,
  files: FileStore,
): Promise<Buffer> {
  const scale = Math.max(PREVIEW_WIDTH / photo.width, PREVIEW_HEIGHT / photo.height);
  const scaled = {
    width: Math.max(PREVIEW_WIDTH, Math.round(photo.width * scale)),
    height: Math.max(PREVIEW_HEIGHT, Math.round(photo.height * scale)),
  };
  const variant = photo.widths.find((width) => width >= scaled.width) ?? photo.widths.at(-1)!;
  const box = { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT };
  return sharp(await files.read(tripPhotoKey(photo.id, variant, 'webp')))
    .resize(scaled.width, scaled.height, { fit: 'fill' })
    .extract({ ...focalCrop(photo.focus, scaled, box), ...box })
    .toBuffer();
}

/** Draws a slide: its photo or poster, the shade, the brand and its texts. */
async function draw(slide: Slide, sources: Sources, fonts: PreviewFonts): Promise<Buffer> {
  const background = slide.photo
    ? await photoBackground(slide.photo, sources.files)
    : await posterBackground(slide.artwork, sources.clientDir);
  const side = sideOf(slide);
  const right = side === 'right';
  const brand = await textImage({
    text: 'Maestrale Viaggi',
    font: 'Fraunces 34',
    fontfile: fonts.display,
    color: '#ffffff',
    width: 600,
  });
  const kicker = await textImage({
    text: markup(slide.kicker.toUpperCase()),
    font: 'Inter 22',
    fontfile: fonts.text,
    color: GOLD,
    width: 760,
    right,
  });
  const titleLine = {
    text: markup(slide.title),
    font: `Fraunces ${slide.title.length > 28 ? 60 : 72}`,
    fontfile: fonts.display,
    color: '#ffffff',
    width: 760,
    right,
  };
  const footer = await textImage({
    text: slide.footer
      .map(({ text, gold }) =>
        gold ? `<span foreground="${GOLD}">${markup(text)}</span>` : markup(text),
      )
      .join(''),
    font: 'Inter 30',
    fontfile: fonts.text,
    color: SAND,
    width: 1000,
    right,
  });
  // Bottom up: the footer over the gold rule, the title above it, the kicker above the title.
  const footerTop = PREVIEW_HEIGHT - 64 - footer.height;
  // A title longer than four lines would push the kicker under the brand: it is drawn smaller.
  const room = footerTop - 28 - 16 - kicker.height - 140;
  let title = await textImage(titleLine);
  if (title.height > room) title = await textImage({ ...titleLine, height: room });
  const titleTop = footerTop - 28 - title.height;
  const kickerTop = titleTop - 16 - kicker.height;
  return sharp(background)
    .composite([
      { input: shades[side], top: 0, left: 0 },
      {
        input: brand.data,
        top: 52 + 29 - Math.round(brand.height / 2),
        left: fromSide(side, brand.width, 140),
      },
      { input: kicker.data, top: kickerTop, left: fromSide(side, kicker.width) },
      { input: title.data, top: titleTop, left: fromSide(side, title.width) },
      { input: footer.data, top: footerTop, left: fromSide(side, footer.width) },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** How many drawn previews a process keeps: 40–60 KB each, a catalogue's worth and more. */
const KEPT = 64;

/**
 * The previews' pictures, drawn from the posters of the built site in `clientDir` or from the
 * trips' photos in `files` the first time each is asked for, one drawing at a time (a crawler asking for all of them holds one of
 * the pool's threads, not four), and the last `KEPT` kept by name. Asked for again while it
 * is being drawn, a preview waits for that same drawing.
 */
export function previewPictures(sources: Sources) {
  const drawings = inTurn();
  const kept = new Map<string, Promise<Buffer>>();
  return {
    picture(slide: PreviewSlide): Promise<Buffer> {
      let picture = kept.get(slide.file);
      if (picture) {
        // The most recently asked for is the last to go.
        kept.delete(slide.file);
      } else {
        picture = drawings(async () => draw(slide, sources, await previewFonts()));
        // A failed drawing is not kept: the next request tries again.
        picture.catch(() => kept.get(slide.file) === picture && kept.delete(slide.file));
      }
      kept.set(slide.file, picture);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return picture;
    },
  };
}
