import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { findDestination } from '#content/catalogue.ts';
import { enquirySchema, type Enquiry } from '#domain/enquiry.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { invalidFields, validate } from '../validation.ts';

/** Stores one enquiry; the destination is kept under its site id. */
export async function saveEnquiry(db: Db, enquiry: Enquiry, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contact_requests')
    .values({
      id,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      message: enquiry.message,
      destination_id: enquiry.destinationId,
      travel_date: enquiry.travelDate,
      airport: enquiry.airport,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

export const contactRequestRoutes = new Hono<AppEnv>().post(
  '/',
  // A person writes a few enquiries, not dozens: more from one address is a script.
  rateLimit({ name: 'enquiry', limit: 5, windowMinutes: 10 }),
  validate('json', enquirySchema),
  async (c) => {
    const enquiry = c.req.valid('json');
    const destination = enquiry.destinationId ? findDestination(enquiry.destinationId) : null;
    if (destination === undefined) {
      throw invalidFields({ destinationId: 'Destinazione non valida.' });
    }
    const { db, clock } = c.var.deps;
    const id = await saveEnquiry(
      db,
      { ...enquiry, destinationId: destination?.id ?? null },
      clock.now(),
    );
    return c.json({ id }, 201);
  },
);
