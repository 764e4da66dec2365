import type { BookingHistoryEntry } from './booking-history.ts';
import type { DepartureOutlook } from './departure-fate.ts';
import type { DepartureMessage } from './departure-messages.ts';
import type { StaffDocumentReview } from './document-review.ts';
import type { EnquiryNote, EnquiryState } from './enquiry-handling.ts';
import type { BookingPayment } from './payments.ts';
import type { PassportState } from './passport.ts';
import type { BalanceState } from './booking-lifecycle.ts';
import { isConfirmed, type BookingStatus, type PaymentState } from './booking-status.ts';
import type { BookingView } from './booking.ts';
import type { Departure } from './departures.ts';
import type { IsoDate } from './calendar.ts';
import type { EmailKind, EmailState } from './emails.ts';

/**
 * What the staff's back office reads and sends: the contract between the staff API
 * (src/server/routes/staff) and its pages (src/client/features/admin).
 */

/** Every staff list is paginated the same way: `?page=1` (from 1), 20 rows a page. */
export const STAFF_PAGE_SIZE = 20;
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/** A row of `GET /api/staff/bookings?search=&status=&page=`; search looks in names, e-mail, phone, trip and code. */
export type StaffBookingRow = {
  id: string;
  createdAt: string;
  status: BookingStatus;
  paymentStatus: PaymentState;
  /** Until when its seats are held, while it waits for the transfer. */
  holdUntil: string | null;
  /**
   * A transfer the traveller declared and staff have not recorded: to find on the account, from
   * the moment it is declared; `overdue` once TRANSFER_CHECK_DAYS have passed (the agency was
   * e-mailed). Null for any other booking.
   */
  transferToCheck: { declaredAt: string; overdue: boolean } | null;
  /** For a confirmed booking: the balance's due date and where it stands; else null. */
  balance: { dueDate: IsoDate; amount: number; state: BalanceState } | null;
  destinationTitle: string;
  startDate: IsoDate | null;
  travellersCount: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  totalPrice: number;
  depositAmount: number;
  documents: number;
  /**
   * How many other open unpaid bookings share its contact e-mail or client address; null
   * unless it is open and unpaid itself.
   */
  othersUnpaidCount: number | null;
};

/** The most other unpaid bookings a booking's page lists (the newest), to cancel together. */
export const OTHERS_UNPAID_LISTED = 50;

/** Another open unpaid booking with the same contact e-mail or client address. */
export type StaffOtherUnpaid = Pick<
  StaffBookingRow,
  | 'id'
  | 'createdAt'
  | 'status'
  | 'destinationTitle'
  | 'startDate'
  | 'travellersCount'
  | 'contactName'
  | 'contactEmail'
> & { destinationId: string | null };

export type StaffTraveller = {
  firstName: string;
  lastName: string;
  /** ISO, stored at noon UTC. */
  birthDate: string;
  address: string;
  passportNumber: string;
  /** ISO day, null when the traveller did not give it. */
  passportExpiry: string | null;
  email: string | null;
  phone: string | null;
};

export type StaffDocument = {
  id: string;
  documentType: 'passport' | 'selfie';
  /** Whose: the traveller's place in the booking (0, the primary traveller). */
  travellerIndex: number;
  bookingId: string | null;
  /** "Chiara Loiacono · Maldive & Dubai" when tied to a booking. */
  bookingLabel: string | null;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
  /** Staff's look at it; null until someone has. */
  review: StaffDocumentReview | null;
};

/** `GET /api/staff/bookings/:id`; also the answer of its deposit and cancel actions. */
export type StaffBookingDetail = BookingView &
  Pick<StaffBookingRow, 'transferToCheck' | 'balance'> & {
    updatedAt: string | null;
    travelDateId: string | null;
    travellers: StaffTraveller[];
    documents: StaffDocument[];
    /** The sums it received, as they arrived, with who recorded each. */
    payments: BookingPayment[];
    /** What staff changed on it, newest first. */
    history: BookingHistoryEntry[];
    /** As in the list: null unless the booking is open and unpaid. */
    othersUnpaidCount: number | null;
    /** The newest of them (at most OTHERS_UNPAID_LISTED); empty unless it is open and unpaid. */
    othersUnpaid: StaffOtherUnpaid[];
  };

/** The answer of `POST /api/staff/bookings/cancel`: the bookings cancelled together. */
export type StaffCancelledBookings = { cancelled: string[] };

/** A row of `GET /api/staff/enquiries?page=`, newest first. */
export type StaffEnquiry = {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  destinationTitle: string | null;
  travelDate: string | null;
  airport: string | null;
  state: EnquiryState;
  /** The colleague who took it. */
  owner: { id: string; name: string } | null;
  /** Notes and answers, oldest first. */
  notes: EnquiryNote[];
};

/** A row of `GET /api/staff/departures?destinationId=&page=`, earliest first. */
export type StaffDeparture = Pick<
  Departure,
  'id' | 'startDate' | 'endDate' | 'price' | 'spotsAvailable' | 'totalSpots' | 'coordinators'
> & {
  destinationId: string;
  destinationTitle: string;
  closed: boolean;
  /** Seats held by bookings that are not cancelled. */
  booked: number;
  /** The smallest group it leaves with. */
  minGroup: number;
  /** When staff confirmed it to its travellers, and who; null until then. */
  confirmed: { at: string; by: string } | null;
  /** When staff cancelled it, who, and why; null unless they did. */
  cancelled: { at: string; by: string; reason: string } | null;
};

/** A departure in the back office's list: within OUTLOOK_DAYS, the work it still needs. */
export type StaffDepartureRow = StaffDeparture & { outlook: DepartureOutlook | null };

/**
 * A traveller of a departure's page (`GET /api/staff/departures/:id`): as in the passport, with
 * where their booking stands and whom to ask, one row per traveller of every booking not
 * cancelled.
 */
export type ManifestTraveller = {
  bookingId: string;
  /** Their place in the booking: 0 is the lead traveller, whom the agency writes to. */
  travellerIndex: number;
  firstName: string;
  lastName: string;
  /** ISO, stored at noon UTC. */
  birthDate: string;
  passportNumber: string;
  /** ISO day, null when not given. */
  passportExpiry: string | null;
  /** Whether it is valid six months after the return. */
  passport: PassportState;
  documents: { passport: boolean; selfie: boolean };
  status: BookingStatus;
  paymentStatus: PaymentState;
  holdUntil: string | null;
  balance: StaffBookingRow['balance'];
  lead: { name: string; email: string; phone: string };
};

/**
 * A departure's seats, explained: sold (deposit received), held by bookings still waiting for
 * it (each with its deadline), free, and what the seat count says beyond the bookings
 * (`unexplained`: taken with no booking behind them, or below zero, free seats a booking holds).
 */
export type DepartureSeats = {
  sold: number;
  held: { bookingId: string; seats: number; holdUntil: string | null }[];
  free: number;
  unexplained: number;
};

/**
 * A booking of a cancelled departure that paid something: all of it goes back (refundOwed), to
 * the account staff write when they pay it ("Rimborsato il …").
 */
export type DepartureRefund = {
  bookingId: string;
  lead: string;
  email: string;
  phone: string;
  paymentStatus: PaymentState;
  owed: number;
  /** A declared transfer staff have not seen arrive: owed once it has. */
  toCheck: boolean;
  refunded: { on: string; amount: number; iban: string; by: string } | null;
};

export type StaffDepartureManifest = {
  departure: StaffDeparture;
  seats: DepartureSeats;
  travellers: ManifestTraveller[];
  /** Empty unless the departure is cancelled. */
  refunds: DepartureRefund[];
  /** What staff wrote to its travellers, newest first. */
  messages: DepartureMessage[];
};

/** The seats of a departure as its bookings explain them. */
export function explainSeats(
  departure: Pick<StaffDeparture, 'totalSpots' | 'spotsAvailable'>,
  travellers: readonly ManifestTraveller[],
): DepartureSeats {
  const held = new Map<string, DepartureSeats['held'][number]>();
  let sold = 0;
  for (const traveller of travellers) {
    if (isConfirmed(traveller.status)) {
      sold += 1;
      continue;
    }
    const booking = held.get(traveller.bookingId);
    if (booking) booking.seats += 1;
    else
      held.set(traveller.bookingId, {
        bookingId: traveller.bookingId,
        seats: 1,
        holdUntil: traveller.holdUntil,
      });
  }
  const taken = departure.totalSpots - departure.spotsAvailable;
  return {
    sold,
    held: [...held.values()],
    free: departure.spotsAvailable,
    unexplained: taken - travellers.length,
  };
}

/** A departure of "Cambia i prezzi": its price now and after the change (`POST …/reprice`). */
export type RepricedDeparture = {
  id: string;
  startDate: string;
  /** Seats gone (booked, held or sold at the desk): their bookings keep the price they paid. */
  seatsSold: number;
  price: number;
  newPrice: number;
};

/** A row of `GET /api/staff/passport-links`, newest first. */
export type StaffPassportLink = {
  id: string;
  token: string;
  verificationUrl: string;
  customerName: string | null;
  customerEmail: string | null;
  bookingReference: string | null;
  used: boolean;
  usedAt: string | null;
  createdAt: string;
  expiresAt: string;
  /** Past `expiresAt` by the server's clock: it no longer opens ("Scaduto" unless used). */
  expired: boolean;
};

/** A row of `GET /api/staff/emails?state=&page=`, newest first. */
export type StaffEmailRow = {
  id: string;
  createdAt: string;
  kind: EmailKind;
  recipient: string;
  subject: string;
  state: EmailState;
  attempts: number;
  lastError: string | null;
  /** When a pending message is tried next. */
  nextAttemptAt: string;
  sentAt: string | null;
  bookingId: string | null;
  /** A sender holds it right now: "reinvia" waits until it lets go. */
  sending: boolean;
};

/** `GET /api/staff/emails/:id`, also the answer of `POST /api/staff/emails/:id/resend`. */
export type StaffEmailDetail = StaffEmailRow & { html: string; text: string };

/** The visitor's address of a verification link: `{origin}/passport-verification?token=…`. */
export function passportVerificationLink(origin: string, token: string): string {
  return `${origin}/passport-verification?token=${encodeURIComponent(token)}`;
}
