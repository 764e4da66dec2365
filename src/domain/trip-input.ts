import { tripAreasSchema } from './area-input.ts';
import {
  activityMoments,
  activityTypes,
  type ActivityType,
  type TripRecord,
  type TripState,
} from './catalogue.ts';

export { activityMoments, activityTypes };
import { lineText, markupMessage, NO_MARKUP, requiredFreeText, requiredText } from './fields.ts';
import { repriceChanges } from './pricing.ts';
import { tripPhotoSchema } from './trip-photo-input.ts';
import { isOne, keyOfName, listOfNames } from './words.ts';
import { z } from './zod.ts';

/** A gallery's photos: enough for a trip, few enough for a phone's page. */
export const MAX_GALLERY_PHOTOS = 12;

/**
 * What the back office's trip and package editors send: one schema per form, checked by the
 * form (zodResolver) and again by the server, every message in Italian.
 */

/** A package's key as the API names it; the server says whether the package exists. */
const packageKey = (message: string) =>
  z.string({ error: message }).regex(/^[a-z0-9][a-z0-9-]{0,59}$/, message);

export const activityTypeLabels: Record<ActivityType, string> = {
  flight: 'Volo',
  hotel: 'Hotel',
  food: 'Pasto',
  tour: 'Visita',
  activity: 'Attività',
  free: 'Tempo libero',
  transfer: 'Trasferimento',
  ship: 'Nave',
  beach: 'Mare',
};

export const tripStateLabels: Record<TripState, string> = {
  bozza: 'Bozza',
  pubblicato: 'Pubblicato',
  archiviato: 'Archiviato',
};

/** Addresses the site uses for itself, and the other names trips are reached by. */
const RESERVED_ADDRESSES = new Set([
  'admin',
  'api',
  'travel',
  'travels',
  'booking',
  'payment',
  'contact',
  'about',
  'team',
  'ads-special',
  'privacy-policy',
  'prenotazione',
  'lista-attesa',
  'assets',
  'artwork',
  'previews',
  'photos',
  'nuovo',
  'maestrale-viaggi',
  'giappone',
  'newyork-miami',
]);

export const tripAddressMessages = {
  format: 'L’indirizzo può contenere solo lettere minuscole senza accenti, numeri e trattini.',
  reserved: 'Questo indirizzo è già usato dal sito: scegline un altro.',
  taken: 'Un altro viaggio ha già questo indirizzo: scegline un altro.',
} as const;

export { markupMessage };

const line = (max: number, message: string) =>
  requiredText(max, message).refine((value) => !NO_MARKUP.test(value), markupMessage);
const paragraph = (max: number, message: string) =>
  requiredFreeText(max, message).refine((value) => !NO_MARKUP.test(value), markupMessage);
const optionalParagraph = (max: number) =>
  lineText()
    .trim()
    .max(max, `Al massimo ${max} caratteri.`)
    .refine((value) => !NO_MARKUP.test(value), markupMessage)
    .transform((value) => value || undefined)
    .optional();

const euro = (what: string) =>
  z
    .number({ error: `Scrivi ${what} in euro, senza decimali.` })
    .int(`Scrivi ${what} in euro, senza decimali.`)
    .max(50_000, `${what[0]!.toUpperCase()}${what.slice(1)} non può superare 50.000 €.`);

export const tripAddressSchema = z
  .string({ error: 'Scrivi l’indirizzo del viaggio.' })
  .trim()
  .min(3, 'L’indirizzo deve avere almeno 3 caratteri.')
  .max(80, 'Al massimo 80 caratteri.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, tripAddressMessages.format)
  .refine((slug) => !RESERVED_ADDRESSES.has(slug), tripAddressMessages.reserved);

const activitySchema = z.object({
  time: z
    .string({ error: 'Scegli il momento o scrivi l’ora.' })
    .trim()
    .refine(
      (time) =>
        (activityMoments as readonly string[]).includes(time) ||
        /^([01]\d|2[0-3]):[0-5]\d$/.test(time),
      'Scrivi l’ora come 08:30, oppure scegli Mattina, Pomeriggio, Sera, Alba, Pranzo o Tramonto.',
    ),
  title: line(120, 'Scrivi che cosa si fa.'),
  type: z.enum(activityTypes, { error: 'Scegli il tipo di attività.' }),
  location: optionalParagraph(120),
});

const daySchema = z.object({
  title: line(120, 'Scrivi il titolo del giorno.'),
  description: paragraph(2000, 'Racconta il giorno.'),
  // "In evidenza" or nothing, as the catalogue writes it: a day left alone is not a change.
  highlight: z
    .boolean()
    .optional()
    .transform((highlight) => highlight || undefined),
  activities: z.array(activitySchema).max(20, 'Al massimo 20 attività in un giorno.'),
});

const reviewSchema = z.object({
  // Made by the server for a new review; sent back as it was given.
  id: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,80}$/, 'Recensione non valida: ricarica la pagina.')
    .optional(),
  authorName: line(80, 'Scrivi il nome di chi ha viaggiato.'),
  location: line(60, 'Scrivi la città di chi ha viaggiato.'),
  rating: z
    .number({ error: 'Scegli un voto da 1 a 5.' })
    .int('Scegli un voto da 1 a 5.')
    .min(1, 'Scegli un voto da 1 a 5.')
    .max(5, 'Scegli un voto da 1 a 5.'),
  text: paragraph(1500, 'Scrivi la recensione.'),
  date: line(40, 'Scrivi mese e anno del viaggio, per esempio "ottobre 2025".'),
});

/** The airports a trip leaves from (a trip's, or the agency's default for new trips). */
export const airportListSchema = z
  .array(line(60, 'Scrivi il nome dell’aeroporto.'))
  .min(1, 'Indica almeno un aeroporto di partenza.')
  .max(10, 'Al massimo 10 aeroporti.')
  .refine((list) => new Set(list).size === list.length, 'Un aeroporto è scritto due volte.')
  .refine((list) => !list.includes('Altro'), '"Altro" è sempre proposto: non serve aggiungerlo.');

/** A number field left empty: the form gives NaN (or nothing); the schema reads it as null. */
const blankNumber = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** An average rating out of 5, with one decimal at most ("4.8"). */
export const averageRatingSchema = (message: string) =>
  z
    .number({ error: message })
    .min(1, message)
    .max(5, message)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Al massimo un decimale: 4,8.');

export const ratingFiguresMessages = {
  average: 'Scrivi il voto medio, da 1 a 5 (per esempio 4,8 o 4.8).',
  count: 'Scrivi quante recensioni, un numero intero da 1 in su.',
  source: 'Scrivi dove sono state raccolte le recensioni.',
} as const;

/**
 * Figures of reviews collected elsewhere: all three, or none (every field empty). The average
 * may be typed with a comma, as Italians write it.
 */
const ratingFiguresSchema = z.preprocess(
  (value) => {
    if (value === null || typeof value !== 'object') return value ?? null;
    const { average, count, source } = value as Record<string, unknown>;
    const blank = blankNumber(average) && blankNumber(count) && !String(source ?? '').trim();
    if (blank) return null;
    return {
      average: typeof average === 'string' ? Number(average.replace(',', '.')) : average,
      count,
      source,
    };
  },
  z
    .object({
      average: averageRatingSchema(ratingFiguresMessages.average),
      count: z
        .number({ error: ratingFiguresMessages.count })
        .int(ratingFiguresMessages.count)
        .min(1, ratingFiguresMessages.count)
        .max(1_000_000, ratingFiguresMessages.count),
      source: line(80, ratingFiguresMessages.source),
    })
    .nullable(),
);

export const listPriceMessage = 'Il prezzo di listino deve essere più alto del prezzo a persona.';

/** A trip as the editor saves it; `version` is the one the editor opened (0 for a new trip). */
export const tripInputSchema = z
  .object({
    version: z.number().int().min(0),
    slug: tripAddressSchema,
    title: line(120, 'Scrivi il titolo del viaggio.'),
    description: paragraph(1000, 'Scrivi la descrizione del viaggio.'),
    price: euro('il prezzo').min(0, 'Il prezzo non può essere negativo.'),
    /** The struck-through price, only above the price (checked below); empty for none. */
    listPrice: z.preprocess(
      (value) => (blankNumber(value) || value === null ? null : value),
      euro('il prezzo di listino').min(1, listPriceMessage).nullable(),
    ),
    ratingFigures: ratingFiguresSchema,
    areas: tripAreasSchema,
    /** Shown on the home; a client that leaves it out keeps the home as it was (shown). */
    onHome: z.boolean({ error: 'Scegli se mostrarlo nella home.' }).default(true),
    tripDays: z
      .number({ error: 'Scrivi quanti giorni dura il viaggio.' })
      .int('Scrivi quanti giorni dura il viaggio.')
      .min(1, 'Un viaggio dura almeno 1 giorno.')
      .max(60, 'Un viaggio dura al massimo 60 giorni.'),
    packageId: packageKey('Scegli il pacchetto.'),
    flights: paragraph(800, 'Descrivi i voli.'),
    hotels: z
      .array(
        z.object({
          name: line(100, 'Scrivi il nome dell’hotel.'),
          stars: z.union([z.literal(3), z.literal(4), z.literal(5)], {
            error: 'Scegli 3, 4 o 5 stelle.',
          }),
          description: optionalParagraph(600),
        }),
      )
      .max(20, 'Al massimo 20 hotel.'),
    experiences: z
      .array(
        z.object({ title: line(120, 'Scrivi l’esperienza.'), description: optionalParagraph(600) }),
      )
      .max(30, 'Al massimo 30 esperienze.'),
    includes: z.array(line(200, 'Scrivi che cosa è incluso.')).max(30, 'Al massimo 30 voci.'),
    itinerary: z.array(daySchema).max(60, 'Al massimo 60 giorni di programma.'),
    reviews: z.array(reviewSchema).max(50, 'Al massimo 50 recensioni.'),
    airports: airportListSchema,
    cover: tripPhotoSchema.nullable(),
    gallery: z
      .array(tripPhotoSchema)
      .max(MAX_GALLERY_PHOTOS, `Al massimo ${MAX_GALLERY_PHOTOS} foto nella galleria.`),
  })
  .refine((trip) => trip.listPrice === null || trip.listPrice > trip.price, {
    message: listPriceMessage,
    path: ['listPrice'],
  });
export type TripInput = z.output<typeof tripInputSchema>;
export type TripInputValues = z.input<typeof tripInputSchema>;

/** Why a trip cannot be shown to visitors yet; empty when it can be published. */
export function publishProblems(trip: { price: number; itinerary: readonly unknown[] }): string[] {
  const problems: string[] = [];
  if (trip.price <= 0) problems.push('Manca il prezzo a persona.');
  if (trip.itinerary.length === 0) problems.push('Manca il programma: aggiungi almeno un giorno.');
  return problems;
}

/** The version of the trip the editor shows: an action on it is refused if a colleague saved since. */
export const tripVersionSchema = z.object({ version: z.number().int().min(1) });

export const tripStateSchema = tripVersionSchema.extend({
  state: z.enum(['bozza', 'pubblicato', 'archiviato'], { error: 'Stato non valido.' }),
});

export const packageMessages = {
  taken: 'C’è già un pacchetto con questo nome.',
  gone: 'Questo pacchetto non c’è più: scegline un altro.',
  inUse: (trips: readonly string[]) =>
    `${isOne(trips.length) ? 'Il viaggio' : 'I viaggi'} ${listOfNames(trips)} ${isOne(trips.length) ? 'è' : 'sono'} in questo pacchetto: ${isOne(trips.length) ? 'spostalo' : 'spostali'} in un altro pacchetto, poi eliminalo.`,
} as const;

/** A package as staff write it: a new one ("Nuovo pacchetto"), or a save with its version. */
const packageFields = z.object({
  title: line(60, 'Scrivi il nome del pacchetto.').refine(
    (title) => keyOfName(title).length > 0,
    'Scrivi il nome del pacchetto.',
  ),
  originalPrice: euro('il prezzo di listino').min(1, 'Il prezzo di listino deve essere positivo.'),
  discountedPrice: euro('il prezzo scontato').min(1, 'Il prezzo scontato deve essere positivo.'),
  duration: line(40, 'Scrivi la durata, per esempio "7-10 giorni".'),
  includes: z.array(line(200, 'Scrivi che cosa è incluso.')).max(30, 'Al massimo 30 voci.'),
  cover: tripPhotoSchema.nullable(),
});
const atMostListPrice = (pack: { originalPrice: number; discountedPrice: number }) =>
  pack.discountedPrice <= pack.originalPrice;
const overListPrice = {
  path: ['discountedPrice'],
  message: 'Il prezzo scontato non può superare il prezzo di listino.',
};
export const newPackageSchema = packageFields.refine(atMostListPrice, overListPrice);
export type NewPackage = z.output<typeof newPackageSchema>;
export const packageInputSchema = packageFields
  .extend({ version: z.number().int().min(1) })
  .refine(atMostListPrice, overListPrice);
export type PackageInput = z.output<typeof packageInputSchema>;

/** "Modificato da Giulia Bianchi alle 10:42 del 27 novembre": why a save from an older version is refused. */
export function editedMeanwhileMessage(by: string | null, at: string): string {
  const moment = new Date(at);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', ...options }).format(moment);
  const time = part({ hour: '2-digit', minute: '2-digit' });
  const day = part({ day: 'numeric', month: 'long' });
  return `Modificato da ${by ?? 'un collega'} alle ${time} del ${day}: ricarica per vedere le sue modifiche, poi rifai le tue.`;
}

/**
 * Repricing a trip's departures at once: which (every future departure, or those with no seat
 * sold yet), how, and whether to apply it or only see which departures would change.
 */
export const repriceInputSchema = z
  .object({
    scope: z.enum(['future', 'unsold'], { error: 'Scegli quali partenze cambiare.' }),
    change: z.enum(repriceChanges, { error: 'Scegli come cambiare il prezzo.' }),
    amount: z
      .number({ error: 'Scrivi un numero intero.' })
      .int('Scrivi un numero intero.')
      .min(-50_000, 'Al massimo 50.000 €.')
      .max(50_000, 'Al massimo 50.000 €.'),
    apply: z.boolean(),
  })
  .superRefine(({ change, amount }, context) => {
    const problem =
      change === 'set' && amount < 1
        ? 'Il nuovo prezzo deve essere di almeno 1 €.'
        : change === 'percent' && (amount < -90 || amount > 200)
          ? 'La percentuale va da -90 a +200.'
          : change !== 'set' && amount === 0
            ? 'Con 0 non cambia nessun prezzo.'
            : null;
    if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });
export type RepriceInput = z.output<typeof repriceInputSchema>;

/** The `:key` of a trip in the staff API, and the `:id` of a package. */
export const tripKeyParam = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,90}$/, 'Viaggio non valido.'),
});
/** "Viaggi": the order of every trip in the listing and the home, first to last, by key. */
export const tripOrderSchema = z.object({
  keys: z.array(tripKeyParam.shape.key).min(1).max(1000),
});

export const packageIdParam = z.object({ id: packageKey('Pacchetto non valido.') });

/** "Duplica": the address the copy gets (staff choose it; the copy is another trip). */
export const tripDuplicateSchema = z.object({ slug: tripAddressSchema });

/** "Ripristina": the version the editor shows, and the save to bring back. */
export const tripRestoreSchema = z.object({
  version: z.number().int().min(1),
  changeId: z.string().uuid('Versione non valida.'),
});

/** The editor's values for a trip as it is saved: what the form opens with. */
export function editorValues(trip: TripRecord): TripInputValues & { version: number } {
  return {
    version: trip.version,
    slug: trip.id,
    title: trip.title,
    description: trip.description,
    price: trip.price,
    listPrice: trip.listPrice,
    ratingFigures: trip.ratingFigures,
    areas: trip.areas,
    onHome: trip.onHome,
    tripDays: trip.tripDays,
    packageId: trip.categoryId,
    flights: trip.flights,
    hotels: trip.hotels,
    experiences: trip.experiences,
    includes: trip.includes,
    itinerary: trip.itinerary.map(({ day: _day, ...day }) => day),
    reviews: trip.reviews,
    airports: trip.airports,
    cover: trip.cover,
    gallery: trip.gallery,
  };
}
