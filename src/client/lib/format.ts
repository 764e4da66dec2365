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
