import { Hono } from 'hono';
import { STAFF_PAGE_SIZE, type Page, type StaffDocument } from '#domain/backoffice.ts';
import { staffPageQuery } from '#domain/backoffice-input.ts';
import type { Traveller } from '#domain/booking.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { validate } from '../../validation.ts';

/** Documents with what the staff need to recognise whose they are; newest first. */
function documentsQuery(db: Db) {
  return db
    .selectFrom('document_uploads as d')
    .leftJoin('travel_bookings as b', 'b.id', 'd.booking_id')
    .select([
      'd.id',
      'd.document_type',
      'd.booking_id',
      'd.mime_type',
      'd.size_bytes',
      'd.created_at',
      'b.travelers',
      'b.destination_title',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.document_type');
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentsQuery>['execute']>>[number];

function toStaffDocument(row: DocumentRow): StaffDocument {
  const primary = row.travelers ? (JSON.parse(row.travelers) as Traveller[])[0] : undefined;
  return {
    id: row.id,
    documentType: row.document_type,
    bookingId: row.booking_id,
    bookingLabel:
      primary && row.destination_title
        ? `${primary.firstName} ${primary.lastName} · ${row.destination_title}`
        : null,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  };
}

/** The documents of one booking, for the staff's booking page. */
export async function documentsOfBooking(db: Db, bookingId: string): Promise<StaffDocument[]> {
  const rows = await documentsQuery(db).where('d.booking_id', '=', bookingId).execute();
  return rows.map(toStaffDocument);
}

export const staffDocumentsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', staffPageQuery), async (c) => {
    const { page } = c.req.valid('query');
    const { db } = c.var.deps;
    const [rows, count] = await Promise.all([
      documentsQuery(db)
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      db
        .selectFrom('document_uploads')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const answer: Page<StaffDocument> = {
      items: rows.map(toStaffDocument),
      page,
      pageSize: STAFF_PAGE_SIZE,
      total: Number(count.total),
    };
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  })
  .get('/:id/file', async (c) => {
    const { db, files } = c.var.deps;
    const document = await db
      .selectFrom('document_uploads')
      .select(['file_path', 'mime_type'])
      .where('id', '=', c.req.param('id'))
      .executeTakeFirst();
    if (!document) throw new HttpError(404, 'not_found', 'Documento non trovato');
    const bytes = await files.read(document.file_path);
    // Personal data: shown in the staff's browser, never kept by it or by any cache.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': document.mime_type,
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
