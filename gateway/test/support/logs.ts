/** A logger whose JSON lines the test can read (what an operator would see on stdout). */
import { Writable } from 'node:stream';
import { serviceLoggerOptions } from '@library/api/log-format';
import pino from 'pino';
import type { Logger } from '../../src/logger';

export interface CapturedLogs {
  logger: Logger;
  /** Every line logged so far, parsed. */
  lines(): Record<string, unknown>[];
}

/**
 * `level`: the lowest level kept (info unless told); `service`: whose log it stands for (the
 * gateway's unless told), with that service's logger options (its error serializer).
 */
export function captureLogs(level: 'info' | 'debug' = 'info', service = 'gateway'): CapturedLogs {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino(serviceLoggerOptions(service, level), stream), lines: () => lines };
}
