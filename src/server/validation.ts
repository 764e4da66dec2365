import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * Parses a part of the request with a domain zod schema: the handler gets typed data, the
 * caller a 400 naming each bad field. The same schemas validate the browser's forms.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, async (value) => {
    const result = await schema.safeParseAsync(value);
    if (result.success) return result.data as z.output<Schema>;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || target;
      fields[key] ??= issue.message;
    }
    throw invalidFields(fields);
  });
}

/** The 400 of a form: one message per bad field, for checks a schema alone cannot make. */
export function invalidFields(fields: Record<string, string>): HttpError {
  return new HttpError(
    400,
    'validation_failed',
    'Alcuni dati non sono validi: controlla i campi evidenziati.',
    fields,
  );
}
