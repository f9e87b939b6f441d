/** What the service logs, as an operator reads it: the access log's levels, and the readable format. */
import { Writable } from 'node:stream';
import pino from 'pino';
import { prettyLogLine } from '../src/log-format';
import { call, defined, spawnService, startApiWithStore, storeLocation, type ChildService } from './helpers';

jest.setTimeout(60_000);

/** A logger at `level` whose JSON lines the test reads. */
function capture(level: string): { logger: pino.Logger; lines: () => Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level, base: { service: 'api' } }, sink), lines: () => lines };
}

describe('the access log', () => {
  it('when the health is asked, then its request is logged at debug; any other request at info', async () => {
    const logs = capture('debug');
    const { api } = await startApiWithStore('pglite', { logger: logs.logger });
    try {
      expect((await api.get('/health', { headers: { 'x-request-id': 'probe-1' } })).status).toBe(200);
      expect((await api.get('/books', { headers: { 'x-request-id': 'list-1' } })).status).toBe(200);
    } finally {
      await api.close();
    }
    const level = (reqId: string): unknown => logs.lines().find((line) => line.reqId === reqId)?.level;
    expect(level('probe-1')).toBe(pino.levels.values.debug);
    expect(level('list-1')).toBe(pino.levels.values.info);
  });
});

describe('LOG_FORMAT=pretty', () => {
  let child: ChildService | undefined;
  const disposals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    if (child && child.proc.exitCode === null && child.proc.signalCode === null) {
      child.proc.kill('SIGKILL');
      await child.exited;
    }
    for (const dispose of disposals.splice(0)) await dispose();
  });

  it('when the service runs, then each line reads as time, level, service, message, fields and request id, no JSON', async () => {
    const location = await storeLocation('pglite');
    disposals.push(location.dispose);
    const service = spawnService({ ...location.env, LOG_FORMAT: 'pretty' });
    child = service;
    const url = await service.ready;
    expect((await call(url, 'GET', '/books', undefined, { headers: { 'x-request-id': 'pretty-1' } })).status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!service.output().includes('req=pretty-1') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    service.proc.kill('SIGTERM');
    expect((await service.exited).code).toBe(0);
    const lines = service.output().trimEnd().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\d\d:\d\d:\d\d\.\d{3} INFO {2}api {5}request method=GET url=\/api\/books status=200 ms=\d+\.\d req=pretty-1$/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}api {5}stopped$/));
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  });

  it('when an error is logged, then its stack follows on indented lines under the request id', () => {
    const error = new Error('the disk is full');
    const json = JSON.stringify({
      level: 50,
      time: Date.UTC(2030, 0, 2, 3, 4, 5, 6),
      service: 'api',
      reqId: 'r-1',
      err: pino.stdSerializers.err(error),
      msg: 'request failed',
    });
    const [first, ...rest] = prettyLogLine(json).trimEnd().split('\n');
    expect(first).toMatch(/^\d\d:\d\d:05\.006 ERROR api {5}request failed req=r-1$/);
    const stack = defined(error.stack, 'a stack').split('\n');
    expect(rest).toEqual(stack.map((line) => `    ${line.trim()}`));
  });
});
