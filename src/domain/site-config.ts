import { z } from 'zod';
import { isValidIban, normalizeIban } from './iban.ts';

/**
 * The agency's public data: what every page may show (footer, contact, payment details).
 * The server builds it from defaults and environment variables and hands it to the page.
 */
export const siteConfigSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  vatNumber: z.string().regex(/^IT\d{11}$/, 'must be IT followed by 11 digits'),
  atecoCode: z.string().regex(/^\d{2}\.\d{2}\.\d{2}$/, 'must look like 79.12.00'),
  atecoDescription: z.string().min(1),
  address: z.string().min(1),
  contactPhone: z.string().regex(/^\+?[\d ]{6,20}$/, 'must be a phone number'),
  contactEmail: z.email(),
  iban: z
    .string()
    .transform(normalizeIban)
    .refine(isValidIban, 'is not a valid IBAN (the check digits do not match)'),
  accountHolder: z.string().min(1),
  /** WhatsApp numbers in international form without "+", rotated click by click. */
  chatNumbers: z
    .array(z.string().regex(/^\d{8,15}$/, 'must be digits only, e.g. 393331234567'))
    .min(1),
  /** Off: every main-site chat action opens the contact form instead (ads pages always chat). */
  chatEnabled: z.boolean(),
  socialLinks: z.object({ instagram: z.url(), facebook: z.url(), twitter: z.url() }),
  reviewsSite: z.object({ name: z.string().min(1), url: z.url() }),
  discountPercentage: z.number().int().min(0).max(90),
  /** Marketing pixel; loaded only with a configured id and the visitor's consent. */
  pixelId: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the numeric pixel id')
    .nullable(),
  /** End of the early-booking offer, for the home countdown; null = no countdown. */
  offerEndsAt: z.iso.datetime({ offset: true }).nullable(),
  /** YouTube id of the coordinators' presentation video; null = no video on the home. */
  presentationVideoId: z
    .string()
    .regex(/^[\w-]{11}$/, 'must be an 11-character YouTube id')
    .nullable(),
  /** The office on the map: latitude and longitude. */
  officeCoordinates: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  /** The fixed six-character code a traveller writes on the sheet in the passport selfie. */
  verificationCode: z.string().regex(/^[A-Z0-9]{6}$/, 'must be six letters or digits'),
  /** The brand and version the browser notes (`brandVersion`), e.g. "maestrale-viaggi@2026.11". */
  brandVersion: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.@-]{0,59}$/, 'must be a short id such as maestrale-viaggi@2026.11'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
