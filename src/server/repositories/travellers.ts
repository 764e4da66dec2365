import { z } from 'zod';
import type { StaffTraveller } from '#domain/backoffice.ts';
import { birthDateStored } from '#domain/booking.ts';
import type { Traveller } from '#domain/booking-input.ts';

/**
 * The `travelers` column: a JSON list kept as text (decision 001). It is written and read only
 * here, and checked when read, so a row that is not what the site wrote fails loudly instead
 * of travelling on as the wrong shape.
 */
const storedTravellers = z
  .array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      /** ISO, at noon UTC. */
      birthDate: z.string(),
      address: z.string(),
      passportNumber: z.string(),
      /** ISO day; absent in rows written before it was asked. */
      passportExpiry: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
      email: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
      phone: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
    }),
  )
  .min(1);

export function parseTravellers(json: string): StaffTraveller[] {
  return storedTravellers.parse(JSON.parse(json));
}

/** Only the primary traveller (the first) keeps e-mail and phone. */
export function serializeTravellers(travellers: readonly Traveller[]): string {
  const stored: StaffTraveller[] = travellers.map((traveller, index) => ({
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    birthDate: birthDateStored(traveller.birthDate),
    address: traveller.address,
    passportNumber: traveller.passportNumber,
    passportExpiry: traveller.passportExpiry ?? null,
    email: index === 0 ? (traveller.email ?? null) : null,
    phone: index === 0 ? (traveller.phone ?? null) : null,
  }));
  return JSON.stringify(stored);
}
