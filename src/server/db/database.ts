import type { ColumnType, Kysely } from 'kysely';
import type { CancellationReason, PaymentPlan } from '#domain/booking-lifecycle.ts';
import type { BookingStatus, PaymentStatus } from '#domain/booking-status.ts';
import type { AuditAction, AuditRecordType } from '#domain/audit.ts';
import type { BookingHistoryAction } from '#domain/booking-history.ts';
import type { DepartureAudience } from '#domain/departure-messages.ts';
import type { DocumentReview } from '#domain/document-review.ts';
import type { EnquiryState } from '#domain/enquiry-handling.ts';
import type { PaymentKind } from '#domain/payments.ts';
import type { TripState } from '#domain/catalogue.ts';
import type { EmailKind, EmailState, PrivateLinkKind } from '#domain/emails.ts';
import type { SecondFactor, SecondFactorDue } from '#domain/second-factor.ts';
import type { StaffRole } from '#domain/staff-team.ts';

/**
 * Every table, as the spec names it. Timestamps are ISO-8601 UTC strings and calendar days
 * "yyyy-MM-dd" on both engines; booleans are booleans (see connect.ts for SQLite).
 */
export interface Database {
  audit_trail: AuditTrailTable;
  travel_dates: TravelDatesTable;
  whatsapp_clicks: WhatsappClicksTable;
  contact_requests: ContactRequestsTable;
  travel_bookings: TravelBookingsTable;
  document_uploads: DocumentUploadsTable;
  passport_verification_links: PassportVerificationLinksTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_invitations: StaffInvitationsTable;
  staff_password_resets: StaffPasswordResetsTable;
  rate_limits: RateLimitsTable;
  server_secrets: ServerSecretsTable;
  outbox_messages: OutboxMessagesTable;
  booking_page_links: BookingPageLinksTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_changes: WaitlistChangesTable;
  packages: PackagesTable;
  trips: TripsTable;
  trip_addresses: TripAddressesTable;
  catalogue_changes: CatalogueChangesTable;
  catalogue_state: CatalogueStateTable;
  agency_settings: AgencySettingsTable;
  areas: AreasTable;
  booking_history: BookingHistoryTable;
  departure_messages: DepartureMessagesTable;
  booking_payments: BookingPaymentsTable;
  enquiry_notes: EnquiryNotesTable;
  staff_passkeys: StaffPasskeysTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  webauthn_challenges: WebauthnChallengesTable;
}

export type Db = Kysely<Database>;

/** Every table the migrations create, in alphabetical order. */
export const tableNames = [
  'agency_settings',
  'areas',
  'audit_trail',
  'booking_history',
  'booking_page_links',
  'booking_payments',
  'catalogue_changes',
  'catalogue_state',
  'contact_requests',
  'departure_messages',
  'document_uploads',
  'enquiry_notes',
  'outbox_messages',
  'packages',
  'passport_verification_links',
  'rate_limits',
  'server_secrets',
  'staff_invitations',
  'staff_passkeys',
  'staff_password_resets',
  'staff_recovery_codes',
  'staff_sessions',
  'staff_users',
  'travel_bookings',
  'travel_dates',
  'trip_addresses',
  'trips',
  'waitlist_changes',
  'waitlist_entries',
  'webauthn_challenges',
  'whatsapp_clicks',
] as const satisfies readonly (keyof Database)[];

/** A package of trips ("PARADISI ESOTICI"); lists are JSON arrays of strings. */
export interface PackagesTable {
  id: string;
  title: string;
  original_price: number;
  discounted_price: number;
  duration: string;
  includes: string;
  /** The generated illustration of its card (scripts/artwork). */
  artwork: string;
  /** Its photo (a TripPhoto as JSON), shown beside its name on the home; null: none. */
  cover: string | null;
  position: number;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/**
 * A trip of the catalogue. `id` ties its departures and never changes; `slug` is its address.
 * Its lists (hotels, programme, reviews…) are JSON: a trip is read, edited and versioned whole,
 * and no query looks inside them (decision 035).
 */
export interface TripsTable {
  id: string;
  slug: string;
  state: TripState;
  position: number;
  package_id: string;
  title: string;
  description: string;
  /** Euro per person; 0 = not priced yet (shown at the fallback price). */
  price: number;
  trip_days: number;
  flights: string;
  hotels: string;
  experiences: string;
  includes: string;
  itinerary: string;
  reviews: string;
  airports: string;
  artwork: string;
  /** JSON: the cover photo staff uploaded, or null (the generated artwork stands in). */
  cover: string | null;
  /** JSON: the gallery's photos, in order. */
  gallery: string;
  /** The list price staff set, above `price`; null for none (no reduction is shown). */
  list_price: number | null;
  /** JSON: figures of reviews collected elsewhere ({ average, count, source }), or null. */
  rating_figures: string | null;
  /** JSON: the ids of its areas (at least one). */
  areas: string;
  /**
   * JSON: the next version of its editable fields, saved but not yet live (a published trip's
   * edits being prepared), or null; with who saved them and when.
   */
  pending: string | null;
  pending_at: string | null;
  pending_by: string | null;
  /** Whether the home shows it (with the other trips of its package). */
  on_home: boolean;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** An address a trip had before staff changed it: it answers with a redirect to the new one. */
export interface TripAddressesTable {
  slug: string;
  trip_id: string;
}

/** One save of a trip or a package: who, when, what changed, and the whole of it as saved. */
export interface CatalogueChangesTable {
  id: string;
  subject: 'trip' | 'package';
  subject_id: string;
  version: number;
  changed_at: string;
  changed_by: string | null;
  /** JSON: [{ field, before, after }]. */
  fields: string;
  /** JSON: the trip or package as this save left it ("Ripristina" brings it back). */
  snapshot: string;
  /**
   * A trip's price per person from this save on while it is on sale (published), null while it
   * is not (or for a package): the prices a reduction may be shown against (pricing.ts).
   */
  price_on_sale: number | null;
}

/** A part of the world the agency sells trips in ("Europa"), in the filter's order. */
export interface AreasTable {
  id: string;
  name: string;
  position: number;
  created_at: string;
  created_by: string | null;
}

/** A message staff wrote to a departure's travellers; its e-mails are in the outbox. */
export interface DepartureMessagesTable {
  id: string;
  departure_id: string;
  audience: DepartureAudience;
  subject: string;
  body: string;
  created_at: string;
  created_by: string;
}

/** A staff change or a document opened: who, when, on what, before and after (domain/audit.ts). */
export interface AuditTrailTable {
  id: string;
  at: string;
  /** The account; its name is kept too, for when the account has gone. */
  staff_user_id: string | null;
  staff_name: string;
  action: AuditAction;
  record_type: AuditRecordType;
  record_id: string;
  record_label: string;
  /** JSON objects of AuditValues, or null where the action has no before or after. */
  before: string | null;
  after: string | null;
}

/** What staff changed on a booking, who and when (domain/booking-history.ts). */
export interface BookingHistoryTable {
  id: string;
  booking_id: string;
  at: string;
  /** The account that did it; its name is kept too, for when the account has gone. */
  staff_user_id: string | null;
  staff_name: string;
  action: BookingHistoryAction;
  /** JSON: the action's details (the fields changed, from and to; a note's text). */
  details: string;
}

/** One row: the agency's settings (domain/agency-settings.ts); its lists as JSON. */
export interface AgencySettingsTable {
  id: number;
  /** JSON: the home's figures. */
  stats: string;
  /** JSON: the airports new trips leave from. */
  airports: string;
  /** The fewest travellers a new departure leaves with. */
  min_group: ColumnType<number, number | undefined, number>;
  /** The owner requires a passkey or an authenticator app of every member. */
  second_factor_required: ColumnType<boolean, boolean | undefined, boolean>;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** One row: goes up with every save of the catalogue, so each process knows when to reload. */
export interface CatalogueStateTable {
  id: number;
  version: number;
  changed_at: string;
}

/** A departure: real seats, a price per person and the two coordinators. */
export interface TravelDatesTable {
  id: string;
  destination_id: string;
  start_date: string;
  price: number;
  spots_available: number;
  total_spots: ColumnType<number, number | undefined, number>;
  coordinator1: string;
  coordinator2: string;
  closed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: string;
  updated_at: string | null;
  /** Set when seats return (or staff reopen it with free seats): the waitlist's job has work. */
  seats_returned_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The smallest group it leaves with (domain/departure-fate.ts). */
  min_group: ColumnType<number, number | undefined, number>;
  /** When staff told its travellers it goes ahead ("Conferma partenza"), and who. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  confirmed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** When staff cancelled it ("Annulla partenza"), who, and the reason the travellers read. */
  cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_by: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WhatsappClicksTable {
  id: string;
  phone_number: string;
  timestamp: string;
  user_agent: string | null;
  ip_address: string | null;
  referrer: string | null;
}

export interface ContactRequestsTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  destination_id: string | null;
  travel_date: string | null;
  airport: string | null;
  created_at: string;
  /** Where staff are with it (domain/enquiry-handling.ts), and who took it. */
  state: ColumnType<EnquiryState, EnquiryState | undefined, EnquiryState>;
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A note on an enquiry, or the answer sent (its e-mail in the outbox). */
export interface EnquiryNotesTable {
  id: string;
  enquiry_id: string;
  kind: 'note' | 'answer';
  at: string;
  staff_user_id: string | null;
  staff_name: string;
  subject: string | null;
  text: string;
  email_id: string | null;
}

export interface TravelBookingsTable {
  id: string;
  /** JSON array of travellers. */
  travelers: string;
  contact_email: string;
  /** contact_email trimmed and lower-cased: what the unpaid-seat caps compare. */
  contact_email_key: string;
  contact_phone: string;
  status: BookingStatus;
  destination_id: string | null;
  destination_title: string;
  travel_date_id: string | null;
  start_date: string | null;
  end_date: string | null;
  trip_days: number | null;
  nights: number | null;
  airport: ColumnType<string, string | undefined, string>;
  price: number;
  total_price: number;
  deposit_amount: number;
  payment_reference: string;
  payment_status: PaymentStatus;
  created_at: string;
  updated_at: string | null;
  /** Keyed hash of the client address (never the address), kept while open and unpaid. */
  client_address_hash: string | null;
  /** While pending_payment: when its seats stop being held (domain/booking-lifecycle.ts). */
  hold_until: string | null;
  /** When the "posti in scadenza" reminder was written: it goes once. */
  hold_reminded_at: string | null;
  /** When the traveller declared the transfer. */
  transfer_declared_at: string | null;
  /** When a declared transfer went on the staff's to-check list (and the agency was told). */
  transfer_flagged_at: string | null;
  cancellation_reason: CancellationReason | null;
  /** A deposit then the balance, or the whole trip in one transfer. */
  payment_plan: ColumnType<PaymentPlan, PaymentPlan | undefined, PaymentPlan>;
  /** yyyy-MM-dd, set with the booking of a departure paid by deposit and balance. */
  balance_due_date: string | null;
  /** How many balance reminders have been written (0–2). */
  balance_reminders_sent: ColumnType<number, number | undefined, number>;
  /** yyyy-MM-dd: the day staff recorded the balance received. */
  balance_paid_on: string | null;
  /**
   * SHA-256 of the Idempotency-Key the booking was made with (unique), and of its request: a
   * retry with the same key and request answers this booking.
   */
  idempotency_key_hash: ColumnType<string | null, string | null | undefined>;
  idempotency_request_hash: ColumnType<string | null, string | null | undefined>;
  /** Once its departure is cancelled: the account the refund goes to, as staff wrote it. */
  refund_iban: ColumnType<string | null, string | null | undefined, string | null>;
  /** yyyy-MM-dd: the day staff paid the refund back ("Rimborsato il …"), how much, who. */
  refunded_on: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_amount: ColumnType<number | null, number | null | undefined, number | null>;
  refunded_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The instalments received towards the balance, in euros (booking_payments has each). */
  instalments_paid: ColumnType<number, number | undefined, number>;
  /** What the back office's search finds it by (domain/booking-search.ts). */
  search_text: ColumnType<string, string | undefined, string>;
}

/** "Avvisami se si libera un posto": a place in a full departure's queue. */
export interface WaitlistEntriesTable {
  id: string;
  travel_date_id: string;
  name: string;
  email: string;
  /** email trimmed and lower-cased: one place per person and departure. */
  email_key: string;
  seats: number;
  created_at: string;
  /** When the seats-free e-mail was written; null while waiting. */
  notified_at: string | null;
}

/** A repeat sign-up waiting for its link to be opened: the change it asks for. */
export interface WaitlistChangesTable {
  id: string;
  /**
   * Keyed hash of the link's token (server-secret.ts), written as the e-mail leaves: the token
   * itself is only e-mailed. A new delivery (a resend) replaces it.
   */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  travel_date_id: string;
  name: string;
  email: string;
  email_key: string;
  seats: number;
  created_at: string;
  expires_at: string;
  /** When the link was used: it works once. */
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DocumentUploadsTable {
  id: string;
  booking_id: string | null;
  document_type: 'passport' | 'selfie';
  /** Whose document: the traveller's place in the booking's list (0, the primary traveller). */
  traveller_index: ColumnType<number, number | undefined, number>;
  file_path: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  /** Staff's review (domain/document-review.ts); null until someone looks at it. */
  review: ColumnType<DocumentReview | null, DocumentReview | null | undefined>;
  reviewed_at: ColumnType<string | null, string | null | undefined>;
  reviewed_by: ColumnType<string | null, string | null | undefined>;
  /** Why it must be sent again, as the traveller reads it. */
  redo_reason: ColumnType<string | null, string | null | undefined>;
}

/** A private link to a traveller's booking page: only the SHA-256 of its token is kept. */
export interface BookingPageLinksTable {
  token_hash: string;
  booking_id: string;
  created_at: string;
}

export interface PassportVerificationLinksTable {
  id: string;
  token: string;
  verification_url: string;
  customer_name: string | null;
  customer_email: string | null;
  booking_reference: string | null;
  used: ColumnType<boolean, boolean | undefined, boolean>;
  used_at: string | null;
  created_at: string;
  /** After this instant the link no longer opens. */
  expires_at: string;
}

export interface StaffUsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  /** 'titolare' (the owner: the team and the agency's settings) or 'staff'. */
  role: StaffRole;
  created_at: string;
  /** A disabled account signs in no more; its sessions were ended, its history stays. */
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  disabled_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The authenticator app's base32 secret, once a first code proved the app has it. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being set up, not yet confirmed by a code. */
  totp_pending: ColumnType<string | null, string | null | undefined, string | null>;
  /** The time step of the last code accepted: no code is taken twice. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's token: a leaked table does not give away sessions. */
  id: string;
  staff_user_id: string;
  created_at: string;
  expires_at: string;
  /** The browser that signed in, as it named itself. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  /** The second factor the session was opened with, if any. */
  second_factor: ColumnType<
    SecondFactor | null,
    SecondFactor | null | undefined,
    SecondFactor | null
  >;
  /** Set while the password is right but a second factor is still to verify or to enrol. */
  second_factor_due: ColumnType<
    SecondFactorDue | null,
    SecondFactorDue | null | undefined,
    SecondFactorDue | null
  >;
}

/** A member's passkey: the credential's id and public key (base64url), never a secret. */
export interface StaffPasskeysTable {
  id: string;
  staff_user_id: string;
  name: string;
  public_key: string;
  /** The authenticator's signature counter, where it keeps one (0 otherwise). */
  counter: number;
  /** JSON: how the browser reaches the authenticator (internal, usb, hybrid…). */
  transports: string;
  created_at: string;
  last_used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A single-use recovery code: only its keyed hash. */
export interface StaffRecoveryCodesTable {
  code_hash: string;
  staff_user_id: string;
  created_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A WebAuthn ceremony's challenge, consumed once whichever process answers. */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'registration' | 'authentication';
  staff_user_id: string | null;
  expires_at: string;
}

/** A colleague invited by e-mail: the account is made when they choose their password. */
export interface StaffInvitationsTable {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  invited_by: string;
  /** Keyed hash of the link's token, written as the e-mail leaves (a resend replaces it). */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  expires_at: string;
  accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account the invitation became. */
  staff_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** "Password dimenticata?": a link that sets a new password once, for a short while. */
export interface StaffPasswordResetsTable {
  id: string;
  staff_user_id: string;
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  expires_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Columns SQLite hands back as 0/1 and the app reads as booleans. */
export const booleanColumns: ReadonlySet<string> = new Set([
  'closed',
  'used',
  'on_home',
  'second_factor_required',
]);

/** Public writes counted per client and window (see security/rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  window_start: string;
  hits: number;
}

/** The server's own keys (security/server-secret.ts), base64. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** The e-mail outbox (mail/ and repositories/outbox.ts; docs/decisions/021). */
export interface OutboxMessagesTable {
  id: string;
  kind: EmailKind;
  recipient: string;
  subject: string;
  /** The message as rendered when it was written: what was, or will be, sent (but its link). */
  html: string;
  text: string;
  /** Whom an answer goes to: the traveller or visitor, on the agency's notices. */
  reply_to: string | null;
  /** The booking it is about, if any. */
  booking_id: string | null;
  /**
   * The private link it carries, made at each delivery (docs/decisions/033): its kind and what
   * it opens. The stored html and text hold a placeholder where its token goes.
   */
  private_link_kind: ColumnType<PrivateLinkKind | null, PrivateLinkKind | null | undefined>;
  private_link_target: ColumnType<string | null, string | null | undefined>;
  /** The Message-ID header: the same for every retry, so a repeat is known as the same message. */
  message_id: string;
  state: EmailState;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: string;
  /** The sender that holds the message, and until when; a lease past its time is void. */
  lease_token: string | null;
  lease_until: string | null;
  created_at: string;
  sent_at: string | null;
  /** The message to a departure's travellers it is one of, if any. */
  departure_message_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A sum a booking received (domain/payments.ts), in whole euros. */
export interface BookingPaymentsTable {
  id: string;
  booking_id: string;
  kind: PaymentKind;
  amount: number;
  received_on: string;
  recorded_at: string;
  /** Who recorded it; null for the sums recorded before the register. */
  recorded_by: string | null;
}
