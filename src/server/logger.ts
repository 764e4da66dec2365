import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * JSON lines on stdout (or on `destination`, which tests read); secrets and personal data
 * never go in (see redact).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'maestrale-viaggi' },
    redact: ['password', '*.password', 'req.headers.cookie'],
  };
  return destination ? pino(options, destination) : pino(options);
}

const CODE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** The segment after the API's or the page's prefix of a private link (booking, waitlist change). */
const PRIVATE_LINK = /(\/(?:my-booking|prenotazione|waitlist-changes|lista-attesa)\/)[^/]*/g;

/**
 * A request path fit for the log: booking and document codes (keys in themselves) become ":id",
 * the token of a private link ":token".
 */
export function withoutCodes(path: string): string {
  return path.replace(PRIVATE_LINK, '$1:token').replace(CODE, ':id');
}
