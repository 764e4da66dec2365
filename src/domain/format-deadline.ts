/**
 * How a seat hold's deadline reads (issue 16). In a file of its own, not in format.ts: the
 * first page carries format.ts, and only the booking's pages and e-mails show a deadline.
 */

const romeDeadline = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Rome',
});

/**
 * "sabato 28 novembre alle 14:05": a deadline on the agency's clock (Rome), whatever the
 * reader's time zone; built from parts, as ICU versions word the joint differently.
 */
export function formatDeadline(isoTimestamp: string): string {
  const part = Object.fromEntries(
    romeDeadline.formatToParts(new Date(isoTimestamp)).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} alle ${part.hour}:${part.minute}`;
}
