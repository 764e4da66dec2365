import { randomUUID } from 'node:crypto';
import type { StaffEnquiry } from '#domain/backoffice.ts';
import type { Enquiry } from '#domain/enquiry-input.ts';
import type { Db } from '../db/database.ts';
import { enqueue, type OutboxMessage } from './outbox.ts';
import { staffPage, type StaffPageRequest } from './staff-page.ts';

/** The contact form's enquiries (`contact_requests`). */

/**
 * Stores one enquiry (the destination under its site id) and its e-mails in one transaction.
 */
export async function saveEnquiry(
  db: Db,
  enquiry: Enquiry,
  messages: readonly OutboxMessage[],
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
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
    await enqueue(trx, messages, now);
  });
  return id;
}

/** The staff's list, newest first. */
export function staffEnquiries(db: Db, request: StaffPageRequest) {
  return staffPage(
    request.page,
    db.selectFrom('contact_requests'),
    (query) =>
      query
        .leftJoin('trips', 'trips.slug', 'contact_requests.destination_id')
        .selectAll('contact_requests')
        .select('trips.title as trip_title')
        .orderBy('contact_requests.created_at', 'desc')
        .orderBy('contact_requests.id', 'desc'),
    (rows) =>
      rows.map((row): StaffEnquiry => ({
        id: row.id,
        createdAt: row.created_at,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        // Enquiries keep the trip's address; its title is the catalogue's (none once it is gone).
        destinationTitle: row.trip_title,
        travelDate: row.travel_date,
        airport: row.airport,
      })),
  );
}
