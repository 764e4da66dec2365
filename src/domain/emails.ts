/**
 * The e-mails the site sends (src/server/mail) and the states of each in the outbox, as the back
 * office reads them. The outbox's CHECK derives from these lists.
 */

export const emailKinds = [
  'booking_received',
  'booking_received_staff',
  'transfer_declared',
  'transfer_declared_staff',
  'deposit_recorded',
  'booking_cancelled',
  'enquiry_received_staff',
  'enquiry_acknowledged',
  'enquiry_answer',
  'documents_received',
  'documents_uploaded_staff',
  'hold_reminder',
  'hold_expired',
  'transfer_overdue_staff',
  'balance_reminder',
  'balance_recorded',
  'waitlist_joined',
  'waitlist_seats_free',
  'waitlist_change',
  'departure_confirmed',
  'departure_cancelled',
  'waitlist_departure_cancelled',
  'departure_message',
  'booking_link',
  'document_redo',
  'instalment_recorded',
  'staff_invitation',
  'password_reset',
] as const;
export type EmailKind = (typeof emailKinds)[number];

export const emailKindLabels: Record<EmailKind, string> = {
  booking_received: 'Prenotazione ricevuta',
  booking_received_staff: 'Nuova prenotazione (agenzia)',
  transfer_declared: 'Bonifico segnalato',
  transfer_declared_staff: 'Bonifico dichiarato (agenzia)',
  deposit_recorded: 'Prenotazione confermata',
  booking_cancelled: 'Prenotazione annullata',
  enquiry_received_staff: 'Nuova richiesta (agenzia)',
  enquiry_acknowledged: 'Richiesta ricevuta',
  enquiry_answer: 'Risposta a una richiesta',
  documents_received: 'Documenti ricevuti',
  documents_uploaded_staff: 'Documenti caricati (agenzia)',
  hold_reminder: 'Posti in scadenza',
  hold_expired: 'Posti non più riservati',
  transfer_overdue_staff: 'Bonifico da verificare (agenzia)',
  balance_reminder: 'Promemoria saldo',
  balance_recorded: 'Saldo ricevuto',
  waitlist_joined: 'Iscrizione alla lista d’attesa',
  waitlist_seats_free: 'Posti liberi (lista d’attesa)',
  waitlist_change: 'Conferma modifica (lista d’attesa)',
  departure_confirmed: 'Partenza confermata',
  departure_cancelled: 'Partenza annullata',
  waitlist_departure_cancelled: 'Partenza annullata (lista d’attesa)',
  departure_message: 'Messaggio ai viaggiatori di una partenza',
  booking_link: 'Link alla prenotazione',
  document_redo: 'Documento da rifare',
  instalment_recorded: 'Acconto ricevuto',
  staff_invitation: 'Invito al team',
  password_reset: 'Nuova password (staff)',
};

/** Pending until delivered (retried with a pause that grows), sent, or failed for good. */
export const emailStates = ['pending', 'sent', 'failed'] as const;
export type EmailState = (typeof emailStates)[number];

export const emailStateLabels: Record<EmailState, string> = {
  pending: 'Da inviare',
  sent: 'Inviata',
  failed: 'Non inviata',
};

/** How a state reads at a glance in the back office: still to go, gone, or needing a hand. */
export const emailStateTone: Record<EmailState, 'waiting' | 'good' | 'bad'> = {
  pending: 'waiting',
  sent: 'good',
  failed: 'bad',
};

/**
 * The private links an e-mail can carry (docs/decisions/033): the outbox keeps which one, and the
 * sender makes it at delivery, so no stored message holds a link that opens anything.
 */
export const privateLinkKinds = [
  'booking_page',
  'waitlist_change',
  'staff_invitation',
  'password_reset',
] as const;
export type PrivateLinkKind = (typeof privateLinkKinds)[number];

/** What the back office shows of a stored message where its private link goes. */
export const privateLinkLabels: Record<PrivateLinkKind, string> = {
  booking_page: '[link privato alla prenotazione]',
  waitlist_change: '[link di conferma della lista d’attesa]',
  staff_invitation: '[link di invito al team]',
  password_reset: '[link per la nuova password]',
};

/**
 * Sent messages are deleted after this many days: they hold travellers' names and amounts, and
 * the back office's history of a booking needs no more than its season.
 */
export const SENT_EMAILS_KEPT_DAYS = 30;
