/**
 * CORS on /api (api/README.md, "CORS"): `*` by default, or the origins of CORS_ORIGINS; no
 * credentials; preflights answered 204; every answer of an allowed origin, errors included, carries
 * Access-Control-Allow-Origin and exposes X-Request-Id; an origin not listed gets no CORS header.
 */
import { TARGETS, type Api, sharedApi } from './helpers';

const APP = 'https://app.example.com';
const OTHER = 'https://evil.example.net';

/** A preflight as a browser sends it before a cross-origin JSON POST. */
function preflight(api: Api, origin: string, requestHeaders?: string): Promise<Response> {
  const headers: Record<string, string> = { Origin: origin, 'Access-Control-Request-Method': 'POST' };
  if (requestHeaders !== undefined) headers['Access-Control-Request-Headers'] = requestHeaders;
  return fetch(`${api.url}/books`, { method: 'OPTIONS', headers });
}

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  'access-control-expose-headers',
  'access-control-allow-credentials',
];

describe.each(TARGETS)('CORS on %s', (target) => {
  describe('when CORS_ORIGINS is * (the default)', () => {
    const api = sharedApi(target);

    it('when a browser sends a preflight, then 204 allows any origin, the methods, the default headers and a max-age, without credentials', async () => {
      const res = await preflight(api, OTHER);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
      expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, X-Request-Id');
      expect(res.headers.get('access-control-max-age')).toBe('7200');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
    });

    it('when the preflight asks for headers, then those are allowed; when they are not header names, then the default ones', async () => {
      const asked = await preflight(api, APP, 'content-type, x-request-id ,x-client');
      expect(asked.headers.get('access-control-allow-headers')).toBe('content-type, x-request-id, x-client');
      const odd = await preflight(api, APP, 'content-type, (bad)');
      expect(odd.headers.get('access-control-allow-headers')).toBe('Content-Type, X-Request-Id');
    });

    it('when a cross-origin request is answered, success or error, then it allows any origin and exposes X-Request-Id', async () => {
      for (const [method, path, body] of [
        ['GET', '/books', undefined],
        ['GET', '/books/not-an-id', undefined],
        ['POST', '/books', '{"title":'],
        ['POST', '/books', '{}'],
        ['GET', '/nowhere', undefined],
      ] as const) {
        const res = await fetch(`${api.url}${path}`, {
          method,
          headers: { Origin: OTHER, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          ...(body === undefined ? {} : { body }),
        });
        await res.arrayBuffer();
        expect({ path, status: res.status < 500, allow: res.headers.get('access-control-allow-origin') }).toEqual({
          path,
          status: true,
          allow: '*',
        });
        expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
    });
  });

  describe(`when CORS_ORIGINS lists ${APP}`, () => {
    const api = sharedApi(target, { corsOrigins: [APP, 'http://localhost:5173'] });

    it('when the listed origin sends a preflight, then 204 allows that origin (not *), with Vary: Origin', async () => {
      const res = await preflight(api, APP);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(APP);
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
      expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, X-Request-Id');
      expect(res.headers.get('access-control-max-age')).toBe('7200');
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    });

    it('when the listed origin reads or fails, then the answer names that origin and exposes X-Request-Id', async () => {
      const ok = await api.get('/books', { headers: { Origin: APP } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
      expect(ok.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
      expect(ok.headers.get('vary')).toMatch(/\bOrigin\b/);
      const failed = await api.post('/books', { copies: 'abc' }, { headers: { Origin: APP } });
      expect(failed.status).toBe(400);
      expect(failed.headers.get('access-control-allow-origin')).toBe(APP);
      expect(failed.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
    });

    it('when an origin not listed sends a preflight or a request, then no CORS header is sent (the browser blocks it)', async () => {
      const pre = await preflight(api, OTHER);
      expect(pre.status).toBe(204);
      const res = await fetch(`${api.url}/books`, { headers: { Origin: OTHER } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      for (const answer of [pre, res]) {
        for (const header of CORS_HEADERS)
          expect({ header, value: answer.headers.get(header) }).toEqual({ header, value: null });
        expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/);
      }
    });

    it('when a request has no Origin (not a browser), then it is answered as always, with Vary: Origin', async () => {
      const res = await api.get('/books');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    });
  });
});
