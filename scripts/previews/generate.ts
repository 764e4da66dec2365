// Renders the link previews WhatsApp and Facebook show for a shared page (they show no SVG):
// a 1200×630 JPEG per trip, its poster with its title and price, and one for the site. Names
// carry a hash of the picture, and dist/client/previews/manifest.json maps each trip to its
// file for the page heads (src/server/page-head.ts). Run after `vite build`: npx tsx scripts/previews/generate.ts
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import type { ArtworkImage } from '#domain/catalogue.ts';
import { formatEuro } from '#domain/format.ts';
import { buildCatalogue } from '#server/catalogue/build.ts';
import { shippedContent } from '#server/db/catalogue-seed.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  PREVIEWS_MANIFEST,
  type PreviewManifest,
} from '#server/page-head.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The client build to add them to (a test may name another); the posters are in public/. */
const clientDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/client'));
const outDir = path.join(clientDir, 'previews');

const NAVY = '#14233f';
const GOLD = '#e2bb4a';
const SAND = '#f5efe3';

/** Pango takes markup: the catalogue's "&" and the like are escaped. */
const markup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The price in gold, as the eye should find it. */
const gold = (text: string) => `<span foreground="${GOLD}">${markup(text)}</span>`;

/** What a preview says; `footer` is Pango markup. */
type Slide = { name: string; artwork: ArtworkImage; kicker: string; title: string; footer: string };

// The previews show the price paid, never the struck one: the discount does not change them.
const { catalogue } = buildCatalogue(shippedContent(), 0);
const slides: Slide[] = catalogue.trips.map((trip) => ({
  name: trip.id,
  artwork: trip.image,
  kicker: trip.categoryTitle,
  title: trip.title,
  footer: `${trip.tripDays} giorni · da ${gold(formatEuro(trip.price))} a persona`,
}));
const site: Slide = {
  name: 'maestrale-viaggi',
  artwork: catalogue.categories.find((category) => category.id === 'islands')!.image,
  kicker: 'Massimo 10 persone · due coordinatori',
  title: 'Viaggi di gruppo organizzati da Bari',
  footer: `${catalogue.trips.length} destinazioni in ${catalogue.categories.length} stili di viaggio`,
};

/**
 * The site's own fonts, as TrueType for Pango (librsvg and Pango read no WOFF2), cut to the
 * characters the previews write: Fraunces for the titles, Inter for the rest.
 */
async function fontFiles(): Promise<{ display: string; text: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-previews-'));
  const characters = [...slides, site]
    .flatMap((slide) => [
      slide.kicker.toUpperCase(),
      slide.title,
      slide.footer.replace(/<[^>]+>/g, ''),
    ])
    .concat('Maestrale Viaggi')
    .join('');
  const make = async (source: string, wght: number, file: string) => {
    const input = fs.readFileSync(path.join(root, 'node_modules', source));
    const output = await subsetFont(input, characters, {
      targetFormat: 'truetype',
      variationAxes: { wght },
    });
    const target = path.join(dir, file);
    fs.writeFileSync(target, output);
    return target;
  };
  return {
    display: await make(
      '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
      600,
      'fraunces.ttf',
    ),
    text: await make(
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      600,
      'inter.ttf',
    ),
  };
}

/** The brand's sail, as in the favicon (index.html). */
const sail = `<g transform="translate(64 52) scale(0.9)">
  <rect width="64" height="64" rx="14" fill="${NAVY}" stroke="${GOLD}" stroke-opacity="0.5"/>
  <path d="M32 10 L32 50 L14 50 Z" fill="${SAND}"/><path d="M35 16 L35 50 L50 50 Z" fill="#d4a72c"/>
  <path d="M10 54 Q21 49 32 54 T54 54" fill="none" stroke="#3aa6a0" stroke-width="3.5" stroke-linecap="round"/>
</g>`;

/** Navy from the left, where the text sits, fading over the poster; a gold rule above the text. */
const shade =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <defs>
    <linearGradient id="side" x1="0" x2="1" y1="0" y2="0">
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
  ${sail}
</svg>`);

/** One block of text: `text` is Pango markup, wrapped at `width`. */
type Line = { text: string; font: string; fontfile: string; color: string; width: number };

async function textImage({ text, font, fontfile, color, width }: Line) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${text}</span>`,
      font,
      fontfile,
      width,
      rgba: true,
      wrap: 'word',
      spacing: 4,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height, width: info.width };
}

async function render(slide: Slide, fonts: { display: string; text: string }) {
  const { src, width, height } = slide.artwork;
  // Drawn straight at the preview's scale (SVG is 72 dpi at 1:1), then cut to its shape.
  const density = 72 * Math.max(PREVIEW_WIDTH / width, PREVIEW_HEIGHT / height);
  const background = await sharp(path.join(root, 'public', src), { density })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
    .toBuffer();
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
  });
  const title = await textImage({
    text: markup(slide.title),
    font: `Fraunces ${slide.title.length > 28 ? 60 : 72}`,
    fontfile: fonts.display,
    color: '#ffffff',
    width: 760,
  });
  const footer = await textImage({
    text: slide.footer,
    font: 'Inter 30',
    fontfile: fonts.text,
    color: SAND,
    width: 1000,
  });
  // Bottom up: the footer over the gold rule, the title above it, the kicker above the title.
  const footerTop = PREVIEW_HEIGHT - 64 - footer.height;
  const titleTop = footerTop - 28 - title.height;
  const kickerTop = titleTop - 16 - kicker.height;
  const image = await sharp(background)
    .composite([
      { input: shade, top: 0, left: 0 },
      { input: brand.data, top: 52 + 29 - Math.round(brand.height / 2), left: 140 },
      { input: kicker.data, top: kickerTop, left: 64 },
      { input: title.data, top: titleTop, left: 64 },
      { input: footer.data, top: footerTop, left: 64 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 8);
  const file = `${slide.name}.${hash}.jpg`;
  fs.writeFileSync(path.join(outDir, file), image);
  return `/previews/${file}`;
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const fonts = await fontFiles();
const manifest: PreviewManifest = { site: await render(site, fonts), trips: {} };
for (const slide of slides) manifest.trips[slide.name] = await render(slide, fonts);
fs.writeFileSync(path.join(clientDir, PREVIEWS_MANIFEST), JSON.stringify(manifest, null, 2));
fs.rmSync(path.dirname(fonts.display), { recursive: true, force: true });
console.log(`previews: ${slides.length + 1} images in ${path.relative(root, outDir)}`);
