import { z } from 'zod';
import type { BookingView } from './booking.ts';
import { EMAIL_PATTERN, requiredText } from './fields.ts';
import { MAX_PHOTO_PIXELS } from './photo-limits.ts';

/**
 * The visitor's document upload ("Verifica Prenotazione"): a passport photo and a selfie
 * with the passport, sent together as multipart/form-data to `POST /api/documents` with
 * the fields `passport`, `selfie` and `bookingId`, the open booking they belong to.
 */

export const documentTypes = ['passport', 'selfie'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels: Record<DocumentType, string> = {
  passport: 'Passaporto',
  selfie: 'Selfie con passaporto',
};

/** Each photo may weigh at most 10 MB: a phone's camera stays well below. */
export const MAX_DOCUMENT_MB = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;
/** A passport read from fewer pixels than this on the short side is not legible. */
export const MIN_PHOTO_SIDE = 400;
export { MAX_PHOTO_PIXELS } from './photo-limits.ts';
const MAX_PHOTO_MILLIONS = MAX_PHOTO_PIXELS / 1_000_000;
/**
 * The formats a photo's file input asks for (the server decodes these). HEIC is left out on
 * purpose: asked for these, an iPhone sends its HEIC photos as JPEG (decision 017).
 */
export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

const FORMATS = 'usa una foto JPEG, PNG o WebP.';
const TOO_MANY_PIXELS = `(più di ${MAX_PHOTO_MILLIONS} milioni di pixel): scattala con la fotocamera del telefono alla risoluzione normale, o inviane una copia più piccola.`;
/** iPhones send JPEG to a web page unless told HEIC is welcome (decision 017). */
const FROM_AN_IPHONE =
  "Dall'iPhone sceglila di nuovo da questa pagina con «Scegli o scatta una foto»: il telefono la invia in JPEG.";

/** Field messages of the upload, the spec's where it gives them; the API sends the same. */
export const documentMessages = {
  passport: {
    missing: 'Carica una foto del tuo passaporto',
    notImage: `Il file del passaporto non è un'immagine: ${FORMATS}`,
    tooLarge: `La foto del passaporto supera i ${MAX_DOCUMENT_MB} MB.`,
    undecodable:
      'Non riusciamo ad aprire la foto del passaporto: il file è danneggiato o incompleto. Scattala di nuovo.',
    tooSmall: `La foto del passaporto è troppo piccola per leggerla (meno di ${MIN_PHOTO_SIDE} pixel di lato): scattala di nuovo, da vicino e senza ritagliarla.`,
    tooManyPixels: `La foto del passaporto è troppo grande da aprire ${TOO_MANY_PIXELS}`,
    heic: `La foto del passaporto è in formato HEIC, che non riusciamo ad aprire. ${FROM_AN_IPHONE}`,
    storeFailed: 'Errore durante il caricamento del passaporto. Riprova.',
    recordFailed: 'Errore durante la registrazione del passaporto. Riprova.',
  },
  selfie: {
    missing: 'Carica una selfie con il tuo passaporto',
    notImage: `La selfie non è un'immagine: ${FORMATS}`,
    tooLarge: `La selfie supera i ${MAX_DOCUMENT_MB} MB.`,
    undecodable:
      'Non riusciamo ad aprire la selfie: il file è danneggiato o incompleto. Scattala di nuovo.',
    tooSmall: `La selfie è troppo piccola per riconoscerti (meno di ${MIN_PHOTO_SIDE} pixel di lato): scattala di nuovo senza ritagliarla.`,
    tooManyPixels: `La selfie è troppo grande da aprire ${TOO_MANY_PIXELS}`,
    heic: `La selfie è in formato HEIC, che non riusciamo ad aprire. ${FROM_AN_IPHONE}`,
    storeFailed: 'Errore durante il caricamento della selfie. Riprova.',
    recordFailed: 'Errore durante la registrazione della selfie. Riprova.',
  },
  /** The upload names no open booking: nothing is kept without one. */
  noBooking:
    'Non troviamo la prenotazione di questi documenti: indica il codice della prenotazione e la tua email.',
  /** The `traveller` field names no traveller of the booking. */
  traveller: 'Indica per quale viaggiatore sono i documenti.',
  /** Anything else that went wrong on the way. */
  unexpected: 'Si è verificato un errore durante il caricamento. Riprova più tardi.',
  /** The whole request (413), before any file is looked at. */
  requestTooLarge: `I file inviati sono troppo grandi: ogni foto può pesare al massimo ${MAX_DOCUMENT_MB} MB.`,
} as const;

/** The 201 answer of the upload. */
export type DocumentUploadResult = { documents: { id: string; documentType: DocumentType }[] };

export const bookingLookupMessages = {
  code: 'Scrivi il codice della prenotazione: le 8 lettere e cifre dopo il # nella conferma, o il codice intero.',
  email: "Inserisci l'email usata per prenotare.",
  /** One answer for a wrong code, a wrong e-mail and a cancelled booking: it tells nothing. */
  notFound:
    'Non troviamo una prenotazione aperta con questo codice e questa email. Controllali nella conferma della prenotazione.',
} as const;

/** The short code next to the success page's heading, or the full code below it. */
const BOOKING_CODE = /^[0-9a-f]{8}(-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/;

/**
 * A visitor without the booking in this browser (from the footer, on another phone) names it
 * by its code and the booking's e-mail: `POST /api/documents/booking-lookup`.
 */
export const bookingLookupSchema = z.object({
  code: requiredText(40, bookingLookupMessages.code)
    .transform((code) => code.replace(/^#/, '').toLowerCase())
    .pipe(z.string().regex(BOOKING_CODE, bookingLookupMessages.code)),
  email: requiredText(200, bookingLookupMessages.email).pipe(
    z.string().regex(EMAIL_PATTERN, bookingLookupMessages.email),
  ),
});
export type BookingLookupInput = z.input<typeof bookingLookupSchema>;
export type BookingLookup = z.output<typeof bookingLookupSchema>;

/** The booking the documents go with, as the page names it. */
export type DocumentsBooking = Pick<BookingView, 'id' | 'destinationTitle' | 'startDate'>;
