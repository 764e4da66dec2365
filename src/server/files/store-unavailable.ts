/**
 * The file store cannot take or give a file now: the bucket does not answer within its deadline,
 * refuses with a server error, or the disk is full. An outage the visitor can wait out, not a
 * bug: answered 503 with Retry-After (app.ts) and logged once as a warning.
 */
export class StoreUnavailableError extends Error {
  readonly code = 'ESTOREUNAVAILABLE';
  constructor(cause: unknown) {
    super(`File store unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** What the visitor reads while the store is out. */
export const storeUnavailableMessage =
  'Il servizio documenti non risponde: riprova tra qualche minuto.';

/** A full disk under the folder store is an outage too. */
export const isDiskFull = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException)?.code ?? '');

/** Whether an error is the store's outage (wherever it was raised). */
export function isStoreUnavailable(error: unknown): boolean {
  return error instanceof StoreUnavailableError || isDiskFull(error);
}
