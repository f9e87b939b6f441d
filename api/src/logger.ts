import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs on stdout (one line per event); the request id travels as `reqId`. `level` is a pino
 * level: one of the config's LOG_LEVELS, or any other level name pino knows.
 */
export function createLogger(level: string = 'info'): Logger {
  return pino({ level, base: { service: 'api' } });
}
