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
  // Written as each line comes: pino's default stream buffers and empties itself on exit, and
  // with its reader gone (a supervisor killed, a log pipe closed) that last write retries a
  // broken pipe forever, so the server never exits. A line written at once finds the pipe
  // broken, and pino stops logging instead.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
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
