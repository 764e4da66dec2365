// Not documents.ts: its schemas would bring zod into every public page that draws a photo.
import { MAX_PHOTO_PIXELS } from './photo-limits.ts';
/**
 * The agency's own photos of a trip (a cover, a gallery), uploaded by staff to
 * `POST /api/staff/trip-photos` (field `photo`) and served as AVIF and WebP at several widths
 * from `/photos/<id>-<width>.<avif|webp>` with a year's cache (decision 036).
 */

/** The widths a photo is stored at, never wider than the original: phones to wide screens. */
const TRIP_PHOTO_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
export const tripPhotoFormats = ['avif', 'webp'] as const;
export type TripPhotoFormat = (typeof tripPhotoFormats)[number];

/** A cover fills a wide screen: below this on its short side it shows blurred. */
export const MIN_TRIP_PHOTO_SIDE = 800;
/** A camera's or an editor's export stays under this; the request may be this and a little. */
export const MAX_TRIP_PHOTO_MB = 25;
export const MAX_TRIP_PHOTO_BYTES = MAX_TRIP_PHOTO_MB * 1024 * 1024;

/** Where the subject is, from the top-left corner: 0..1 across and down. */
export type FocalPoint = { x: number; y: number };
export const PHOTO_CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** What a trip stores about one of its photos. */
export type TripPhoto = {
  /** The content hash of the re-encoded photo: every variant's name starts with it. */
  id: string;
  /** What the photo shows, in Italian, for whoever cannot see it. */
  alt: string;
  /** The original's size once upright: the aspect ratio every variant keeps. */
  width: number;
  height: number;
  /** Every crop keeps this point in view (CSS `object-position`). */
  focus: FocalPoint;
  /** The widths stored, ascending (`variantWidths(width, height)`). */
  widths: number[];
  /** A CSS gradient of the photo's colours, top to bottom, shown while it loads. */
  placeholder: string;
};

const PROBLEM_FORMATS = 'usa una foto JPEG, PNG o WebP.';

/** What staff read when a photo is refused, and under its fields in the editor. */
export const tripPhotoMessages = {
  missing: 'Scegli una foto da caricare.',
  notImage: `Il file non è un'immagine: ${PROBLEM_FORMATS}`,
  tooLarge: `La foto supera i ${MAX_TRIP_PHOTO_MB} MB: esportala in JPEG con una qualità un po' più bassa e riprova.`,
  undecodable:
    'Non riusciamo ad aprire la foto: il file è danneggiato o incompleto. Esportala di nuovo e riprova.',
  tooSmall: `La foto è troppo piccola per il sito: servono almeno ${MIN_TRIP_PHOTO_SIDE} pixel sul lato corto (meglio 2400 sul lato lungo). Carica l'originale, non una copia ridotta.`,
  tooManyPixels: `La foto ha troppi pixel per aprirla (più di ${MAX_PHOTO_PIXELS / 1_000_000} milioni): esportane una copia più piccola, per esempio di 6000 pixel sul lato lungo.`,
  heic: 'La foto è in formato HEIC, che non riusciamo ad aprire: esportala in JPEG (sul Mac da Foto, «Esporta», formato JPEG) oppure, dall’iPhone, sceglila da questa pagina, che la riceve in JPEG.',
  polyglot:
    'Il file contiene, oltre alla foto, il codice di una pagina web o di un programma: per sicurezza non lo carichiamo. Esporta di nuovo la foto in JPEG e riprova.',
  storeFailed: 'Errore durante il salvataggio della foto. Riprova.',
  alt: 'Descrivi la foto in almeno 5 caratteri: cosa si vede, per chi non può vederla.',
  focus: 'Scegli con un clic il punto della foto da tenere sempre in vista.',
  /** A photo sent back inside a trip that no upload answered (edited by hand, or corrupted). */
  invalid: 'Questa foto non risulta caricata dal back office: caricala di nuovo.',
} as const;

/**
 * The widths stored for an original of `width` × `height` pixels: the steps below the widest
 * variant, then the widest, which is the original or, at most, 2400 pixels on its long side
 * (a portrait's widest is 1800 across, not 3200 tall).
 */
export function variantWidths(width: number, height: number): number[] {
  const longest = TRIP_PHOTO_WIDTHS.at(-1)!;
  const top = Math.min(width, Math.round((width * longest) / Math.max(width, height)));
  return [...TRIP_PHOTO_WIDTHS.filter((step) => step < top), top];
}

const HEX = /^#[0-9a-f]{6}$/;
export const PLACEHOLDER =
  /^linear-gradient\(180deg, #[0-9a-f]{6} 0%, #[0-9a-f]{6} 50%, #[0-9a-f]{6} 100%\)$/;

/** The placeholder of a photo whose top, middle and bottom average these colours (#rrggbb). */
export function photoPlaceholder(top: string, middle: string, bottom: string): string {
  if (![top, middle, bottom].every((colour) => HEX.test(colour))) {
    throw new Error('A placeholder takes three #rrggbb colours');
  }
  return `linear-gradient(180deg, ${top} 0%, ${middle} 50%, ${bottom} 100%)`;
}

/** The address of one stored variant. */
export function tripPhotoUrl(id: string, width: number, format: TripPhotoFormat): string {
  return `/photos/${id}-${width}.${format}`;
}

/** Every width of the photo in one format, for a `<source srcset>`. */
export function photoSrcset(photo: Pick<TripPhoto, 'id' | 'widths'>, format: TripPhotoFormat) {
  return photo.widths
    .map((width) => `${tripPhotoUrl(photo.id, width, format)} ${width}w`)
    .join(', ');
}

/** The CSS `object-position` that keeps the focal point in view whatever the crop. */
export function objectPosition(focus: FocalPoint): string {
  const percent = (share: number) => `${Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10}%`;
  return `${percent(focus.x)} ${percent(focus.y)}`;
}

/**
 * Where a box cuts a picture scaled to cover it, as `objectPosition` places it in a page: the
 * overflow on each side shared by the focal point's own percentages, so the point stays in
 * view at the same place of the box. The link preview is cut so from the cover.
 */
export function focalCrop(
  focus: FocalPoint,
  scaled: { width: number; height: number },
  box: { width: number; height: number },
): { left: number; top: number } {
  const share = (value: number) => Math.min(1, Math.max(0, value));
  return {
    left: Math.round(Math.max(0, scaled.width - box.width) * share(focus.x)),
    top: Math.round(Math.max(0, scaled.height - box.height) * share(focus.y)),
  };
}

/*
 * How wide the site draws a trip's cover (`<img sizes>`), where the page's first picture may be
 * one: what preloads it (the server's head, the entry's hint) says the same as the picture, so
 * the browser picks one variant for both and asks once.
 */

/**
 * A trip page's hero: the page's width less its margins (`max-w-7xl`, `px-4`, `md:px-6`), 1232 px
 * at most.
 */
export const TRIP_HERO_SIZES =
  '(min-width: 1280px) 1232px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * A trip card: across a phone (or 85 % of it in a carousel), two side by side from 640 px, three
 * (or two beside the listing's filters) from 1024 px, about 400 px at most.
 */
export const TRIP_CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 34vw, (min-width: 640px) 50vw, 100vw';

const VARIANT_NAME = /^([0-9a-f]{24})-([1-9][0-9]{2,3})\.(avif|webp)$/;

/** The variant a file name under /photos/ names, or null for any other name. */
export function parseTripPhotoName(
  name: string,
): { id: string; width: number; format: TripPhotoFormat } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as TripPhotoFormat };
}
