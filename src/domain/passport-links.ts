import { lineText, optionalEmail, optionalText } from './fields.ts';
import { z } from './zod.ts';

/** How many days a link can be opened: 7 unless staff choose otherwise, from 1 to 30. */
export const LINK_DAYS = { default: 7, min: 1, max: 30 } as const;

/** The verification page's messages (the spec's error catalogue) and the generator form's. */
export const passportLinkMessages = {
  missing: 'Link di verifica non valido. Contattare il supporto.',
  notFound: 'Link di verifica non valido o scaduto. Contattare il supporto.',
  used: 'Questo link è già stato utilizzato. Contattare il supporto per richiedere un nuovo link.',
  failed: 'Si è verificato un errore durante la verifica. Si prega di riprovare più tardi.',
  urlRequired: "Inserisci l'indirizzo del servizio di verifica.",
  urlNotHttps: 'Indirizzo non valido: deve iniziare con https://',
  email: 'Inserisci un indirizzo email valido.',
  days: `Scegli da ${LINK_DAYS.min} a ${LINK_DAYS.max} giorni.`,
} as const;

/**
 * The staff's generator form (`POST /api/staff/passport-links`), checked the same way in
 * the browser and on the server. The provider's page is shown in a frame: https only. A link
 * opens until `expiresInDays` days after it was made: one handed over and forgotten does not
 * stay a way in.
 */
export const passportLinkSchema = z.object({
  verificationUrl: lineText(passportLinkMessages.urlRequired)
    .trim()
    .min(1, passportLinkMessages.urlRequired)
    .max(2000, 'Al massimo 2000 caratteri.')
    .pipe(z.url({ protocol: /^https$/, error: passportLinkMessages.urlNotHttps })),
  customerName: optionalText(120),
  customerEmail: optionalEmail(passportLinkMessages.email),
  bookingReference: optionalText(120),
  expiresInDays: z
    .number({ error: passportLinkMessages.days })
    .int(passportLinkMessages.days)
    .min(LINK_DAYS.min, passportLinkMessages.days)
    .max(LINK_DAYS.max, passportLinkMessages.days)
    .default(LINK_DAYS.default),
});

export type PassportLinkInput = z.input<typeof passportLinkSchema>;
export type PassportLinkRequest = z.output<typeof passportLinkSchema>;

/**
 * `POST /api/passport-verification/open`: the token of the link's `?token=`. No token at all is
 * the spec's "no token"; tokens are base64url (the server's) or alphanumeric (older links), so
 * text of any other shape can be no link of ours: the spec's "token not found", unread.
 */
export const passportLinkOpenSchema = z.object({
  token: z
    .string({ error: passportLinkMessages.missing })
    .min(1, passportLinkMessages.missing)
    .regex(/^[A-Za-z0-9_-]{16,128}$/, passportLinkMessages.notFound),
});

/** What opening a valid link answers (200): the provider's page to show, and for whom. */
export type PassportLinkOpened = { verificationUrl: string; customerName: string | null };
