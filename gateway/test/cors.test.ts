/**
 * GRAPHQL_CORS_ORIGINS: a frontend developer's dev server on another port may call /graphql from
 * the browser; no other origin may, and Apollo's CSRF prevention still applies.
 */
import { loadConfig } from '../src/index';
import { gatewaysOnCountingUpstream } from './support/mockUpstream';

const DEV_SERVER = 'http://localhost:5173';

const {
  gateways: { listed, noList },
} = gatewaysOnCountingUpstream({
  listed: { production: true, graphqlCorsOrigins: [DEV_SERVER] },
  noList: { production: true },
});

function post(baseUrl: string, origin: string): Promise<Response> {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-request-id': 'cors-1' },
    body: JSON.stringify({ query: '{ books { total } }' }),
  });
}

async function summary(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

describe('GRAPHQL_CORS_ORIGINS', () => {
  it('when a listed origin sends a preflight, then 204 with methods, headers and max-age', async () => {
    const response = await fetch(`${listed.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: DEV_SERVER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEV_SERVER);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('when a listed origin posts a query, then it is allowed with Vary: Origin', async () => {
    const answer = await summary(await post(listed.url, DEV_SERVER));
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(DEV_SERVER);
    expect(answer.headers['vary']).toContain('Origin');
    expect(JSON.parse(answer.body)).toEqual({ data: { books: { total: 0 } } });
  });

  it('when an unlisted origin posts or sends a preflight, then no Access-Control-Allow-Origin', async () => {
    const answer = await summary(await post(listed.url, 'http://localhost:9999'));
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await fetch(`${listed.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:9999', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when no origin is listed (the default), then the dev server origin is not allowed', async () => {
    const response = await post(noList.url, DEV_SERVER);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when a listed origin sends a CSRF-able form POST, then Apollo still blocks it', async () => {
    const response = await fetch(`${listed.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: DEV_SERVER },
      body: JSON.stringify({ query: 'mutation { deleteBook(id: "1") }' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('GRAPHQL_CORS_ORIGINS in the configuration', () => {
  it('when unset, then no origin; when set, then the listed origins', () => {
    expect(loadConfig({}).graphqlCorsOrigins).toEqual([]);
    expect(
      loadConfig({ GRAPHQL_CORS_ORIGINS: ' http://localhost:5173, https://dev.example:8443 ' }).graphqlCorsOrigins,
    ).toEqual(['http://localhost:5173', 'https://dev.example:8443']);
  });

  it('when a value is not an origin, or is *, then a { variable, message } problem for each', () => {
    let problems: unknown;
    try {
      loadConfig({ GRAPHQL_CORS_ORIGINS: '*,http://localhost:5173/,localhost:5173' });
    } catch (error) {
      problems = (error as { problems?: unknown }).problems;
    }
    expect(problems).toEqual([
      { variable: 'GRAPHQL_CORS_ORIGINS', message: expect.stringContaining('not "*"') as unknown },
      { variable: 'GRAPHQL_CORS_ORIGINS', message: expect.stringContaining('"http://localhost:5173/"') as unknown },
      { variable: 'GRAPHQL_CORS_ORIGINS', message: expect.stringContaining('"localhost:5173"') as unknown },
    ]);
  });
});
