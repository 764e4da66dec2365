import type { hc } from 'hono/client';
import { isApiErrorBody, type ApiErrorBody } from '#domain/api-error.ts';
import type { ApiRoutes } from '#server/app.ts';

/** What a call gives: the address's parameters, its query, a JSON body, extra headers. */
interface CallParts {
  param?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  json?: unknown;
  header?: Record<string, string>;
}

/**
 * Hono's client as its types describe it (`api.trips[':id'].$get({ param })`), in the few lines
 * the site uses: its own ran to 2 KB of every page's code, for forms, cookies and sockets the
 * site never sends this way. A request's `init` (a FormData body) goes to fetch as given.
 */
function client(path: string[]): unknown {
  return new Proxy(() => {}, {
    get: (_, key) =>
      typeof key === 'string' && key !== 'then' ? client([...path, key]) : undefined,
    apply(_, __, [parts = {}, options = {}]: [CallParts?, { init?: RequestInit }?]) {
      const method = path.at(-1)!.slice(1).toUpperCase();
      const address = path
        .slice(0, -1)
        .map((part) =>
          part.startsWith(':') ? encodeURIComponent(parts.param?.[part.slice(1)] ?? '') : part,
        )
        .join('/');
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(parts.query ?? {}))
        for (const one of [value ?? []].flat()) query.append(name, one);
      const headers = new Headers(parts.header);
      if (parts.json !== undefined) headers.set('Content-Type', 'application/json');
      const search = query.toString();
      return fetch(search ? `${address}?${search}` : address, {
        method,
        headers,
        body: parts.json === undefined ? undefined : JSON.stringify(parts.json),
        ...options.init,
      });
    },
  });
}

/** Typed calls to the server's API, checked against the server's own route types. */
export const api = client(['/api']) as ReturnType<typeof hc<ApiRoutes>>;

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
