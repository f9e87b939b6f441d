/** What the service logs, as an operator reads it: the access log's levels, and the readable format. */
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { prettyLogLine, REDACTED, serviceLoggerOptions, UNROUTED } from '../src/log-format';
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
  return { logger: pino(serviceLoggerOptions('api', level), sink), lines: () => lines };
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

describe('what the access log says of an address', () => {
  const TOKEN = 'k3yOfTheInvitation0000000000000000000000000';
  const CARD = '8802417736';
  const SEARCH = 'bob.secretary@mail.test';

  it('when a path carries a token or a card and a query a search, then the log names the route pattern and the parameters without their values', async () => {
    const logs = capture('debug');
    const { api } = await startApiWithStore('pglite', { logger: logs.logger });
    try {
      await api.get(`/auth/invitations/${TOKEN}`, { headers: { 'x-request-id': 'inv-1' } });
      await api.get(`/members/by-card/${CARD}`, { headers: { 'x-request-id': 'card-1' } });
      await api.get(`/members?search=${encodeURIComponent(SEARCH)}&page=1`, { headers: { 'x-request-id': 'find-1' } });
      await api.get(`/no-such-thing/${CARD}?${encodeURIComponent(SEARCH)}`, { headers: { 'x-request-id': 'none-1' } });
    } finally {
      await api.close();
    }
    const url = (reqId: string): unknown => logs.lines().find((line) => line.reqId === reqId)?.url;
    expect(url('inv-1')).toBe('/api/auth/invitations/:token');
    expect(url('card-1')).toBe('/api/members/by-card/:card');
    expect(url('find-1')).toBe(`/api/members?search=${REDACTED}&page=${REDACTED}`);
    expect(url('none-1')).toBe(`${UNROUTED}?${REDACTED}=${REDACTED}`);
    const text = JSON.stringify(logs.lines()).toLowerCase();
    for (const value of [TOKEN, CARD, SEARCH, encodeURIComponent(SEARCH)])
      expect(text).not.toContain(value.toLowerCase());
  });

  it('when an unexpected error is a failed statement, then the log shows the statement but not its values', async () => {
    const logs = capture('info');
    const { api } = await startApiWithStore('pglite', {
      logger: logs.logger,
      wrap: (store) => ({
        ...store,
        listMembers: () =>
          Promise.reject(
            new DrizzleQueryError('select "id" from "members" where "email_key" = $1', [SEARCH], new Error('boom')),
          ),
      }),
    });
    try {
      const answer = await api.get(`/members?search=${encodeURIComponent(SEARCH)}`, {
        headers: { 'x-request-id': 'fail-1' },
      });
      expect(answer.status).toBe(500);
    } finally {
      await api.close();
    }
    const logged = logs.lines().find((line) => line.msg === 'unexpected error');
    expect(logged).toMatchObject({ reqId: 'fail-1', url: `/api/members?search=${REDACTED}` });
    const err = JSON.stringify(logged?.err);
    expect(err).toContain('Failed query: select \\"id\\" from \\"members\\" where \\"email_key\\" = $1');
    expect(err).toContain(`params: ${REDACTED}`);
    expect(JSON.stringify(logs.lines())).not.toContain(SEARCH);
  });

  it('when an error carries a request body, then the log leaves the body out', () => {
    const logs = capture('info');
    const error = Object.assign(new Error('unreadable body'), { body: `{"password":"${TOKEN}"}` });
    logs.logger.error({ err: error }, 'unexpected error');
    expect(logs.lines()[0]).toMatchObject({ err: { message: 'unreadable body', body: REDACTED } });
    expect(JSON.stringify(logs.lines())).not.toContain(TOKEN);
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
