const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** "1.900 €", as Italians write prices. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}
