/**
 * How a seat hold's deadline reads (issue 16). In a file of its own, not in format.ts: the
 * first page carries format.ts, and only the booking's pages and e-mails show a deadline.
 */

/** Made when first asked for: the first formatter of a time zone loads its rules, which takes a while. */
let romeDeadline: Intl.DateTimeFormat | undefined;
const deadlineParts = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Rome',
} as const;

/**
 * "sabato 28 novembre alle 14:05": a deadline on the agency's clock (Rome), whatever the
 * reader's time zone; built from parts, as ICU versions word the joint differently.
 */
export function formatDeadline(isoTimestamp: string): string {
  romeDeadline ??= new Intl.DateTimeFormat('it-IT', deadlineParts);
  const part = Object.fromEntries(
    romeDeadline.formatToParts(new Date(isoTimestamp)).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} alle ${part.hour}:${part.minute}`;
}
