import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

/** JSON lines on stdout; secrets and personal data never go in (see redact). */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'maestrale-viaggi' },
    redact: ['password', '*.password', 'req.headers.cookie'],
  });
}
