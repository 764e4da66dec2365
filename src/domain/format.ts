import { format } from 'date-fns';
import { it } from 'date-fns/locale';
import { isIsoDate } from './calendar.ts';

/** it-IT formatting, shared by the pages and the e-mails. */

/**
 * Written by hand rather than with Intl: a page's first Intl.NumberFormat loads the locale's
 * and the currency's data (20-60 ms of the main thread on the benchmark host) as the
 * application starts, and these two rules are all the site needs of it (checked against Intl
 * in format.test.ts).
 */

/** "1.900", "12.500": a whole number with the Italian thousands dot, four digits included. */
export function formatWhole(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 && whole > 0 ? `-${digits}` : digits;
}

/** "1.900 €", as the agency writes prices: whole euros, a no-break space before the sign. */
export function formatEuro(amount: number): string {
  return `${formatWhole(amount)}\u00a0€`;
}

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
  if (!day) return DATE_UNAVAILABLE;
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** "martedì 16 marzo 2027": a calendar day written out, as a letter names it. */
export function formatLongDate(isoDate: string | null | undefined): string {
  const shown = shownDay(isoDate);
  if (!shown) return DATE_UNAVAILABLE;
  const [year, month, day] = shown.split('-').map(Number) as [number, number, number];
  // A local midnight of that day: date-fns writes in the process's own time zone.
  return format(new Date(year, month - 1, day), 'EEEE d MMMM yyyy', { locale: it });
}
