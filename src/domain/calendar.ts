/**
 * Calendar days as ISO strings ("2027-03-14"). Departures are whole days in Italy, so
 * arithmetic happens on UTC midnights and "today" is the date in Rome, whatever the
 * server's own time zone.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Made when first asked for: the first formatter of a time zone loads its rules, which takes a while. */
let romeDate: Intl.DateTimeFormat | undefined;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function todayInRome(now: Date): IsoDate {
  romeDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return romeDate.format(now);
}

/** The moment a day begins in Rome: 22:00 or 23:00 UTC the day before (summer time or not). */
export function startOfDayInRome(day: IsoDate): Date {
  const twoHoursAhead = new Date(Date.parse(`${day}T00:00:00Z`) - 2 * 3_600_000);
  return todayInRome(twoHoursAhead) === day
    ? twoHoursAhead
    : new Date(twoHoursAhead.getTime() + 3_600_000);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 1-12 */
export function monthOf(date: IsoDate): number {
  return Number(date.slice(5, 7));
}

const ITALIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "14/05/1990" → "1990-05-14"; null unless two-digit day and month, four-digit year, a real day. */
export function parseItalianDate(text: string): IsoDate | null {
  const match = ITALIAN_DATE.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}
