import { daysAndNights } from './departures.ts';

/**
 * The chat number after `last` in the configured list, going round; the first one when
 * nothing was used yet or `last` is no longer configured. The server answers it from the
 * clicks it logged; the browser uses the same rule on its own record when the server cannot.
 */
export function nextChatNumber(numbers: readonly string[], last: string | null): string {
  if (numbers.length === 0) throw new Error('No chat number is configured.');
  const at = last === null ? -1 : numbers.indexOf(last);
  return numbers[(at + 1) % numbers.length]!;
}

/** The wa.me link that opens the chat with the message already written. */
export function chatLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * The spec's pauses in booking by chat: the airport dialog follows the chosen date after 100 ms,
 * the chat the chosen airport after about 300.
 */
export const AIRPORT_AFTER_MS = 100;
export const CHAT_AFTER_MS = 300;

export const DEFAULT_CHAT_MESSAGE =
  'Ciao! Sono interessato ai pacchetti viaggio in offerta, potete darmi più informazioni?';

/**
 * The ads booking page's chat: "Ciao! Vorrei prenotare il viaggio a … dal … al … (8 giorni /
 * 7 notti) con partenza da …. Potete aiutarmi a completare la prenotazione?"
 */
export function composeBookingChatMessage({
  destination,
  start,
  end,
  days,
  airport,
}: {
  destination: string;
  start: string;
  end: string;
  days: number;
  airport: string;
}): string {
  return `Ciao! Vorrei prenotare il viaggio a ${destination} dal ${start} al ${end} (${daysAndNights(days)}) con partenza da ${airport}. Potete aiutarmi a completare la prenotazione?`;
}

/**
 * The chat's opening message: the trip, its dates and the airport when chosen ("Ciao! Mi
 * interessa il viaggio a … per queste date: … al … con partenza da …. Posso ricevere maggiori
 * informazioni?"); without a trip, the general question.
 */
export function composeChatMessage({
  destination,
  start,
  end,
  airport,
}: {
  destination?: string | null;
  start?: string | null;
  end?: string | null;
  airport?: string | null;
}): string {
  if (!destination) return DEFAULT_CHAT_MESSAGE;
  const dates = start && end ? ` per queste date: ${start} al ${end}` : '';
  const from = airport ? ` con partenza da ${airport}` : '';
  return `Ciao! Mi interessa il viaggio a ${destination}${dates}${from}. Posso ricevere maggiori informazioni?`;
}
