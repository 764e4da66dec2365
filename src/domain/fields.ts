import { z } from 'zod';

/** The form fields every schema shares, with the same Italian messages everywhere. */

const tooLong = (max: number) => `Al massimo ${max} caratteri.`;

/** Text a person must type: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** Empty or missing is "not given" (null); otherwise trimmed text up to `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
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
