/**
 * The visitor's document upload ("Verifica Prenotazione"): a passport photo and a selfie
 * with the passport, sent together as multipart/form-data to `POST /api/documents` with
 * the fields `passport`, `selfie` and, when the browser knows it, `bookingId`.
 */

export const documentTypes = ['passport', 'selfie'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Each photo may weigh at most 10 MB: a phone's camera stays well below. */
export const MAX_DOCUMENT_MB = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;

const FORMATS = 'usa una foto JPEG, PNG, WebP o HEIC.';

/** Field messages of the upload, the spec's where it gives them; the API sends the same. */
export const documentMessages = {
  passport: {
    missing: 'Carica una foto del tuo passaporto',
    notImage: `Il file del passaporto non è un'immagine: ${FORMATS}`,
    tooLarge: `La foto del passaporto supera i ${MAX_DOCUMENT_MB} MB.`,
    storeFailed: 'Errore durante il caricamento del passaporto. Riprova.',
    recordFailed: 'Errore durante la registrazione del passaporto. Riprova.',
  },
  selfie: {
    missing: 'Carica una selfie con il tuo passaporto',
    notImage: `La selfie non è un'immagine: ${FORMATS}`,
    tooLarge: `La selfie supera i ${MAX_DOCUMENT_MB} MB.`,
    storeFailed: 'Errore durante il caricamento della selfie. Riprova.',
    recordFailed: 'Errore durante la registrazione della selfie. Riprova.',
  },
  /** Anything else that went wrong on the way. */
  unexpected: 'Si è verificato un errore durante il caricamento. Riprova più tardi.',
  /** The whole request (413), before any file is looked at. */
  requestTooLarge: `I file inviati sono troppo grandi: ogni foto può pesare al massimo ${MAX_DOCUMENT_MB} MB.`,
} as const;

/** The 201 answer of the upload. */
export type DocumentUploadResult = { documents: { id: string; documentType: DocumentType }[] };
