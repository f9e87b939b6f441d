import pino from 'pino';

export type Logger = pino.Logger;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** JSON logs on stdout, tagged with the service name. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'gateway' } });
}
