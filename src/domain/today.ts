/**
 * "Oggi", the back office's first page (issue 31, item 4): what needs doing today, each a count
 * with the list it opens. Declared transfers, holds ending and balances due are the bookings
 * list's own filters (backoffice-input.ts), so a count and its list never disagree.
 */

/** Departures this close with a traveller whose passport photo or selfie is missing. */
export const DOCUMENTS_DUE_DAYS = 30;

export type TodayCounts = {
  transfersToCheck: number;
  holdsEnding: number;
  balancesDue: number;
  departuresMissingDocuments: number;
  /** People told a seat was free for them who have not booked it since. */
  waitlistOffersOpen: number;
  /** Enquiries "Nuova" or "In corso": no answer sent yet. */
  enquiriesToAnswer: number;
};
