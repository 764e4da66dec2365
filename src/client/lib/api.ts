import { hc } from 'hono/client';
import { isApiErrorBody, type ApiErrorBody } from '#domain/api-error.ts';
import type { ApiRoutes } from '#server/app.ts';

/** Typed calls to the server's API, checked against the server's own route types. */
export const api = hc<ApiRoutes>('/api');

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorBody['error']['code'],
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'Connessione non riuscita. Controlla la rete e riprova.';

/** The one place where a response becomes data or an ApiError with an Italian message. */
export async function unwrap<T>(
  request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  let response;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, 'unavailable', NETWORK_MESSAGE);
  }
  if (response.ok) return response.json();
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) {
    throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  }
  throw new ApiError(
    response.status,
    'internal_error',
    'Si è verificato un errore imprevisto. Riprova più tardi.',
  );
}

/** An answer without a body (204): read only when it refuses, for the message `unwrap` gives. */
export async function unwrapEmpty(
  request: Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>,
): Promise<void> {
  await unwrap(
    request.then((response) =>
      response.ok ? { ok: true, status: response.status, json: async () => undefined } : response,
    ),
  );
}
