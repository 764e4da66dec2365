import { AIRPORT_MAX_LENGTH } from './airports.ts';
import { enquiryMessages } from './enquiry.ts';
import {
  EMAIL_PATTERN,
  optionalPhone,
  optionalText,
  requiredFreeText,
  requiredText,
} from './fields.ts';
import { z } from './zod.ts';

// Apart from the enquiry's words (enquiry.ts): the contact page shows those as it draws, and
// loads this schema, with zod, only when the form is first used (client/lib/lazy-resolver.ts).

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
  // Whether the trip offers it is the server's to check (airports.ts `isOfferedAirport`).
  airport: optionalText(AIRPORT_MAX_LENGTH),
  consent: z.literal(true, { error: enquiryMessages.consent }),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
