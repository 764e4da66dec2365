import { createHash, randomUUID } from 'node:crypto';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import {
  OTHERS_UNPAID_LISTED,
  type ManifestTraveller,
  type StaffBookingDetail,
  type StaffBookingRow,
  type StaffOtherUnpaid,
  type StaffTraveller,
} from '#domain/backoffice.ts';
import {
  bookingStatusLabels,
  cancellation,
  depositRecorded,
  holdsOnClock,
  isUnpaidOpen,
  newBookingState,
  paymentStateOf,
  seatHoldingStatuses,
  transferConfirmation,
  transferDeclared,
  type BookingStatus,
} from '#domain/booking-status.ts';
import {
  bookingAmounts,
  bookingCode,
  contactEmailKey,
  emailHint,
  paymentReference,
  phoneHint,
  UNSPECIFIED_AIRPORT,
  type BookingSummary,
  type BookingTrip,
  type BookingView,
  type CreatedBooking,
} from '#domain/booking.ts';
import type { BookingRequest } from '#domain/booking-input.ts';
import { HOLD_ENDING_HOURS, type BookingAttention } from '#domain/backoffice-input.ts';
import {
  balanceDueDate,
  balanceDueSoonUntil,
  balanceState,
  HOLD_REMINDER_HOURS,
  holdEnd,
  paymentPlanOf,
  transferCheckCutoff,
  type CancellationReason,
  type LifecycleSettings,
} from '#domain/booking-lifecycle.ts';
import { parseItalianDate, todayInRome, type IsoDate } from '#domain/calendar.ts';
import type { TripRecord } from '#domain/catalogue.ts';
import type { DocumentType } from '#domain/documents.ts';
import type { MyBooking } from '#domain/my-booking.ts';
import { FALLBACK_PRICE } from '#domain/pricing.ts';
import { nightsOf, tripEndDate } from '#domain/trip-dates.ts';
import type { Database, Db, TravelBookingsTable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import {
  holdExpiredMessage,
  holdReminderMessage,
  transferOverdueMessage,
} from '../mail/hold-messages.tsx';
import {
  bookingCancelledMessage,
  bookingReceivedMessages,
  depositRecordedMessage,
  transferDeclaredMessages,
  type MailBooking,
  type MailSettings,
} from '../mail/messages.tsx';
import { issueBookingPageLink } from './booking-page-links.ts';
import * as departures from './departures.ts';
import {
  documentsOfBooking,
  documentsReceived,
  openStatuses,
  receivedDocuments,
} from './documents.ts';
import { enqueue, type OutboxMessage } from './outbox.ts';
import { likeEscaped, staffPage, type StaffPageRequest } from './staff-page.ts';
import { parseTravellers, serializeTravellers } from './travellers.ts';
import { passportState } from '#domain/passport.ts';
import { historyOf, recordSale } from './booking-history.ts';
import { paymentsOf, recordPayment } from './payments.ts';
import { bookingRecord, recordAudit, type StaffAct } from './audit.ts';
import { formatDeadline } from '#domain/format-deadline.ts';
import { balanceLeft } from '#domain/payments.ts';
import { bookingSearchText, searchable } from '#domain/booking-search.ts';
import type { StaffUser } from '../security/staff-auth.ts';
import {
  checkUnpaidCaps,
  othersUnpaid,
  othersUnpaidCounts,
  type UnpaidCaps,
} from './unpaid-bookings.ts';

/** A stored booking, its travellers read and checked once. */
export type Booking = Omit<Selectable<TravelBookingsTable>, 'travelers'> & {
  travellers: StaffTraveller[];
};

export function toBooking({ travelers, ...row }: Selectable<TravelBookingsTable>): Booking {
  return { ...row, travellers: parseTravellers(travelers) };
}

/** Where a booking stands and its trip, as every view shows them. */
function toBookingTrip(booking: Booking): BookingTrip {
  return {
    status: booking.status,
    paymentStatus: paymentStateOf(booking.payment_status, booking.balance_paid_on),
    holdUntil: holdsOnClock(booking.status) ? booking.hold_until : null,
    cancellationReason: booking.cancellation_reason,
    paymentPlan: booking.payment_plan,
    balanceDueDate: booking.balance_due_date,
    balancePaidOn: booking.balance_paid_on,
    destinationId: booking.destination_id,
    destinationTitle: booking.destination_title,
    startDate: booking.start_date,
    endDate: booking.end_date,
    tripDays: booking.trip_days,
    nights: booking.nights,
    airport: booking.airport,
  };
}

/** What the visitor may read back: contacts of the primary traveller, no passport data. */
export function toBookingView(booking: Booking): BookingView {
  const primary = booking.travellers[0]!;
  return {
    id: booking.id,
    ...toBookingTrip(booking),
    travellersCount: booking.travellers.length,
    primary: {
      firstName: primary.firstName,
      lastName: primary.lastName,
      email: booking.contact_email,
      phone: booking.contact_phone,
    },
    pricePerPerson: booking.price,
    totalPrice: booking.total_price,
    depositAmount: booking.deposit_amount,
    instalmentsPaid: booking.instalments_paid,
    paymentReference: booking.payment_reference,
    createdAt: booking.created_at,
  };
}

/** What a booking's code shows (`GET /api/bookings/:id`): the contacts only as hints. */
function toBookingSummary(booking: Booking): BookingSummary {
  const { primary, ...view } = toBookingView(booking);
  return {
    ...view,
    primary: {
      firstName: primary.firstName,
      lastName: primary.lastName,
      emailHint: emailHint(primary.email),
      phoneHint: phoneHint(primary.phone),
    },
  };
}

/** What the e-mails show of a booking: the visitor's view and the travellers' names only. */
export function toMailBooking(booking: Booking): MailBooking {
  return {
    ...toBookingView(booking),
    travellers: booking.travellers.map(({ firstName, lastName }) => ({ firstName, lastName })),
  };
}

/** What a booking takes from its departure: none for an inquiry. */
type DepartureFacts = { id: string; start_date: string; price: number } | null;

const sameFacts = (a: DepartureFacts, b: DepartureFacts) =>
  a?.id === b?.id && a?.start_date === b?.start_date && a?.price === b?.price;

/** One attempt to book, as the browser names it (its Idempotency-Key), and its request: hashed. */
type Attempt = { keyHash: string; requestHash: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The booking an attempt already made, answered as when it was made, with a new private link
 * (only hashes of links are kept); null when it made none. Its key with another request is
 * refused: the browser makes a new key when the form changes.
 */
async function bookingOfAttempt(
  db: Db,
  attempt: Attempt,
  now: Date,
): Promise<CreatedBooking | null> {
  const row = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('idempotency_key_hash', '=', attempt.keyHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.idempotency_request_hash !== attempt.requestHash) {
    throw new HttpError(
      422,
      'unprocessable',
      'Questo invio (la sua chiave Idempotency-Key) è già servito per una prenotazione con altri dati: ricarica la pagina e invia di nuovo il modulo.',
    );
  }
  const token = await issueBookingPageLink(db, row.id, now);
  return { ...toBookingView(toBooking(row)), bookingPageToken: token };
}

/**
 * A booking for a departure (its seats reserved in the same transaction, within the caps on
 * unpaid seats) or an inquiry, with a private link to its page for the answer and its two
 * e-mails (the traveller's, which gets a link of its own as it leaves, and the agency's), all
 * committed together or not at all.
 * The client address arrives as a keyed hash, never as it is. With an `idempotencyKey`, a
 * request the key already made a booking for answers that booking again (a retry after the
 * answer was lost) without the caps, the seats or the e-mails: of two at once, the key's unique
 * hash lets one booking in and the other answers it.
 * A sale staff record (`sale`: at the desk or by phone) is the same booking at the price agreed,
 * without the caps on unpaid seats (no visitor, no address), kept in its history as theirs.
 */
export async function createBooking(
  db: Db,
  request: BookingRequest,
  destination: TripRecord,
  visitor: {
    clientAddressHash: string | null;
    now: Date;
    idempotencyKey?: string | undefined;
    sale?: { pricePerPerson: number; staff: StaffUser };
  },
  caps: UnpaidCaps | null,
  mail: MailSettings & { lifecycle: LifecycleSettings },
): Promise<CreatedBooking> {
  const { travellers } = request;
  const { lifecycle } = mail;
  const { clientAddressHash, now, idempotencyKey, sale } = visitor;
  const attempt: Attempt | null = idempotencyKey
    ? { keyHash: sha256(idempotencyKey), requestHash: sha256(JSON.stringify(request)) }
    : null;
  const earlier = attempt && (await bookingOfAttempt(db, attempt, now));
  if (earlier) return earlier;
  // The schema has required the primary traveller's e-mail and phone.
  const primary = travellers[0]!;
  const emailKey = contactEmailKey(primary.email!);
  const id = randomUUID();

  const rowWith = (departure: DepartureFacts): Selectable<TravelBookingsTable> => {
    const plan = departure ? paymentPlanOf(departure.start_date, now, lifecycle) : 'deposit';
    const amounts = bookingAmounts(
      sale?.pricePerPerson ?? (departure ? departure.price : destination.price || FALLBACK_PRICE),
      travellers.length,
      plan,
    );
    const state = newBookingState(departure !== null);
    return {
      id,
      travelers: serializeTravellers(travellers),
      contact_email: primary.email!,
      contact_email_key: emailKey,
      client_address_hash: clientAddressHash,
      contact_phone: primary.phone!,
      status: state.status,
      payment_status: state.paymentStatus,
      destination_id: destination.id,
      destination_title: destination.title,
      travel_date_id: departure?.id ?? null,
      start_date: departure?.start_date ?? null,
      end_date: departure ? tripEndDate(departure.start_date, destination.tripDays) : null,
      trip_days: departure ? destination.tripDays : null,
      nights: departure ? nightsOf(destination.tripDays) : null,
      airport: request.airport ?? UNSPECIFIED_AIRPORT,
      price: amounts.pricePerPerson,
      total_price: amounts.totalPrice,
      deposit_amount: amounts.depositAmount,
      payment_reference: paymentReference(primary, destination.title, plan),
      created_at: now.toISOString(),
      updated_at: null,
      hold_until: holdsOnClock(state.status) ? holdEnd(now, lifecycle.holdHours) : null,
      hold_reminded_at: null,
      transfer_declared_at: null,
      transfer_flagged_at: null,
      cancellation_reason: null,
      payment_plan: plan,
      balance_due_date:
        departure && plan === 'deposit'
          ? balanceDueDate(departure.start_date, now, lifecycle.balanceDaysBefore)
          : null,
      balance_reminders_sent: 0,
      balance_paid_on: null,
      idempotency_key_hash: attempt?.keyHash ?? null,
      idempotency_request_hash: attempt?.requestHash ?? null,
      refund_iban: null,
      refunded_on: null,
      refunded_amount: null,
      refunded_by: null,
      instalments_paid: 0,
      search_text: bookingSearchText({ travellers, destinationTitle: destination.title }),
    };
  };
  const render = (row: Selectable<TravelBookingsTable>) =>
    bookingReceivedMessages(toMailBooking(toBooking(row)), mail);

  // Rendering takes a tenth of a second: done before the transaction, from the departure as it
  // reads now, so no seat waits on it; again inside only if its price or date changed meanwhile.
  const seen = request.departureId ? await departures.facts(db, request.departureId) : null;
  let messages = await render(rowWith(seen));
  const booked = db.transaction().execute(async (trx) => {
    if (request.departureId && caps && clientAddressHash) {
      const booking = {
        contactEmailKey: emailKey,
        clientAddressHash,
        departureId: request.departureId,
        seats: travellers.length,
      };
      await checkUnpaidCaps(trx, booking, caps, now);
    }
    const departure = request.departureId
      ? await departures.reserve(
          trx,
          {
            departureId: request.departureId,
            tripKey: destination.key,
            seats: travellers.length,
          },
          now,
          todayInRome(now),
        )
      : null;
    const row = rowWith(departure);
    if (!sameFacts(seen, departure)) messages = await render(row);
    await trx.insertInto('travel_bookings').values(row).execute();
    if (sale) await recordSale(trx, { bookingId: id, ...sale, now });
    // The answer's own link; the e-mail's is made as it leaves (decision 033).
    const token = await issueBookingPageLink(trx, id, now);
    await enqueue(trx, messages, now);
    return { row, token };
  });
  try {
    const { row, token } = await booked;
    return { ...toBookingView(toBooking(row)), bookingPageToken: token };
  } catch (error) {
    // The same attempt, sent twice at once, made its booking meanwhile: this request was refused
    // by the key's unique hash, or by the caps or the seats that booking took. It answers it.
    const meanwhile = attempt && (await bookingOfAttempt(db, attempt, now));
    if (meanwhile) return meanwhile;
    throw error;
  }
}

async function findBooking(db: Db, id: string): Promise<Booking> {
  const row = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'Prenotazione non trovata');
  return toBooking(row);
}

export async function bookingSummary(db: Db, id: string): Promise<BookingSummary> {
  return toBookingSummary(await findBooking(db, id));
}

/** When the trip was last booked (a booking that still stands), for the ads page's interest line. */
export async function lastBookingAt(db: Db, destinationId: string): Promise<string | null> {
  const last = await db
    .selectFrom('travel_bookings')
    .select('created_at')
    .where('destination_id', '=', destinationId)
    .where('status', 'in', seatHoldingStatuses)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.created_at ?? null;
}

type Move = typeof transferDeclared | typeof depositRecorded | typeof cancellation;

/** The status columns a move writes. */
function statusAfter({
  to,
}: Move): Pick<Booking, 'status'> & Partial<Pick<Booking, 'payment_status'>> {
  const { status, ...payment } = to;
  return {
    status,
    ...('paymentStatus' in payment ? { payment_status: payment.paymentStatus } : {}),
  };
}

/**
 * The booking as a move will leave it, for its e-mail: rendered before the move's transaction
 * (a tenth of a second) so that the booking's row is not locked meanwhile.
 */
export const mailAfter = (booking: Booking, transition: Move, also: Partial<Booking> = {}) =>
  toMailBooking({ ...booking, ...also, ...statusAfter(transition) });

/** A further condition on the row a change claims: the clock's (a hold that has ended). */
export type Still = (eb: ExpressionBuilder<Database, 'travel_bookings'>) => Expression<SqlBool>;

/**
 * Moves a booking on with one conditional update: it holds only while the booking is still in a
 * status the move starts from (and, when given, `still` holds), so a change made meanwhile (by
 * staff, the traveller, the clock or a second click) is never overwritten; `also` are the
 * columns the move writes besides the status (when, why). A booking that is no longer open and
 * unpaid forgets its client address. Answers the moved booking, or null when it did not move.
 */
async function move(
  db: Db,
  id: string,
  transition: Move,
  now: Date,
  also: Updateable<TravelBookingsTable> = {},
  still?: Still,
): Promise<Booking | null> {
  const after = statusAfter(transition);
  const row = await db
    .updateTable('travel_bookings')
    .set({
      ...after,
      ...also,
      ...(isUnpaidOpen(after.status) ? {} : { client_address_hash: null }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', 'in', transition.from)
    .$if(still !== undefined, (query) => query.where(still!))
    .returningAll()
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/**
 * The visitor says the transfer is done, and the agency is told (the traveller gets a receipt)
 * in the same transaction; a second confirmation changes nothing and tells no one.
 */
export async function declareTransfer(
  db: Db,
  id: string,
  now: Date,
  mail: MailSettings,
): Promise<BookingSummary> {
  const booking = await findBooking(db, id);
  const decision = transferConfirmation(booking.status);
  if (decision === 'already') return toBookingSummary(booking);
  if (decision === 'refused') {
    throw new HttpError(409, 'conflict', 'Questa prenotazione non attende più un bonifico.');
  }
  const notices = await transferDeclaredMessages(mailAfter(booking, transferDeclared), mail);
  const declared = await db.transaction().execute(async (trx) => {
    const moved = await move(trx, id, transferDeclared, now, {
      transfer_declared_at: now.toISOString(),
    });
    if (moved) await enqueue(trx, notices, now);
    return moved;
  });
  // Changed meanwhile: judged again as it now is.
  return declared ? toBookingSummary(declared) : declareTransfer(db, id, now, mail);
}

/**
 * The deposit has arrived: only on a booking that still waits for it. The traveller's
 * confirmation goes with it, with a private link to their page made as it leaves.
 */
export async function recordDeposit(
  db: Db,
  id: string,
  { staff, now }: { staff: StaffUser; now: Date },
  mail: MailSettings,
): Promise<StaffBookingDetail> {
  const booking = await findBooking(db, id); // 404 when there is no such booking
  // A booking paid in full is paid with this one transfer: nothing is left for a balance.
  const paidInFull: Partial<Booking> =
    booking.payment_plan === 'in_full' ? { balance_paid_on: todayInRome(now) } : {};
  const confirmation = await depositRecordedMessage(
    mailAfter(booking, depositRecorded, paidInFull),
    mail,
  );
  const recorded = await db.transaction().execute(async (trx) => {
    const moved = await move(trx, id, depositRecorded, now, paidInFull);
    if (!moved) return null;
    await enqueue(trx, confirmation, now);
    await recordPayment(trx, {
      bookingId: id,
      kind: 'deposit',
      amount: moved.deposit_amount,
      receivedOn: todayInRome(now),
      staff,
      now,
    });
    return moved;
  });
  if (recorded) return staffBookingDetail(db, recorded, now);
  throw new HttpError(
    409,
    'conflict',
    'La caparra si registra solo su una prenotazione in attesa di pagamento.',
  );
}

/**
 * Cancels bookings for one reason inside the caller's transaction: each status update is
 * conditional (`stillFor` narrows each further), its traveller's e-mail (`notices`, by booking, in
 * the order to lock them) is written with it, and the seats go back to their departures. Two
 * cancellations, by staff or by the clock, therefore never release the seats (or write the
 * e-mail) twice. Bookings, then departures, are locked in id order, so two of these never wait
 * for each other. Answers null as soon as one does not move: the caller then throws, to roll
 * back those before it, or (one booking) simply lets it be.
 */
export async function cancelWithin(
  trx: Db,
  notices: ReadonlyMap<string, OutboxMessage>,
  reason: CancellationReason,
  now: Date,
  stillFor?: (bookingId: string) => Still,
): Promise<Booking[] | null> {
  const cancelled: Booking[] = [];
  for (const [id, notice] of notices) {
    const booking = await move(
      trx,
      id,
      cancellation,
      now,
      { cancellation_reason: reason },
      stillFor?.(id),
    );
    if (!booking) return null;
    cancelled.push(booking);
    await enqueue(trx, notice, now);
  }
  const seats = new Map<string, number>();
  for (const { travel_date_id: departureId, travellers } of cancelled) {
    if (departureId) seats.set(departureId, (seats.get(departureId) ?? 0) + travellers.length);
  }
  for (const departureId of [...seats.keys()].sort()) {
    await departures.release(trx, departureId, seats.get(departureId)!, now);
  }
  return cancelled;
}

/**
 * Staff cancel bookings, all in one transaction: one that cannot be cancelled (no longer
 * there, cancelled already) stops them all.
 */
async function cancelAll(
  db: Db,
  ids: readonly string[],
  act: StaffAct,
  mail: MailSettings,
): Promise<Booking[]> {
  const notices = new Map<string, OutboxMessage>();
  const before = new Map<string, Booking>();
  for (const id of [...ids].sort()) {
    const booking = await findBooking(db, id); // 404 when there is no such booking
    before.set(id, booking);
    notices.set(id, await bookingCancelledMessage(mailAfter(booking, cancellation), mail));
  }
  return db.transaction().execute(async (trx) => {
    const cancelled = await cancelWithin(trx, notices, 'staff', act.now);
    if (!cancelled) throw new HttpError(409, 'conflict', 'La prenotazione è già annullata.');
    for (const booking of cancelled) {
      await recordAudit(trx, act, 'booking_cancelled', await bookingRecord(trx, booking.id), {
        before: { Stato: bookingStatusLabels[before.get(booking.id)!.status] },
        after: { Stato: bookingStatusLabels[booking.status] },
      });
    }
    return cancelled;
  });
}

export async function cancelBooking(
  db: Db,
  id: string,
  act: StaffAct,
  mail: MailSettings,
): Promise<StaffBookingDetail> {
  const [cancelled] = await cancelAll(db, [id], act, mail);
  return staffBookingDetail(db, cancelled!, act.now);
}

/** Staff's "Annulla insieme": a booking and the other unpaid ones of the same visitor. */
export async function cancelBookings(
  db: Db,
  ids: readonly string[],
  act: StaffAct,
  mail: MailSettings,
) {
  const cancelled = await cancelAll(db, ids, act, mail);
  return { cancelled: cancelled.map((booking) => booking.id) };
}

/*
 * The seat hold's clock (issue 16, decision 023). Each job asks what is due at `now`, renders
 * its e-mail outside any transaction, then claims the booking with a conditional update in the
 * transaction that writes the e-mail: a traveller's declaration, a staff action or another
 * server process that got there first leaves nothing to claim, and the booking is skipped.
 */

/** Only a booking waiting for its transfer holds its seats on the clock (holdsOnClock). */
const ON_HOLD = 'pending_payment' satisfies BookingStatus;

/** A hold that has ended: still waiting for its transfer (not declared, not cancelled) at `now`. */
const holdEnded =
  (now: Date): Still =>
  (eb) =>
    eb.and([eb('status', '=', ON_HOLD), eb('hold_until', '<=', now.toISOString())]);

/**
 * "Posti riservati fino a …": a day before a hold ends (holdReminderAt), once per hold, with
 * the transfer's details and a private link to the booking's page. A hold extended meanwhile
 * is not claimed (its end differs from the one the e-mail states): its own reminder comes.
 * Answers how many reminders were written.
 */
export async function remindHolds(db: Db, now: Date, mail: MailSettings): Promise<number> {
  const due = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('status', '=', ON_HOLD)
    .where('hold_reminded_at', 'is', null)
    .where('hold_until', '>', now.toISOString())
    // holdReminderAt(hold_until) <= now, as a bound on the indexed column.
    .where('hold_until', '<=', holdEnd(now, HOLD_REMINDER_HOURS))
    .orderBy('hold_until')
    .execute();
  let reminded = 0;
  for (const booking of due.map(toBooking)) {
    const holdUntil = booking.hold_until!;
    const reminder = await holdReminderMessage(toMailBooking(booking), holdUntil, mail);
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('travel_bookings')
        .set({ hold_reminded_at: now.toISOString() })
        .where('id', '=', booking.id)
        .where('status', '=', ON_HOLD)
        .where('hold_reminded_at', 'is', null)
        .where('hold_until', '=', holdUntil)
        .executeTakeFirst();
      if (claim.numUpdatedRows === 0n) return false;
      await enqueue(trx, reminder, now);
      return true;
    });
    if (claimed) reminded += 1;
  }
  return reminded;
}

/**
 * A hold that has ended without a declared transfer: the booking is cancelled (hold_expired),
 * its seats return and the traveller is told, in one transaction, through the staff's own
 * cancellation. Claimed only while it still waits and its hold has still ended, so a transfer
 * declared, a staff cancellation or an extension meanwhile wins. Answers how many ended.
 */
export async function expireHolds(db: Db, now: Date, mail: MailSettings): Promise<number> {
  const due = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where(holdEnded(now))
    .orderBy('hold_until')
    .execute();
  let expired = 0;
  for (const booking of due.map(toBooking)) {
    const notice = await holdExpiredMessage(
      mailAfter(booking, cancellation),
      booking.hold_until!,
      mail,
    );
    const cancelled = await db
      .transaction()
      .execute((trx) =>
        cancelWithin(trx, new Map([[booking.id, notice]]), 'hold_expired', now, () =>
          holdEnded(now),
        ),
      );
    if (cancelled) expired += 1;
  }
  return expired;
}

/**
 * A transfer declared TRANSFER_CHECK_DAYS ago and not recorded goes on the staff's to-check list
 * and the agency is e-mailed, once. The clock never cancels it: the money may be on its way.
 * Answers how many were flagged.
 */
export async function flagUncheckedTransfers(
  db: Db,
  now: Date,
  mail: MailSettings & { lifecycle: LifecycleSettings },
): Promise<number> {
  const declared = transferDeclared.to.status;
  const due = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('status', '=', declared)
    .where('transfer_flagged_at', 'is', null)
    .where('transfer_declared_at', '<=', transferCheckCutoff(now, mail.lifecycle.transferCheckDays))
    .orderBy('transfer_declared_at')
    .execute();
  let flagged = 0;
  for (const booking of due.map(toBooking)) {
    const notice = await transferOverdueMessage(
      toMailBooking(booking),
      booking.transfer_declared_at!,
      mail,
    );
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('travel_bookings')
        .set({ transfer_flagged_at: now.toISOString() })
        .where('id', '=', booking.id)
        .where('status', '=', declared)
        .where('transfer_flagged_at', 'is', null)
        .executeTakeFirst();
      if (claim.numUpdatedRows === 0n) return false;
      await enqueue(trx, notice, now);
      return true;
    });
    if (claimed) flagged += 1;
  }
  return flagged;
}

/**
 * Staff give a booking waiting for its transfer more time: the hold ends `hours` after its
 * current end (or after now, when that has passed), and the reminder goes again before the new
 * end. The update holds only on the hold as it was read, so an expiry or another extension
 * meanwhile is judged again rather than overwritten.
 */
export async function extendHold(
  db: Db,
  id: string,
  hours: number,
  act: StaffAct,
): Promise<StaffBookingDetail> {
  const { now } = act;
  const booking = await findBooking(db, id); // 404 when there is no such booking
  if (booking.status !== ON_HOLD) {
    throw new HttpError(
      409,
      'conflict',
      'I posti si prolungano solo per una prenotazione in attesa di bonifico.',
    );
  }
  const current = booking.hold_until;
  const from = current && Date.parse(current) > now.getTime() ? new Date(current) : now;
  const row = await db.transaction().execute(async (trx) => {
    const extended = await trx
      .updateTable('travel_bookings')
      .set({
        hold_until: holdEnd(from, hours),
        hold_reminded_at: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', ON_HOLD)
      .where('hold_until', current === null ? 'is' : '=', current)
      .returningAll()
      .executeTakeFirst();
    if (extended)
      await recordAudit(trx, act, 'hold_extended', await bookingRecord(trx, id), {
        before: { 'Posti tenuti fino a': current && formatDeadline(current) },
        after: { 'Posti tenuti fino a': formatDeadline(extended.hold_until!) },
      });
    return extended;
  });
  return row ? staffBookingDetail(db, toBooking(row), now) : extendHold(db, id, hours, act);
}

/** The bookings on each list of what needs doing ("Bonifici da verificare", …) at `now`. */
export function needsAttention(attention: BookingAttention, now: Date): Still {
  switch (attention) {
    // Declared transfers, from the moment the traveller says they paid, waiting for staff to
    // find them on the account.
    case 'to_check':
      return (eb) => eb('status', '=', transferDeclared.to.status);
    // Seats held for a transfer not yet declared, whose hold ends within the day.
    case 'hold_ending':
      return (eb) =>
        eb.and([
          eb('status', '=', ON_HOLD),
          eb(
            'hold_until',
            '<=',
            new Date(now.getTime() + HOLD_ENDING_HOURS * 3_600_000).toISOString(),
          ),
        ]);
    // Balances within the reminders' span, or overdue, not yet recorded.
    case 'balance_due':
      return (eb) =>
        eb.and([
          eb('status', '=', depositRecorded.to.status),
          eb('balance_paid_on', 'is', null),
          eb('balance_due_date', '<=', balanceDueSoonUntil(todayInRome(now))),
        ]);
  }
}

/**
 * The search box: any traveller's name or passport number and the trip (their words kept
 * without accents, domain/booking-search.ts), the e-mail, the phone, the start of the booking
 * code and the departure's day, whatever the case.
 */
function matches(search: string): Expression<SqlBool> {
  const anywhere = `%${likeEscaped(search)}%`;
  // "12/05/2027": the bookings of the departures that leave that day.
  const day = parseItalianDate(search.trim());
  const like = (column: string, pattern: string) =>
    sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
  return sql<SqlBool>`(${sql.join(
    [
      // The causale as the bank statement shows it.
      like('payment_reference', anywhere),
      like('contact_email', anywhere),
      // "333 1234567" and "3331234567" find the same phone.
      sql<SqlBool>`replace(contact_phone, ' ', '') like ${`%${likeEscaped(search.replaceAll(' ', ''))}%`} escape '\\'`,
      like('id', `${likeEscaped(search)}%`),
      sql<SqlBool>`search_text like ${`%${likeEscaped(searchable(search))}%`} escape '\\'`,
      ...(day ? [sql<SqlBool>`start_date = ${day}`] : []),
    ],
    sql` or `,
  )})`;
}

function toStaffOtherUnpaid(booking: Booking): StaffOtherUnpaid {
  const view = toBookingView(booking);
  return {
    id: view.id,
    createdAt: view.createdAt,
    status: view.status,
    destinationId: view.destinationId,
    destinationTitle: view.destinationTitle,
    startDate: view.startDate,
    travellersCount: view.travellersCount,
    contactName: `${view.primary.firstName} ${view.primary.lastName}`,
    contactEmail: view.primary.email,
  };
}

/** The count staff see on a booking: only an open unpaid one is judged by it. */
const othersUnpaidCountOf = (booking: Booking, counts: Map<string, number>) =>
  isUnpaidOpen(booking.status) ? (counts.get(booking.id) ?? 0) : null;

/** The balance of a confirmed booking, as the back office reads it on `today`. */
function staffBalance(booking: Booking, today: IsoDate): StaffBookingRow['balance'] {
  if (booking.status !== depositRecorded.to.status || !booking.balance_due_date) return null;
  return {
    dueDate: booking.balance_due_date,
    amount: balanceLeft(toBookingView(booking)),
    state: balanceState(booking.balance_due_date, booking.balance_paid_on, today),
  };
}

/** On the staff's to-check list: a declared transfer nobody recorded; overdue once flagged. */
const transferToCheck = (booking: Booking): StaffBookingRow['transferToCheck'] =>
  booking.status === transferDeclared.to.status
    ? {
        declaredAt: booking.transfer_declared_at ?? booking.updated_at ?? booking.created_at,
        overdue: booking.transfer_flagged_at !== null,
      }
    : null;

function toStaffBookingRow(
  booking: Booking,
  documents: number,
  othersUnpaidCount: number | null,
  today: IsoDate,
): StaffBookingRow {
  const view = toBookingView(booking);
  return {
    id: view.id,
    createdAt: view.createdAt,
    status: view.status,
    paymentStatus: view.paymentStatus,
    holdUntil: view.holdUntil,
    transferToCheck: transferToCheck(booking),
    balance: staffBalance(booking, today),
    destinationTitle: view.destinationTitle,
    startDate: view.startDate,
    travellersCount: view.travellersCount,
    contactName: `${view.primary.firstName} ${view.primary.lastName}`,
    contactEmail: view.primary.email,
    contactPhone: view.primary.phone,
    totalPrice: view.totalPrice,
    depositAmount: view.depositAmount,
    documents,
    othersUnpaidCount,
  };
}

/**
 * The staff's list: newest first, filtered by the search box and the status; or what needs
 * attention (`attention`), in the order to deal with it.
 */
export function staffBookings(
  db: Db,
  request: StaffPageRequest & {
    search?: string;
    status?: BookingStatus;
    attention?: BookingAttention;
  },
  now: Date,
) {
  const { search, status, attention } = request;
  const filtered = db
    .selectFrom('travel_bookings')
    .$if(Boolean(search), (query) => query.where(matches(search!)))
    .$if(status !== undefined, (query) => query.where('status', '=', status!))
    .$if(attention !== undefined, (query) => query.where(needsAttention(attention!, now)));
  return staffPage(
    request.page,
    filtered,
    (query) =>
      query
        .selectAll('travel_bookings')
        .select((eb) =>
          eb
            .selectFrom('document_uploads')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('document_uploads.booking_id', '=', 'travel_bookings.id')
            .as('documents'),
        )
        // What needs attention comes in the order to deal with it: the earliest declaration, the
        // earliest due date.
        .$if(attention === 'to_check', (ordered) => ordered.orderBy('transfer_declared_at'))
        .$if(attention === 'hold_ending', (ordered) => ordered.orderBy('hold_until'))
        .$if(attention === 'balance_due', (ordered) => ordered.orderBy('balance_due_date'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    async (rows) => {
      const counts = await othersUnpaidCounts(
        db,
        rows.filter((row) => isUnpaidOpen(row.status)).map((row) => row.id),
      );
      return rows.map(({ documents, ...row }) => {
        const booking = toBooking(row);
        return toStaffBookingRow(
          booking,
          Number(documents),
          othersUnpaidCountOf(booking, counts),
          todayInRome(now),
        );
      });
    },
  );
}

async function staffBookingDetail(
  db: Db,
  booking: Booking,
  now: Date,
): Promise<StaffBookingDetail> {
  const unpaid = isUnpaidOpen(booking.status);
  const [documents, counts, others] = await Promise.all([
    documentsOfBooking(db, booking.id),
    othersUnpaidCounts(db, unpaid ? [booking.id] : []),
    unpaid ? othersUnpaid(db, booking, OTHERS_UNPAID_LISTED) : [],
  ]);
  return {
    ...toBookingView(booking),
    transferToCheck: transferToCheck(booking),
    balance: staffBalance(booking, todayInRome(now)),
    updatedAt: booking.updated_at,
    travelDateId: booking.travel_date_id,
    travellers: booking.travellers,
    documents,
    payments: await paymentsOf(db, booking.id),
    history: await historyOf(db, booking.id),
    othersUnpaidCount: othersUnpaidCountOf(booking, counts),
    othersUnpaid: others.map((row) => toStaffOtherUnpaid(toBooking(row))),
  };
}

/**
 * Who travels on a departure: every traveller of its bookings that are not cancelled, the
 * earliest booking first, each with the documents received and where the booking stands.
 */
export async function departureTravellers(
  db: Db,
  departure: { id: string; endDate: IsoDate },
  now: Date,
): Promise<ManifestTraveller[]> {
  const rows = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('travel_date_id', '=', departure.id)
    .where('status', 'in', seatHoldingStatuses)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const received = await receivedDocuments(db)
    .select(['booking_id', 'traveller_index', 'document_type'])
    .distinct()
    .where(
      'booking_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const has = (bookingId: string, index: number, type: DocumentType) =>
    received.some(
      (row) =>
        row.booking_id === bookingId && row.traveller_index === index && row.document_type === type,
    );
  const today = todayInRome(now);
  return rows.flatMap((row) => {
    const booking = toBooking(row);
    const view = toBookingView(booking);
    const balance = staffBalance(booking, today);
    return booking.travellers.map((traveller, index) => ({
      bookingId: booking.id,
      travellerIndex: index,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      birthDate: traveller.birthDate,
      passportNumber: traveller.passportNumber,
      passportExpiry: traveller.passportExpiry,
      passport: passportState(traveller.passportExpiry, departure.endDate),
      documents: {
        passport: has(booking.id, index, 'passport'),
        selfie: has(booking.id, index, 'selfie'),
      },
      status: view.status,
      paymentStatus: view.paymentStatus,
      holdUntil: view.holdUntil,
      balance,
      lead: {
        name: `${view.primary.firstName} ${view.primary.lastName}`,
        email: view.primary.email,
        phone: view.primary.phone,
      },
    }));
  });
}

export async function staffBooking(db: Db, id: string, now: Date): Promise<StaffBookingDetail> {
  return staffBookingDetail(db, await findBooking(db, id), now);
}

/** An open booking (documents can still be sent for it), as the e-mails show it; else null. */
export async function findOpenBooking(db: Db, id: string): Promise<MailBooking | null> {
  const row = await db
    .selectFrom('travel_bookings')
    .selectAll()
    .where('id', '=', id)
    .where('status', 'in', openStatuses)
    .executeTakeFirst();
  return row ? toMailBooking(toBooking(row)) : null;
}

/**
 * The traveller's page (the private link's): names, never passport data; what is paid (the
 * deposit, once received) and what is left; where the transfer goes; whose documents arrived.
 */
export async function myBooking(
  db: Db,
  id: string,
  site: MailSettings['site'],
): Promise<MyBooking> {
  const booking = await findBooking(db, id);
  const received = await documentsReceived(db, id);
  const has = (index: number, type: DocumentType) =>
    received.some((document) => document.travellerIndex === index && document.type === type);
  const depositPaid = booking.payment_status === depositRecorded.to.paymentStatus;
  const balance = balanceLeft(toBookingView(booking));
  const balancePaid = booking.balance_paid_on !== null;
  const paid =
    (depositPaid ? booking.deposit_amount : 0) +
    booking.instalments_paid +
    (balancePaid ? balance : 0);
  return {
    code: bookingCode(booking.id),
    ...toBookingTrip(booking),
    statusLabel: bookingStatusLabels[booking.status],
    travellers: booking.travellers.map(({ firstName, lastName }, index) => ({
      index,
      firstName,
      lastName,
      documents: { passport: has(index, 'passport'), selfie: has(index, 'selfie') },
    })),
    amounts: {
      pricePerPerson: booking.price,
      total: booking.total_price,
      deposit: booking.deposit_amount,
      depositPaid,
      balance,
      balancePaid,
      paid,
      due: booking.total_price - paid,
    },
    bankTransfer: {
      accountHolder: site.accountHolder,
      iban: site.iban,
      paymentReference: booking.payment_reference,
    },
    documentsOpen: openStatuses.includes(booking.status),
    createdAt: booking.created_at,
  };
}
