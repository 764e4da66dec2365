const romeMoment = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** "16/03/2027, 14:05": when something happened, on the agency's clock (Rome). */
export function formatMoment(isoTimestamp: string): string {
  return romeMoment.format(new Date(isoTimestamp));
}

const megabytes = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** "1,25 MB", as the upload form shows file sizes. */
export function formatMegabytes(bytes: number): string {
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}
