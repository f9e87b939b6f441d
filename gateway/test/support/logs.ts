/** A logger whose JSON lines the test can read (what an operator would see on stdout). */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from '../../src/logger';

export interface CapturedLogs {
  logger: Logger;
  /** Every line logged so far, parsed. */
  lines(): Record<string, unknown>[];
}

/** `level`: the lowest level kept (info unless told). */
export function captureLogs(level: 'info' | 'debug' = 'info'): CapturedLogs {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level, base: { service: 'gateway' } }, stream), lines: () => lines };
}
