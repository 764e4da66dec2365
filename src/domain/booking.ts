import type { IsoDate } from './calendar.ts';
import type { CancellationReason, PaymentPlan } from './booking-lifecycle.ts';
import type { BookingStatus, PaymentState } from './booking-status.ts';
import { GROUP_SIZE } from './departures.ts';
import { DEPOSIT_PERCENTAGE, depositAmount, totalPrice } from './pricing.ts';

/** No traveller is this many years old or more: an earlier birth date is a typing slip. */
export const OLDEST_AGE = 120;

/** The spec's messages for the booking form, shown in the browser and sent by the API. */
export const bookingMessages = {
  required: 'Completa tutti i campi obbligatori per tutti i viaggiatori',
  birthDate: 'Data di nascita non valida: scrivila come GG/MM/AAAA.',
  birthDateFuture: 'La data di nascita deve essere nel passato.',
  birthDateTooOld: `La data di nascita deve essere di meno di ${OLDEST_AGE} anni fa.`,
  email: 'Inserisci un indirizzo email valido.',
  phone: 'Inserisci un numero di telefono valido.',
  passport: 'Numero di passaporto non valido: solo lettere e cifre, da 6 a 12.',
  tooMany: `Al massimo ${GROUP_SIZE} viaggiatori per prenotazione.`,
} as const;

/** A booking's airport when none was chosen (the spec's default): agreed with the agency later. */
export const UNSPECIFIED_AIRPORT = 'Non specificato';

/** Where a booking stands and the trip it is for: what every view of a booking shows. */
export type BookingTrip = {
  status: BookingStatus;
  paymentStatus: PaymentState;
  /** Until when the seats are held ("Posti riservati fino a …"): only while it waits for the transfer. */
  holdUntil: string | null;
  /** Why it was cancelled; null unless it was. */
  cancellationReason: CancellationReason | null;
  /** A deposit then the balance, or the whole trip in one transfer (a late booking). */
  paymentPlan: PaymentPlan;
  /** The day the balance (total − deposit) is due; null for an inquiry or a booking paid in full. */
  balanceDueDate: IsoDate | null;
  /** The day staff recorded the balance received; null until then. */
  balancePaidOn: IsoDate | null;
  destinationId: string | null;
  destinationTitle: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  tripDays: number | null;
  nights: number | null;
  airport: string;
};

/** What the visitor's pages read of a booking: no passport numbers, birth dates or addresses. */
export type BookingView = BookingTrip & {
  id: string;
  travellersCount: number;
  primary: { firstName: string; lastName: string; email: string; phone: string };
  pricePerPerson: number;
  totalPrice: number;
  /** The first transfer: 40% of the total, or the total for a booking paid in full. */
  depositAmount: number;
  /** Received towards the balance before it was paid off (domain/payments.ts). */
  instalmentsPaid: number;
  paymentReference: string;
  createdAt: string;
};

/**
 * `GET /api/bookings/:id` and the transfer's declaration: whoever holds a booking's code may ask,
 * so the lead traveller's contacts come as hints the visitor recognises, never whole.
 */
export type BookingSummary = Omit<BookingView, 'primary'> & {
  primary: { firstName: string; lastName: string; emailHint: string; phoneHint: string };
};

/** "ch•••@example.it": enough for its owner to recognise the address, little for anyone else. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, Math.max(at, 0)))}•••${email.slice(at)}`;
}

/** "••• 567": the last three digits of a phone number. */
export function phoneHint(phone: string): string {
  return `••• ${phone.replace(/\D/g, '').slice(-3)}`;
}

/**
 * `POST /api/bookings`: the booking, and once only the token of its private page
 * (`travellerPaths.booking(token)`); the server keeps only its hash.
 */
export type CreatedBooking = BookingView & { bookingPageToken: string };

/** "#3f2a9c1e": the first 8 characters of the code, as the success page and the e-mails show it. */
export function bookingCode(id: string): string {
  return `#${id.slice(0, 8)}`;
}

/** "il tuo posto è riservato", or for a group "i vostri posti sono riservati". */
export function seatsReserved(travellers: number, { capital = false } = {}): string {
  const text = travellers > 1 ? 'i vostri posti sono riservati' : 'il tuo posto è riservato';
  return capital ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * The first transfer's causale: "Chiara Loiacono Caparra Viaggio Maldive & Dubai", or for a
 * booking paid in full "Chiara Loiacono Pagamento completo Viaggio Maldive & Dubai".
 */
export function paymentReference(
  primary: { firstName: string; lastName: string },
  destinationTitle: string,
  plan: PaymentPlan = 'deposit',
): string {
  const what = plan === 'in_full' ? 'Pagamento completo' : 'Caparra';
  return `${primary.firstName} ${primary.lastName} ${what} Viaggio ${destinationTitle}`;
}

/** "Chiara Loiacono Saldo Viaggio Maldive & Dubai": the causale of the balance's transfer. */
export function balanceReference(
  primary: { firstName: string; lastName: string },
  destinationTitle: string,
): string {
  return `${primary.firstName} ${primary.lastName} Saldo Viaggio ${destinationTitle}`;
}

/**
 * The money of a booking, whole euro: per person, total and the first transfer (the 40%
 * deposit, or the whole trip for a booking paid in full).
 */
export function bookingAmounts(
  pricePerPerson: number,
  travellers: number,
  plan: PaymentPlan = 'deposit',
) {
  const total = totalPrice(pricePerPerson, travellers);
  return {
    pricePerPerson,
    totalPrice: total,
    depositAmount: plan === 'in_full' ? total : depositAmount(total),
  };
}

/**
 * What the first transfer is called wherever a traveller reads it: the deposit, or the whole
 * trip's payment for a booking paid in full (one transfer, no balance).
 */
export const firstPaymentWords = {
  deposit: {
    transfer: 'il bonifico della caparra',
    transferTitle: 'Bonifico per la caparra',
    label: `Caparra (${DEPOSIT_PERCENTAGE}%)`,
    pageTitle: 'Pagamento della caparra',
    explained: `La caparra è il ${DEPOSIT_PERCENTAGE}% del totale; il saldo si versa prima della partenza.`,
    question: 'Hai già effettuato il bonifico per il pagamento della caparra?',
  },
  in_full: {
    transfer: "il bonifico dell'intero viaggio",
    transferTitle: "Bonifico per l'intero viaggio",
    label: 'Da versare ora (intero importo)',
    pageTitle: 'Pagamento del viaggio',
    explained:
      'La partenza è vicina: si paga tutto il viaggio con un solo bonifico, senza caparra né saldo.',
    question: 'Hai già effettuato il bonifico per il pagamento del viaggio?',
  },
} as const satisfies Record<PaymentPlan, Record<string, string>>;

/** A birth day is kept at noon UTC, so no time zone moves it to the day before. */
export function birthDateStored(day: IsoDate): string {
  return `${day}T12:00:00.000Z`;
}

/** Why a departure refused a booking, in the visitor's words. */
export function seatsShortMessage(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Questa partenza è al completo: scegli un'altra data.";
  const left = seatsLeft === 1 ? 'resta solo 1 posto' : `restano solo ${seatsLeft} posti`;
  return `Per questa partenza ${left}: riduci i viaggiatori o scegli un'altra data.`;
}

/** A contact e-mail as the unpaid-seat caps compare it: trimmed, whatever the case. */
export const contactEmailKey = (email: string) => email.trim().toLowerCase();

/** Which cap on unpaid seats refused a booking (see docs/decisions/019). */
export type UnpaidCapRefusal = 'sameDeparture' | 'contactSeats' | 'addressSeats';

/** Why the caps on unpaid seats refused a booking, and how the visitor goes on from there. */
export function unpaidCapMessage(
  refusal: UnpaidCapRefusal,
  agency: { contactEmail: string; contactPhone: string },
): string {
  const writeUs = `scrivi a ${agency.contactEmail} o chiama il ${agency.contactPhone}`;
  switch (refusal) {
    case 'sameDeparture':
      return `Hai già una prenotazione per questa partenza in attesa della caparra: completa il bonifico di quella prenotazione. Per modificarla ${writeUs}.`;
    case 'contactSeats':
      return `Con questa e-mail hai già altre prenotazioni in attesa della caparra: completa prima quei bonifici, oppure ${writeUs} e prenotiamo insieme gli altri posti.`;
    case 'addressSeats':
      return `Da questa connessione sono già stati prenotati molti posti in attesa della caparra: per prenotarne altri ${writeUs}.`;
  }
}
