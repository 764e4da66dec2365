import { Hono } from 'hono';
import { INVALID_AIRPORT, isOfferedAirport } from '#domain/airports.ts';
import { enquirySchema, type Enquiry } from '#domain/enquiry-input.ts';
import type { AppEnv, AppRuntime } from '../context.ts';
import { enquiryReceivedMessages } from '../mail/messages.tsx';
import { saveEnquiry } from '../repositories/enquiries.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { invalidFields, validate } from '../validation.ts';

/**
 * A person writes a few enquiries, not dozens: more from one address is a script. The API and
 * the contact page's form share this one allowance.
 */
export const enquiryRateLimit = rateLimit({ name: 'enquiry', limit: 5, windowMinutes: 10 });

/**
 * Stores a validated enquiry and queues its e-mails; the one way in for the API and the form.
 * An unknown destination, or an airport the trip does not offer, is a field error (400), like
 * the schema's own.
 */
export async function receiveEnquiry(
  { db, clock, config, catalogue }: AppRuntime,
  enquiry: Enquiry,
): Promise<string> {
  const destination = enquiry.destinationId
    ? catalogue.current().find(enquiry.destinationId)
    : null;
  if (destination === undefined) {
    throw invalidFields({ destinationId: 'Destinazione non valida.' });
  }
  if (enquiry.airport && !isOfferedAirport(destination, enquiry.airport)) {
    throw invalidFields({ airport: INVALID_AIRPORT });
  }
  const received = { ...enquiry, destinationId: destination?.id ?? null };
  const messages = await enquiryReceivedMessages(
    { ...received, destinationTitle: destination?.title ?? null },
    config,
  );
  return saveEnquiry(db, received, messages, clock.now());
}

export const contactRequestRoutes = new Hono<AppEnv>().post(
  '/',
  enquiryRateLimit,
  validate('json', enquirySchema),
  async (c) => {
    const id = await receiveEnquiry(c.var.deps, c.req.valid('json'));
    return c.json({ id }, 201);
  },
);
