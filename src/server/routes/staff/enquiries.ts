import { Hono } from 'hono';
import { findDestination } from '#content/catalogue.ts';
import { STAFF_PAGE_SIZE, type Page, type StaffEnquiry } from '#domain/backoffice.ts';
import { staffPageQuery } from '#domain/backoffice-input.ts';
import type { AppEnv } from '../../context.ts';
import { validate } from '../../validation.ts';

export const staffEnquiriesRoutes = new Hono<AppEnv>().get(
  '/',
  validate('query', staffPageQuery),
  async (c) => {
    const { page } = c.req.valid('query');
    const { db } = c.var.deps;
    const [rows, count] = await Promise.all([
      db
        .selectFrom('contact_requests')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      db
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const answer: Page<StaffEnquiry> = {
      items: rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        // Enquiries keep the trip's site id; its title is the catalogue's.
        destinationTitle: row.destination_id
          ? (findDestination(row.destination_id)?.title ?? null)
          : null,
        travelDate: row.travel_date,
        airport: row.airport,
      })),
      page,
      pageSize: STAFF_PAGE_SIZE,
      total: Number(count.total),
    };
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  },
);
