import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
// zod's own messages in Italian (a side effect), whichever schema a route validates with.
import '#domain/zod.ts';
import { HttpError } from './http-error.ts';

/** `application/json`, or a JSON type such as `application/merge-patch+json`, with any charset. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Parses a part of the request with a domain zod schema: the handler gets typed data, the
 * caller a 400 naming each bad field. The same schemas validate the browser's forms.
 * A JSON body must say it is JSON: a form or plain text (which Hono would read as an empty
 * object, valid for schemas whose fields are all optional) is refused unread.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, async (value, c) => {
    if (target === 'json') {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
      if (!JSON_MEDIA_TYPE.test(mediaType)) {
        throw new HttpError(
          400,
          'bad_request',
          'Richiesta non valida: i dati vanno inviati in formato JSON.',
        );
      }
    }
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
