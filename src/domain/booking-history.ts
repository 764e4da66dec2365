import type { IsoDate } from './calendar.ts';
import type { StaffTraveller } from './backoffice.ts';
import type { DocumentReview } from './document-review.ts';
import type { DocumentType } from './documents.ts';
import { birthDateStored } from './booking.ts';

/** What staff can change of a traveller: what airlines, hotels and insurers need exact. */
export const correctableFields = {
  firstName: 'Nome',
  lastName: 'Cognome',
  birthDate: 'Data di nascita',
  passportNumber: 'Numero di passaporto',
  passportExpiry: 'Scadenza del passaporto',
} as const;
export type CorrectableField = keyof typeof correctableFields;

/** The fields that hold a day (GG/MM/AAAA in the forms, ISO when stored). */
export const isDayField = (field: CorrectableField) =>
  field === 'birthDate' || field === 'passportExpiry';

/** A traveller's data as corrected: the day fields as ISO days. */
export type TravellerCorrection = Partial<{
  firstName: string;
  lastName: string;
  birthDate: IsoDate;
  passportNumber: string;
  passportExpiry: IsoDate | null;
}>;

/** One change of a field: what it was, what it became (days as ISO, null for none). */
export type FieldChange = { field: CorrectableField; from: string | null; to: string | null };

/** A line of a booking's history, newest first on its page. */
export type BookingHistoryEntry = {
  id: string;
  at: string;
  staffName: string;
} & (
  | {
      action: 'traveller_corrected';
      /** Their place in the booking: 0 is the lead traveller. */
      travellerIndex: number;
      changes: FieldChange[];
    }
  | {
      /** Another person travels in their place ("Sostituisci"); their documents are asked again. */
      action: 'traveller_replaced';
      travellerIndex: number;
      from: string;
      to: string;
    }
  | {
      /** Recorded by staff (a sale at the desk or by phone), at the price agreed. */
      action: 'sold_by_staff';
      pricePerPerson: number;
    }
  | {
      /** What staff want each other to know of the booking (a call, a request, a promise). */
      action: 'note';
      text: string;
    }
  | {
      /** "Invia di nuovo": the link to the booking's page e-mailed again to the lead traveller. */
      action: 'link_sent';
      recipient: string;
    }
  | {
      /** A new link to the booking's page made for staff to copy (to a chat, say). */
      action: 'link_made';
    }
  | {
      /** The airport the group leaves from, changed (agreed with the traveller). */
      action: 'airport_changed';
      from: string;
      to: string;
    }
  | {
      /** A passport photo or selfie looked at: fine, or to send again (the traveller told why). */
      action: 'document_reviewed';
      documentType: DocumentType;
      travellerIndex: number;
      review: DocumentReview;
      reason: string | null;
    }
);

export type BookingHistoryAction = BookingHistoryEntry['action'];

/** The day a stored field holds: birth dates are kept at noon UTC (booking.ts). */
const dayOf = (traveller: StaffTraveller, field: CorrectableField): string | null =>
  field === 'birthDate' ? traveller.birthDate.slice(0, 10) : traveller[field];

/** What a correction changes of a traveller: the fields given whose value differs. */
export function travellerChanges(
  traveller: StaffTraveller,
  correction: TravellerCorrection,
): FieldChange[] {
  return (Object.keys(correctableFields) as CorrectableField[]).flatMap((field) => {
    const to = correction[field];
    if (to === undefined) return [];
    const from = dayOf(traveller, field);
    return to === from ? [] : [{ field, from, to }];
  });
}

/** The traveller as stored once corrected. */
export function correctedTraveller(
  traveller: StaffTraveller,
  changes: readonly FieldChange[],
): StaffTraveller {
  const corrected = { ...traveller };
  for (const { field, to } of changes) {
    if (field === 'birthDate') corrected.birthDate = birthDateStored(to!);
    else if (field === 'passportExpiry') corrected.passportExpiry = to;
    else corrected[field] = to!;
  }
  return corrected;
}
