import pino, { type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON logs on stdout (one line per event); the request id travels as `reqId`. */
export function createLogger(level: LogLevel | string = 'info'): Logger {
  return pino({ level, base: { service: 'api' } });
}
