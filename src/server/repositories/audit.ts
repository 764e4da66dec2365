import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import {
  auditActions,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditValues,
  type auditQuery,
} from '#domain/audit.ts';
import { bookingCode } from '#domain/booking.ts';
import { addDays, startOfDayInRome } from '#domain/calendar.ts';
import type { z } from '#domain/zod.ts';
import { formatDate, formatEuro } from '#domain/format.ts';
import type { AuditTrailTable, Db, TravelDatesTable } from '../db/database.ts';
import type { StaffUser } from '../security/staff-auth.ts';
import { likeEscaped, staffPage } from './staff-page.ts';
import { parseTravellers } from './travellers.ts';

/** Who acts, and when: every staff change carries it into the trail. */
export type StaffAct = { staff: StaffUser; now: Date };

/** The record an entry is about, as staff recognise it. */
export type AuditedRecord = { id: string; label: string };

/** A booking as the trail names it: its code and lead traveller ("#1a2b3c4d · Chiara Loiacono"). */
export async function bookingRecord(db: Db, bookingId: string): Promise<AuditedRecord> {
  const row = await db
    .selectFrom('travel_bookings')
    .select('travelers')
    .where('id', '=', bookingId)
    .executeTakeFirst();
  const lead = row ? parseTravellers(row.travelers)[0] : undefined;
  const code = bookingCode(bookingId);
  return { id: bookingId, label: lead ? `${code} · ${lead.firstName} ${lead.lastName}` : code };
}

/** A member of the team as the trail names them: "Nicolò D’Amico (nicolo@…)". */
export const memberRecord = ({ id, name, email }: { id: string; name: string; email: string }) => ({
  id,
  label: `${name} (${email})`,
});

/** A departure as the trail names it: its trip and day ("Maldive & Dubai · 12/05/2027"). */
export async function departureRecord(db: Db, departureId: string): Promise<AuditedRecord> {
  const row = await db
    .selectFrom('travel_dates')
    .leftJoin('trips', 'trips.id', 'travel_dates.destination_id')
    .select(['travel_dates.start_date', 'travel_dates.destination_id', 'trips.title'])
    .where('travel_dates.id', '=', departureId)
    .executeTakeFirst();
  const label = row
    ? `${row.title ?? row.destination_id} · ${formatDate(row.start_date)}`
    : departureId;
  return { id: departureId, label };
}

/** What staff set of a departure, by the names the back office gives them. */
export function departureValues(row: Selectable<TravelDatesTable>): AuditValues {
  return {
    Prezzo: formatEuro(row.price),
    'Posti totali': row.total_spots,
    'Posti liberi': row.spots_available,
    Coordinatori: `${row.coordinator1}, ${row.coordinator2}`,
    'Chiusa alle prenotazioni': row.closed,
    'Minimo per partire': row.min_group,
  };
}

/**
 * A value as the trail shows it: text, numbers and yes/no as they are (a long text cut), a list
 * by its length, anything else as changed.
 */
export function auditValue(value: unknown): AuditValues[string] {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 199)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length === 1 ? '1 voce' : `${value.length} voci`;
  return 'modificato';
}

/** Only what changed, before and after. */
export function changedValues(before: AuditValues, after: AuditValues) {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  const pick = (values: AuditValues) =>
    Object.fromEntries(changed.map((key) => [key, values[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/**
 * Writes a line of the trail. Called inside the change's own transaction (`trx`), so the line
 * and the change are kept or lost together; nothing in the application edits or deletes a line
 * but the retention's purge.
 */
export async function recordAudit(
  trx: Db,
  { staff, now }: StaffAct,
  action: AuditAction,
  record: AuditedRecord,
  { before, after }: { before?: AuditValues; after?: AuditValues } = {},
): Promise<void> {
  await trx
    .insertInto('audit_trail')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      staff_user_id: staff.id,
      staff_name: staff.name,
      action,
      record_type: auditActions[action].record,
      record_id: record.id,
      record_label: record.label,
      before: before ? JSON.stringify(before) : null,
      after: after ? JSON.stringify(after) : null,
    })
    .execute();
}

function toEntry(row: Selectable<AuditTrailTable>): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    staffUserId: row.staff_user_id,
    staffName: row.staff_name,
    action: row.action,
    recordType: row.record_type,
    recordId: row.record_id,
    recordLabel: row.record_label,
    before: row.before ? (JSON.parse(row.before) as AuditValues) : null,
    after: row.after ? (JSON.parse(row.after) as AuditValues) : null,
  };
}

/**
 * "Registro attività": newest first, filtered by person, action, record (the start of its id, so
 * a booking's code, or words of its label) and days in Rome, both ends included.
 */
export async function auditTrail(
  db: Db,
  { page, staff, action, record, from, to }: z.output<typeof auditQuery>,
): Promise<Omit<AuditPage, 'retentionYears'>> {
  const filtered = db
    .selectFrom('audit_trail')
    .$if(staff !== undefined, (query) => query.where('staff_user_id', '=', staff!))
    .$if(action !== undefined, (query) => query.where('action', '=', action!))
    .$if(record !== undefined, (query) =>
      query.where(
        sql<boolean>`(record_id like ${`${likeEscaped(record!)}%`} escape '\\' or lower(record_label) like lower(${`%${likeEscaped(record!)}%`}) escape '\\')`,
      ),
    )
    .$if(from !== undefined, (query) =>
      query.where('at', '>=', startOfDayInRome(from!).toISOString()),
    )
    .$if(to !== undefined, (query) =>
      query.where('at', '<', startOfDayInRome(addDays(to!, 1)).toISOString()),
    );
  const [listed, people] = await Promise.all([
    staffPage(
      page,
      filtered,
      (rows) => rows.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'),
      (rows) => rows.map(toEntry),
    ),
    db
      .selectFrom('audit_trail')
      .select(['staff_user_id as id', sql<string>`max(staff_name)`.as('name')])
      .where('staff_user_id', 'is not', null)
      .groupBy('staff_user_id')
      .orderBy('name')
      .execute(),
  ]);
  return { ...listed, people: people.map(({ id, name }) => ({ id: id!, name })) };
}

/** The retention: lines older than `years` go. Answers how many went. */
export async function purgeAuditTrail(db: Db, now: Date, years: number): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  const before = cutoff.toISOString();
  // Asked first: on SQLite a delete takes the write lock even when it deletes nothing.
  const due = await db
    .selectFrom('audit_trail')
    .select('id')
    .where('at', '<', before)
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  const { numDeletedRows } = await db
    .deleteFrom('audit_trail')
    .where('at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
