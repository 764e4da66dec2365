/**
 * Staff look at each passport photo and selfie that arrives: "Verificato" when it can be read and
 * matches the traveller, "Da rifare" when it must be sent again (blurred, cut, expired). A
 * document to redo no longer counts as received: the traveller's checklist and the departure's
 * list ask for it again, and the traveller is e-mailed why.
 */

export const documentReviews = ['verified', 'redo'] as const;
export type DocumentReview = (typeof documentReviews)[number];

export const documentReviewLabels: Record<DocumentReview, string> = {
  verified: 'Verificato',
  redo: 'Da rifare',
};

/** A document's review as staff read it: what, who, when, and why it must be sent again. */
export type StaffDocumentReview = {
  state: DocumentReview;
  at: string;
  by: string;
  reason: string | null;
};

export const documentReviewMessages = {
  /** Why a replaced traveller's documents no longer count. */
  replaced: (newcomer: string) =>
    `Il viaggiatore è stato sostituito: servono i documenti di ${newcomer}.`,
  reason: 'Scrivi cosa va rifatto: il viaggiatore lo legge nell’e-mail.',
  noBooking: 'Questo documento non è legato a una prenotazione: non c’è nessuno a cui scrivere.',
  cancelled: 'La prenotazione è annullata: non serve chiedere di rifare il documento.',
} as const;

/** Reasons staff pick most often; they may write their own. */
export const redoReasonSuggestions = [
  'La foto è sfocata: il numero del passaporto non si legge.',
  'La foto è tagliata: deve vedersi tutta la pagina con la fotografia.',
  'Il passaporto è scaduto o scade prima del rientro.',
  'Nel selfie il viso o il passaporto non si vedono bene.',
] as const;
