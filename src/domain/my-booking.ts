import type { BookingTrip } from './booking.ts';
import type { DocumentType } from './documents.ts';
import { z } from './zod.ts';

/**
 * The traveller's own booking page, opened by the private link of the booking's e-mails and
 * success page: `GET /api/my-booking/:token` reads it, `POST /api/my-booking/:token/documents`
 * sends a traveller's photos (the fields `passport`, `selfie` and `traveller`, the traveller's
 * `index`). The link is the key: whoever holds it sees the booking, so the page shows names,
 * never passport numbers, birth dates, addresses or the contacts.
 */

/** 32 random bytes in base64url: 43 letters, digits, "-" and "_". */
export const PRIVATE_LINK_BYTES = 32;
export const privateLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const myBookingMessages = {
  /** One answer for a wrong, unknown or malformed link: it tells nothing. */
  notFound:
    'Questo link non apre nessuna prenotazione. Controlla di averlo copiato per intero dall’email, o scrivici.',
  /** Documents for a booking that has been cancelled. */
  cancelled: 'Questa prenotazione è annullata: non servono più documenti.',
} as const;

/** A traveller of the booking, by name, with the documents already received for them. */
export type MyBookingTraveller = {
  /** Their place in the booking (0: the primary traveller), the upload's `traveller` field. */
  index: number;
  firstName: string;
  lastName: string;
  documents: Record<DocumentType, boolean>;
};

/** `GET /api/my-booking/:token`: what the private link shows. */
export type MyBooking = BookingTrip & {
  /** "#3f2a9c1e", as the success page and the e-mails show it. */
  code: string;
  /** The status in Italian, as staff read it too ("In attesa di bonifico"). */
  statusLabel: string;
  travellers: MyBookingTraveller[];
  /**
   * Whole euro. `balance` is total − deposit, due on `balanceDueDate`; `paid` is what has been
   * received (the deposit, then the balance); `due` is what is left ("da saldare").
   */
  amounts: {
    pricePerPerson: number;
    total: number;
    deposit: number;
    depositPaid: boolean;
    balance: number;
    balancePaid: boolean;
    paid: number;
    due: number;
  };
  /** Where the transfer goes, and its causale. */
  bankTransfer: { accountHolder: string; iban: string; paymentReference: string };
  /** Documents can be sent while the booking is open (not cancelled). */
  documentsOpen: boolean;
  createdAt: string;
};

/** The 201 of `POST /api/my-booking/:token/documents`: the booking as it now reads. */
export type MyBookingDocumentsResult = {
  documents: { id: string; documentType: DocumentType }[];
  booking: MyBooking;
};
