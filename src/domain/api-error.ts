/** The one error shape every API response uses (ARCHITECTURE.md). */
export type ApiErrorBody = {
  error: {
    code: ApiErrorCode;
    message: string;
    /** Field path -> message, for forms that show the error beside the field. */
    fields?: Record<string, string>;
  };
};

export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'internal_error'
  | 'unavailable';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
