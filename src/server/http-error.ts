import type { ApiErrorBody, ApiErrorCode } from '#domain/api-error.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected failure with a message fit for the person who sees it (Italian for visitors). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** What went wrong underneath, for the log; the visitor sees only the message. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}
