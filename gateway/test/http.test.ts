/** The HTTP surface: security headers, Sandbox landing page, the built web app and its caching. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ApolloServer } from '@apollo/server';
import { MockAgent } from 'undici';
import { startGateway, type RunningGateway, type StartGatewayOptions } from '../src/index';
import { testGatewayOptions, withGateway as withTestGateway } from './support/gateway';
import { bookPageEnvelope, postGraphQL, restBook } from './support/http';
import { captureLogs } from './support/logs';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const UNREACHABLE_API = 'http://127.0.0.1:9/api';

/** A script over 1 KB, which the build writes `.br` and `.gz` copies of. */
const BIG_JS = Array.from({ length: 80 }, (_, i) => `console.log("chunk line ${i}");`).join('\n');
const BIG_JS_PATH = '/assets/big-Ef56Gh78.js';
/** index.html over 1 KB (in a second build), with a `.br` copy only. */
const BIG_INDEX_HTML = `<!doctype html><html lang="en"><head><title>Library</title></head><body>${'<p>shell</p>'.repeat(120)}</body></html>`;
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The first bytes of every WebAssembly module (`\0asm`, version 1). */
const WASM_MAGIC = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
let webDist: string;
let bigHtmlDist: string;

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  writeFileSync(path.join(webDist, BIG_JS_PATH), BIG_JS);
  writeFileSync(path.join(webDist, `${BIG_JS_PATH}.br`), brotliCompressSync(BIG_JS));
  writeFileSync(path.join(webDist, `${BIG_JS_PATH}.gz`), gzipSync(BIG_JS, { level: 9 }));
  writeFileSync(path.join(webDist, 'assets', 'zxing_reader-Ef56Gh78.wasm'), WASM_MAGIC);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  bigHtmlDist = mkdtempSync(path.join(tmpdir(), 'gateway-web-big-'));
  writeFileSync(path.join(bigHtmlDist, 'index.html'), BIG_INDEX_HTML);
  writeFileSync(path.join(bigHtmlDist, 'index.html.br'), brotliCompressSync(BIG_INDEX_HTML));
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(bigHtmlDist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (fetch would decode them). */
  body: Buffer;
}

/** A request by node:http, which leaves the body as the server encoded it. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body decoded as its Content-Encoding says. */
function decoded(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/** A gateway in front of a REST service that is not there, for one test. */
function withGateway(options: StartGatewayOptions, test: (gateway: RunningGateway) => Promise<void>): Promise<void> {
  return withTestGateway({ apiUrl: UNREACHABLE_API, ...options }, test);
}

describe('the built web app', () => {
  it('when a hashed asset is fetched, then it is cached for a year as immutable', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const response = await fetch(`${url}/assets/index-Ab12Cd34.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('console.log("app");');
    });
  });

  it.each(['/', '/books', '/books/123/edit', '/borrow-summary', '/no/such/page'])(
    'when %s is opened, then index.html is served with no-cache (deep links and the 404 page work)',
    async (route) => {
      await withGateway({ webDist }, async ({ url }) => {
        const response = await fetch(`${url}${route}`, { headers: { accept: 'text/html' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(await response.text()).toBe(INDEX_HTML);
      });
    },
  );

  it('when a missing asset is fetched, then 404 (never index.html in place of a script)', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const response = await fetch(`${url}/assets/gone-123.js`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    });
  });

  it('when another static file is fetched, then it is served and revalidated', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const response = await fetch(`${url}/favicon.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });
  });

  it('when an /api path is asked of the gateway, then 404 JSON, not the app', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const response = await fetch(`${url}/api/books`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    });
  });

  it('when the web app has not been built, then pages answer 404 with a message saying how to build it', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'gateway-noweb-'));
    try {
      await withGateway({ webDist: empty }, async ({ url }) => {
        const response = await fetch(`${url}/`);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain('npm run build -w web');
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('compressed copies and caching of the built web app', () => {
  it('when Chromium fetches a hashed script, then the Brotli copy is sent with its type and length, cached a year', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const answer = await raw(`${url}${BIG_JS_PATH}`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.body.length).toBeLessThan(Buffer.byteLength(BIG_JS));
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(answer)).toBe(BIG_JS);
    });
  });

  it.each([
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0, identity', 'identity'],
    ['identity', 'identity'],
  ])('when the browser accepts "%s", then the script is sent as %s', async (acceptEncoding, expected) => {
    await withGateway({ webDist }, async ({ url }) => {
      const answer = await raw(`${url}${BIG_JS_PATH}`, { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'] ?? 'identity').toBe(expected);
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(decoded(answer)).toBe(BIG_JS);
    });
  });

  it('when the request has no Accept-Encoding, then the file is sent as it is, still saying Vary', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const answer = await raw(`${url}${BIG_JS_PATH}`);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.body.toString('utf8')).toBe(BIG_JS);
    });
  });

  it("when the camera scanner's WebAssembly is asked for, then it is served from the build as application/wasm, cached for a year", async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const answer = await raw(`${url}/assets/zxing_reader-Ef56Gh78.wasm`, {});
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/wasm');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect([...answer.body]).toEqual([...WASM_MAGIC]);
    });
  });

  it('when a file has no compressed copy (under 1 KB), then it is sent as it is, without Vary', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const answer = await raw(`${url}/assets/index-Ab12Cd34.js`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toBeUndefined();
      expect(answer.body.toString('utf8')).toBe('console.log("app");');
    });
  });

  it('when the script is asked with HEAD, then the same headers as GET and no body', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const headers = { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING };
      const get = await raw(`${url}${BIG_JS_PATH}`, headers);
      const head = await raw(`${url}${BIG_JS_PATH}`, headers, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'cache-control', 'etag']) {
        expect(head.headers[name]).toBe(get.headers[name]);
      }
    });
  });

  it('when the browser revalidates with If-None-Match, then 304 without a body; each copy has its own ETag', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const brotli = await raw(`${url}${BIG_JS_PATH}`, { 'accept-encoding': 'br' });
      const gzip = await raw(`${url}${BIG_JS_PATH}`, { 'accept-encoding': 'gzip' });
      const etag = brotli.headers['etag'] ?? '';
      expect(etag).not.toBe('');
      expect(gzip.headers['etag']).not.toBe(etag);
      const again = await raw(`${url}${BIG_JS_PATH}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const otherCopy = await raw(`${url}${BIG_JS_PATH}`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(otherCopy.status).toBe(200);
      expect(decoded(otherCopy)).toBe(BIG_JS);
    });
  });

  it('when a deep link is opened by a browser, then the HTML is its Brotli copy, not cached without revalidation', async () => {
    await withGateway({ webDist: bigHtmlDist }, async ({ url }) => {
      const answer = await raw(`${url}/books/123`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(decoded(answer)).toBe(BIG_INDEX_HTML);
    });
  });

  it('when the HTML has no copy in the encoding asked for, then it is compressed on the fly', async () => {
    await withGateway({ webDist: bigHtmlDist }, async ({ url }) => {
      const answer = await raw(`${url}/all-books`, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(decoded(answer)).toBe(BIG_INDEX_HTML);
    });
  });

  it('when a copy is asked for by its own name, then 404 (copies are sent in place of their file only)', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      expect((await raw(`${url}${BIG_JS_PATH}.br`)).status).toBe(404);
    });
  });
});

describe('security headers', () => {
  it('when the app is served, then Helmet headers and the app CSP are sent: scripts and WebAssembly from this origin only', async () => {
    await withGateway({ webDist }, async ({ url }) => {
      const response = await fetch(`${url}/`);
      const csp = (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim());
      expect(csp.sort()).toEqual(
        [
          "default-src 'self'",
          "base-uri 'self'",
          "connect-src 'self'",
          "font-src 'self' data:",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "img-src 'self' data: blob:",
          "manifest-src 'self'",
          "object-src 'none'",
          "script-src 'self' 'wasm-unsafe-eval'",
          "script-src-attr 'none'",
          "style-src 'self' 'unsafe-inline'",
          "worker-src 'self' blob:",
        ].sort(),
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});

describe('POST /graphql', () => {
  const SECURITY_HEADERS = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('when a GraphQL POST is answered, then it carries the same security headers as every other answer', async () => {
    await withGateway({ webDist: null }, async ({ url }) => {
      const post = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'abc-1' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(await post.json()).toEqual({ data: { __typename: 'Query' } });
      expect(post.headers.get('x-request-id')).toBe('abc-1');
      expect(post.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
      const health = await fetch(`${url}/healthz`);
      for (const name of SECURITY_HEADERS) {
        expect([name, post.headers.get(name)]).toEqual([name, health.headers.get(name)]);
        expect(post.headers.get(name)).not.toBeNull();
      }
    });
  });

  it('when Sandbox POSTs from its iframe origin in development, then CORS allows it', async () => {
    await withGateway({ webDist: null }, async ({ url }) => {
      const post = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://sandbox.embed.apollographql.com' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(post.headers.get('access-control-allow-origin')).toBe('https://sandbox.embed.apollographql.com');
    });
  });

  it('when the JSON body is gzip-encoded, then it is still understood', async () => {
    await withGateway({ webDist: null }, async ({ url }) => {
      const post = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: gzipSync(JSON.stringify({ query: '{ __typename }' })),
      });
      expect(await post.json()).toEqual({ data: { __typename: 'Query' } });
    });
  });
});

describe('unexpected failures on /graphql', () => {
  it('when Apollo fails unexpectedly on a plain or a gzip-encoded POST, then a bare 500, logged once each with the request id', async () => {
    const logs = captureLogs();
    const spy = jest
      .spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest')
      .mockRejectedValue(new Error('secret failure'));
    try {
      await withGateway({ webDist: null, logger: logs.logger }, async ({ url }) => {
        const body = JSON.stringify({ query: '{ __typename }' });
        const plain = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': 'fast-1' },
          body,
        });
        const viaExpress = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-request-id': 'express-1' },
          body: gzipSync(body),
        });
        for (const [response, requestId] of [
          [plain, 'fast-1'],
          [viaExpress, 'express-1'],
        ] as const) {
          expect(response.status).toBe(500);
          expect(response.headers.get('x-request-id')).toBe(requestId);
          const text = await response.text();
          expect(text).not.toContain('secret');
          expect(JSON.parse(text)).toEqual({
            errors: [
              {
                message: 'Something went wrong on our side. Please try again.',
                extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
              },
            ],
          });
        }
      });
    } finally {
      spy.mockRestore();
    }
    const logged = logs.lines().filter((line) => line['msg'] === 'unexpected HTTP error');
    expect(logged.map((line) => [line['requestId'], line['path']])).toEqual([
      ['fast-1', '/graphql'],
      ['express-1', '/graphql'],
    ]);
    expect(logged[0]).toMatchObject({ err: { message: 'secret failure' } });
  });
});

describe('Apollo Sandbox', () => {
  it('when /graphql is opened in a browser in development, then Sandbox is served with its own CSP and no app CSP', async () => {
    await withGateway({ webDist: null }, async ({ url }) => {
      const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('embeddable-sandbox.cdn.apollographql.com');
      expect(html).toContain('http-equiv="Content-Security-Policy"');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  it('when Sandbox calls /graphql from its iframe origin, then CORS allows it', async () => {
    await withGateway({ webDist: null }, async ({ url }) => {
      const preflight = await fetch(`${url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://sandbox.embed.apollographql.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://sandbox.embed.apollographql.com');
      const other = await fetch(`${url}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('when running in production, then there is no landing page and no CORS for Sandbox', async () => {
    await withGateway({ webDist: null, production: true }, async ({ url }) => {
      const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await response.text()).not.toContain('apollographql.com');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      const preflight = await fetch(`${url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'https://sandbox.embed.apollographql.com', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('when GRAPHQL_INTROSPECTION is on in production, then Sandbox and introspection are available', async () => {
    await withGateway({ webDist: null, production: true, introspection: true }, async ({ url }) => {
      const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('embeddable-sandbox');
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __type(name: "Book") { name } }' }),
      });
      expect(await response.json()).toEqual({ data: { __type: { name: 'Book' } } });
    });
  });
});

describe('shutdown', () => {
  it('when the gateway is closed during a request, then that request still gets its answer', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get('http://upstream.test')
      .intercept({ path: (p: string) => p.startsWith('/api/books?'), method: 'GET' })
      .reply(200, bookPageEnvelope([restBook()]))
      .delay(300);
    const gateway = await startGateway(
      testGatewayOptions({
        apiUrl: 'http://upstream.test/api',
        dispatcher: agent,
      }),
    );
    try {
      const inFlight = postGraphQL(gateway.url, '{ books { total } }');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closing = gateway.close();
      const result = await inFlight;
      await closing;
      expect(result.body).toEqual({ data: { books: { total: 1 } } });
    } finally {
      await agent.close();
    }
  });

  it('when the gateway is closed, then its port stops accepting connections', async () => {
    const gateway = await startGateway(
      testGatewayOptions({
        apiUrl: UNREACHABLE_API,
      }),
    );
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    await gateway.close();
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
  });
});
