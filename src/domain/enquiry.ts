/** The spec's messages for the contact form, shown under the fields and sent by the API. */
export const enquiryMessages = {
  required: 'Per favore, compila tutti i campi obbligatori.',
  email: 'Inserisci un indirizzo email valido.',
  consent: 'Per favore, accetta i termini sulla privacy.',
  /** Sending failed, not for anything the visitor wrote. */
  sendFailed: "Si è verificato un errore durante l'invio. Riprova più tardi.",
} as const;

/**
 * The contact page's query parameter after an enquiry sent without JavaScript (`?inviata=1`):
 * the page then thanks the visitor, as the toast does when JavaScript sends it.
 */
export const ENQUIRY_SENT_PARAM = 'inviata';

/**
 * The airport dialog's choice as the site shipped it: the airports an empty database's trips
 * start from (db/catalogue-seed.ts). Each trip's own list is the catalogue's (airports.ts).
 */
export const airports = ['Milano Malpensa', 'Roma Fiumicino', 'Altro'] as const;

/**
 * The message a chosen trip writes for the visitor: "Salve, vorrei informazioni sul viaggio
 * a X per le date Y con partenza da Z. Grazie.", leaving out what was not chosen.
 */
export function composeEnquiryMessage({
  destination,
  dates,
  airport,
}: {
  destination?: string | null;
  dates?: string | null;
  airport?: string | null;
}): string {
  const parts = [
    'Salve, vorrei informazioni sul viaggio',
    destination && `a ${destination}`,
    dates && `per le date ${dates}`,
    airport && `con partenza da ${airport}`,
  ].filter(Boolean);
  return `${parts.join(' ')}. Grazie.`;
}
