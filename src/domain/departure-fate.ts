import { explainSeats, type ManifestTraveller, type StaffDeparture } from './backoffice.ts';
import type { PaymentState } from './booking-status.ts';
import { messageRecipients, missingDocuments } from './departure-messages.ts';

/**
 * Where a departure stands: cancelled; confirmed to its travellers ("Conferma partenza");
 * `reached`, its minimum group sold (deposits received) and so going ahead, not yet announced;
 * `below` its minimum.
 */
export type DepartureFate = 'cancelled' | 'confirmed' | 'reached' | 'below';

export function departureFate(departure: {
  cancelledAt: string | null;
  confirmedAt: string | null;
  sold: number;
  minGroup: number;
}): DepartureFate {
  if (departure.cancelledAt) return 'cancelled';
  if (departure.confirmedAt) return 'confirmed';
  return departure.sold >= departure.minGroup ? 'reached' : 'below';
}

export const departureFateLabels: Record<DepartureFate, string> = {
  cancelled: 'Annullata',
  confirmed: 'Confermata e comunicata',
  reached: 'Confermata',
  below: 'Sotto il minimo',
};

/**
 * What a booking of a cancelled departure gets back: all it paid (the agency cancels, so nothing
 * is kept). A declared transfer staff have not yet seen arrive is owed once it has: `toCheck`.
 */
export function refundOwed(booking: {
  paymentStatus: PaymentState;
  depositAmount: number;
  instalmentsPaid: number;
  totalPrice: number;
}): { amount: number; toCheck: boolean } {
  switch (booking.paymentStatus) {
    case 'paid_in_full':
      return { amount: booking.totalPrice, toCheck: false };
    case 'received':
      return { amount: booking.depositAmount + booking.instalmentsPaid, toCheck: false };
    case 'pending_confirmation':
      return { amount: booking.depositAmount, toCheck: true };
    case 'pending':
      return { amount: 0, toCheck: false };
  }
}

export const departureFateMessages = {
  reason: 'Scrivi il motivo dell’annullamento: i viaggiatori lo leggono nell’e-mail.',
  alreadyCancelled: 'La partenza è già annullata.',
  alreadyConfirmed: 'La partenza è già stata confermata ai viaggiatori.',
  confirmCancelled: 'Una partenza annullata non si può confermare.',
  iban: 'IBAN non valido: controlla paese, cifre di controllo e lunghezza.',
  nothingToRefund: 'Questa prenotazione non ha pagamenti da rimborsare.',
  notCancelled: 'Si rimborsa solo una prenotazione di una partenza annullata.',
  alreadyRefunded: 'Il rimborso di questa prenotazione è già registrato.',
} as const;

/** The back office's list looks this far ahead for the work each departure still needs. */
export const OUTLOOK_DAYS = 60;

/** A departure's work at a glance: its fate, travellers missing documents, balances to receive. */
export type DepartureOutlook = {
  fate: DepartureFate;
  documentsMissing: number;
  balancesOpen: number;
};

export function departureOutlook(
  departure: StaffDeparture,
  travellers: readonly ManifestTraveller[],
): DepartureOutlook {
  return {
    fate: departureFate({
      cancelledAt: departure.cancelled?.at ?? null,
      confirmedAt: departure.confirmed?.at ?? null,
      sold: explainSeats(departure, travellers).sold,
      minGroup: departure.minGroup,
    }),
    documentsMissing: travellers.filter(missingDocuments).length,
    balancesOpen: messageRecipients(travellers, 'balance').length,
  };
}
