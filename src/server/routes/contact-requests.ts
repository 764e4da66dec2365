import { Hono } from 'hono';
import { findDestination } from '#content/catalogue.ts';
import { enquirySchema } from '#domain/enquiry.ts';
import type { AppEnv } from '../context.ts';
import { enquiryReceivedMessages } from '../mail/messages.tsx';
import { saveEnquiry } from '../repositories/enquiries.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { invalidFields, validate } from '../validation.ts';

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
    const { db, clock, config } = c.var.deps;
    const received = { ...enquiry, destinationId: destination?.id ?? null };
    const messages = await enquiryReceivedMessages(received, config);
    const id = await saveEnquiry(db, received, messages, clock.now());
    return c.json({ id }, 201);
  },
);
