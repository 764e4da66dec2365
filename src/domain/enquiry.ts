import {
  EMAIL_PATTERN,
  optionalPhone,
  optionalText,
  requiredFreeText,
  requiredText,
} from './fields.ts';
import { z } from './zod.ts';

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

/** The departure airports of the airport dialog. */
export const airports = ['Milano Malpensa', 'Roma Fiumicino', 'Altro'] as const;
export type Airport = (typeof airports)[number];

const required = (max: number) => requiredText(max, enquiryMessages.required);

/**
 * An enquiry from the contact form: the same schema checks the form in the browser and the
 * request on the server. The e-mail is "text, an at sign, text, a dot, text, no spaces".
 */
export const enquirySchema = z.object({
  name: required(120),
  email: required(200).pipe(z.string().regex(EMAIL_PATTERN, enquiryMessages.email)),
  phone: optionalPhone('Inserisci un numero di telefono valido.'),
  message: requiredFreeText(4000, enquiryMessages.required),
  destinationId: optionalText(80).pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'Destinazione non valida.')
      .nullable(),
  ),
  travelDate: optionalText(100),
  airport: optionalText(40).pipe(z.enum(airports, { error: 'Aeroporto non valido.' }).nullable()),
  consent: z.literal(true, { error: enquiryMessages.consent }),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

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
