import type { StaffDepartureManifest } from './backoffice.ts';
import { bookingStatusLabels, paymentStatusLabels } from './booking-status.ts';
import { bookingCode } from './booking.ts';
import { formatDate } from './format.ts';
import { passportStateLabels } from './passport.ts';

/**
 * The passenger list of a departure as the agency sends it to airlines, hotels and the insurer:
 * one line per traveller, surname first, in the order of the surnames.
 */
const columns: [string, (row: StaffDepartureManifest['travellers'][number]) => string][] = [
  ['Cognome', (row) => row.lastName],
  ['Nome', (row) => row.firstName],
  ['Data di nascita', (row) => formatDate(row.birthDate.slice(0, 10))],
  ['Passaporto', (row) => row.passportNumber],
  ['Scadenza passaporto', (row) => (row.passportExpiry ? formatDate(row.passportExpiry) : '')],
  ['Validità passaporto', (row) => passportStateLabels[row.passport]],
  ['Prenotazione', (row) => bookingCode(row.bookingId)],
  ['Stato', (row) => bookingStatusLabels[row.status]],
  ['Pagamento', (row) => paymentStatusLabels[row.paymentStatus]],
  ['Passaporto ricevuto', (row) => (row.documents.passport ? 'sì' : 'no')],
  ['Selfie ricevuto', (row) => (row.documents.selfie ? 'sì' : 'no')],
  ['Referente', (row) => row.lead.name],
  ['Email referente', (row) => row.lead.email],
  ['Telefono referente', (row) => row.lead.phone],
];

/** A field as Excel reads it: quoted when it holds the separator, a quote or a line break. */
const field = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** Travellers as a passenger list orders them: surname, then name, as Italian sorts them. */
export const bySurname = (
  a: { lastName: string; firstName: string },
  b: { lastName: string; firstName: string },
) => a.lastName.localeCompare(b.lastName, 'it') || a.firstName.localeCompare(b.firstName, 'it');

/** The list's heading and its lines, one per traveller in the order of the surnames. */
export function manifestTable(manifest: StaffDepartureManifest): string[][] {
  const travellers = [...manifest.travellers].sort(bySurname);
  return [
    columns.map(([title]) => title),
    ...travellers.map((row) => columns.map(([, value]) => value(row))),
  ];
}

/**
 * The manifest as CSV for Italian Excel: UTF-8 with a byte order mark (or it reads the accents
 * as Latin-1), `;` between fields (Italian Excel's list separator), CRLF between lines.
 */
export function manifestCsv(manifest: StaffDepartureManifest): string {
  const lines = manifestTable(manifest).map((line) => line.map(field).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** "passeggeri-hawaii-2027-01-08.csv": the trip and the day, so the files sort and say what they are. */
export function manifestFileName(manifest: StaffDepartureManifest, extension: string): string {
  const { destinationId, startDate } = manifest.departure;
  return `passeggeri-${destinationId}-${startDate}.${extension}`;
}
