import { describe, expect, it } from 'vitest';
import {
  departureChangesSchema,
  departureIdParam,
  newDepartureSchema,
  staffBookingsQuery,
  staffPageQuery,
} from './backoffice-input.ts';
import { bookingIdParam, bookingRequestSchema } from './booking-input.ts';
import { destinationIdParam } from './destination-param.ts';
import { chatClickSchema } from './chat-click-input.ts';
import { enquirySchema } from './enquiry-input.ts';
import { passportLinkOpenSchema, passportLinkSchema } from './passport-links.ts';
import { staffSignInSchema } from './staff.ts';
import { z } from './zod.ts';

describe("zod's own messages", () => {
  it.each([
    [z.string(), 42, 'Valore non valido: serve un testo.'],
    [z.number(), '42', 'Valore non valido: serve un numero.'],
    [z.boolean(), 'sì', 'Valore non valido: serve sì o no.'],
    [z.array(z.string()), {}, 'Valore non valido: serve un elenco.'],
    [z.object({}), [], 'Valore non valido.'],
    [z.string(), undefined, 'Campo obbligatorio.'],
    [z.string().max(3), 'abcd', 'Al massimo 3 caratteri.'],
    [z.array(z.number()).min(2), [1], 'Almeno 2 elementi.'],
    [z.number().max(30), 31, 'Il valore deve essere al massimo 30.'],
    [z.number().gt(0), 0, 'Il valore deve essere maggiore di 0.'],
    [z.email(), 'chiara@', 'Inserisci un indirizzo email valido.'],
    [z.uuid(), 'abc', 'Formato non valido.'],
    [z.enum(['a', 'b']), 'c', 'Valore non ammesso.'],
    [z.object({}).strict(), { extra: 1 }, 'Valore non valido.'],
  ])('%#: are Italian', (schema, value, message) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

/** zod's English defaults ("Invalid input: expected string, received number", "Too big: …"). */
const ENGLISH = /invalid|expected|received|too (big|small)|required/i;

/** Every schema a visitor's or a staff member's input goes through, with its fields. */
const schemas = {
  bookingRequestSchema,
  enquirySchema,
  chatClickSchema,
  passportLinkSchema,
  passportLinkOpenSchema,
  staffSignInSchema,
  staffBookingsQuery,
  newDepartureSchema,
  departureChangesSchema,
  staffPageQuery,
  bookingIdParam,
  departureIdParam,
  destinationIdParam,
};
const wrongValues = [42, true, null, [], {}, 'x'.repeat(5000)];

describe('no input gets a message in English', () => {
  it.each(Object.entries(schemas))('%s', (_, schema) => {
    const inputs: unknown[] = [undefined, null, [], 'testo', 7];
    for (const field of Object.keys(schema.shape)) {
      for (const value of wrongValues) inputs.push({ [field]: value });
    }
    inputs.push({ travellers: [{ firstName: 42, birthDate: [] }, 'Chiara'] });
    for (const input of inputs) {
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        expect(issue.message, JSON.stringify(input)).not.toMatch(ENGLISH);
      }
    }
  });
});
