import { createServiceLogger, type LogFormat } from '@library/api/log-format';
import type pino from 'pino';

export type Logger = pino.Logger;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Logs on stdout tagged with the service name: JSON, or readable lines on a terminal or with LOG_FORMAT=pretty (the api's log-format). */
export function createLogger(level: LogLevel, format?: LogFormat): Logger {
  return createServiceLogger('gateway', level, format);
}
