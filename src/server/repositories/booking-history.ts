import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  correctableFields,
  correctedTraveller,
  travellerChanges,
  type BookingHistoryAction,
  type BookingHistoryEntry,
  type CorrectableField,
  type FieldChange,
  type TravellerCorrection,
} from '#domain/booking-history.ts';
import type { AuditValues } from '#domain/audit.ts';
import {
  documentReviewLabels,
  documentReviewMessages,
  documentReviews,
} from '#domain/document-review.ts';
import type { TravellerSwap } from '#domain/backoffice-input.ts';
import { birthDateStored } from '#domain/booking.ts';
import { bookingSearchText } from '#domain/booking-search.ts';
import { documentTypeLabels, documentTypes } from '#domain/documents.ts';
import { formatEuro } from '#domain/format.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { invalidFields } from '../validation.ts';
import { INVALID_AIRPORT } from '#domain/airports.ts';
import type { StaffUser } from '../security/staff-auth.ts';
import { bookingRecord, recordAudit } from './audit.ts';
import { stillCounts } from './documents.ts';
import { parseTravellers } from './travellers.ts';

/** Each action's details, as written here. */
const storedDetails = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('traveller_corrected'),
    travellerIndex: z.number().int(),
    changes: z.array(
      z.object({
        field: z.enum(Object.keys(correctableFields) as [CorrectableField, ...CorrectableField[]]),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    ),
  }),
  z.object({
    action: z.literal('traveller_replaced'),
    travellerIndex: z.number().int(),
    from: z.string(),
    to: z.string(),
  }),
  z.object({ action: z.literal('sold_by_staff'), pricePerPerson: z.number().int() }),
  z.object({ action: z.literal('note'), text: z.string() }),
  z.object({ action: z.literal('link_sent'), recipient: z.string() }),
  z.object({ action: z.literal('link_made') }),
  z.object({ action: z.literal('airport_changed'), from: z.string(), to: z.string() }),
  z.object({
    action: z.literal('document_reviewed'),
    documentType: z.enum(documentTypes),
    travellerIndex: z.number().int(),
    review: z.enum(documentReviews),
    reason: z.string().nullable(),
  }),
]);

/** What a line of the history was and became, as the audit trail keeps it. */
function auditChange(details: z.output<typeof storedDetails>): {
  before?: AuditValues;
  after?: AuditValues;
} {
  switch (details.action) {
    case 'traveller_corrected': {
      const field = (change: FieldChange) => correctableFields[change.field];
      const traveller = { Viaggiatore: details.travellerIndex + 1 };
      return {
        before: {
          ...traveller,
          ...Object.fromEntries(details.changes.map((c) => [field(c), c.from])),
        },
        after: {
          ...traveller,
          ...Object.fromEntries(details.changes.map((c) => [field(c), c.to])),
        },
      };
    }
    case 'traveller_replaced':
      return { before: { Viaggiatore: details.from }, after: { Viaggiatore: details.to } };
    case 'airport_changed':
      return { before: { Aeroporto: details.from }, after: { Aeroporto: details.to } };
    case 'sold_by_staff':
      return { after: { 'Prezzo a persona': formatEuro(details.pricePerPerson) } };
    case 'note':
      return { after: { Nota: details.text } };
    case 'link_sent':
      return { after: { Destinatario: details.recipient } };
    case 'link_made':
      return {};
    case 'document_reviewed':
      return {
        after: {
          Documento: documentTypeLabels[details.documentType],
          Viaggiatore: details.travellerIndex + 1,
          Esito: documentReviewLabels[details.review],
          Motivo: details.reason,
        },
      };
  }
}

/**
 * A line of a booking's history: who did what, when, and the details `storedDetails` reads;
 * with its line in the audit trail, in the caller's transaction.
 */
export async function writeHistory(
  trx: Db,
  { bookingId, staff, now }: { bookingId: string; staff: StaffUser; now: Date },
  action: BookingHistoryAction,
  details: object,
): Promise<void> {
  const stored = storedDetails.parse({ ...details, action });
  await recordAudit(
    trx,
    { staff, now },
    action,
    await bookingRecord(trx, bookingId),
    auditChange(stored),
  );
  await trx
    .insertInto('booking_history')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      at: now.toISOString(),
      staff_user_id: staff.id,
      staff_name: staff.name,
      action,
      details: JSON.stringify(details),
    })
    .execute();
}

/** A booking's history, newest first. */
export async function historyOf(db: Db, bookingId: string): Promise<BookingHistoryEntry[]> {
  const rows = await db
    .selectFrom('booking_history')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    staffName: row.staff_name,
    ...storedDetails.parse({ ...JSON.parse(row.details), action: row.action }),
  }));
}

/** A booking's travellers as stored (the text a change is conditioned on) and the one at `index`. */
async function travellerOf(db: Db, bookingId: string, index: number) {
  const row = await db
    .selectFrom('travel_bookings')
    .select(['travelers', 'destination_title'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  const travellers = parseTravellers(row.travelers);
  const traveller = travellers[index];
  if (!traveller) throw new HttpError(404, 'not_found', 'Viaggiatore non trovato.');
  /** The columns that keep the travellers once changed: the list and the words it is found by. */
  const columns = () => ({
    travelers: JSON.stringify(travellers),
    search_text: bookingSearchText({ travellers, destinationTitle: row.destination_title }),
  });
  return { row, travellers, traveller, columns };
}

/**
 * A traveller's data corrected by staff, and the correction kept in the booking's history with
 * who and when, in one transaction. The travellers are written only if they are still as read:
 * two staff correcting the same booking at once each land, one after the other, neither undoing
 * the other. A correction that changes nothing writes nothing.
 */
export async function correctTraveller(
  db: Db,
  {
    bookingId,
    travellerIndex,
    correction,
    staff,
    now,
  }: {
    bookingId: string;
    travellerIndex: number;
    correction: TravellerCorrection;
    staff: StaffUser;
    now: Date;
  },
): Promise<void> {
  for (;;) {
    const { row, travellers, traveller, columns } = await travellerOf(
      db,
      bookingId,
      travellerIndex,
    );
    const changes = travellerChanges(traveller, correction);
    if (changes.length === 0) return;
    travellers[travellerIndex] = correctedTraveller(traveller, changes);
    const written = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('travel_bookings')
        .set({ ...columns(), updated_at: now.toISOString() })
        .where('id', '=', bookingId)
        .where('travelers', '=', row.travelers)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await writeHistory(trx, { bookingId, staff, now }, 'traveller_corrected', {
        travellerIndex,
        changes,
      });
      return true;
    });
    if (written) return;
  }
}

/**
 * "Cambia aeroporto": the airport the booking leaves from, with its line in the history, written
 * only if still the one staff saw (`from`): a colleague's change meanwhile is not undone.
 * `isOffered` says whether the booking's trip leaves from an airport.
 */
export async function changeAirport(
  db: Db,
  {
    bookingId,
    airport,
    isOffered,
    staff,
    now,
  }: {
    bookingId: string;
    airport: string;
    isOffered: (destinationId: string | null, airport: string) => boolean;
    staff: StaffUser;
    now: Date;
  },
): Promise<void> {
  const row = await db
    .selectFrom('travel_bookings')
    .select(['airport', 'destination_id'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  if (!isOffered(row.destination_id, airport)) throw invalidFields({ airport: INVALID_AIRPORT });
  if (row.airport === airport) return;
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('travel_bookings')
      .set({ airport, updated_at: now.toISOString() })
      .where('id', '=', bookingId)
      .where('airport', '=', row.airport)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      throw new HttpError(
        409,
        'conflict',
        'Un collega ha appena cambiato l’aeroporto: ricarica la pagina.',
      );
    }
    await writeHistory(trx, { bookingId, staff, now }, 'airport_changed', {
      from: row.airport,
      to: airport,
    });
  });
}

/**
 * "Sostituisci": another person takes a traveller's place, with all of their data; the booking's
 * contacts stay. The documents sent for the one who left no longer count (marked to redo, with
 * why), so the booking and the departure ask for the newcomer's. One transaction, written only
 * if the travellers are still as read (409 otherwise: a colleague changed them meanwhile).
 */
export async function replaceTraveller(
  db: Db,
  {
    bookingId,
    travellerIndex,
    traveller,
    staff,
    now,
  }: {
    bookingId: string;
    travellerIndex: number;
    traveller: TravellerSwap;
    staff: StaffUser;
    now: Date;
  },
): Promise<void> {
  const {
    row,
    travellers,
    traveller: leaving,
    columns,
  } = await travellerOf(db, bookingId, travellerIndex);
  travellers[travellerIndex] = {
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    birthDate: birthDateStored(traveller.birthDate),
    address: traveller.address,
    passportNumber: traveller.passportNumber,
    passportExpiry: traveller.passportExpiry,
    email: leaving.email,
    phone: leaving.phone,
  };
  const nameOf = (person: { firstName: string; lastName: string }) =>
    `${person.firstName} ${person.lastName}`;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('travel_bookings')
      .set({ ...columns(), updated_at: at })
      .where('id', '=', bookingId)
      .where('travelers', '=', row.travelers)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      throw new HttpError(
        409,
        'conflict',
        'Un collega ha appena modificato i viaggiatori: ricarica la pagina.',
      );
    }
    await trx
      .updateTable('document_uploads')
      .set({
        review: 'redo',
        reviewed_at: at,
        reviewed_by: staff.name,
        redo_reason: documentReviewMessages.replaced(nameOf(traveller)),
      })
      .where('booking_id', '=', bookingId)
      .where('traveller_index', '=', travellerIndex)
      .where(stillCounts)
      .execute();
    await writeHistory(trx, { bookingId, staff, now }, 'traveller_replaced', {
      travellerIndex,
      from: nameOf(leaving),
      to: nameOf(traveller),
    });
  });
}

/** A booking staff recorded themselves, in its transaction: who sold it, at what price. */
export async function recordSale(
  trx: Db,
  {
    bookingId,
    staff,
    pricePerPerson,
    now,
  }: { bookingId: string; staff: StaffUser; pricePerPerson: number; now: Date },
): Promise<void> {
  await writeHistory(trx, { bookingId, staff, now }, 'sold_by_staff', { pricePerPerson });
}

/** A note on a booking, kept with its history: who wrote it and when. */
export async function addNote(
  db: Db,
  { bookingId, text, staff, now }: { bookingId: string; text: string; staff: StaffUser; now: Date },
): Promise<void> {
  const booking = await db
    .selectFrom('travel_bookings')
    .select('id')
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!booking) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  await db
    .transaction()
    .execute((trx) => writeHistory(trx, { bookingId, staff, now }, 'note', { text }));
}
