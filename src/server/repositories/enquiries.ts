import { randomUUID } from 'node:crypto';
import type { SelectQueryBuilder } from 'kysely';
import type { StaffEnquiry } from '#domain/backoffice.ts';
import {
  enquiryStateLabels,
  UNANSWERED,
  type EnquiryAnswer,
  type EnquiryChange,
  type EnquiryFilter,
  type EnquiryNote,
  type EnquiryState,
} from '#domain/enquiry-handling.ts';
import type { Enquiry } from '#domain/enquiry-input.ts';
import type { Database, Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { enquiryAnswerMessage, type MailSettings } from '../mail/messages.tsx';
import { invalidFields } from '../validation.ts';
import { changedValues, recordAudit, type StaffAct } from './audit.ts';
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

/** The staff's list, newest first: every enquiry, or those in a state, or those to answer. */
export function staffEnquiries(db: Db, request: StaffPageRequest & { state?: EnquiryFilter }) {
  const { state } = request;
  const filtered = db
    .selectFrom('contact_requests')
    .$if(state === 'da_rispondere', (query) =>
      query.where('contact_requests.state', 'in', UNANSWERED),
    )
    .$if(state !== undefined && state !== 'da_rispondere', (query) =>
      query.where('contact_requests.state', '=', state as EnquiryState),
    );
  return staffPage(
    request.page,
    filtered,
    (query) =>
      enquiryRows(query)
        .orderBy('contact_requests.created_at', 'desc')
        .orderBy('contact_requests.id', 'desc'),
    (rows) => toStaffEnquiries(db, rows),
  );
}

type Enquiries = SelectQueryBuilder<Database, 'contact_requests', object>;

/** An enquiry with its trip's title and its owner's name. */
const enquiryRows = (query: Enquiries) =>
  query
    .leftJoin('trips', 'trips.slug', 'contact_requests.destination_id')
    .leftJoin('staff_users', 'staff_users.id', 'contact_requests.owner_id')
    .selectAll('contact_requests')
    .select(['trips.title as trip_title', 'staff_users.name as owner_name']);

type EnquiryRow = Awaited<ReturnType<ReturnType<typeof enquiryRows>['execute']>>[number];

async function toStaffEnquiries(db: Db, rows: EnquiryRow[]): Promise<StaffEnquiry[]> {
  const notes = rows.length
    ? await db
        .selectFrom('enquiry_notes')
        .leftJoin('outbox_messages', 'outbox_messages.id', 'enquiry_notes.email_id')
        .selectAll('enquiry_notes')
        .select('outbox_messages.state as email_state')
        .where(
          'enquiry_notes.enquiry_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('enquiry_notes.at')
        .orderBy('enquiry_notes.id')
        .execute()
    : [];
  return rows.map((row) => ({
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
    state: row.state,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '' } : null,
    notes: notes
      .filter((note) => note.enquiry_id === row.id)
      .map((note): EnquiryNote => ({
        id: note.id,
        kind: note.kind,
        at: note.at,
        staffName: note.staff_name,
        subject: note.subject,
        text: note.text,
        emailState: note.email_state,
      })),
  }));
}

/** One enquiry as the staff's list shows it. */
export async function staffEnquiry(db: Db, id: string): Promise<StaffEnquiry> {
  const row = await enquiryRows(db.selectFrom('contact_requests'))
    .where('contact_requests.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Richiesta non trovata.');
  const [enquiry] = await toStaffEnquiries(db, [row]);
  return enquiry!;
}

/** How the trail names an enquiry: "Chiara Loiacono (chiara@…)". */
const enquiryRecord = (row: { id: string; name: string; email: string }) => ({
  id: row.id,
  label: `${row.name} (${row.email})`,
});

async function readForChange(trx: Db, id: string) {
  const row = await trx
    .selectFrom('contact_requests')
    .leftJoin('staff_users', 'staff_users.id', 'contact_requests.owner_id')
    .selectAll('contact_requests')
    .select('staff_users.name as owner_name')
    .where('contact_requests.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Richiesta non trovata.');
  return row;
}

/** Its state, or who takes it ("Assegna a"): an active member of the team, or nobody. */
export async function changeEnquiry(
  db: Db,
  id: string,
  change: EnquiryChange,
  act: StaffAct,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await readForChange(trx, id);
    const owner =
      change.ownerId === undefined || change.ownerId === null
        ? null
        : await trx
            .selectFrom('staff_users')
            .select(['id', 'name'])
            .where('id', '=', change.ownerId)
            .where('disabled_at', 'is', null)
            .executeTakeFirst();
    if (change.ownerId && !owner)
      throw invalidFields({ ownerId: 'Scegli un membro attivo del team.' });
    const next = {
      state: change.state ?? current.state,
      owner_id: change.ownerId === undefined ? current.owner_id : change.ownerId,
    };
    await trx.updateTable('contact_requests').set(next).where('id', '=', id).execute();
    const values = (state: EnquiryState, ownerName: string | null) => ({
      Stato: enquiryStateLabels[state],
      'Se ne occupa': ownerName ?? 'Nessuno',
    });
    const ownerName = change.ownerId === undefined ? current.owner_name : (owner?.name ?? null);
    await recordAudit(
      trx,
      act,
      'enquiry_changed',
      enquiryRecord(current),
      changedValues(values(current.state, current.owner_name), values(next.state, ownerName)),
    );
  });
}

/** A note for colleagues ("ha chiamato, richiamare lunedì"), kept with the enquiry. */
export async function addEnquiryNote(db: Db, id: string, text: string, act: StaffAct) {
  await db.transaction().execute(async (trx) => {
    const enquiry = await readForChange(trx, id);
    await trx
      .insertInto('enquiry_notes')
      .values({
        id: randomUUID(),
        enquiry_id: id,
        kind: 'note',
        at: act.now.toISOString(),
        staff_user_id: act.staff.id,
        staff_name: act.staff.name,
        subject: null,
        text,
        email_id: null,
      })
      .execute();
    await recordAudit(trx, act, 'enquiry_note', enquiryRecord(enquiry), { after: { Nota: text } });
  });
}

/**
 * "Rispondi": the answer e-mailed to the visitor through the outbox, kept with the enquiry, which
 * is then "Risposta inviata" and, when nobody had taken it, the sender's. Sent once for its id.
 */
export async function answerEnquiry(
  db: Db,
  id: string,
  answer: EnquiryAnswer,
  act: StaffAct,
  settings: MailSettings,
): Promise<void> {
  const enquiry = await readForChange(db, id);
  const email = await enquiryAnswerMessage(enquiry, answer, settings);
  await db.transaction().execute(async (trx) => {
    const written = await trx
      .insertInto('enquiry_notes')
      .values({
        id: answer.id,
        enquiry_id: id,
        kind: 'answer',
        at: act.now.toISOString(),
        staff_user_id: act.staff.id,
        staff_name: act.staff.name,
        subject: answer.subject,
        text: answer.text,
        email_id: answer.id,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    // Sent already, by this same form: nothing more goes.
    if (Number(written.numInsertedOrUpdatedRows ?? 0n) === 0) return;
    await enqueue(trx, email, act.now);
    await trx
      .updateTable('contact_requests')
      .set((eb) => ({
        state: 'risposta_inviata',
        owner_id: eb.fn.coalesce('owner_id', eb.val(act.staff.id)),
      }))
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, act, 'enquiry_answered', enquiryRecord(enquiry), {
      after: { Oggetto: answer.subject },
    });
  });
}
