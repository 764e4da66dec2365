import { formatDate } from './format.ts';
import type { IsoDate } from './calendar.ts';

/**
 * Most countries outside the Schengen area want a passport valid for six months after the
 * traveller leaves them: the agency asks that much beyond the return.
 */
export const PASSPORT_MONTHS_AFTER_RETURN = 6;

/** The last day a passport may expire on and still be refused: the return plus six months. */
export function passportNeededUntil(returnDay: IsoDate): IsoDate {
  const day = new Date(`${returnDay}T00:00:00Z`);
  const month = day.getUTCMonth() + PASSPORT_MONTHS_AFTER_RETURN;
  // 31 August + 6 months is 28 (or 29) February, not 3 March.
  const lastOfMonth = new Date(Date.UTC(day.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const needed = new Date(
    Date.UTC(day.getUTCFullYear(), month, Math.min(day.getUTCDate(), lastOfMonth)),
  );
  return needed.toISOString().slice(0, 10);
}

/**
 * Where a traveller's passport stands for a trip: `missing` until its expiry is known, `short`
 * when it expires before six months after the return (a warning: the agency still books, the
 * traveller renews), else `ok`.
 */
export type PassportState = 'ok' | 'short' | 'missing';

export function passportState(expiry: IsoDate | null, returnDay: IsoDate): PassportState {
  if (!expiry) return 'missing';
  return expiry < passportNeededUntil(returnDay) ? 'short' : 'ok';
}

export const passportMessages = {
  expiry: 'Data di scadenza del passaporto non valida: scrivila come GG/MM/AAAA.',
  expired: 'Il passaporto è già scaduto: serve un passaporto valido per viaggiare.',
} as const;

/** The traveller's warning, under the field and on the traveller's page. */
export function passportWarning(returnDay: IsoDate): string {
  return `Il passaporto scade meno di ${PASSPORT_MONTHS_AFTER_RETURN} mesi dopo il rientro: molti paesi chiedono che sia valido almeno fino al ${formatDate(passportNeededUntil(returnDay))}. Puoi prenotare lo stesso, ma rinnovalo prima di partire.`;
}

/** The departure's page: how staff read each state. */
export const passportStateLabels: Record<PassportState, string> = {
  ok: 'Valido',
  short: `Scade entro ${PASSPORT_MONTHS_AFTER_RETURN} mesi dal rientro`,
  missing: 'Scadenza non indicata',
};
