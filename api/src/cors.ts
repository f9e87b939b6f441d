/**
 * CORS for /api (api/README.md, "CORS"): `*` or a list of origins, never credentials. A preflight
 * (`OPTIONS` with `Access-Control-Request-Method`) is answered here, 204; every other answer of an
 * allowed origin, errors included, carries `Access-Control-Allow-Origin` and exposes `X-Request-Id`.
 * An origin not in the list gets no CORS header at all, so the browser keeps the answer from it.
 */
import type { RequestHandler } from 'express';

/** Every origin (`*`), or the origins listed (each as `new URL(origin).origin` writes it). */
export type CorsOrigins = '*' | readonly string[];

export const CORS_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
export const CORS_DEFAULT_HEADERS = 'Content-Type, X-Request-Id';
/** How long a browser may keep a preflight's answer (Chromium caps it at 2 h). */
export const CORS_MAX_AGE_SECONDS = 7200;

/** A header name (an HTTP token). */
const HEADER_NAME = /^[\w!#$%&'*+.^`|~-]+$/;

/** The header names a preflight asks for, when they are all header names; undefined otherwise. */
function requestedHeaders(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0 || !names.every((name) => HEADER_NAME.test(name))) return undefined;
  return names.join(', ');
}

export function cors(origins: CorsOrigins): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    // The answer depends on the Origin header when the origins are listed: caches must know it.
    if (origins !== '*') res.vary('Origin');
    const allowed = origins === '*' || (origin !== undefined && origins.includes(origin));
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origins === '*' ? '*' : (origin ?? ''));
      if (!preflight) res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
    }
    if (!preflight) {
      next();
      return;
    }
    if (allowed) {
      res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
      res.setHeader(
        'Access-Control-Allow-Headers',
        requestedHeaders(req.get('access-control-request-headers')) ?? CORS_DEFAULT_HEADERS,
      );
      res.setHeader('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
    }
    res.status(204).end();
  };
}
