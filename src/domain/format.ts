import { format } from 'date-fns';
import { it } from 'date-fns/locale';
import { isIsoDate } from './calendar.ts';

/** it-IT formatting, shared by the pages and the e-mails. */

// it-IT leaves four-digit numbers ungrouped ("1900 €"); prices always get the dot.
const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** "1.900 €", as the agency writes prices. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

const italianDay = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What stands where a date cannot be shown (missing or malformed): the spec's words. */
export const DATE_UNAVAILABLE = 'Data non disponibile';

let reportBadDate = (value: unknown) => console.warn(`${DATE_UNAVAILABLE}:`, value);

/**
 * Where a date that cannot be shown is reported: the browser's console, or the server's log.
 * Answers the reporter it replaces.
 */
export function reportBadDatesTo(report: (value: unknown) => void): (value: unknown) => void {
  const replaced = reportBadDate;
  reportBadDate = report;
  return replaced;
}

/** A calendar day "AAAA-MM-GG" that exists, or null once the bad value has been reported. */
function shownDay(value: string | null | undefined): string | null {
  if (typeof value === 'string' && isIsoDate(value)) return value;
  reportBadDate(value);
  return null;
}

const ITALIAN_DAY = /^\d{2}\/\d{2}\/\d{4}$/;

/** "16/03/2027": calendar days as the agency writes them; one already so is kept. */
export function formatDate(isoDate: string | null | undefined): string {
  if (typeof isoDate === 'string' && ITALIAN_DAY.test(isoDate)) return isoDate;
  const day = shownDay(isoDate);
  return day ? italianDay.format(new Date(`${day}T00:00:00Z`)) : DATE_UNAVAILABLE;
}

/** "martedì 16 marzo 2027": a calendar day written out, as a letter names it. */
export function formatLongDate(isoDate: string | null | undefined): string {
  const shown = shownDay(isoDate);
  if (!shown) return DATE_UNAVAILABLE;
  const [year, month, day] = shown.split('-').map(Number) as [number, number, number];
  // A local midnight of that day: date-fns writes in the process's own time zone.
  return format(new Date(year, month - 1, day), 'EEEE d MMMM yyyy', { locale: it });
}
