import type { Logger } from 'pino';
import { createServiceLogger, type LogFormat } from './log-format';

export type { Logger };

/**
 * Logs on stdout, one event a line (./log-format: JSON, or readable lines on a terminal or with
 * LOG_FORMAT=pretty); the request id travels as `reqId`. `level` is a pino level: one of the
 * config's LOG_LEVELS, or any other level name pino knows.
 */
export function createLogger(level: string = 'info', format?: LogFormat): Logger {
  return createServiceLogger('api', level, format);
}
