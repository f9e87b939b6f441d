/** The HTTP surface: security headers, Sandbox landing page, the built web app and its caching. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ApolloServer } from '@apollo/server';
import { MockAgent } from 'undici';
import { startGateway, type RunningGateway } from '../src/index';
import { silentLogger } from './support/graphql';
import { bookPageEnvelope, postGraphQL, restBook } from './support/http';
import { captureLogs } from './support/logs';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const UNREACHABLE_API = 'http://127.0.0.1:9/api';

let webDist: string;

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

async function withGateway(
  options: Parameters<typeof startGateway>[0],
  test: (gateway: RunningGateway) => Promise<void>,
) {
  const gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    apiUrl: UNREACHABLE_API,
    logger: silentLogger,
    ...options,
  });
  try {
    await test(gateway);
  } finally {
    await gateway.close();
  }
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

describe('security headers', () => {
  it('when the app is served, then Helmet headers and the app CSP are sent: scripts from this origin only', async () => {
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
          "script-src 'self'",
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

describe('POST /graphql (fast path)', () => {
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

  it('when the JSON body is gzip-encoded, then it is still understood (handled by the Express route)', async () => {
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
  it('when Apollo fails unexpectedly on the fast path or the Express route, then a bare 500, logged once each with the request id', async () => {
    const logs = captureLogs();
    const spy = jest
      .spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest')
      .mockRejectedValue(new Error('secret failure'));
    try {
      await withGateway({ webDist: null, logger: logs.logger }, async ({ url }) => {
        const body = JSON.stringify({ query: '{ __typename }' });
        const fast = await fetch(`${url}/graphql`, {
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
          [fast, 'fast-1'],
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
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      apiUrl: 'http://upstream.test/api',
      dispatcher: agent,
      logger: silentLogger,
      webDist: null,
    });
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
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      apiUrl: UNREACHABLE_API,
      logger: silentLogger,
      webDist: null,
    });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    await gateway.close();
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
  });
});
