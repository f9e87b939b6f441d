/**
 * Upstream faults, simulated with undici's MockAgent (and real sockets where the fault is a socket
 * behaviour): each maps to its code, and the gateway keeps serving afterwards.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { MockAgent } from 'undici';
import { DEFAULT_UPSTREAM, startGateway, Upstream, type RunningGateway } from '../src/index';
import { RequestCredentials } from '../src/rest/credentials';
import { testGatewayOptions, withGateway } from './support/gateway';
import { bookPageEnvelope, errorCodes, postGraphQL, restBook, type GraphQLHttpResult } from './support/http';
import { captureLogs } from './support/logs';

const ORIGIN = 'http://upstream.test';
const TIMEOUTS = { connectTimeoutMs: 300, headersTimeoutMs: 300, bodyTimeoutMs: 300, requestTimeoutMs: 400 };
const BOOKS = '{ books { total items { id title } } }';
/** A timeout must be reported by the configured deadline, not whenever the upstream gives up: generous margin. */
const TIMEOUT_BOUND_MS = TIMEOUTS.requestTimeoutMs + 3000;

let agent: MockAgent;
let gateway: RunningGateway;

function upstream() {
  return agent.get(ORIGIN);
}

function interceptBooks() {
  return upstream().intercept({ path: (p: string) => p.startsWith('/api/books?'), method: 'GET' });
}

/** A GraphQL POST and how long its answer took. */
async function timedPost(url: string): Promise<{ result: GraphQLHttpResult; ms: number }> {
  const started = performance.now();
  const result = await postGraphQL(url, BOOKS);
  return { result, ms: performance.now() - started };
}

/** After a fault, a healthy answer still goes through. */
async function expectStillServing(): Promise<void> {
  interceptBooks().reply(200, bookPageEnvelope([restBook()]));
  const ok = await postGraphQL(gateway.url, BOOKS);
  expect(ok.body).toEqual({ data: { books: { total: 1, items: [{ id: 'book-1', title: 'Dune' }] } } });
}

beforeEach(async () => {
  agent = new MockAgent();
  agent.disableNetConnect();
  gateway = await startGateway(
    testGatewayOptions({
      apiUrl: `${ORIGIN}/api`,
      dispatcher: agent,
      upstream: TIMEOUTS,
    }),
  );
});

afterEach(async () => {
  await gateway.close();
  await agent.close();
});

describe('when the upstream fails', () => {
  it('when the connection is refused, then UPSTREAM_UNAVAILABLE, and the gateway keeps serving', async () => {
    interceptBooks().replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const result = await postGraphQL(gateway.url, BOOKS);
    expect(errorCodes(result)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(result.body.errors?.[0]?.message).toMatch(/unavailable/i);
    await expectStillServing();
  });

  it('when the connection is reset, then UPSTREAM_UNAVAILABLE', async () => {
    interceptBooks().replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    expect(errorCodes(await postGraphQL(gateway.url, BOOKS))).toEqual(['UPSTREAM_UNAVAILABLE']);
    await expectStillServing();
  });

  it('when the upstream answers slower than the timeout, then UPSTREAM_TIMEOUT within the timeout', async () => {
    interceptBooks()
      .reply(200, bookPageEnvelope([restBook()]))
      .delay(5000);
    const { result, ms } = await timedPost(gateway.url);
    expect(errorCodes(result)).toEqual(['UPSTREAM_TIMEOUT']);
    expect(result.body.errors?.[0]?.message).toMatch(/too long/);
    expect(ms).toBeLessThan(TIMEOUT_BOUND_MS);
    await expectStillServing();
  });

  it('when the client fails in a way that is no socket failure, then a masked INTERNAL_SERVER_ERROR, logged with the request id', async () => {
    const logs = captureLogs();
    await withGateway(
      { apiUrl: `${ORIGIN}/api`, dispatcher: agent, upstream: TIMEOUTS, logger: logs.logger, production: true },
      async (production) => {
        interceptBooks().replyWithError(new TypeError('secret internals are broken'));
        const result = await postGraphQL(production.url, BOOKS, undefined, { 'x-request-id': 'trace-internal' });
        expect(errorCodes(result)).toEqual(['INTERNAL_SERVER_ERROR']);
        expect(JSON.stringify(result.body)).not.toMatch(/secret|TypeError|at /);
        const logged = logs.lines().filter((line) => line['msg'] === 'unexpected GraphQL error');
        expect(logged).toHaveLength(1);
        expect(logged[0]).toMatchObject({
          requestId: 'trace-internal',
          err: { type: 'TypeError', message: 'secret internals are broken' },
        });
      },
    );
  });

  it('when the upstream answers 500 with its envelope, then INTERNAL_SERVER_ERROR with its message', async () => {
    interceptBooks().reply(500, {
      success: false,
      message: 'Something went wrong',
      error: { name: 'Error', code: 'INTERNAL' },
      requestId: 'r-1',
    });
    const result = await postGraphQL(gateway.url, BOOKS);
    expect(errorCodes(result)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(result.body.errors?.[0]?.message).toBe('Something went wrong');
    await expectStillServing();
  });

  it('when the upstream answers 500 with an HTML page, then UPSTREAM_BAD_RESPONSE', async () => {
    interceptBooks().reply(500, '<html><body>Internal Server Error</body></html>', {
      headers: { 'content-type': 'text/html' },
    });
    expect(errorCodes(await postGraphQL(gateway.url, BOOKS))).toEqual(['UPSTREAM_BAD_RESPONSE']);
    await expectStillServing();
  });

  it('when the upstream answers 200 with HTML instead of JSON, then UPSTREAM_BAD_RESPONSE', async () => {
    interceptBooks().reply(200, '<!doctype html><title>Login</title>', { headers: { 'content-type': 'text/html' } });
    const result = await postGraphQL(gateway.url, BOOKS);
    expect(errorCodes(result)).toEqual(['UPSTREAM_BAD_RESPONSE']);
    expect(result.body.errors?.[0]?.message).toMatch(/could not understand/);
    await expectStillServing();
  });

  it('when the upstream JSON is truncated, then UPSTREAM_BAD_RESPONSE', async () => {
    const full = JSON.stringify(bookPageEnvelope([restBook()]));
    interceptBooks().reply(200, full.slice(0, full.length / 2), { headers: { 'content-type': 'application/json' } });
    expect(errorCodes(await postGraphQL(gateway.url, BOOKS))).toEqual(['UPSTREAM_BAD_RESPONSE']);
    await expectStillServing();
  });

  it('when the JSON does not have the contract shape, then UPSTREAM_BAD_RESPONSE', async () => {
    interceptBooks().reply(200, bookPageEnvelope([restBook({ title: 42 })]));
    expect(errorCodes(await postGraphQL(gateway.url, BOOKS))).toEqual(['UPSTREAM_BAD_RESPONSE']);
    interceptBooks().reply(200, { data: [] });
    expect(errorCodes(await postGraphQL(gateway.url, BOOKS))).toEqual(['UPSTREAM_BAD_RESPONSE']);
    await expectStillServing();
  });

  it('when the answer is larger than the response limit, then UPSTREAM_BAD_RESPONSE', async () => {
    await withGateway(
      { apiUrl: `${ORIGIN}/api`, dispatcher: agent, upstream: { ...TIMEOUTS, maxResponseBytes: 2000 } },
      async (small) => {
        const books = Array.from({ length: 20 }, (_, i) => restBook({ _id: `b${i}`, id: `b${i}` }));
        interceptBooks().reply(200, bookPageEnvelope(books, 1, 20));
        expect(errorCodes(await postGraphQL(small.url, BOOKS))).toEqual(['UPSTREAM_BAD_RESPONSE']);
        interceptBooks().reply(200, bookPageEnvelope([restBook()]));
        expect(errorCodes(await postGraphQL(small.url, BOOKS))).toEqual([]);
      },
    );
  });

  it('when a proxy answers 503 with a non-JSON body, then UPSTREAM_UNAVAILABLE', async () => {
    interceptBooks().reply(503, 'Service Unavailable', { headers: { 'content-type': 'text/plain' } });
    expect(errorCodes(await postGraphQL(gateway.url, BOOKS))).toEqual(['UPSTREAM_UNAVAILABLE']);
    await expectStillServing();
  });
});

describe('when the upstream is another server speaking the same contract', () => {
  it('when it sends extra fields and numeric ids, then extras are ignored and ids become strings', async () => {
    interceptBooks().reply(200, {
      ...bookPageEnvelope([{ ...restBook({ _id: 7, id: 7 }), shelf: 'B3', internal: { x: 1 } }]),
      debug: true,
    });
    const result = await postGraphQL(gateway.url, '{ books { items { id title } } }');
    expect(result.body).toEqual({ data: { books: { items: [{ id: '7', title: 'Dune' }] } } });
  });

  it('when a request goes upstream, then it carries the request id the client sent', async () => {
    upstream()
      .intercept({
        path: (p: string) => p.startsWith('/api/books?'),
        method: 'GET',
        headers: { 'x-request-id': 'trace-123' },
      })
      .reply(200, bookPageEnvelope([]));
    const result = await postGraphQL(gateway.url, BOOKS, undefined, { 'x-request-id': 'trace-123' });
    expect(result.body.errors).toBeUndefined();
    expect(result.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('readiness', () => {
  it('when the upstream health answers, then /readyz is 200; /healthz is always 200', async () => {
    upstream()
      .intercept({ path: '/api/health', method: 'GET' })
      .reply(200, { success: true, message: 'ok', data: { store: 'pglite' } });
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', upstream: { store: 'pglite' } });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });

  it('when the upstream is down, then /readyz is 503 naming the cause, /healthz stays 200', async () => {
    upstream()
      .intercept({ path: '/api/health', method: 'GET' })
      .replyWithError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', code: 'UPSTREAM_UNAVAILABLE' });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});

describe('with real sockets', () => {
  let slow: Server;
  let slowUrl: string;
  beforeAll(async () => {
    // Accepts connections and never answers.
    slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });

  it('when nothing listens on the upstream port, then UPSTREAM_UNAVAILABLE', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await withGateway({ apiUrl: `http://127.0.0.1:${port}/api`, upstream: TIMEOUTS }, async (real) => {
      expect(errorCodes(await postGraphQL(real.url, BOOKS))).toEqual(['UPSTREAM_UNAVAILABLE']);
    });
  });

  it('when the upstream never answers, then UPSTREAM_TIMEOUT within the timeout, and the next request is served too', async () => {
    await withGateway({ apiUrl: slowUrl, upstream: TIMEOUTS }, async (real) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { result, ms } = await timedPost(real.url);
        expect(errorCodes(result)).toEqual(['UPSTREAM_TIMEOUT']);
        expect(ms).toBeLessThan(TIMEOUT_BOUND_MS);
      }
      expect((await fetch(`${real.url}/healthz`)).status).toBe(200);
    });
  });

  it('when the gateway has closed its connections to the upstream, then a late call is UPSTREAM_UNAVAILABLE', async () => {
    const upstreamClient = new Upstream({ ...DEFAULT_UPSTREAM, apiUrl: slowUrl });
    await upstreamClient.close();
    await expect(upstreamClient.forRequest('late', RequestCredentials.none()).health()).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'gateway shutting down' },
    });
  });
});

/** A bare TCP server standing in for the REST service: `respond` writes whatever bytes the test wants. */
async function rawUpstream(respond: (socket: Socket) => void): Promise<{ apiUrl: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', () => respond(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Response headers announcing the full book page, followed by only its first `sent` bytes. */
function headersAndPartOfBody(sent: number): string {
  const body = JSON.stringify(bookPageEnvelope([restBook()]));
  return (
    `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
    body.slice(0, sent)
  );
}

describe('with a real socket that breaks', () => {
  async function codesWith(respond: (socket: Socket) => void): Promise<{ codes: unknown[]; ms: number }> {
    const raw = await rawUpstream(respond);
    const real = await startGateway(
      testGatewayOptions({
        apiUrl: raw.apiUrl,
        upstream: TIMEOUTS,
      }),
    );
    try {
      const { result, ms } = await timedPost(real.url);
      expect((await fetch(`${real.url}/healthz`)).status).toBe(200);
      return { codes: errorCodes(result), ms };
    } finally {
      await real.close();
      await raw.close();
    }
  }

  it('when the socket is closed in the middle of the body, then UPSTREAM_BAD_RESPONSE', async () => {
    const { codes } = await codesWith((socket) => socket.write(headersAndPartOfBody(40), () => socket.destroy()));
    expect(codes).toEqual(['UPSTREAM_BAD_RESPONSE']);
  });

  it('when the connection is reset in the middle of the body, then UPSTREAM_BAD_RESPONSE', async () => {
    const { codes } = await codesWith((socket) =>
      socket.write(headersAndPartOfBody(40), () => socket.resetAndDestroy()),
    );
    expect(codes).toEqual(['UPSTREAM_BAD_RESPONSE']);
  });

  it('when the socket is closed before any answer, then UPSTREAM_UNAVAILABLE', async () => {
    const { codes } = await codesWith((socket) => socket.destroy());
    expect(codes).toEqual(['UPSTREAM_UNAVAILABLE']);
  });

  it('when the body stops arriving half-way, then UPSTREAM_TIMEOUT within the timeout', async () => {
    const { codes, ms } = await codesWith((socket) => socket.write(headersAndPartOfBody(40)));
    expect(codes).toEqual(['UPSTREAM_TIMEOUT']);
    expect(ms).toBeLessThan(TIMEOUT_BOUND_MS);
  });

  it('when the upstream answers bytes that are not HTTP, then UPSTREAM_BAD_RESPONSE (not INTERNAL_SERVER_ERROR)', async () => {
    const { codes } = await codesWith((socket) => socket.end('garbage\r\n\r\n'));
    expect(codes).toEqual(['UPSTREAM_BAD_RESPONSE']);
  });

  it('when the upstream sends a status line and then a broken header, then UPSTREAM_BAD_RESPONSE', async () => {
    const { codes } = await codesWith((socket) => socket.end('HTTP/1.1 200 OK\r\nBad Header\r\n\r\n'));
    expect(codes).toEqual(['UPSTREAM_BAD_RESPONSE']);
  });
});
