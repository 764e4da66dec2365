import type { Page } from './backoffice.ts';
import { z } from './zod.ts';

/**
 * The audit trail (issue 31, item 3): what the agency must be able to answer for (GDPR
 * accountability) — who changed a booking, a departure, the waitlist, the team or the catalogue,
 * and who opened a traveller's passport photo or selfie, when, on which record, and what it was before
 * and after. Written in the same transaction as the change; never edited; kept
 * AUDIT_RETENTION_YEARS and then purged.
 */

/** The kinds of record an entry is about, as "Registro attività" names them. */
export const auditRecordLabels = {
  booking: 'Prenotazione',
  document: 'Documento',
  departure: 'Partenza',
  waitlist: "Lista d'attesa",
  passport_link: 'Link per il passaporto',
  staff: 'Team',
  trip: 'Viaggio',
  package: 'Pacchetto',
  area: 'Area',
  settings: 'Impostazioni',
  email: 'Email',
  enquiry: 'Richiesta',
} as const;
export type AuditRecordType = keyof typeof auditRecordLabels;

/** Every action recorded, its words in the list and the kind of record it is about. */
export const auditActions = {
  sold_by_staff: { label: 'Vendita registrata', record: 'booking' },
  deposit_recorded: { label: 'Caparra registrata', record: 'booking' },
  balance_recorded: { label: 'Saldo registrato', record: 'booking' },
  instalment_recorded: { label: 'Acconto registrato', record: 'booking' },
  hold_extended: { label: 'Posti tenuti più a lungo', record: 'booking' },
  booking_cancelled: { label: 'Prenotazione annullata', record: 'booking' },
  refund_recorded: { label: 'Rimborso registrato', record: 'booking' },
  traveller_corrected: { label: 'Dati di un viaggiatore corretti', record: 'booking' },
  traveller_replaced: { label: 'Viaggiatore sostituito', record: 'booking' },
  airport_changed: { label: 'Aeroporto cambiato', record: 'booking' },
  note: { label: 'Nota aggiunta', record: 'booking' },
  link_sent: { label: 'Link della prenotazione inviato', record: 'booking' },
  link_made: { label: 'Link della prenotazione creato', record: 'booking' },
  document_reviewed: { label: 'Documento esaminato', record: 'booking' },
  document_opened: { label: 'Documento aperto o scaricato', record: 'document' },
  departure_added: { label: 'Partenza aggiunta', record: 'departure' },
  departure_changed: { label: 'Partenza modificata', record: 'departure' },
  departure_confirmed: { label: 'Partenza confermata', record: 'departure' },
  departure_cancelled: { label: 'Partenza annullata', record: 'departure' },
  departure_message_sent: { label: 'Messaggio ai viaggiatori', record: 'departure' },
  passenger_list_downloaded: { label: 'Lista passeggeri scaricata', record: 'departure' },
  waitlist_removed: { label: "Tolto dalla lista d'attesa", record: 'waitlist' },
  passport_link_made: { label: 'Link per il passaporto creato', record: 'passport_link' },
  invitation_sent: { label: 'Collega invitato', record: 'staff' },
  invitation_resent: { label: 'Invito inviato di nuovo', record: 'staff' },
  invitation_revoked: { label: 'Invito revocato', record: 'staff' },
  invitation_accepted: { label: 'Invito accettato', record: 'staff' },
  role_changed: { label: 'Ruolo cambiato', record: 'staff' },
  member_disabled: { label: 'Account disattivato', record: 'staff' },
  member_enabled: { label: 'Account riattivato', record: 'staff' },
  password_changed: { label: 'Password cambiata', record: 'staff' },
  password_reset: { label: 'Password reimpostata', record: 'staff' },
  session_ended: { label: 'Sessione chiusa', record: 'staff' },
  passkey_added: { label: 'Passkey aggiunta', record: 'staff' },
  passkey_removed: { label: 'Passkey rimossa', record: 'staff' },
  totp_enabled: { label: 'App di autenticazione attivata', record: 'staff' },
  totp_disabled: { label: 'App di autenticazione disattivata', record: 'staff' },
  recovery_codes_renewed: { label: 'Nuovi codici di recupero', record: 'staff' },
  recovery_code_used: { label: 'Accesso con un codice di recupero', record: 'staff' },
  second_factor_requirement: { label: 'Secondo fattore per tutti', record: 'staff' },
  trip_created: { label: 'Viaggio creato', record: 'trip' },
  trip_changed: { label: 'Viaggio modificato', record: 'trip' },
  trip_edits_prepared: { label: 'Modifiche preparate', record: 'trip' },
  trip_edits_discarded: { label: 'Modifiche scartate', record: 'trip' },
  trip_deleted: { label: 'Viaggio eliminato', record: 'trip' },
  trips_reordered: { label: 'Ordine dei viaggi cambiato', record: 'trip' },
  package_created: { label: 'Pacchetto creato', record: 'package' },
  package_changed: { label: 'Pacchetto modificato', record: 'package' },
  package_deleted: { label: 'Pacchetto eliminato', record: 'package' },
  area_created: { label: 'Area aggiunta', record: 'area' },
  settings_changed: { label: 'Impostazioni cambiate', record: 'settings' },
  email_resent: { label: 'Email inviata di nuovo', record: 'email' },
  enquiry_changed: { label: 'Richiesta aggiornata', record: 'enquiry' },
  enquiry_note: { label: 'Nota su una richiesta', record: 'enquiry' },
  enquiry_answered: { label: 'Risposta inviata', record: 'enquiry' },
} as const satisfies Record<string, { label: string; record: AuditRecordType }>;
export type AuditAction = keyof typeof auditActions;
export const auditActionNames = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

/** What a record was before and became after, by the names staff know its fields by. */
export type AuditValues = Record<string, string | number | boolean | null>;

/** A line of "Registro attività", newest first. */
export interface AuditEntry {
  id: string;
  at: string;
  staffUserId: string | null;
  staffName: string;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string;
  /** How staff recognise the record: a booking's code and lead traveller, a departure's trip and day. */
  recordLabel: string;
  before: AuditValues | null;
  after: AuditValues | null;
}

/**
 * A page of the trail, with everyone who appears in it for the person filter (accounts gone too)
 * and how many years a line is kept.
 */
export type AuditPage = Page<AuditEntry> & {
  people: { id: string; name: string }[];
  retentionYears: number;
};

/** Five years, unless the agency sets another time (AUDIT_RETENTION_YEARS). */
export const DEFAULT_AUDIT_RETENTION_YEARS = 5;

const day = z.iso.date('Scegli una data valida.');

/** "Registro attività"'s filters: person, kind of action, record (its code or id), days. */
export const auditQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    staff: z.uuid('Persona non trovata.').optional(),
    action: z.enum(auditActionNames, 'Tipo di attività non valido.').optional(),
    record: z
      .string()
      .trim()
      .max(100)
      .transform((value) => value.replace(/^#/, '') || undefined)
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ['to'],
    error: 'La data finale deve venire dopo quella iniziale.',
  });
export type AuditQuery = z.input<typeof auditQuery>;
