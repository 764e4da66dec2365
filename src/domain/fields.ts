import { z } from './zod.ts';

/**
 * The form fields every schema shares, with the same Italian messages everywhere, and the two
 * rules of text: a line (names, addresses, references) has no control characters at all, so
 * no NUL or line break reaches a stored record, a transfer's causale or an e-mail header; free
 * text (a message) may also go to a new line or hold a tab.
 */

export const textMessages = {
  line: 'Scrivi il testo su una sola riga, senza caratteri speciali invisibili.',
  freeText: 'Il testo contiene caratteri speciali invisibili: riscrivilo senza.',
} as const;

/** Unicode's control characters (C0, DEL, C1) and the line and paragraph separators. */
const LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
/** Anything but a control character, or a new line (\n, \r) or a tab. */
const FREE_TEXT = /^[\P{Cc}\t\n\r]*$/u;

const tooLong = (max: number) => `Al massimo ${max} caratteri.`;

/** No tags in the catalogue's texts: pages, previews and e-mails show them as plain text. */
export const NO_MARKUP = /<\s*[a-z!/?]/i;
export const markupMessage = 'Scrivi solo testo, senza codice HTML (niente < seguito da lettere).';

/** One line of text, checked before trimming: a trailing NUL or line break is refused too. */
export const lineText = (message?: string) =>
  z.string({ error: message }).regex(LINE, textMessages.line);

/** Text a person must type on one line: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  lineText(message).trim().min(1, message).max(max, tooLong(max));

/** Free text a person must type (a message): lines and tabs allowed, trimmed, not empty. */
export const requiredFreeText = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(FREE_TEXT, textMessages.freeText)
    .trim()
    .min(1, message)
    .max(max, tooLong(max));

/** Empty or missing is "not given" (null); otherwise one trimmed line up to `max` characters. */
export const optionalText = (max: number) =>
  lineText()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);

/** The spec's e-mail: text, an at sign, text, a dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[+\d][\d\s./-]{5,}$/;

export const optionalEmail = (message: string) =>
  optionalText(200).pipe(z.string().regex(EMAIL_PATTERN, message).nullable());

export const optionalPhone = (message: string) =>
  optionalText(40).pipe(z.string().regex(PHONE_PATTERN, message).nullable());
