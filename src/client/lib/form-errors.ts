import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * A 400 names the fields it refused (`coordinators.1`): their messages go beside those fields.
 * Returns false when nothing could be placed, so the caller shows the error another way.
 */
export function placeFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fields.includes(name.split('.')[0] ?? '')) continue;
    setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
