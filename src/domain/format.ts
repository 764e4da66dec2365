import { format } from 'date-fns';
import { it } from 'date-fns/locale';

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

/** "16/03/2027": calendar days as the agency writes them. */
export function formatDate(isoDate: string): string {
  return italianDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "martedì 16 marzo 2027": a calendar day written out, as a letter names it. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // A local midnight of that day: date-fns writes in the process's own time zone.
  return format(new Date(year, month - 1, day), 'EEEE d MMMM yyyy', { locale: it });
}
