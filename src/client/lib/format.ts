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
