/**
 * The e-mails the site sends (src/server/mail) and the states of each in the outbox, as the back
 * office reads them. The outbox's CHECK derives from these lists.
 */

export const emailKinds = [
  'booking_received',
  'booking_received_staff',
  'transfer_declared_staff',
  'deposit_recorded',
  'booking_cancelled',
  'enquiry_received_staff',
  'enquiry_acknowledged',
  'documents_uploaded_staff',
] as const;
export type EmailKind = (typeof emailKinds)[number];

export const emailKindLabels: Record<EmailKind, string> = {
  booking_received: 'Prenotazione ricevuta',
  booking_received_staff: 'Nuova prenotazione (agenzia)',
  transfer_declared_staff: 'Bonifico dichiarato (agenzia)',
  deposit_recorded: 'Caparra ricevuta',
  booking_cancelled: 'Prenotazione annullata',
  enquiry_received_staff: 'Nuova richiesta (agenzia)',
  enquiry_acknowledged: 'Richiesta ricevuta',
  documents_uploaded_staff: 'Documenti caricati (agenzia)',
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
